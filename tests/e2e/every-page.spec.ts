import type {Page} from '@playwright/test';
import {test, expect, hydrated, sitemapPaths} from './fixtures';
import {expectHebrewPage} from './hebrew-page';
import {docRoutes, expectMarkdownHoldsPage} from './page-markdown';
import {expectReflow, expectStructure} from './page-structure';
import {axeViolations, equalAccessViolations, lightAndDarkViolations} from './axe';
import {sweepPages, templatePages} from './sweep-pages';

// Every page of the sitemap, a page added to the guide included, opened as a reader opens it at
// 1280 px, each check a page owes its readers done on that one load: IBM Equal Access and axe in the light mode, then
// reflow with the window narrowed on the same page. The pages of sweep-pages.ts (one of each
// template, and every kind of element the built pages hold) are also audited in the dark mode and
// loaded again at 390 px (the layout the theme renders for a phone that loads the page, not a
// desktop window narrowed afterwards), light and dark; so is the not-found page.

const height = 900;
const paths = sitemapPaths().map(decodeURI);
const swept = new Set(process.env.E2E_AXE_ALL_MODES === '1' ? paths : sweepPages(paths));

// Up to four axe runs and two page loads; on a loaded machine one run of axe can take several seconds.
test.describe.configure({timeout: 150_000});

/** Loads the page at 390 px in the light mode and audits it there, light then dark. */
async function phoneViolations(page: Page, path: string, status = 200): Promise<string[]> {
  await page.emulateMedia({colorScheme: 'light'});
  await page.setViewportSize({width: 390, height});
  expect((await page.goto(encodeURI(path)))?.status(), path).toBe(status);
  await hydrated(page);
  await expect(page.locator('.navbar__toggle')).toBeVisible();
  return lightAndDarkViolations(page, '390 px');
}

for (const path of paths) {
  const modes = swept.has(path) ? 'light and dark mode at 1280 and 390 px' : 'light mode at 1280 px';
  test(`${path}: 200 in Hebrew, right to left; its structure; no axe violations in ${modes}, none of IBM Equal Access in light at 1280 px; reflow at 640 and 320 px`, async ({page, request}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.setViewportSize({width: 1280, height});
    await test.step('it answers 200 in Hebrew, right to left, with its heading and Hebrew chrome', () => expectHebrewPage(page, path));
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    if (docRoutes.includes(path)) {
      await test.step('its Markdown (.md) holds its text, headings in the same order', () => expectMarkdownHoldsPage(page, request, path));
    }
    await test.step('headings, landmarks, links, images, names and Latin fragments', () => expectStructure(page, path));
    const violations = await test.step('IBM Equal Access at 1280 px, light', async () => (await equalAccessViolations(page)).map((line) => `light, 1280 px: ${line}`));
    violations.push(
      ...(await test.step(`axe at 1280 px, ${swept.has(path) ? 'light then dark' : 'light'}`, async () =>
        swept.has(path) ? lightAndDarkViolations(page, '1280 px') : (await axeViolations(page)).map((line) => `light, 1280 px: ${line}`))),
    );
    // 640 CSS pixels: a 1280 px screen zoomed to 200% (WCAG 1.4.4); 320: the reflow width (WCAG 1.4.10).
    await test.step('reflow at 640 and 320 px', async () => {
      await expectReflow(page, path, 640);
      await expectReflow(page, path, 320);
    });
    if (swept.has(path)) {
      violations.push(...(await test.step('axe at 390 px, loaded there, light then dark', () => phoneViolations(page, path))));
    }
    expect(violations, `accessibility violations on ${path}:\n${violations.join('\n')}`).toEqual([]);
  });
}

test.describe('not found', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowConsoleErrors: true});

  test('the 404 page: its structure; no axe violations in light and dark mode at 1280 and 390 px, none of IBM Equal Access in light at 1280 px; reflow at 640 and 320 px', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.setViewportSize({width: 1280, height});
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await hydrated(page);
    await expectStructure(page, '404');
    const violations = (await equalAccessViolations(page)).map((line) => `light, 1280 px: ${line}`);
    violations.push(...(await lightAndDarkViolations(page, '1280 px')));
    await expectReflow(page, '404', 640);
    await expectReflow(page, '404', 320);
    violations.push(...(await phoneViolations(page, '/no/such/page', 404)));
    expect(violations, `accessibility violations on the 404 page:\n${violations.join('\n')}`).toEqual([]);
  });
});

test('the pages audited in every mode are the templates and those that bring a kind of element the others lack', () => {
  const kinds: Record<string, string[]> = {'/new': ['table', '.new-component'], '/same': ['p'], '/also-new': ['.new-component', 'kbd']};
  const chosen = sweepPages([...templatePages, ...Object.keys(kinds)], (route) => new Set(kinds[route] ?? ['p', 'table']));
  expect(chosen).toEqual([...templatePages, '/also-new']);
  expect(sweepPages([...templatePages, ...Object.keys(kinds)], (route) => new Set(kinds[route] ?? ['p']))).toEqual([...templatePages, '/new', '/also-new']);
  expect(() => sweepPages(['/intro'], () => new Set())).toThrow(/template pages not in the sitemap/);
});
