import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import sidebars from '../../sidebars';
import {sidebarEntries} from '../../src/plugins/search-records/lib/markdownPages';

// The guide as Markdown (src/plugins/markdown-export): every page at its route plus .md, /llms.txt
// in sidebar order, /llms-full.txt, and the copy button.

/** Every doc's route in sidebar order (no doc of this guide sets a slug, so the route is its id). */
const docRoutes = [...sidebarEntries(sidebars).entries()].sort(([, a], [, b]) => a.order - b.order).map(([id]) => `/${id}`);

/** A text as a reader sees it: no zero-width or bidirectional marks, spaces folded. */
function normalize(text: string): string {
  return text
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a Markdown file, its syntax taken away: what each block of the page should be found in. */
function markdownText(markdown: string): string {
  return normalize(
    markdown
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images: their alt is not text on the page
      .replace(/\[([^\]]*)\]\((?:<[^>]*>|[^)\s]*)\)/g, '$1') // links: their text
      .replace(/^\s*(?:>\s?)+/gm, '') // quotes (admonitions)
      .replace(/^\s*(?:#{1,6}|[-*+]|\d+\.)\s+/gm, '') // headings, list items
      .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ') // table rules
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
      .replace(/\*\*|__|`/g, '')
      .replace(/\|/g, ' '),
  );
}

test.describe('every page as Markdown', () => {
  for (const route of docRoutes) {
    test(`${route}.md holds the text of ${route}, headings in the same order`, async ({page, request}) => {
      const response = await request.get(encodeURI(`${route}.md`));
      expect(response.status()).toBe(200);
      const markdown = await response.text();
      expect(markdown, 'no front matter').not.toMatch(/^---\n/);
      expect(markdown, 'no bidirectional control marks').not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
      expect(markdown, 'no MDX imports or heading ids').not.toMatch(/^import |\\?\{#[a-z0-9-]+\}/m);
      expect(markdown, 'no admonition fences').not.toMatch(/^:::/m);
      for (const [, target] of markdown.matchAll(/\]\(<?([^)>\s]+)>?\)/g)) {
        expect(target, 'absolute links and images').toMatch(/^(https?:|mailto:|tel:)/);
      }

      await page.goto(encodeURI(route));
      const article = page.locator('article .theme-doc-markdown');
      const blocks = await article.locator('h1, h2, h3, h4, p, li, td, th').evaluateAll((elements) =>
        elements.map((element) => ({tag: element.tagName, text: (element as HTMLElement).innerText})),
      );
      expect(blocks.length).toBeGreaterThan(5);
      const text = markdownText(markdown);
      for (const block of blocks) {
        const blockText = normalize(block.text);
        if (blockText) expect(text, `${block.tag} of ${route}`).toContain(blockText);
      }
      const pageHeadings = blocks.filter((block) => /^H[1-4]$/.test(block.tag)).map((block) => normalize(block.text));
      const markdownHeadings = [...markdown.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) => markdownText(heading!));
      expect(markdownHeadings).toEqual(pageHeadings);
    });
  }
});

test('/llms.txt names the guide and links every page\'s Markdown, with its description, in sidebar order', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# .+\n\n> .+/);
  const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
  expect(links.map(([, , url]) => decodeURI(new URL(url!).pathname))).toEqual(docRoutes.map((route) => `${route}.md`));
  for (const [, title, , description] of links) {
    expect(title!.length).toBeGreaterThan(1);
    expect(description!.length).toBeGreaterThan(20);
  }
  // The sections are the sidebar's categories.
  expect(text).toContain('\n## תוצאות החישוב\n');
});

test('/llms-full.txt holds the whole guide, each page once and in sidebar order', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  let from = 0;
  for (const route of docRoutes) {
    const markdown = readFileSync(path.join('build', `${route}.md`), 'utf8').trim();
    const at = full.indexOf(markdown, from);
    expect(at, route).toBeGreaterThanOrEqual(from);
    from = at + markdown.length;
  }
});

test('the copy button copies the page as Markdown and says so', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/release-notes/version%201.2.0');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'העתקת הדף כ-Markdown'});
  await button.click();
  await expect(page.getByRole('status').filter({hasText: 'הדף הועתק'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get('/release-notes/version%201.2.0.md')).text());
  expect(copied).toMatch(/^# מה חדש בגרסה/);
});

test('the copy button copies nothing and says so when the server answers the .md with the site\'s HTML', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText('לפני'));
  // A server that does not know the file and falls back to the app (a single-page-app host, say).
  await page.route('**/intro.md', (route) => route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html lang="he"></html>'}));
  await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'ההעתקה לא הצליחה'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('לפני');
});

test.describe('offline', () => {
  // The blocked request is reported in the console, as it would be for a reader.
  test.use({allowConsoleErrors: true});

  test('the copy button says when the Markdown cannot be fetched', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/intro');
  await hydrated(page);
  await page.route('**/intro.md', (route) => route.abort());
  await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'ההעתקה לא הצליחה'})).toBeVisible();
});
});
