import type {Page} from '@playwright/test';
import {test, expect, hydrated, openZoom} from './fixtures';
import {openFirstResult, openSearch, searchResults} from './search-modal';
import {axeViolations, expectNoViolations, settled} from './axe';

// Every page is audited on its load at two widths, light and dark, in every-page.spec.ts; here the
// audit's control and the states a page load does not show (the search, the zoom, the feedback).

const schemes = ['light', 'dark'] as const;
const widths = [390, 1280] as const;
const height = 900;

type Scheme = (typeof schemes)[number];

// Two axe runs per test; on a loaded machine one run of axe can take several seconds.
test.describe.configure({timeout: 120_000});

/** Opens a path in the given colour scheme (the site follows the system by default) and waits for React. */
async function open(page: Page, path: string, scheme: Scheme): Promise<void> {
  await page.emulateMedia({colorScheme: scheme});
  await page.goto(encodeURI(path));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
}

// The audit's own control: what it must report, it reports, and an excluded region it leaves out.
test('the audit finds an image without a text alternative and faint text, and skips what it is told to', async ({page}) => {
  await open(page, '/intro', 'light');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    document.querySelector('article')!.insertAdjacentHTML('beforeend', '<img id="planted-image" src="/img/logo.svg"><p id="planted-faint" style="color: #c8c8c8; background: #fff">טקסט חיוור</p>');
    document.querySelector('.theme-doc-sidebar-container')!.insertAdjacentHTML('beforeend', '<img id="planted-in-sidebar" src="/img/logo.svg">');
  });
  const found = await axeViolations(page);
  expect(found.find((line) => line.startsWith('image-alt [critical] #planted-image'))).toBeDefined();
  expect(found.find((line) => line.startsWith('color-contrast [serious] #planted-faint'))).toBeDefined();
  expect(found.find((line) => line.startsWith('image-alt [critical] #planted-in-sidebar'))).toBeDefined();
  const outsideSidebar = await axeViolations(page, {exclude: ['.theme-doc-sidebar-container']});
  expect(outsideSidebar.map((line) => line.split('\n')[0])).toEqual(found.map((line) => line.split('\n')[0]).filter((line) => !line.includes('#planted-in-sidebar')));
});

