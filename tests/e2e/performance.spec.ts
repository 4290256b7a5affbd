import {test, expect, hydrated, version} from './fixtures';

test("a doc page's text is drawn in the site's font, not in a fallback", async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check('16px "Heebo Variable"', 'שלום 123'))).toBe(true);
});

test('a reader who dismissed the last version’s bar sees this one from the first paint, with no shift', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'))!;
  const dismissKey = keys.find((key) => key.startsWith('docusaurus.announcement.dismiss'))!;
  await page.evaluate(
    ([id, dismiss]) => {
      localStorage.setItem(id!, 'release-0.0.0');
      localStorage.setItem(dismiss!, 'true');
    },
    [idKey, dismissKey],
  );
  // Whether the bar is hidden when the HTML is parsed, before React runs, and every layout shift.
  await page.addInitScript(() => {
    const state = window as unknown as {hiddenBeforeReact?: string | null; shifts: number[]};
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.shifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
    document.addEventListener('DOMContentLoaded', () => {
      state.hiddenBeforeReact = document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');
    });
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('complementary', {name: 'הודעה'}).filter({hasText: `חדש בגרסה ${version}`})).toBeVisible();
  const {hiddenBeforeReact, shifts} = await page.evaluate(() => {
    const state = window as unknown as {hiddenBeforeReact: string; shifts: number[]};
    return {hiddenBeforeReact: state.hiddenBeforeReact, shifts: state.shifts};
  });
  expect(hiddenBeforeReact).toBe('false');
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

  // This version's bar, once dismissed, stays hidden from the first paint.
  await page.getByRole('button', {name: 'סגירת ההודעה'}).click();
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as {hiddenBeforeReact: string}).hiddenBeforeReact)).toBe('true');
  await expect(page.getByRole('complementary', {name: 'הודעה'})).toHaveCount(0);
});

test('the built page carries its code highlighted and in place, for readers without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/markdown-page');
  await expect(page.locator('pre code .token').first()).toBeVisible();
  // Nothing of the page waits, hidden, for a script to put it in place (the search's dialog, which only a script opens, aside).
  await expect(page.locator('[hidden] pre, template:not(#search-dialog)')).toHaveCount(0);
  await context.close();
});
