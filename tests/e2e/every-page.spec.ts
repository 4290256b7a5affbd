import {test, expect, hydrated, sitemapPaths} from './fixtures';
import {expectHebrewPage} from './hebrew-page';
import {docRoutes, expectMarkdownHoldsPage} from './page-markdown';
import {expectReflow, expectStructure} from './page-structure';
import {lightAndDarkViolations} from './axe';

// Every page of the sitemap, a page added to the guide included, opened as a reader opens it: at
// 1280 px, then loaded again at 390 px (the layout the theme renders for a phone that loads the
// page, not a desktop window narrowed afterwards). On the first load, each check a page owes its
// readers; on the second, the audit of the phone's layout. One test per page: a page load and a
// browser context cost more than the checks (two loads where they had seven, in four tests).

const height = 900;

// Four axe runs, two page loads; on a loaded machine one run of axe can take several seconds.
test.describe.configure({timeout: 150_000});

for (const path of sitemapPaths().map(decodeURI)) {
  test(`${path}: 200 in Hebrew, right to left; its structure; no axe violations in light and dark mode at 1280 and 390 px; reflow at 640 and 320 px`, async ({page, request}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.setViewportSize({width: 1280, height});
    await test.step('it answers 200 in Hebrew, right to left, with its heading and Hebrew chrome', () => expectHebrewPage(page, path));
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    if (docRoutes.includes(path)) {
      await test.step('its Markdown (.md) holds its text, headings in the same order', () => expectMarkdownHoldsPage(page, request, path));
    }
    await test.step('headings, landmarks, links, images, names and Latin fragments', () => expectStructure(page, path));
    const violations = await test.step('axe at 1280 px, light then dark', () => lightAndDarkViolations(page, '1280 px'));
    // 640 CSS pixels: a 1280 px screen zoomed to 200% (WCAG 1.4.4); 320: the reflow width (WCAG 1.4.10).
    await test.step('reflow at 640 and 320 px', async () => {
      await expectReflow(page, path, 640);
      await expectReflow(page, path, 320);
    });
    await test.step('axe at 390 px, loaded there, light then dark', async () => {
      await page.emulateMedia({colorScheme: 'light'});
      await page.setViewportSize({width: 390, height});
      await page.goto(encodeURI(path));
      await hydrated(page);
      await expect(page.locator('.navbar__toggle')).toBeVisible();
      violations.push(...(await lightAndDarkViolations(page, '390 px')));
    });
    expect(violations, `axe violations on ${path}:\n${violations.join('\n')}`).toEqual([]);
  });
}
