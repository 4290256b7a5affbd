import type {Page} from '@playwright/test';
import {test, expect, hydrated, openZoom} from './fixtures';
import {openFirstResult, openSearch, searchResults} from './search-modal';
import {axeViolations, expectNoViolations, lightAndDarkViolations, settled} from './axe';

// Every page is audited on its load in every-page.spec.ts (light at 1280 px; the template pages in
// both modes at 1280 and 390 px, and the not-found page), and the audit's control is in
// a11y-structure.spec.ts; here the states a page load does not show (the search, the zoom, the
// feedback), each in the light mode at 1280 px and the dark one (at 390 px where the state is also a
// phone's).

const height = 900;

type Scheme = 'light' | 'dark';

// Up to ten axe runs per test; on a loaded machine one run of axe can take several seconds.
test.describe.configure({timeout: 120_000});

/** Opens a path in the given colour scheme (the site follows the system by default) and waits for React. */
async function open(page: Page, path: string, scheme: Scheme): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await page.goto(encodeURI(path));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

test.describe('search', () => {
  // Each state of the modal in two opposite corners: light at 1280 px, then, on the page loaded again
  // at 390 px, dark (a violation of one mode or one width shows in one of them).
  test('the search modal has no axe violations in light mode at 1280 px and in dark mode at 390 px: start, results, the other layout, no results, recent and favourite searches', async ({page}) => {
    // Ten axe runs and four page loads: on a loaded machine, minutes.
    test.setTimeout(360_000);
    const report: string[] = [];
    let where = '';
    const audit = async (state: string) => report.push(...(await axeViolations(page)).map((line) => `${where}, ${state}: ${line}`));
    const searches = async () => {
      await searchResults(page, 'חופשה');
      await audit('results');
      // Typed with the English layout on: the line that names the Hebrew reading searched.
      await searchResults(page, 'pbxhv');
      await expect(page.locator('.DocSearch-LayoutNotice')).toBeVisible();
      await audit("results of the other keyboard layout's reading");
      await page.locator('.DocSearch-Input').fill('זזזזזזזז');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await audit('no results');
      await page.keyboard.press('Escape');
    };
    const savedSearches = async () => {
      await openSearch(page);
      await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
      await expect(page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'})).toBeVisible();
      await audit('recent and favourite searches');
    };
    const startScreen = async () => {
      await openSearch(page);
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await audit('start screen');
    };

    where = 'light, 1280 px';
    await page.setViewportSize({width: 1280, height});
    await open(page, '/intro', 'light');
    await startScreen();
    await searches();
    // One favourite and one recent search.
    await openFirstResult(page, 'חופשה');
    await openSearch(page);
    await page.locator('.DocSearch-Hit').first().hover();
    await page.locator('.DocSearch-Hit').first().getByTitle('שמירת החיפוש במועדפים').click();
    await page.keyboard.press('Escape');
    await openFirstResult(page, 'דמי מחלה');
    await savedSearches();
    await page.keyboard.press('Escape');

    where = 'dark, 390 px';
    await page.setViewportSize({width: 390, height});
    await open(page, '/intro', 'dark');
    await savedSearches();
    await searches();
    // Without saved searches, the start screen.
    await page.evaluate(() => localStorage.clear());
    await open(page, '/intro', 'dark');
    await startScreen();
    expect(report, `axe violations in the search modal:\n${report.join('\n')}`).toEqual([]);
  });

  test('the /search page with results has no axe violations in light mode at 1280 px and in dark mode at 390 px', async ({page}) => {
    await page.setViewportSize({width: 1280, height});
    await open(page, '/search?q=חופשה', 'light');
    await expect(page.locator('main article').first()).toBeVisible();
    const report = (await axeViolations(page)).map((line) => `/search?q=חופשה, light, 1280 px: ${line}`);
    // Typed with the English layout on: the page names the Hebrew reading it searched.
    for (const [scheme, width] of [
      ['light', 1280],
      ['dark', 390],
    ] as const) {
      await page.setViewportSize({width, height});
      await open(page, '/search?q=pbxhv', scheme);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)');
      await expect(page.locator('main article').first()).toBeVisible();
      report.push(...(await axeViolations(page)).map((line) => `/search?q=pbxhv, ${scheme}, ${width} px: ${line}`));
    }
    expect(report, `axe violations on /search:\n${report.join('\n')}`).toEqual([]);
  });

  test.describe('when the index cannot be fetched', () => {
    // The browser logs the failed fetch.
    test.use({allowConsoleErrors: true});

    test('the search error screen has no axe violations in light mode at 1280 px and in dark mode at 390 px', async ({page}) => {
      await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
      const report: string[] = [];
      for (const [scheme, width] of [
        ['light', 1280],
        ['dark', 390],
      ] as const) {
        await page.setViewportSize({width, height});
        await open(page, '/intro', scheme);
        await openSearch(page);
        await page.locator('.DocSearch-Input').fill('חופשה');
        await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
        report.push(...(await axeViolations(page)).map((line) => `${scheme}, ${width} px: ${line}`));
      }
      expect(report, `axe violations on the search error screen:\n${report.join('\n')}`).toEqual([]);
    });
  });
});

