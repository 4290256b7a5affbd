import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from '../e2e/fixtures';
import {startSearchServer, type SearchServer} from '../../scripts/search-server';
// The settings the test build used (scripts/test.mjs); the admin key is there to prove it never leaks.
import env from './env.json';

const buildDir = path.join(process.cwd(), 'build-algolia');
const port = Number(new URL(env.ALGOLIA_HOST).port);
const insightsLibrary = readFileSync(path.join(process.cwd(), 'node_modules/search-insights/dist/search-insights.min.js'), 'utf8');

let server: SearchServer | undefined;

async function startServer(): Promise<SearchServer> {
  server = await startSearchServer({
    port,
    host: '127.0.0.1',
    indexPath: path.join(buildDir, 'search/index.json'),
    appId: env.ALGOLIA_APP_ID,
    apiKey: env.ALGOLIA_SEARCH_API_KEY,
  });
  return server;
}

test.beforeEach(async ({page}) => {
  // DocSearch loads its insights library from a CDN and sends events to Algolia: in the test
  // both come from this machine (the library from node_modules, the events to the local server).
  await page.route('https://cdn.jsdelivr.net/npm/search-insights@*/**', (route) =>
    route.fulfill({contentType: 'application/javascript', body: insightsLibrary}),
  );
  await page.route('https://insights.algolia.io/**', async (route) => {
    // search-insights puts the credentials in the query string: keep it.
    const {pathname, search} = new URL(route.request().url());
    const response = await route.fetch({url: `${env.ALGOLIA_HOST}${pathname}${search}`});
    await route.fulfill({response});
  });
});

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('the modal sends the exact DocSearch request of SPEC §7 through the real Algolia client', async ({page}) => {
  const search = await startServer();
  await page.goto('/intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('דמי הבראה');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

  const queries = search.requests.filter((request) => request.path === '/1/indexes/*/queries');
  const last = queries.at(-1)!;
  expect(last.method).toBe('POST');
  expect(last.query['x-algolia-application-id']).toBe(env.ALGOLIA_APP_ID);
  expect(last.query['x-algolia-api-key']).toBe(env.ALGOLIA_SEARCH_API_KEY);
  const {requests} = last.body as {requests: Record<string, unknown>[]};
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    query: 'דמי הבראה',
    indexName: env.ALGOLIA_INDEX_NAME,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
    facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });

  // A click sends an insights event for the shown hits, batched to at most 20 object ids.
  await page.locator('.DocSearch-Hit a').first().click();
  await expect.poll(() => search.events.length).toBeGreaterThan(0);
  for (const event of search.events as {eventType: string; objectIDs?: string[]}[]) {
    expect(event.objectIDs?.length ?? 0).toBeLessThanOrEqual(20);
  }
});

test('on screens up to 768 px the snippets are 5 words', async ({page}) => {
  const search = await startServer();
  await page.setViewportSize({width: 768, height: 900});
  await page.goto('/intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('חופשה');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const {requests} = search.requests.filter((request) => request.path === '/1/indexes/*/queries').at(-1)!.body as {
    requests: {attributesToSnippet: string[]}[];
  };
  expect(requests[0]!.attributesToSnippet).toContain('content:5');
});

test('the /search page asks the same server', async ({page}) => {
  const search = await startServer();
  await page.goto(`/search?q=${encodeURIComponent('שעות נוספות')}`);
  await hydrated(page);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(search.requests.some((request) => request.path === '/1/indexes/*/queries')).toBe(true);
});

test('pages connect ahead to the self-hosted search server, not to Algolia\'s hosts', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const preconnects = await page.$$eval('link[rel=preconnect]', (links) => links.map((link) => link.getAttribute('href')));
  expect(preconnects).toEqual([env.ALGOLIA_HOST]);
});

test.describe('when the search host is down', () => {
  test.use({allowConsoleErrors: true});

  test('the modal shows the Hebrew error screen and keeps it', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.locator('.DocSearch-Input').fill('חופשה');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('לא ניתן לקבל תוצאות', {timeout: 15_000});
    await page.waitForTimeout(1000);
    await expect(error).toBeVisible();
  });
});

test('no admin key and no other secret reaches the built files', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(buildDir);
  expect(files.length).toBeGreaterThan(50);
  const leaking = files.filter((file) => readFileSync(file).includes(env.ALGOLIA_ADMIN_API_KEY));
  expect(leaking).toEqual([]);
  // The search-only key is meant to be public, and is there.
  expect(files.some((file) => readFileSync(file).includes(env.ALGOLIA_SEARCH_API_KEY))).toBe(true);
});
