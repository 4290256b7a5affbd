import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {docRoutes} from './page-markdown';
import {lightAndDarkViolations} from './axe';

// The guide as Markdown (src/plugins/markdown-export): /llms.txt in sidebar order, /llms-full.txt,
// and the copy button. Every page's .md is compared with the page in every-page.spec.ts.

test("/llms.txt names the guide and links every page's Markdown, with its description, in sidebar order", async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  // Title, summary, then the agents' block: what the guide covers, dated figures, citing, the MCP server.
  expect(text).toMatch(/^# .+\n\n> .+\n\nלסוכני בינה מלאכותית:\n\n- המדריך מסביר/);
  const block = text.slice(0, text.indexOf('\n- ['));
  expect(block).toContain('התאריך שממנו הוא בתוקף');
  expect(block).toContain('"מקור:"');
  expect(block).toContain('https://docs.example.com/mcp');
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
  // The page's address and date first, then the page.
  expect(copied).toMatch(/^מקור: <https:\/\/docs\.example\.com\/release-notes\/version%201\.2\.0>\nעודכן לאחרונה: \d{4}-\d{2}-\d{2}\n\n# מה חדש בגרסה/);
});

test('the copy button copies the Markdown from a server that sends it as application/octet-stream', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const markdown = await (await request.get('/intro.md')).text();
  // A static server that does not know .md: the file, with the generic binary type.
  await page.route('**/intro.md', async (route) => route.fulfill({status: 200, contentType: 'application/octet-stream', body: markdown}));
  await page.goto('/intro');
  await hydrated(page);
  await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'הדף הועתק'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test("the copy button copies nothing and says so when the server answers the .md with the site's HTML", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => navigator.clipboard.writeText('לפני'));
  // A server that does not know the file and falls back to the app (a single-page-app host, say).
  await page.route('**/intro.md', (route) => route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html lang="he"></html>'}));
  await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
  await expect(page.getByRole('status')).toHaveText('קובץ ה-Markdown של הדף לא נמצא באתר הזה. לא הועתק דבר.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('לפני');
});

test.describe('offline, or the file missing', () => {
  // The blocked request and the 404 are reported in the console, as they would be for a reader.
  test.use({allowConsoleErrors: true});

  test('the copy button says the server has no such file when it answers 404', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/intro');
    await hydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText('לפני'));
    await page.route('**/intro.md', (route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'not found'}));
    await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText('האתר לא החזיר את קובץ ה-Markdown של הדף (שגיאה 404). לא הועתק דבר.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('לפני');
  });

  test('the copy button says when the Markdown cannot be fetched', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/intro');
    await hydrated(page);
    await page.route('**/intro.md', (route) => route.abort());
    await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText('קובץ ה-Markdown של הדף לא הורד: אין חיבור לאתר. לא הועתק דבר.');
  });
});

// The menu beside the copy button: copy, view the Markdown, open ChatGPT or Claude with the page's
// .md address. A disclosure of a button and links.
const menuButton = (page: Page) => page.getByRole('button', {name: 'Markdown ועוזרי AI'});
const prompt = (url: string) => `קרא את הדף ${url} מהמדריך למשתמש וענה על שאלותיי לפיו.`;

test.describe('the assistants menu', () => {
  test('opens and closes from the keyboard, its items reached in order, and is announced as expanded', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const items = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(items).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const names = ['העתקה כ-Markdown', 'הצגה כ-Markdown (נפתח בחלון חדש)', 'פתיחה ב-ChatGPT (נפתח בחלון חדש)', 'פתיחה ב-Claude (נפתח בחלון חדש)'];
    for (const name of names) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName(name);
    }
    await page.keyboard.press('Escape');
    await expect(items).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Space opens it too, and a click outside closes it.
    await page.keyboard.press('Space');
    await expect(items).toBeVisible();
    await page.locator('article h1').click();
    await expect(items).toBeHidden();
  });

  test("sends nothing until an item is chosen; ChatGPT and Claude open with the page's .md address and a Hebrew request", async ({page, context}) => {
    const asked: string[] = [];
    await page.goto('/release-notes/version%201.2.0');
    await hydrated(page);
    page.on('request', (request) => asked.push(request.url()));
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>assistant</title>'}));
    await menuButton(page).click();
    await expect(page.getByRole('link', {name: /ChatGPT/})).toBeVisible();
    await page.getByRole('link', {name: /Claude/}).hover();
    expect(asked.filter((url) => /chatgpt|claude|\.md$/.test(url))).toEqual([]);
    const markdownUrl = 'https://docs.example.com/release-notes/version%201.2.0.md';
    for (const [name, origin, pathname] of [
      ['פתיחה ב-ChatGPT', 'https://chatgpt.com', '/'],
      ['פתיחה ב-Claude', 'https://claude.ai', '/new'],
    ] as const) {
      if ((await menuButton(page).getAttribute('aria-expanded')) === 'false') await menuButton(page).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', {name: new RegExp(name)}).click()]);
      const url = new URL(popup.url());
      expect(url.origin + url.pathname).toBe(origin + pathname);
      expect(url.searchParams.get('q')).toBe(prompt(markdownUrl));
      // The link carries no referrer and gives the assistant's page no handle on the guide's.
      expect(await popup.evaluate(() => [document.referrer, window.opener === null])).toEqual(['', true]);
      await popup.close();
    }
  });

  test("'view as Markdown' opens the page's .md; 'copy' copies it", async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/intro');
    await hydrated(page);
    await menuButton(page).click();
    const view = page.getByRole('link', {name: /הצגה כ-Markdown/});
    expect(new URL((await view.getAttribute('href'))!, page.url()).pathname).toBe('/intro.md');
    await page.getByRole('button', {name: 'העתקה כ-Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText('הדף הועתק');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get('/intro.md')).text());
  });

  for (const width of [390, 1280]) {
    test(`open, at ${width} px, it passes axe in both colour modes and sits in the article's column`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto('/intro');
      await hydrated(page);
      await menuButton(page).click();
      const list = page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);
      await expect(list).toBeVisible();
      const box = (await list.boundingBox())!;
      const article = (await page.locator('article').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(article.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(article.x + article.width + 1);
      // Right to left: the items' text starts at their right edge.
      const item = (await page.getByRole('link', {name: /ChatGPT/}).boundingBox())!;
      const textStart = await page.getByRole('link', {name: /ChatGPT/}).evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link.firstChild!);
        return range.getBoundingClientRect().right;
      });
      expect(item.x + item.width - textStart).toBeLessThan(20);
      expect(await lightAndDarkViolations(page, `the open menu at ${width} px`)).toEqual([]);
    });
  }
});
