import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {docRoutes} from './page-markdown';

// The guide as Markdown (src/plugins/markdown-export): /llms.txt in sidebar order, /llms-full.txt,
// and the copy button. Every page's .md is compared with the page in every-page.spec.ts.

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
