import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docPlace, fileLineProblems, markdownlintProblems, testProblems, typeScriptProblems} from './writer-problems';

test('the lines file:line: message of a check, and file: message', () => {
  const output = [
    'docs/scan-results/scan-report.md:12: "סרקה" לא מוכרת לבודק האיות',
    'i18n/he/code.json: למחרוזת "x" אין תרגום לעברית',
    'docs/release-notes/version 1.2.0.md:3: הקישור שבור',
    'content: 3 problems in 2 files',
    '',
  ].join('\n');
  assert.deepEqual(fileLineProblems(output), [
    {file: 'docs/scan-results/scan-report.md', line: 12, message: '"סרקה" לא מוכרת לבודק האיות'},
    {file: 'i18n/he/code.json', line: undefined, message: 'למחרוזת "x" אין תרגום לעברית'},
    {file: 'docs/release-notes/version 1.2.0.md', line: 3, message: 'הקישור שבור'},
  ]);
});

test('markdownlint in Hebrew, and its own words for a rule without a Hebrew text; --fix only for the rules it fixes', () => {
  const output = [
    'docs/a.md:5 error MD022/blanks-around-headings Headings should be surrounded by blank lines [Expected: 1; Actual: 0; Below]',
    'docs/a.md:8:3 error MD999/new-rule Something new',
    'Summary: 2 error(s)',
  ].join('\n');
  assert.deepEqual(markdownlintProblems(output), [
    {file: 'docs/a.md', line: 5, message: 'כותרת בלי שורה ריקה לפניה או אחריה: הוסיפו שורה ריקה (MD022)', fix: 'npm run lint:md -- --fix מתקן את זה לבד'},
    {file: 'docs/a.md', line: 8, message: 'כלל הסגנון MD999 (new-rule): Something new'},
  ]);
  // A rule --fix does not fix is not offered --fix.
  assert.deepEqual(markdownlintProblems('docs/a.md:9 error MD001/heading-increment Heading levels should only increment by one level at a time'), [
    {file: 'docs/a.md', line: 9, message: 'רמת כותרת קופצת: אחרי ## באה ###, לא #### (MD001)'},
  ]);
});

test("tsc's errors", () => {
  assert.deepEqual(typeScriptProblems("src/data/lawFigures.ts(40,3): error TS2322: Type 'string' is not assignable to type 'number'."), [
    {file: 'src/data/lawFigures.ts', line: 40, message: "הקובץ לא עובר את בדיקת הטיפוסים (TS2322: Type 'string' is not assignable to type 'number'.)"},
  ]);
});

test('failed tests: the problems they carry, else the page their message names, else the test', () => {
  const lines = [
    {test: 't1', file: 'tests/unit/arithmetic.test.ts', line: 3, message: 'x', problems: [{file: 'docs/a.md', line: 4, message: 'החישוב', fix: 'תקנו'}]},
    {test: 't2', file: 'tests/unit/worked-examples/calc-x.test.ts', line: 9, message: 'calculation-results/calc-x.md:84: the gap differs\nmore'},
    {test: 't3', file: 'src/search/quality/quality.test.ts', line: 20, message: 'שער החיפוש: עמוד חדש… Search gate: …'},
    {test: 't4', file: 'scripts/lib/fonts.test.ts', line: 30, message: 'The pages use characters that x lacks'},
  ]
    .map((line) => JSON.stringify(line))
    .join('\n');
  assert.deepEqual(testProblems(`${lines}\n`, 'נכשל'), [
    {file: 'docs/a.md', line: 4, message: 'החישוב', fix: 'תקנו'},
    {file: 'docs/calculation-results/calc-x.md', line: 84, message: 'נכשל (the gap differs)'},
    {file: 'src/search/quality/quality.test.ts', message: 'שער החיפוש: עמוד חדש… Search gate: …'},
    {file: 'scripts/lib/fonts.test.ts', line: 30, message: 'נכשל: "t4" (The pages use characters that x lacks)'},
  ]);
  assert.deepEqual(docPlace('src/pages/legal/terms.md:2'), {file: 'src/pages/legal/terms.md', line: 2});
});
