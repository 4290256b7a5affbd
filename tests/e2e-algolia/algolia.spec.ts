import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test as base, expect, hydrated} from '../e2e/fixtures';
import {directives, recordViolations} from '../e2e/nginx-fixture';
import {documentedKeys, storedKeys, unlistedKeys} from '../e2e/storage-keys';
import {startSearchServer, type SearchServer} from '../../scripts/search-server';
import {startNginx, type Nginx} from '../../scripts/lib/nginx';
// The settings the test build used (scripts/test.mjs); the admin key is there to prove it never leaks.
import env from './env.json';

const buildDir = path.join(process.cwd(), 'build-algolia');
const port = Number(new URL(env.ALGOLIA_HOST).port);

/** Google's gtag.js, which the pages load from Google, stands in as this line: the test reads the page's dataLayer. */
const gtagScript = `https://www.googletagmanager.com/gtag/js?id=${env.GTAG_TRACKING_ID}`;
const gtagStub = 'window.gtagStubLoaded = true;';
const insightsEvents = 'https://insights.algolia.io/1/events';

const isGtagScript = (url: string): boolean => url === gtagScript;
const isInsightsEvent = (url: string): boolean => url.startsWith(`${insightsEvents}?`);

type Fixtures = {
  /** Every request the page made to a host other than this machine. */
  offsiteRequests: string[];
};

type WorkerFixtures = {
  /** build-algolia/ behind Debian's nginx with deploy/nginx/guide.conf and the build's own headers. */
  nginx: Nginx;
};

/**
 * The pages reach two hosts outside this machine: Google for gtag.js (answered by a stub) and
 * Algolia's insights host (forwarded to the local search server, which records the events).
 * Anything else they request (a CDN, say) fails the test.
 */
const test = base.extend<Fixtures, WorkerFixtures>({
  offsiteRequests: [
    async ({page}, use) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') {
          requests.push(request.url());
        }
      });
      await page.route((url) => isGtagScript(url.href), (route) => route.fulfill({contentType: 'text/javascript', body: gtagStub}));
      await page.route((url) => isInsightsEvent(url.href), async (route) => {
        // search-insights puts the credentials in the query string: keep it.
        const {pathname, search} = new URL(route.request().url());
        try {
          await route.fulfill({response: await route.fetch({url: `${env.ALGOLIA_HOST}${pathname}${search}`})});
        } catch {
          await route.abort('connectionrefused');
        }
      });
      await use(requests);
      expect(requests.filter((url) => !isGtagScript(url) && !isInsightsEvent(url)), 'requests to other hosts').toEqual([]);
    },
    {auto: true},
  ],
  nginx: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startNginx({buildDir});
      await use(server);
      await server.stop();
    },
    {scope: 'worker'},
  ],
});

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

test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

const queriesPath = '/1/indexes/*/queries';

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

