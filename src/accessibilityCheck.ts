/**
 * The last full run of the guide's accessibility tests, as `npm run a11y:record`
 * (scripts/record-accessibility-check.ts) wrote it when every one of them passed: the day, the
 * guide's version, and the browser test files it ran. The accessibility statement dates its "last
 * check" from this record, not from the release date. Do not edit by hand: run the script.
 */
export const accessibilityCheck = {
  date: '2026-12-07',
  version: '1.2.0',
  specs: ['tests/e2e/every-page.spec.ts', 'tests/e2e/a11y.spec.ts', 'tests/e2e/a11y-structure.spec.ts', 'tests/e2e/keyboard.spec.ts'],
} as const;
