import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {readSite, siteLinks} from '../../src/site';

const indexUrl = '**/search/index.json';

/** Opens the search modal with the keyboard and waits until the input has focus. */
async function openSearch(page: Page, shortcut = 'Control+k'): Promise<void> {
  await page.keyboard.press(shortcut);
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first().or(page.locator('.DocSearch-NoResults'))).toBeVisible();
}

test.beforeEach(async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
});

test('the index is fetched when the search opens, never at page load, and only once', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/index.json')) {
      fetched.push(request.url());
    }
  });
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  // Opening is enough: the index arrives while the reader types.
  await openSearch(page);
  await expect.poll(() => fetched.length).toBe(1);
  await search(page, 'חופשה');
  await search(page, 'מחלה');
  await page.keyboard.press('Escape');
  await openSearch(page);
  await search(page, 'הבראה');
  expect(fetched).toHaveLength(1);
});

test('the /search page fetches the index when it opens, before any query', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search/index.json')) {
      fetched.push(request.url());
    }
  });
  await page.goto('/search');
  await hydrated(page);
  await expect.poll(() => fetched.length).toBe(1);
  await page.getByRole('searchbox', {name: 'חיפוש'}).fill('חופשה');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('opens with Ctrl+K and with "/", and Escape closes it', async ({page}) => {
  await openSearch(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Closing returns focus to the search button, where "/" is a typed key; read on, then press it.
  await page.locator('article p').first().click();
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('"/" typed inside a text field does not open the search', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const field = page.getByRole('searchbox', {name: 'חיפוש במדריך'});
  await field.click();
  await page.keyboard.type('א/ב');
  await expect(field).toHaveValue('א/ב');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('the empty start screen, then recent and favourite searches kept across reloads', async ({page}) => {
  await openSearch(page);
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('אין חיפושים אחרונים');
  await search(page, 'דמי הבראה');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await openSearch(page);
  const recent = page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'});
  await expect(recent).toBeVisible();
  const saved = page.locator('.DocSearch-Hit').first();
  await saved.hover();
  await saved.getByTitle('שמירת החיפוש במועדפים').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await page.reload();
  await hydrated(page);
  await openSearch(page);
  const favourite = page.locator('.DocSearch-Hit').first();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await favourite.hover();
  await favourite.getByTitle('הסרת החיפוש מהמועדפים').click();
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('אין חיפושים אחרונים');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')));
  expect(stored.every((key) => key.endsWith('guide'))).toBe(true);
});

test('keeps 7 recent searches, or 4 beside favourites', async ({page}) => {
  test.setTimeout(90_000);
  const queries = ['חופשה', 'מחלה', 'הבראה', 'פנסיה', 'חגים', 'נוכחות', 'תלוש', 'השתלמות', 'שעות נוספות'];
  for (const query of queries) {
    await page.locator('article h1').click();
    await openSearch(page);
    await search(page, query);
    await expect(page.locator('.DocSearch-Hit').first(), query).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal'), query).toHaveCount(0);
  }
  await openSearch(page);
  const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'})});
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
  const first = recent.locator('.DocSearch-Hit').first();
  await first.hover();
  await first.getByTitle('שמירת החיפוש במועדפים').click();
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'מועדפים'}).locator('.DocSearch-Hit')).toHaveCount(1);
  // With a favourite, the next search trims the recent list to 4.
  await search(page, 'קרדיטים');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('article h1').click();
  await openSearch(page);
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
});

test('hits are grouped by part of the guide, at most 5 in a group, and read Hebrew with prefixes', async ({page}) => {
  await openSearch(page);
  await search(page, 'בחופשה');
  const groups = page.locator('.DocSearch-Hits');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    await expect(group.locator('.DocSearch-Hit-source')).toHaveText(/[א-ת]/);
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
  await expect(page.locator('.DocSearch-Hit mark').first()).toContainText('חופשה');
  // The offline search is not Algolia's.
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
});

test('arrows move, Enter opens the result', async ({page}) => {
  await openSearch(page);
  await search(page, 'דמי מחלה');
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  const first = await selected.locator('a').getAttribute('href');
  await page.keyboard.press('ArrowDown');
  const second = await selected.locator('a').getAttribute('href');
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  await expect(selected.locator('a')).toHaveAttribute('href', first!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(first!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/#.*$/, '')));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('Ctrl+Enter opens the result in a new tab, Shift+Enter in a new window', async ({page, context}) => {
  await openSearch(page);
  await search(page, 'קרן השתלמות');
  const tab = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const opened = await tab;
  await expect(opened).toHaveURL(/calc-hushtalmut/);
  await opened.close();
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Shift+Enter');
  await expect(await popup).toHaveURL(/calc-hushtalmut/);
});

test('no results: Hebrew screen, up to 3 suggestions and a report link to support with the query', async ({page}) => {
  await openSearch(page);
  await search(page, 'חופשה');
  await search(page, 'זזזזזזזז');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('לא נמצאו תוצאות עבור');
  await expect(screen).toContainText('נסו לחפש');
  expect(await screen.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
  const report = screen.getByRole('link', {name: 'ספרו לנו.'});
  const href = await report.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${siteLinks(readSite(process.env)).mailto}\\?subject=`));
  expect(decodeURIComponent(href!)).toContain('זזזזזזזז');
});

test('"See all" counts the results of the current query only', async ({page}) => {
  await openSearch(page);
  // Typed letter by letter, every keystroke is a query; the total must not add them up.
  await page.locator('.DocSearch-Input').pressSequentially('חופשה', {delay: 120});
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toBeVisible();
  const typed = await seeAll.innerText();
  await page.locator('.DocSearch-Input').fill('');
  await search(page, 'חופשה');
  await expect(seeAll).toHaveText(typed);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const count = Number(/\d+/.exec(typed)![0]);
  await expect(page.getByText(/נמצאו \d+ תוצאות/)).toHaveText(`נמצאו ${count} תוצאות`);
});

test.describe('failures', () => {
  test.use({allowConsoleErrors: true});

  test('the error screen stays until the next query, and the next query recovers', async ({page}) => {
    await page.route(indexUrl, (route) => route.abort('internetdisconnected'));
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('לא ניתן לקבל תוצאות');
    await expect(error).toContainText('כדאי לבדוק את החיבור לרשת.');
    await page.waitForTimeout(1000);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await page.unroute(indexUrl);
    await page.locator('.DocSearch-Input').fill('חופשה שנתית');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('a slow index shows the stalled state after 300 ms', async ({page}) => {
    await page.route(indexUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('הבראה');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible({timeout: 1200});
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test('the initial query is the selected text, cut to 64 characters; the input holds 64 at most', async ({page}) => {
  const selected = await page.locator('article p').first().evaluate((paragraph) => {
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    return getSelection()!.toString();
  });
  expect(selected.length).toBeGreaterThan(64);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveValue(selected.slice(0, 64));
  await input.fill('');
  await input.pressSequentially('א'.repeat(80));
  expect((await input.inputValue()).length).toBe(64);
});

test('the /search page finds Hebrew words and loads more results on scroll', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('שעות')}`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('תוצאות החיפוש עבור "שעות"');
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  await expect(results).toHaveCount(15);
  await page.mouse.wheel(0, 20000);
  await expect.poll(() => results.count()).toBeGreaterThan(15);
  await expect(page.getByText(/נמצאו \d+ תוצאות/)).toBeVisible();
  // Offline search is not Algolia's: neither the logo nor the "Powered by" line.
  await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();
  await expect(page.getByText('מופעל על ידי')).toBeHidden();
  // Each summary ends with one ellipsis at most, the index's own.
  const summaries = await page.locator('main article p').allInnerTexts();
  expect(summaries.length).toBeGreaterThan(0);
  for (const summary of summaries) {
    expect(summary).not.toMatch(/(…|\.\.\.)\s*(…|\.\.\.)|\.\.\.$/);
  }
});
