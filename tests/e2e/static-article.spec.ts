import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

const longPage = '/calculation-results/calc-one-month-hours';
const article = '.theme-doc-markdown';
const wideTable = {name: 'טבלה רחבה: אפשר לגלול אותה לצדדים'};

/** Where a tab is, as the link's href names it: the path and the section's anchor, decoded. */
function address(url: string): string {
  const {pathname, hash} = new URL(url);
  return decodeURI(pathname + hash);
}

/** Whether React built or hydrated this element (it keeps its fiber on the node), or left it as the server wrote it. */
function isReacts(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** Marks this document: the mark is gone if a click loads a new one instead of navigating in place. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  return () => page.evaluate(() => document.documentElement.hasAttribute('data-same-document'));
}

test('a link in the article to another page opens it in place; a Ctrl-click opens it in a new tab', async ({page, context}) => {
  await page.goto(longPage);
  await hydrated(page);
  const link = page.locator(`${article} a[href^="/"]:not(.hash-link)`).first();
  const href = (await link.getAttribute('href'))!;
  const heading = await page.locator('article h1').textContent();

  const opened = context.waitForEvent('page');
  await link.click({modifiers: ['Control']});
  const tab = await opened;
  await tab.waitForLoadState();
  expect(address(tab.url())).toBe(decodeURI(href));
  await tab.close();
  await expect(page).toHaveURL(new RegExp(`${longPage}$`));

  const sameDocument = await markDocument(page);
  await link.click();
  await expect.poll(() => address(page.url())).toBe(decodeURI(href));
  await expect(page.locator('article h1')).not.toHaveText(heading!);
  expect(await sameDocument()).toBe(true);
  // Back returns to the page, still in place.
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText(heading!);
  expect(await sameDocument()).toBe(true);
});

// A page whose tables are still wider than a 320 px screen (tables of four columns or more are
// cards on a phone, so the longest page has none).
const widePage = '/calculation-params/calculaton-social';

test('at 320 px a wide table of the server’s article is a keyboard stop, as on a page React renders', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  await page.goto(widePage);
  await hydrated(page);
  const boxes = page.getByRole('group', wideTable);
  await expect(boxes.first()).toBeAttached();
  expect(await isReacts(boxes.first())).toBe(false);
  await expect(boxes.first()).toHaveAttribute('tabindex', '0');
  const onFirstLoad = await boxes.count();

  // The same page rendered by React (reached in place from another page) has the same stops.
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, widePage);
  await expect.poll(() => isReacts(page.locator(`${article} table`).first())).toBe(true);
  await expect(boxes).toHaveCount(onFirstLoad);

  // At 1280 px the tables fit and none is a stop.
  await page.setViewportSize({width: 1280, height: 800});
  await expect(boxes).toHaveCount(0);
});