test.describe('states', () => {
  test('the open mobile menu has no axe violations in light and dark mode', async ({page}) => {
    await page.setViewportSize({width: 390, height});
    await open(page, '/intro', 'light');
    await page.getByRole('button', {name: 'פתיחה וסגירה של התפריט'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // The menu slides in and the page behind it dims: audited once that is over, as a reader sees it.
    await settled(page);
    const violations = await lightAndDarkViolations(page, 'with the mobile menu open');
    expect(violations, `axe violations with the mobile menu open:\n${violations.join('\n')}`).toEqual([]);
  });

  // At 390 px, the zoomed picture is audited in both modes in behaviour.spec.ts (shown whole, and at its natural size).
  test('a zoomed image has no axe violations in light and dark mode at 1280 px', async ({page}) => {
    await page.setViewportSize({width: 1280, height});
    await open(page, '/intro', 'light');
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveClass(/medium-zoom-image/);
    await openZoom(image);
    const violations = await lightAndDarkViolations(page, 'with a zoomed image');
    await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
    expect(violations, `axe violations with a zoomed image:\n${violations.join('\n')}`).toEqual([]);
  });

  // Its pages are audited one by one in every-page.spec.ts; here what /print adds around them.
  test('in a forced-colours mode (Windows high contrast) every stop of a Tab walk shows its focus ring, and the current page is marked other than by colour', async ({page}) => {
    await page.emulateMedia({forcedColors: 'active'});
    await page.setViewportSize({width: 1280, height});
    await page.goto('/calculation-results/calc-avraa');
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const current = page.locator('.theme-doc-sidebar-container .menu__link[aria-current="page"]');
    await expect(current).toHaveText('דמי הבראה');
    expect(await current.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
    const unringed: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {name: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 30)}`, visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2};
      });
      if (ring && !ring.visible) unringed.push(ring.name);
    }
    expect(unringed).toEqual([]);
  });

  test('the whole guide for printing (/print) has no axe violations in light mode at 1280 px', async ({page}) => {
    // The whole guide in one page: one axe run takes tens of seconds on a loaded machine.
    test.setTimeout(300_000);
    await page.setViewportSize({width: 1280, height});
    await open(page, '/print', 'light');
    await expectNoViolations(page, 'on /print in light mode at 1280 px');
  });

  test('the feedback question and the copy button have no axe violations in each step, in light mode at 1280 px, the last also in dark mode', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 1280, height});
    await open(page, '/intro', 'light');
    await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'הדף הועתק'})).toBeVisible();
    await expectNoViolations(page, 'after copying the page');
    const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
    await feedback.getByRole('button', {name: 'לא'}).click();
    await expect(feedback.getByRole('group', {name: 'למה הדף לא עזר לכם?'})).toBeFocused();
    // The feedback is at the end of the page, where the footer pushes the sticky sidebar up under
    // the navbar (Docusaurus's layout): its first categories are partly covered there, which axe's
    // target-size rule reports. The sidebar is audited at the top of every page in every-page.spec.ts;
    // here the audit is of everything else.
    const belowTheFold = {exclude: ['.theme-doc-sidebar-container']};
    await expectNoViolations(page, 'with the feedback reasons', belowTheFold);
    await feedback.getByRole('button', {name: 'סיבה אחרת'}).click();
    await expect(feedback.getByRole('link', {name: 'כתיבה לצוות התמיכה'})).toBeVisible();
    await expectNoViolations(page, 'after answering the feedback, light mode', belowTheFold);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await settled(page);
    await expectNoViolations(page, 'after answering the feedback, dark mode', belowTheFold);
  });
});
