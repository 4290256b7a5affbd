import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

// The Israeli standard IS 5568 is WCAG 2.0 AA; the site aims at WCAG 2.2 AA and axe's best practices.
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now and returns one readable line per violation and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are collected: listing what passes would double axe's run time.
  const {violations} = await new AxeBuilder({page}).withTags(axeTags).options({resultTypes: ['violations']}).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? 'unknown'}] ${node.target.join(' ')}\n    ${violation.help}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

/** Audits the current state; the message lists every violation so that it can be fixed from the report. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations ${state}:\n${violations.join('\n')}`).toEqual([]);
}
