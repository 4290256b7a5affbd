import type {Page} from '@playwright/test';
import {expect, hydrated} from './fixtures';

/** The DocSearch modal's field. */
export const field = (page: Page) => page.locator('.DocSearch-Modal input.DocSearch-Input');
/** The opening dialog, which takes the keystrokes while the modal's code loads. */
export const openingDialog = (page: Page) => page.locator('.search-opening');

/**
 * The modal has taken over: its focused field holds exactly the query, with the caret at its end,
 * the results are that query's, and the opening dialog is gone. `timeout` bounds the modal's
 * arrival (a throttled page needs more than the default).
 */
export async function expectQuery(page: Page, query: string, timeout?: number): Promise<void> {
  await expect(field(page)).toHaveValue(query, {timeout});
  await expect(field(page)).toBeFocused({timeout});
  expect(await field(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([query.length, query.length]);
  // On a throttled, busy machine the first answer can come well after the modal has its text.
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible({timeout});
  // "See all N results" links to the /search page of the query the results answer.
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect.poll(async () => new URL((await seeAll.getAttribute('href')) ?? '', page.url()).searchParams.get('q'), {timeout}).toBe(query);
  await expect(openingDialog(page)).toHaveCount(0, {timeout});
}

/**
 * Opens the search modal with the keyboard and waits until the modal's input has focus. Just after
 * the modal closes, DocSearch's key listener still takes it for open (it is renewed in a passive
 * effect) and the key only closes it again: the key is pressed again while no modal has appeared,
 * nor the dialog that stands in for it while its code loads (there, the key would close it).
 */
export async function openSearch(page: Page, shortcut = 'Control+k'): Promise<void> {
  const input = page.locator('.DocSearch-Container').getByRole('dialog', {name: 'חיפוש'}).getByRole('searchbox');
  await expect(async () => {
    if ((await page.locator('.DocSearch-Modal, .search-opening').count()) === 0) {
      await page.keyboard.press(shortcut);
    }
    await expect(input).toBeFocused({timeout: 2_000});
  }).toPass({timeout: 30_000});
}

/**
 * Pauses the page's clock about now, on the page's own time: at its time plus a second, so that the
 * pause lands ahead of it. On a busy machine the page may hear of the pause after that second has
 * passed (Playwright then refuses to move the clock back): it reads the page's time again and
 * leaves a step twice as long.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let step = 1000; ; step *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + step);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** A reader's pace: a key every 120 ms. */
export const keyMs = 120;

/**
 * Types `text` into the open modal at a reader's pace on the page's clock, which the test has
 * paused (`page.clock`): a key, the answer to the query in the field on screen, then `pace` ms of
 * the page's time. Results arrive between the keystrokes; however slow the machine, no pause
 * between keys is longer for the page than `pace` and the few milliseconds the wait for the answer
 * moves the clock (below), and the timers that wait for typing to settle fire only once the test
 * moves the clock on. Each result carries the query it answers
 * (`data-query`); saved searches, which may carry one too, are not a search's results. While it
 * waits for the answer the clock moves a millisecond at a time: Algolia's client waits for a timer
 * of no delay before each request.
 */
export async function typeAtReadersPace(page: Page, text: string, pace = keyMs): Promise<void> {
  const dialog = page.locator('.DocSearch-Container').getByRole('dialog', {name: 'חיפוש'});
  const result = dialog.locator('.DocSearch-Hit a[id^="docsearch-hits"]').first();
  for (const key of text) {
    await page.keyboard.type(key);
    const query = (await dialog.getByRole('searchbox').inputValue()).trim();
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(result).toHaveAttribute('data-query', query, {timeout: 250});
    }).toPass({timeout: 20_000});
    await page.clock.runFor(pace);
  }
}

/**
 * Types a query and waits for its own answer: results (with highlighted words) or the no-results
 * screen. It starts from an empty box, so that the last query's answer is gone first; the saved
 * searches the start screen may show have no highlighted words.
 */
export async function search(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await expect(page.locator('.DocSearch-Hit mark, .DocSearch-NoResults')).toHaveCount(0);
  await input.fill(query);
  await expect(page.locator('.DocSearch-Hit mark').first().or(page.locator('.DocSearch-NoResults')), query).toBeVisible();
}

/** Types a query and waits for its results. */
export async function searchResults(page: Page, query: string): Promise<void> {
  await search(page, query);
  await expect(page.locator('.DocSearch-Hit mark').first(), query).toBeVisible();
}

/**
 * Opens the first result of a query with ArrowDown and Enter, which saves it as a recent search, and waits for
 * the page it links to. Returns that page's path and hash.
 */
export async function openFirstResult(page: Page, query: string): Promise<string> {
  await openSearch(page);
  await searchResults(page, query);
  const first = page.locator('.DocSearch-Hit').first();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('data-selected', 'true');
  const target = new URL((await first.locator('a').getAttribute('href'))!, page.url());
  const otherPage = target.pathname !== new URL(page.url()).pathname;
  const heading = await page.locator('article h1').textContent();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal'), query).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).pathname, query).toBe(target.pathname);
  // The address changes before the next page is in; until it is, the old one is on screen, and the
  // focus moves to the top of the page only once it is.
  if (otherPage && heading !== null) await expect(page.locator('article h1'), query).not.toHaveText(heading);
  await hydrated(page);
  const {pathname, hash} = new URL(page.url());
  return pathname + hash;
}

/** The search index's entry (offline mode). */
export const indexUrl = '**/search/index.json';

/** Latin words of the modal's own text and labels, leaving out what comes from the guide's pages (results). */
export function latinWords(page: Page): Promise<string[]> {
  return page.locator('.DocSearch-Modal').evaluate((modal) => {
    const found = new Set<string>();
    const collect = (text: string | null) => {
      for (const word of text?.match(/[A-Za-z][A-Za-z0-9'.+-]*/g) ?? []) found.add(word);
    };
    const skip = (element: Element) => element.matches('style, script, .DocSearch-Hit-content-wrapper') || !element.checkVisibility({visibilityProperty: true});
    const walk = (element: Element) => {
      if (skip(element)) return;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) collect(element.getAttribute(name));
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) collect(node.textContent);
        else if (node instanceof Element) walk(node);
      }
    };
    walk(modal);
    return [...found].sort();
  });
}

/** Latin words the modal may show: the names printed on keys. */
export const allowedLatin = ['ESC', 'Enter', 'Escape', 'Ctrl'];

/**
 * Loads the page again under the routes a test has just set: the page fetches the index's entry
 * once it is idle, before the reader opens the search, so the first load's entry came unrouted.
 */
export async function loadAgain(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
