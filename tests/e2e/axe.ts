import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

// The Israeli standard IS 5568 is WCAG 2.0 AA; the site aims at WCAG 2.2 AA and axe's best practices.
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Label in name (WCAG 2.5.3, level A): an accessible name contains the visible text, so that
// voice-control users can say what they see. axe 4.x tags the rule experimental and skips it unless
// it is enabled by name.
const axeOptions = {resultTypes: ['violations' as const], rules: {'label-content-name-mismatch': {enabled: true}}};

/** Runs axe on the page as it is now and returns one readable line per violation and element. */
export async function axeViolations(page: Page, {exclude = []}: {exclude?: string[]} = {}): Promise<string[]> {
  // Only violations are collected: listing what passes would double axe's run time. options() replaces
  // the whole option object, so it comes before withTags() (which adds runOnly to it).
  // Legacy mode runs axe in the page and gathers its results there. The default opens a blank page
  // of its own to gather them, in case a page's scripts change the globals axe relies on (ours do
  // not), which tripled the time of each run (4.5 s → 1.5 s on a guide page). Cross-origin frames are
  // not tested in this mode; the site has no frames.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options(axeOptions).withTags(axeTags);
  for (const selector of exclude) builder.exclude(selector);
  const {violations} = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? 'unknown'}] ${node.target.join(' ')}\n    ${violation.help}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

/** Audits the current state; the message lists every violation so that it can be fixed from the report. */
export async function expectNoViolations(page: Page, state: string, options: {exclude?: string[]} = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(violations, `axe violations ${state}:\n${violations.join('\n')}`).toEqual([]);
}
