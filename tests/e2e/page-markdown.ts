import {expect, type APIRequestContext, type Page} from '@playwright/test';
import sidebars from '../../sidebars';
import {sidebarEntries} from '../../src/plugins/search-records/lib/markdownPages';

// The guide as Markdown (src/plugins/markdown-export): each doc at its route plus .md holds the
// text the page shows.

/** Every doc's route in sidebar order (no doc of this guide sets a slug, so the route is its id). */
export const docRoutes = [...sidebarEntries(sidebars).entries()].sort(([, a], [, b]) => a.order - b.order).map(([id]) => `/${id}`);

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

/** The page's .md (already open in the page) holds the text of each of its blocks, its headings in the same order. */
export async function expectMarkdownHoldsPage(page: Page, request: APIRequestContext, route: string): Promise<void> {
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

  const article = page.locator('article .theme-doc-markdown');
  const blocks = await article.locator('h1, h2, h3, h4, p, li, td, th').evaluateAll((elements) => elements.map((element) => ({tag: element.tagName, text: (element as HTMLElement).innerText})));
  expect(blocks.length).toBeGreaterThan(5);
  const text = markdownText(markdown);
  for (const block of blocks) {
    const blockText = normalize(block.text);
    if (blockText) expect(text, `${block.tag} of ${route}`).toContain(blockText);
  }
  const pageHeadings = blocks.filter((block) => /^H[1-4]$/.test(block.tag)).map((block) => normalize(block.text));
  const markdownHeadings = [...markdown.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) => markdownText(heading!));
  expect(markdownHeadings).toEqual(pageHeadings);
}
