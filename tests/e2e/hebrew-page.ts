import type {Page} from '@playwright/test';
import {expect, hydrated, version} from './fixtures';
import {readSite} from '../../src/site';
import {readGuide, repositoryGuide} from '../../scripts/lib/guide-structure';
import {escapeRegExp} from '../../scripts/lib/markdown';

type DefinedRoutes = Map<string, {file: string; title: string} | undefined>;
let defined: Promise<DefinedRoutes> | undefined;

/**
 * The routes the site defines: the docs of sidebars.ts and the pages of src/pages, with their title
 * as the site gives it; the React pages and the search page, with none. Read once a worker (reading
 * the guide takes about a second of CPU; every page's test asks).
 */
export function definedRoutes(): Promise<DefinedRoutes> {
  defined ??= readGuide(repositoryGuide()).then((guide) => {
    const sidebarDocs = new Set(guide.sidebarOrder);
    const routes: DefinedRoutes = new Map([...guide.files.values()].filter(({file}) => sidebarDocs.has(file) || file.startsWith('src/pages/')).map(({route, file, title}) => [route, {file, title}]));
    for (const route of guide.otherRoutes) routes.set(route, undefined);
    return routes;
  });
  return defined;
}

/** The headings of the React pages; a Markdown page's is its title. */
const reactPageHeadings = new Map([
  ['/', 'המדריך למשתמש של בודק השכר'],
  ['/search', 'חיפוש במדריך'],
]);

/** Latin words that belong in Hebrew text: file formats, product names, keys, the contact address. */
const allowedLatin = new RegExp(`^(Excel|PDF|CSV|JPG|PNG|WhatsApp|Ctrl|K|v${escapeRegExp(version)}|${escapeRegExp(readSite(process.env).supportEmail)})$`);

/**
 * Opens a route of the site and expects it to answer 200 in Hebrew, right to left, with its heading
 * (any, for a React page of no known heading) and Hebrew chrome; returns once React has hydrated it.
 */
export async function expectHebrewPage(page: Page, route: string): Promise<void> {
  const heading = reactPageHeadings.get(route) ?? (await definedRoutes()).get(route)?.title;
  const response = await page.goto(encodeURI(route));
  expect(response?.status(), route).toBe(200);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  if (heading === undefined) await expect(page.locator('h1').first()).not.toBeEmpty();
  else await expect(page.locator('h1').first()).toHaveText(heading);
  await hydrated(page);
  expect(await page.title()).toContain('בודק השכר');
  // The interface around the content speaks Hebrew: no stray English label.
  const chrome = await page
    .locator('nav, aside, footer, .breadcrumbs, .pagination-nav, .theme-doc-footer, [role="banner"]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText).join(' '));
  const latin = (chrome.match(/[A-Za-z][A-Za-z0-9.@-]*/g) ?? []).filter((word) => !allowedLatin.test(word));
  expect(latin, route).toEqual([]);
}
