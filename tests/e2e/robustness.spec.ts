import type {Locator, Page} from '@playwright/test';
import {test, expect, sitemapPaths} from './nginx-fixture';
import {hostileStrings, urlComponent} from './hostile-strings';
import {maxQueryLength} from '../../src/search/config';
import {readSite} from '../../src/site';

// Against the build as deployed (nginx with deploy/nginx/guide.conf): what a crafted link meets.

/** Routes that are not docs: no sidebar (as in scripts/check-static-pages.ts). */
const siteRoutes = new Set(['/', '/markdown-page', '/search']);
const isDoc = (route: string): boolean => !siteRoutes.has(route) && !route.startsWith('/legal/');

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  // The first two tests load several pages each (seven twice, every page of the sitemap once).
  test.describe.configure({timeout: 300_000});

  // Every page's heading, text, landmarks, links and the no-JavaScript style are read from the built
  // HTML (scripts/check-static-pages.ts, a step of npm test). What the browser makes of them is the
  // stylesheet's, the same for every page of a kind: checked here on one page of each.
  const pagesOfEachKind = ['/', '/intro', '/calculation-results/calc-one-month-hours', '/scan-results/split-merge-pages', '/release-notes/version%201.2.0', '/legal/privacy', '/search'];

  /** What a reader of `route` cannot see or press at this width, each problem named. */
  async function unusable(page: Page, route: string): Promise<string[]> {
    const problems: string[] = [];
    /** Shown, not covered, and not outside the page's width: a reader can see and press it. */
    const usable = async (link: Locator, what: string): Promise<void> => {
      try {
        await link.click({trial: true, timeout: 10_000});
      } catch {
        problems.push(`${what}: not shown or cannot be pressed`);
      }
    };
    // Without JavaScript nothing changes after the load: what is not there now never will be.
    const heading = page.locator('h1').first();
    if (!(await heading.isVisible()) || (await heading.innerText()).trim() === '') problems.push('no heading shown');
    const main = page.locator('#__docusaurus_skipToContent_fallback');
    if (route === '/search') {
      // The search form works without JavaScript: it submits ?q= to this page.
      if (!(await main.locator('input[name="q"]').isVisible())) problems.push('no search field shown');
    } else {
      const text = main.locator('p').first();
      if (!(await text.isVisible()) || (await text.innerText()).trim().length <= 20) problems.push('no text shown');
    }
    const navbar = page.locator('nav.navbar');
    if (!(await navbar.locator('.navbar__brand').isVisible())) problems.push('navbar: no brand shown');
    // The menu button opens nothing without JavaScript: no button that does nothing, the links instead.
    if (await navbar.getByRole('button', {name: 'פתיחה וסגירה של התפריט'}).isVisible()) problems.push('navbar: the menu button is shown');
    await usable(navbar.getByRole('link', {name: 'המדריך', exact: true}), 'navbar: the guide');
    await usable(navbar.getByRole('link', {name: /^לאתר הראשי/}), 'navbar: the main site');
    await usable(navbar.getByRole('link', {name: /^תמיכה/}), 'navbar: support');
    const footer = page.locator('footer');
    for (const name of ['מבוא', 'הרשמה וכניסה', 'מדיניות פרטיות', 'תנאי שימוש באתר']) {
      if (!(await footer.getByRole('link', {name, exact: true}).isVisible())) problems.push(`footer: "${name}" not shown`);
    }
    if (isDoc(route)) {
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      const links = sidebar.locator('a.menu__link');
      await usable(links.first(), 'the first sidebar link');
      const shown = await links.filter({visible: true}).count();
      if (shown <= 5) problems.push(`sidebar: ${shown} links shown`);
      // The current page is shown in the sidebar, its category open.
      await usable(sidebar.locator('a.menu__link[aria-current="page"]'), 'the current page in the sidebar');
    }
    // Nothing pushed out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${overflow} px wider than the window`);
    return problems;
  }

  // 1280 px: the desktop layout. 390 px: a phone, where the slide-out menu that holds the navbar's
  // links and the sidebar needs JavaScript; the page shows them itself. Without JavaScript the layout
  // is the stylesheet's alone: the window narrowed after the load is laid out as a phone's load is.
  test('one page of each kind at 1280 and 390 px shows its heading, its text and the navbar, sidebar and footer links', async ({page}) => {
    const problems: string[] = [];
    for (const route of pagesOfEachKind) {
      await page.setViewportSize({width: 1280, height: 900});
      const response = await page.goto(route);
      if (response?.status() !== 200) problems.push(`${decodeURI(route)}: status ${response?.status()}`);
      for (const width of [1280, 390]) {
        await page.setViewportSize({width, height: 900});
        problems.push(...(await unusable(page, route)).map((problem) => `${decodeURI(route)} at ${width} px: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  // Where a page's own content (a wide table, a long word, its sidebar's open category) could push
  // it sideways on a phone without JavaScript: every page of the sitemap, loaded at 390 px.
  test('no page of the sitemap is wider than a 390 px phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    const problems: string[] = [];
    for (const route of sitemapPaths()) {
      const response = await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (response?.status() !== 200 || overflow > 0) problems.push(`${decodeURI(route)}: status ${response?.status()}, ${overflow} px wider than the window`);
    }
    expect(problems).toEqual([]);
  });

  test('at 390 px a reader moves through the guide by the sidebar and the navbar', async ({page}) => {
    await page.setViewportSize({width: 390, height: 900});
    await page.goto('/intro');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    // A category is a link to its first page.
    await sidebar.locator('a.menu__link', {hasText: 'חישוב חדש'}).click();
    await expect(page).toHaveURL(/\/new-calculation\//);
    await expect(page.locator('h1')).toBeVisible();
    const next = sidebar.locator('a.menu__link[href^="/new-calculation/"]:not([aria-current])').first();
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(sidebar.locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', href);
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('nav.navbar').getByRole('link', {name: 'המדריך', exact: true}).click();
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.locator('h1')).toHaveText('מבוא');
  });
});

/** The page's checks below are soft: a loop over the hostile strings reports every string that fails, each named. */
const check = expect.configure({soft: true});

/** Records every dialog: a hostile string that ran would call alert(). */
function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** React took over the page: its scripts ran to the end. */
async function expectHydrated(page: Page, where: string): Promise<void> {
  await check(page.locator('html'), `${where}: the page hydrates`).toHaveAttribute('data-has-hydrated', 'true');
}

/** No code ran (no dialog since the last check), no markup was injected, and the page is no wider than the window. */
async function expectIntact(page: Page, dialogs: string[], where: string): Promise<void> {
  check(dialogs.splice(0), `${where}: dialogs`).toEqual([]);
  const state = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], iframe').length,
    scripts: Array.from(document.scripts).filter((script) => script.text.includes('alert(')).length,
  }));
  check({injected: state.injected, scripts: state.scripts}, `${where}: injected markup`).toEqual({injected: 0, scripts: 0});
  check(state.overflow, `${where}: horizontal overflow (px)`).toBeLessThanOrEqual(0);
}

/**
 * The /search page keeps at most 64 characters of ?q=, in its field (which takes no more),
 * its heading, the window title and the address it reads the query from.
 */
async function expectQueryWithinLimit(page: Page, value: string, where: string): Promise<void> {
  const field = page.locator('main input[name="q"]');
  await check(field, where).toHaveAttribute('maxlength', String(maxQueryLength));
  const query = await field.inputValue();
  check(query.length, `${where}: characters in the field`).toBeLessThanOrEqual(maxQueryLength);
  if (value === 'ab'.repeat(5_000)) {
    check(query, where).toBe('ab'.repeat(32));
  }
  await check.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('q')?.length ?? 0), `${where}: characters in the address`).toBeLessThanOrEqual(maxQueryLength);
  const heading = (await page.locator('h1').first().textContent())!;
  const title = query ? `תוצאות החיפוש עבור "${query}"` : 'חיפוש במדריך';
  check(heading.length, `${where}: characters in the heading`).toBeLessThanOrEqual(title.length);
  // The browser shows control characters in a title as spaces, and collapses white space.
  const shown = (text: string) =>
    Array.from(text, (character) => (character <= ' ' || character === '\u007F' ? ' ' : character))
      .join('')
      .replace(/ +/g, ' ')
      .trim();
  const windowTitle = shown(`${title} | ${readSite(process.env).productName}`);
  await check.poll(async () => shown(await page.title()), `${where}: the window title`).toBe(windowTitle);
}

test.describe('hostile strings', () => {
  // The browser logs the error status of the unknown paths; every other console error still fails.
  test.use({allowConsoleErrors: true});
  // One page load for each of the strings.
  test.describe.configure({timeout: 300_000});
  const statusLog = (status: number): string => `Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : 'Bad Request'})`;

  test('in the search query of /search: the page holds, nothing runs, at most 64 characters are kept', async ({page, consoleErrors}) => {
    const dialogs = failOnDialog(page);
    for (const {name, value} of hostileStrings) {
      const where = `${name}, in the search query`;
      const search = await page.goto(`/search?q=${urlComponent(value)}`);
      check(search?.status(), where).toBe(200);
      await expectHydrated(page, where);
      await check(page.locator('h1').first(), where).toBeVisible();
      await expectIntact(page, dialogs, where);
      await expectQueryWithinLimit(page, value, where);
      check(consoleErrors.splice(0), `${where}: console errors`).toEqual([]);
    }
  });

  test('in the hash of a guide page: the page holds, nothing runs', async ({page, consoleErrors}) => {
    const dialogs = failOnDialog(page);
    for (const {name, value} of hostileStrings) {
      const where = `${name}, in the hash`;
      // From another document: a new hash on the same page would only scroll, not load it.
      await page.goto('about:blank');
      const intro = await page.goto(`/intro#${urlComponent(value)}`);
      check(intro?.status(), where).toBe(200);
      await expectHydrated(page, where);
      await check(page.locator('h1'), where).toHaveText('מבוא');
      await expectIntact(page, dialogs, where);
      check(consoleErrors.splice(0), `${where}: console errors`).toEqual([]);
    }
  });

  // The strings take turns at the root and under a guide page: one load each, both places covered.
  test('as a path at the root or under a guide page: the reader gets the page that is not found, nothing runs', async ({page, consoleErrors}) => {
    const dialogs = failOnDialog(page);
    for (const [index, {name, value}] of hostileStrings.entries()) {
      const path = `${index % 2 === 0 ? '' : '/intro'}/${urlComponent(value)}`;
      const where = `${name}, in the path ${path.slice(0, 60)}`;
      // nginx refuses a NUL byte in a path before routing (400); the reader gets the same page.
      const status = value.includes('\u0000') ? 400 : 404;
      const unknown = await page.goto(path);
      check(unknown?.status(), where).toBe(status);
      await expectHydrated(page, where);
      await check(page.locator('h1'), where).toHaveText('הדף לא נמצא');
      await expectIntact(page, dialogs, where);
      check(consoleErrors.splice(0), `${where}: console errors`).toEqual([statusLog(status)]);
    }
  });

  test('typed into the search modal: at most 64 characters, nothing runs, the page holds', async ({page, consoleErrors}) => {
    const dialogs = failOnDialog(page);
    await page.goto('/intro');
    await expectHydrated(page, 'intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeFocused();
    for (const {name, value} of hostileStrings) {
      // From an empty box (the start screen, no hits), so that the answer awaited below is this string's.
      await input.fill('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults')).toHaveCount(0);
      await input.fill(value);
      const typed = await input.inputValue();
      // A query is at most 64 characters, in the modal and on /search.
      expect.soft(typed.length, `${name}: characters kept`).toBeLessThanOrEqual(64);
      expect(typed.length, name).toBeGreaterThan(0);
      // Wait for the answer, whatever it is: hits, no hits, or the error screen.
      await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first(), name).toBeVisible();
      await expect(page.locator('.DocSearch-ErrorScreen'), name).toHaveCount(0);
      await expectIntact(page, dialogs, `search modal: ${name}`);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('מבוא');
    await expectIntact(page, dialogs, 'after the search modal');
    expect(consoleErrors).toEqual([]);
  });
});