test('the modal sends the exact DocSearch request of SPEC §7 through the real Algolia client', async ({page}) => {
  const search = await startServer();
  await page.goto('/intro');
  await hydrated(page);
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('דמי הבראה');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

  const queries = search.requests.filter((request) => request.path === queriesPath);
  const last = queries.at(-1)!;
  expect(last.method).toBe('POST');
  // The credentials travel in the query string, not in headers.
  expect(last.query['x-algolia-application-id']).toBe(env.ALGOLIA_APP_ID);
  expect(last.query['x-algolia-api-key']).toBe(env.ALGOLIA_SEARCH_API_KEY);
  expect(last.body).toEqual({
    requests: [
      {
        query: 'דמי הבראה',
        indexName: env.ALGOLIA_INDEX_NAME,
        attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
        // DocSearch's own, beside SPEC §7's list: the mark where a snippet is cut.
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: true,
        facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  });
});

test('on screens up to 768 px the snippets are 5 words', async ({page}) => {
  const search = await startServer();
  await page.setViewportSize({width: 768, height: 900});
  await page.goto('/intro');
  await hydrated(page);
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('חופשה');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const {requests} = search.requests.filter((request) => request.path === queriesPath).at(-1)!.body as {
    requests: {attributesToSnippet: string[]}[];
  };
  expect(requests[0]!.attributesToSnippet).toEqual(['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'hierarchy.lvl3:5', 'hierarchy.lvl4:5', 'hierarchy.lvl5:5', 'hierarchy.lvl6:5', 'content:5']);
});

test('the /search page asks the same server, filtered by language and docs tag, with the credentials in the query string', async ({page}) => {
  const search = await startServer();
  const query = 'שעות נוספות';
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await hydrated(page);
  await expect(page.locator('main article').first()).toBeVisible();
  const queries = search.requests.filter((request) => request.path === queriesPath);
  expect(queries.length).toBeGreaterThan(0);
  for (const request of queries) {
    expect(request.method).toBe('POST');
    expect(request.query['x-algolia-application-id']).toBe(env.ALGOLIA_APP_ID);
    expect(request.query['x-algolia-api-key']).toBe(env.ALGOLIA_SEARCH_API_KEY);
  }
  const tags = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];
  const common = {indexName: env.ALGOLIA_INDEX_NAME, query, advancedSyntax: true, page: 0};
  // algoliasearch-helper's disjunctive faceting: the results, filtered by both facets, and one
  // count per facet without its own filter.
  expect(queries[0]!.body).toEqual({
    requests: [
      {...common, hitsPerPage: 15, facets: ['docusaurus_tag', 'language'], facetFilters: [tags, ['language:he']]},
      {...common, hitsPerPage: 0, analytics: false, clickAnalytics: false, facets: 'docusaurus_tag', facetFilters: [['language:he']]},
      {...common, hitsPerPage: 0, analytics: false, clickAnalytics: false, facets: 'language', facetFilters: [tags]},
    ],
  });
});

test('pages connect ahead to the self-hosted search server and to analytics, not to Algolia\'s hosts', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const preconnects = await page.$$eval('link[rel=preconnect]', (links) => links.map((link) => link.getAttribute('href')));
  expect(preconnects.sort()).toEqual([env.ALGOLIA_HOST, 'https://www.google-analytics.com', 'https://www.googletagmanager.com'].sort());
});

test.describe('when the search host goes down', () => {
  // The browser logs the refused connections.
  test.use({allowConsoleErrors: true});

  test('the modal shows the Hebrew error screen and keeps it until the next query', async ({page}) => {
    const search = await startServer();
    await page.goto('/intro');
    await hydrated(page);
    await openSearch(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('חופשה');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();

    await search.close();
    server = undefined;
    await input.fill('דמי מחלה');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('לא ניתן לקבל תוצאות', {timeout: 15_000});
    await expect(error).toContainText('כדאי לבדוק את החיבור לרשת.');
    await page.waitForTimeout(1500);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit')).toHaveCount(0);

    // Back up: the next query finds pages again.
    await startServer();
    await input.fill('דמי הבראה');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await expect(error).toHaveCount(0);

    // The client remembers which hosts failed; the cookies page lists that key too.
    const stored = await storedKeys(page);
    expect(stored.map(({key}) => key)).toEqual(expect.arrayContaining([expect.stringMatching(/^algolia-client-js-/)]));
    const {rows} = await documentedKeys(page);
    expect(unlistedKeys(stored, rows), 'keys the site stores but /legal/cookies does not list').toEqual([]);
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

type InsightsEvent = {eventType: string; eventName: string; index: string; objectIDs: string[]; positions?: number[]; queryID?: string; userToken?: string};

test.describe('served by nginx with the headers the build generated', () => {
  test('search works under the CSP: the insights library comes from the site, a click sends its event, no violation', async ({page, nginx, offsiteRequests}) => {
    const violations = await recordViolations(page);
    const search = await startServer();
    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    await openSearch(page);
    // Typed letter by letter: each keystroke is a query with its own results.
    await page.locator('.DocSearch-Input').pressSequentially('חופשה', {delay: 100});
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const shown = await page.locator('.DocSearch-Hit').count();

    // Views are sent 400 ms after the results stop changing, not once per keystroke: on a busy
    // machine a slow answer may let an intermediate result list count as seen, never five.
    const events = () => search.events as InsightsEvent[];
    await expect.poll(() => events().length).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    const views = [...events()];
    expect(views.length).toBeLessThan('חופשה'.length);
    const view = views.at(-1)!;
    for (const each of views) {
      expect(each).toMatchObject({eventType: 'view', eventName: 'Items Viewed', index: env.ALGOLIA_INDEX_NAME});
      expect(new Set(each.objectIDs).size).toBe(each.objectIDs.length);
    }
    expect(view.objectIDs.length).toBe(Math.min(shown, 20));
    expect(view.userToken).toBeTruthy();

    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/calc-hufsha/);
    await expect.poll(() => events().length).toBe(views.length + 1);
    const click = events().at(-1)!;
    expect(click).toMatchObject({eventType: 'click', eventName: 'Item Selected', index: env.ALGOLIA_INDEX_NAME, positions: [1], userToken: view.userToken});
    expect(click.objectIDs).toEqual([view.objectIDs[0]]);
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);

    // Sent to Algolia's insights host with the search-only credentials in the query string.
    const sent = search.requests.filter((request) => request.path === '/1/events');
    expect(sent).toHaveLength(views.length + 1);
    for (const request of sent) {
      expect(request.query['X-Algolia-Application-Id']).toBe(env.ALGOLIA_APP_ID);
      expect(request.query['X-Algolia-API-Key']).toBe(env.ALGOLIA_SEARCH_API_KEY);
    }
    expect(offsiteRequests.filter(isInsightsEvent)).toHaveLength(views.length + 1);
    expect(violations).toEqual([]);

    // What search with Algolia keeps in the browser is on the cookies page too.
    const stored = await storedKeys(page);
    const {rows} = await documentedKeys(page);
    expect(unlistedKeys(stored, rows), 'keys the site stores but /legal/cookies does not list').toEqual([]);
    expect(stored.map(({key}) => key)).toEqual(expect.arrayContaining(['AlgoliaObjectQueryCache', `__DOCSEARCH_RECENT_SEARCHES__${env.ALGOLIA_INDEX_NAME}`]));
  });

  test('analytics: gtag.js from Google, IP anonymized, a page view on a client-side navigation, and a CSP that allows exactly these hosts', async ({page, nginx, offsiteRequests}) => {
    const violations = await recordViolations(page);
    const response = await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    expect(offsiteRequests).toContain(gtagScript);
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    const dataLayer = () => page.evaluate(() => (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args)));
    expect(await dataLayer()).toContainEqual(['config', env.GTAG_TRACKING_ID, {anonymize_ip: true}]);
    expect(await dataLayer()).not.toContainEqual(['event', 'page_view']);

    await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/intro$/);
    await hydrated(page);
    const {pathname, search, hash} = new URL(page.url());
    await expect.poll(dataLayer).toEqual(expect.arrayContaining([['set', 'page_path', pathname + search + hash], ['event', 'page_view']]));
    expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);

    const policy = directives(response!.headers()['content-security-policy']!);
    const hosts = Object.fromEntries([...policy].map(([name, sources]) => [name, sources.filter((source) => /^https?:/.test(source)).sort()]));
    expect(hosts).toEqual({
      'default-src': [],
      'script-src': ['https://www.googletagmanager.com'],
      'style-src': [],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'font-src': [],
      'connect-src': [env.ALGOLIA_HOST, 'https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://insights.algolia.io'].sort(),
      'object-src': [],
      'base-uri': [],
      'form-action': [],
      'frame-ancestors': [],
    });
    expect(violations).toEqual([]);
  });
  test('analytics: a settled search and a search without results reach gtag, without digit runs; the page feedback too', async ({page, nginx}) => {
    await startServer();
    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    const events = () =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args)).filter(([command, name]) => command === 'event' && name !== 'page_view'),
      );
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה 0501234567');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await expect.poll(events, {timeout: 10_000}).toEqual([['event', 'search', {search_term: 'חופשה'}]]);
    await page.locator('.DocSearch-Input').fill('קשקשת זזזזז');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect
      .poll(events, {timeout: 10_000})
      .toEqual([
        ['event', 'search', {search_term: 'חופשה'}],
        ['event', 'search', {search_term: 'קשקשת זזזזז'}],
        ['event', 'search_no_results', {search_term: 'קשקשת זזזזז'}],
      ]);
    await page.keyboard.press('Escape');
    const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
    await feedback.getByRole('button', {name: 'כן'}).click();
    await expect(feedback.getByText('התשובה שלכם נשלחה')).toBeVisible();
    expect(await events()).toContainEqual(['event', 'page_feedback', {page_path: '/intro', answer: 'yes'}]);
  });
});
