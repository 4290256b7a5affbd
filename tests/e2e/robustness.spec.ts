import type {Locator, Page} from '@playwright/test';
import {test, expect, sitemapPaths} from './nginx-fixture';
import {hostileStrings, urlComponent} from './hostile-strings';
import {maxQueryLength} from '../../src/search/config';
import {readSite} from '../../src/site';

// Against the build as deployed (nginx with deploy/nginx/guide.conf): what a crafted link meets.

/** Routes that are not docs: no sidebar. */
const siteRoutes = new Set(['/', '/markdown-page', '/search']);
const isDoc = (route: string): boolean => !siteRoutes.has(route) && !route.startsWith('/legal/');

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  /** Shown, not covered, and not outside the page's width: a reader can see and press it. */
  async function expectUsable(link: Locator, what: string): Promise<void> {
    await expect(link, what).toBeVisible();
    await link.click({trial: true, timeout: 3000});
  }

  // 1280 px: the desktop layout. 390 px: a phone, where the slide-out menu that holds the navbar's
  // links and the sidebar needs JavaScript; the page shows them itself. Without JavaScript the layout
  // is the stylesheet's alone: the window narrowed after the load is laid out as a phone's load is.
  for (const route of sitemapPaths()) {
    test(`${decodeURI(route)} at 1280 and 390 px shows its heading, its text and the navbar, sidebar and footer links`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      for (const width of [1280, 390]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({width, height: 900});
          const heading = page.locator('h1').first();
          await expect(heading).toBeVisible();
          expect((await heading.innerText()).trim()).not.toBe('');

          const main = page.locator('#__docusaurus_skipToContent_fallback');
          if (route === '/search') {
            // The search form works without JavaScript: it submits ?q= to this page.
            await expect(main.locator('input[name="q"]')).toBeVisible();
          } else {
            const text = main.locator('p').first();
            await expect(text).toBeVisible();
            expect((await text.innerText()).trim().length).toBeGreaterThan(20);
          }

          const navbar = page.locator('nav.navbar');
          await expect(navbar.locator('.navbar__brand')).toBeVisible();
          // The menu button opens nothing without JavaScript: no button that does nothing, the links instead.
          await expect(navbar.getByRole('button', {name: 'פתיחה וסגירה של התפריט'})).toBeHidden();
          await expectUsable(navbar.getByRole('link', {name: 'המדריך', exact: true}), 'navbar: the guide');
          await expectUsable(navbar.getByRole('link', {name: /^לאתר הראשי/}), 'navbar: the main site');
          await expectUsable(navbar.getByRole('link', {name: /^תמיכה/}), 'navbar: support');
          const footer = page.locator('footer');
          for (const name of ['מבוא', 'הרשמה וכניסה', 'מדיניות פרטיות', 'תנאי שימוש באתר']) {
            await expect(footer.getByRole('link', {name, exact: true})).toBeVisible();
          }

          if (isDoc(route)) {
            const sidebar = page.locator('.theme-doc-sidebar-menu');
            const links = sidebar.locator('a.menu__link');
            await expectUsable(links.first(), 'the first sidebar link');
            expect(await links.filter({visible: true}).count()).toBeGreaterThan(5);
            // The current page is shown in the sidebar, its category open.
            await expectUsable(sidebar.locator(`a.menu__link[aria-current="page"]`), 'the current page in the sidebar');
          }
          // Nothing pushed out sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        });
      }
    });
  }

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

/** Fails the test on any dialog: a hostile string that ran would call alert(). */
function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** React took over the page: its scripts ran to the end (soft, so that the errors are reported too). */
async function expectHydrated(page: Page, where: string): Promise<void> {
  await expect.soft(page.locator('html'), `${where}: the page hydrates`).toHaveAttribute('data-has-hydrated', 'true');
}

/** No code ran, no markup was injected, and the page is no wider than the window. */
async function expectIntact(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  const state = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], iframe').length,
    scripts: Array.from(document.scripts).filter((script) => script.text.includes('alert(')).length,
  }));
  expect({injected: state.injected, scripts: state.scripts}, `${where}: injected markup`).toEqual({injected: 0, scripts: 0});
  expect(state.overflow, `${where}: horizontal overflow (px)`).toBeLessThanOrEqual(0);
}

/**
 * The /search page keeps at most 64 characters of ?q=, in its field (which takes no more),
 * its heading, the window title and the address it reads the query from.
 */
async function expectQueryWithinLimit(page: Page, value: string): Promise<void> {
  const field = page.locator('main input[name="q"]');
  await expect(field).toHaveAttribute('maxlength', String(maxQueryLength));
  const query = await field.inputValue();
  expect(query.length).toBeLessThanOrEqual(maxQueryLength);
  if (value === 'ab'.repeat(5_000)) {
    expect(query).toBe('ab'.repeat(32));
  }
  await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('q')?.length ?? 0)).toBeLessThanOrEqual(maxQueryLength);
  const heading = (await page.locator('h1').first().textContent())!;
  const title = query ? `תוצאות החיפוש עבור "${query}"` : 'חיפוש במדריך';
  expect(heading.length).toBeLessThanOrEqual(title.length);
  // The browser shows control characters in a title as spaces, and collapses white space.
  const shown = (text: string) =>
    Array.from(text, (character) => (character <= ' ' || character === '\u007F' ? ' ' : character))
      .join('')
      .replace(/ +/g, ' ')
      .trim();
  const windowTitle = shown(`${title} | ${readSite(process.env).productName}`);
  await expect.poll(async () => shown(await page.title())).toBe(windowTitle);
}

test.describe('hostile strings', () => {
  // The browser logs the error status of the unknown paths; every other console error still fails.
  test.use({allowConsoleErrors: true});
  // Four page loads a test.
  test.describe.configure({timeout: 120_000});
  const statusLog = (status: number): string => `Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : 'Bad Request'})`;

  for (const {name, value} of hostileStrings) {
    test(`${name}: in the search query, the hash and a path`, async ({page, consoleErrors}) => {
      const dialogs = failOnDialog(page);
      const component = urlComponent(value);

      const search = await page.goto(`/search?q=${component}`);
      expect(search?.status()).toBe(200);
      await expectHydrated(page, 'search query');
      await expect(page.locator('h1').first()).toBeVisible();
      await expectIntact(page, dialogs, 'search query');
      await expectQueryWithinLimit(page, value);

      const intro = await page.goto(`/intro#${component}`);
      expect(intro?.status()).toBe(200);
      await expectHydrated(page, 'hash');
      await expect(page.locator('h1')).toHaveText('מבוא');
      await expectIntact(page, dialogs, 'hash');
      expect(consoleErrors, 'console errors before the unknown paths').toEqual([]);

      // nginx refuses a NUL byte in a path before routing (400); the reader gets the same page.
      const status = value.includes('\u0000') ? 400 : 404;
      for (const path of [`/${component}`, `/intro/${component}`]) {
        const unknown = await page.goto(path);
        expect(unknown?.status(), path.slice(0, 60)).toBe(status);
        await expectHydrated(page, `path ${path.slice(0, 60)}`);
        await expect(page.locator('h1')).toHaveText('הדף לא נמצא');
        await expectIntact(page, dialogs, `path ${path.slice(0, 60)}`);
      }
      expect(consoleErrors).toEqual([statusLog(status), statusLog(status)]);
    });
  }

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
