import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import matter from 'gray-matter';

// Tests run from the repository root.
const root = process.cwd();

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page during the test. */
  consoleErrors: string[];
  /** Set to true in tests that provoke errors on purpose (blocked network, crashes). */
  allowConsoleErrors: boolean;
};

/**
 * Every test that has a page fails on a console error or an uncaught exception unless it allows
 * them. The page fixture carries the check, so that a test without a page (requests, files) opens
 * no browser context (about a second of CPU each on a small machine).
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, {option: true}],
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, provide) => provide([]),
  page: async ({page, consoleErrors, allowConsoleErrors}, provide) => {
    page.on('console', (message) => {
      if (message.type() === 'error') {
        consoleErrors.push(message.text());
      }
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await provide(page);
    // A route handler of the test's still at work (a script it fetches for the page) once the test
    // is done: nothing waits for it, and the page's closing must not fail the test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.context().unrouteAll({behavior: 'ignoreErrors'});
    if (!allowConsoleErrors) {
      expect(consoleErrors, 'console errors').toEqual([]);
    }
  },
});

export {expect};

/** Waits until React has hydrated the page, so that keyboard shortcuts and clicks are handled. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Follows the page's "next" link and waits until the next page is on screen: the address changes
 * before the new page's code has loaded, and until then the old article (and its images) is still there.
 */
/** The colour mode is `scheme`, and the colours that change with it have arrived (their transitions have ended). */
export async function colourModeSettled(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function followNextLink(page: Page): Promise<void> {
  const heading = await page.locator('article h1').textContent();
  const url = page.url();
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(url);
  await expect(page.locator('article h1')).not.toHaveText(heading!);
}

/** The paths of every page in the built sitemap. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(root, 'build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The front matter of a doc or a Markdown page, by file path from the repository root. */
export function frontMatter(file: string): Record<string, unknown> {
  return matter(readFileSync(path.join(root, file), 'utf8')).data;
}

/** The version of package.json, the one source of the version shown on the site. */
export const version: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

/**
 * Opens a zoomable image (by default with a click) and waits for medium-zoom's opening animation to
 * end. The listener is in place before the image is touched: on a busy machine the zoom could open
 * before a listener sent alongside the click was registered, and the wait would never end.
 */
export async function openZoom(image: Locator, open: () => Promise<void> = () => image.click()): Promise<void> {
  await image.evaluate((element) => {
    element.dataset.testZoom = 'closed';
    element.addEventListener('medium-zoom:opened', () => (element.dataset.testZoom = 'opened'), {once: true});
  });
  await open();
  await expect(image).toHaveAttribute('data-test-zoom', 'opened');
  // medium-zoom says "opened" at the first transitionend of its copy; on a busy machine that can come
  // while the copy still moves to the reading view's place. Read the view once it has stopped moving.
  await image
    .page()
    .locator('img.medium-zoom-image--opened')
    .evaluate((copy) => Promise.all(copy.getAnimations().map((animation) => animation.finished.catch(() => undefined))).then(() => undefined));
}