test.describe('search', () => {
  for (const scheme of schemes) {
    for (const width of widths) {
      test(`the search modal has no axe violations in ${scheme} mode at ${width} px: start, results, no results, recent and favourite searches`, async ({page}) => {
        const report: string[] = [];
        const audit = async (state: string) => report.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
        await page.setViewportSize({width, height});
        await open(page, '/intro', scheme);
        await openSearch(page);
        await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
        await audit('start screen');
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
        // One favourite and one recent search.
        await openFirstResult(page, 'חופשה');
        await openSearch(page);
        await page.locator('.DocSearch-Hit').first().hover();
        await page.locator('.DocSearch-Hit').first().getByTitle('שמירת החיפוש במועדפים').click();
        await page.keyboard.press('Escape');
        await openFirstResult(page, 'דמי מחלה');
        await openSearch(page);
        await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
        await expect(page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'})).toBeVisible();
        await audit('recent and favourite searches');
        expect(report, `axe violations in the search modal in ${scheme} mode at ${width} px:\n${report.join('\n')}`).toEqual([]);
      });

      test(`the /search page with results has no axe violations in ${scheme} mode at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height});
        await open(page, '/search?q=חופשה', scheme);
        await expect(page.locator('main article').first()).toBeVisible();
        await expectNoViolations(page, `on /search?q=חופשה in ${scheme} mode at ${width} px`);
        // Typed with the English layout on: the page names the Hebrew reading it searched.
        await open(page, '/search?q=pbxhv', scheme);
        await expect(page.getByRole('main').getByRole('status')).toHaveText('הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)');
        await expectNoViolations(page, `on /search?q=pbxhv in ${scheme} mode at ${width} px`);
      });
    }
  }

  test.describe('when the index cannot be fetched', () => {
    // The browser logs the failed fetch.
    test.use({allowConsoleErrors: true});

    for (const scheme of schemes) {
      for (const width of widths) {
        test(`the search error screen has no axe violations in ${scheme} mode at ${width} px`, async ({page}) => {
          await page.route('**/search/index.json', (route) => route.abort('internetdisconnected'));
          await page.setViewportSize({width, height});
          await open(page, '/intro', scheme);
          await openSearch(page);
          await page.locator('.DocSearch-Input').fill('חופשה');
          await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
          await expectNoViolations(page, `on the search error screen in ${scheme} mode at ${width} px`);
        });
      }
    }
  });
});

test.describe('states', () => {
  for (const scheme of schemes) {
    test(`the open mobile menu has no axe violations in ${scheme} mode`, async ({page}) => {
      await page.setViewportSize({width: 390, height});
      await open(page, '/intro', scheme);
      await page.getByRole('button', {name: 'פתיחה וסגירה של התפריט'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      // The menu slides in and the page behind it dims: audited once that is over, as a reader sees it.
      await settled(page);
      await expectNoViolations(page, `with the mobile menu open in ${scheme} mode`);
    });

    for (const width of widths) {
      test(`a zoomed image has no axe violations in ${scheme} mode at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height});
        await open(page, '/intro', scheme);
        const image = page.locator('.markdown img').first();
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveClass(/medium-zoom-image/);
        await openZoom(image);
        await expectNoViolations(page, `with a zoomed image in ${scheme} mode at ${width} px`);
      });
    }
  }

  for (const scheme of schemes) {
    test(`the whole guide for printing (/print) has no axe violations in ${scheme} mode at ${widths.join(' and ')} px`, async ({page}) => {
      // The whole guide in one page: one axe run takes tens of seconds on a loaded machine.
      test.setTimeout(300_000);
      const report: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({width, height});
        await open(page, '/print', scheme);
        report.push(...(await axeViolations(page)).map((line) => `${width} px: ${line}`));
      }
      expect(report, `axe violations on /print in ${scheme} mode:\n${report.join('\n')}`).toEqual([]);
    });

    for (const width of widths) {
      test(`the feedback question and the copy button have no axe violations in each step, in ${scheme} mode at ${width} px`, async ({page, context}) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.setViewportSize({width, height});
        await open(page, '/intro', scheme);
        await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
        await expect(page.getByRole('status').filter({hasText: 'הדף הועתק'})).toBeVisible();
        await expectNoViolations(page, `after copying the page in ${scheme} mode at ${width} px`);
        const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
        await feedback.getByRole('button', {name: 'לא'}).click();
        await expect(feedback.getByRole('group', {name: 'למה הדף לא עזר לכם?'})).toBeFocused();
        // The feedback is at the end of the page, where the footer pushes the sticky sidebar up under
        // the navbar (Docusaurus's layout): its first categories are partly covered there, which axe's
        // target-size rule reports. The sidebar is audited at the top of every page above; here the
        // audit is of everything else.
        const belowTheFold = {exclude: ['.theme-doc-sidebar-container']};
        await expectNoViolations(page, `with the feedback reasons in ${scheme} mode at ${width} px`, belowTheFold);
        await feedback.getByRole('button', {name: 'סיבה אחרת'}).click();
        await expect(feedback.getByRole('link', {name: 'כתיבה לצוות התמיכה'})).toBeVisible();
        await expectNoViolations(page, `after answering the feedback in ${scheme} mode at ${width} px`, belowTheFold);
      });
    }
  }

  test.describe('not found', () => {
    // The browser logs the 404 status of the page itself.
    test.use({allowConsoleErrors: true});

    for (const scheme of schemes) {
      test(`the 404 page has no axe violations in ${scheme} mode at ${widths.join(' and ')} px`, async ({page}) => {
        const report: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({width, height});
          await page.emulateMedia({colorScheme: scheme});
          const response = await page.goto('/no/such/page');
          expect(response?.status()).toBe(404);
          await hydrated(page);
          report.push(...(await axeViolations(page)).map((line) => `${width} px: ${line}`));
        }
        expect(report, `axe violations on the 404 page in ${scheme} mode:\n${report.join('\n')}`).toEqual([]);
      });
    }
  });
});
