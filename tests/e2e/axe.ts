import {readFileSync} from 'node:fs';
import {expect, type Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

// The Israeli standard IS 5568 is WCAG 2.0 AA; the site aims at WCAG 2.2 AA and axe's best practices.
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Only violations are collected: listing what passes would double axe's run time.
// Label in name (WCAG 2.5.3, level A): an accessible name contains the visible text, so that
// voice-control users can say what they see. axe 4.x tags the rule experimental and skips it unless
// it is enabled by name.
const axeOptions: RunOptions = {
  resultTypes: ['violations'],
  runOnly: {type: 'tag', values: axeTags},
  rules: {'label-content-name-mismatch': {enabled: true}},
};

// axe runs in the page, put there once per document. @axe-core/playwright's AxeBuilder evaluated
// axe's unminified source (1.5 MB) twice in each run, which made each run about 2.2 s on a guide
// page, against 0.9 s for the same run this way; the site has no frames for it to reach into.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {id: string; impact: string; help: string; nodes: {target: string; failureSummary: string}[]};

/** Runs axe on the page as it is now and returns one readable line per violation and element. */
export async function axeViolations(page: Page, {exclude = []}: {exclude?: string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({options, exclude: excluded}): Promise<Violation[]> => {
      const {axe} = window as unknown as {axe: {run: (context: unknown, options: RunOptions) => Promise<AxeResults>}};
      const results = await axe.run(excluded.length > 0 ? {exclude: excluded.map((selector) => [selector])} : document, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({target: node.target.join(' '), failureSummary: node.failureSummary ?? ''})),
      }));
    },
    {options: axeOptions, exclude},
  );
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target}\n    ${violation.help}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`),
  );
}

// IBM's Equal Access engine, a second checker beside axe: its rules differ (an <svg> without a name, a
// landmark without a label, a focusable element without a role), and it found what axe did not.
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

type AceResult = {ruleId: string; reasonId: string; value: [string, string]; path: {dom: string}; message: string};

/** Runs IBM Equal Access (rule set IBM_Accessibility) on the page as it is now: one line per violation and element. */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(aceSource);
  const results = await page.evaluate(async (): Promise<AceResult[]> => {
    const {ace} = window as unknown as {ace: {Checker: new () => {check: (node: Document, rulesets: string[]) => Promise<{results: AceResult[]}>}}};
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results.filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL');
  });
  return results.map((result) => `IBM Equal Access ${result.ruleId} (${result.reasonId}) ${result.path.dom}\n    ${result.message}`);
}

/** Audits the current state; the message lists every violation so that it can be fixed from the report. */
export async function expectNoViolations(page: Page, state: string, options: {exclude?: string[]} = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(violations, `axe violations ${state}:\n${violations.join('\n')}`).toEqual([]);
}

/** Waits until no transition or animation runs (the colour mode's change fades the links' colours in). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
}

/**
 * Audits the page, loaded in the light mode, then in the dark one once the page has followed the
 * system's change to it, as it does for a reader who switches (the same load: a second load in the
 * dark mode cost each page two). One line per violation, named by mode and `where`.
 */
export async function lightAndDarkViolations(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const report = (await axeViolations(page)).map((line) => `light, ${where}: ${line}`);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await settled(page);
  report.push(...(await axeViolations(page)).map((line) => `dark, ${where}: ${line}`));
  return report;
}
