import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test as base, expect, hydrated} from '../e2e/fixtures';
import {directives, recordViolations} from '../e2e/nginx-fixture';
import {documentedKeys, storedKeys, unlistedKeys} from '../e2e/storage-keys';
import {expectNoViolations} from '../e2e/axe';
import {pauseClock, typeAtReadersPace} from '../e2e/search-modal';
import {startSearchServer, type SearchServer} from '../tools/search-server';
import {startNginx, type Nginx} from '../../scripts/lib/nginx';
import {modalRequest} from '../../src/search/client/modalRequest';
// The settings the test build used (scripts/test.mjs); the admin key is there to prove it never leaks.
import env from './env.json';

const buildDir = path.join(process.cwd(), 'build-algolia');
const port = Number(new URL(env.ALGOLIA_HOST).port);

/** Google's gtag.js, which the pages load from Google only after the reader's consent. */
const gtagScript = `https://www.googletagmanager.com/gtag/js?id=${env.GTAG_TRACKING_ID}`;
const collectUrl = 'https://www.google-analytics.com/g/collect';
/**
 * gtag.js stands in as this script: like Google's, it sets the `_ga` cookies, reads the queue, and
 * sends each event to the collect endpoint with the page's address (`dl`), title (`dt`) and
 * referrer (`dr`), taking them from the event's and `set` parameters and else from the browser (the
 * address bar, document.title and document.referrer), with the event's own parameters (`ep.…`,
 * `epn.…`), and sends nothing under `ga-disable-<id>`. So
 * the requests the test reads are the ones Google would get from what the site gives gtag.
 */
const gtagStub = `(() => {
  const id = ${JSON.stringify(env.GTAG_TRACKING_ID)};
  window.gtagStubLoaded = true;
  const sent = new WeakSet();
  let settings = {};
  const disabled = () => window['ga-disable-' + id] === true;
  const flush = () => {
    for (const args of window.dataLayer) {
      if (sent.has(args)) continue;
      sent.add(args);
      const [command, name, params] = Array.from(args);
      if (command === 'set' && typeof name === 'object') settings = {...settings, ...name};
      if (command !== 'event' || disabled()) continue;
      if (!document.cookie.includes('_ga=')) {
        document.cookie = '_ga=GA1.1.1234.5678; path=/';
        document.cookie = '_ga_' + id.slice(2) + '=GS1.1.5678; path=/';
      }
      const all = {...settings, ...(params || {})};
      const query = new URLSearchParams({v: '2', tid: id, en: name, dl: all.page_location ?? location.href, dt: all.page_title ?? document.title, dr: all.page_referrer ?? document.referrer});
      // The event's own parameters, as gtag.js sends them (ep. text, epn. numbers).
      for (const [key, value] of Object.entries(params || {})) if (!key.startsWith('page_')) query.set((typeof value === 'number' ? 'epn.' : 'ep.') + key, String(value));
      fetch(${JSON.stringify(collectUrl)} + '?' + query, {method: 'POST', mode: 'no-cors', keepalive: true});
    }
  };
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...items) => { const length = push(...items); flush(); return length; };
  flush();
})();`;
const insightsEvents = 'https://insights.algolia.io/1/events';

const isGtagScript = (url: string): boolean => url === gtagScript;
const isCollect = (url: string): boolean => url.startsWith(`${collectUrl}?`);
const isAnalytics = (url: string): boolean => /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//.test(url);
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
      await page.route(
        (url) => isGtagScript(url.href),
        (route) => route.fulfill({contentType: 'text/javascript', body: gtagStub}),
      );
      await page.route(
        (url) => isCollect(url.href),
        (route) => route.fulfill({status: 204}),
      );
      await page.route(
        (url) => isInsightsEvent(url.href),
        async (route) => {
          // search-insights puts the credentials in the query string: keep it.
          const {pathname, search} = new URL(route.request().url());
          try {
            await route.fulfill({response: await route.fetch({url: `${env.ALGOLIA_HOST}${pathname}${search}`})});
          } catch {
            await route.abort('connectionrefused');
          }
        },
      );
      await use(requests);
      expect(
        requests.filter((url) => !isGtagScript(url) && !isCollect(url) && !isInsightsEvent(url)),
        'requests to other hosts',
      ).toEqual([]);
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

/** The consent bar at the bottom of every page of a build with analytics, until the reader answers. */
const consentBar = (page: Page) => page.getByRole('region', {name: 'מדידת גלישה'});

/** The parameters of each analytics event the page sent, in order. */
function collected(requests: readonly string[]): Record<string, string>[] {
  return requests.filter(isCollect).map((url) => Object.fromEntries(new URL(url).searchParams));
}

/** gtag's queue as gtag.js reads it: each call's arguments. */
function dataLayerOf(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)));
}

/** Nothing of Google's on the page: no request to its hosts, no gtag, no `_ga` cookie. */
async function expectNoAnalytics(page: Page, requests: readonly string[]): Promise<void> {
  expect(requests.filter(isAnalytics), 'requests to analytics hosts').toEqual([]);
  expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
  expect((await page.context().cookies()).filter(({name}) => name.startsWith('_ga'))).toEqual([]);
}

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

test('the modal sends the exact DocSearch request (index, query, hits per page, attributes, facet filters by language and docs tag) through the real Algolia client', async ({page}) => {
  const search = await startServer();
  await page.goto('/intro');
  await hydrated(page);
  const lastQuery = () => search.requests.filter((request) => request.path === queriesPath).at(-1)!;
  // Before the reader consents to analytics, queries ask for no click analytics (no queryID) and no search analytics.
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('דמי הבראה');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  expect(lastQuery().body).toMatchObject({requests: [{query: 'דמי הבראה', clickAnalytics: false, analytics: false}]});
  // That request is the one the opening dialog and the MCP server ask the offline engine.
  expect(lastQuery().body).toEqual({requests: [modalRequest('דמי הבראה', {indexName: env.ALGOLIA_INDEX_NAME})]});
  await page.keyboard.press('Escape');
  await consentBar(page).getByRole('button', {name: 'אישור מדידה'}).click();
  await expect(consentBar(page)).toHaveCount(0);

  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('');
  await page.locator('.DocSearch-Input').fill('דמי הבראה');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await expect.poll(() => (lastQuery().body as {requests: {clickAnalytics?: boolean}[]}).requests[0]!.clickAnalytics).toBe(true);
  const last = lastQuery();
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
        // DocSearch's own, beside the request's own list: the mark where a snippet is cut.
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        analytics: true,
        clickAnalytics: true,
        facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  });
  // With consent, the results' view event follows 400 ms after they settle. It reaches the test's server
  // before the test ends: sent after the test's routes are gone, it went to Algolia's own host, which no
  // name resolves here, and its console error failed the test on a busy machine.
  await expect.poll(() => search.events.length).toBe(1);
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
  expect(requests).toEqual([modalRequest('חופשה', {indexName: env.ALGOLIA_INDEX_NAME, words: 5})]);
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
      // Without the reader's consent to analytics (the consent bar is unanswered), no search analytics.
      {...common, hitsPerPage: 15, analytics: false, facets: ['docusaurus_tag', 'language'], facetFilters: [tags, ['language:he']]},
      {...common, hitsPerPage: 0, analytics: false, clickAnalytics: false, facets: 'docusaurus_tag', facetFilters: [['language:he']]},
      {...common, hitsPerPage: 0, analytics: false, clickAnalytics: false, facets: 'language', facetFilters: [tags]},
    ],
  });
});

test('no page connects ahead to any host: the search connects to its server only when the reader opens it', async ({page}) => {
  const search = await startServer();
  const earlyConnections = () => page.$$eval('link[rel=preconnect], link[rel=dns-prefetch], link[rel=preload][href^="http"]', (links) => links.map((link) => link.getAttribute('href')));
  await page.goto('/intro');
  await hydrated(page);
  // The pointer on the search button loads the modal's code (from this site), not a connection to the search host.
  await page.getByRole('button', {name: 'חיפוש'}).first().hover();
  await page.locator('main').click();
  expect(await earlyConnections()).toEqual([]);
  expect(search.requests).toEqual([]);
  await openSearch(page);
  expect(await earlyConnections()).toEqual([env.ALGOLIA_HOST]);
  // A client-side navigation keeps the one connection; no other host is named.
  await page.keyboard.press('Escape');
  await page.locator('.pagination-nav__link--next').click();
  await hydrated(page);
  await openSearch(page);
  expect(await earlyConnections()).toEqual([env.ALGOLIA_HOST]);
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
  test('search works under the CSP; its view and click events only after consent: the insights library comes from the site, a click sends its event, no violation', async ({
    page,
    nginx,
    offsiteRequests,
  }) => {
    const violations = await recordViolations(page);
    const search = await startServer();
    // The page's timers run as usual until the test pauses its clock, to type.
    await page.clock.install();
    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);

    // Before the reader's consent: results, but no view or click event.
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/calc-hufsha/);
    await hydrated(page);
    expect(search.events).toEqual([]);
    expect(offsiteRequests.filter(isInsightsEvent)).toEqual([]);
    expect((await storedKeys(page)).map(({key}) => key)).not.toContain('AlgoliaObjectQueryCache');

    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    await consentBar(page).getByRole('button', {name: 'אישור מדידה'}).click();
    await expect(consentBar(page)).toHaveCount(0);
    await openSearch(page);
    // Typed letter by letter at a reader's pace, on the page's clock: each keystroke is a query with
    // its own results on screen, 100 ms before the next key.
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await pauseClock(page);
    await typeAtReadersPace(page, 'חופשה', 100);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const shown = await page.locator('.DocSearch-Hit').count();

    // A view is sent 400 ms after the results stop changing, not once per keystroke: one view, of
    // the last query's results.
    const events = () => search.events as InsightsEvent[];
    await page.clock.runFor(5_000);
    await page.clock.resume();
    await expect.poll(() => events().length).toBe(1);
    const view = events()[0]!;
    expect(view).toMatchObject({eventType: 'view', eventName: 'Items Viewed', index: env.ALGOLIA_INDEX_NAME});
    expect(new Set(view.objectIDs).size).toBe(view.objectIDs.length);
    expect(view.objectIDs.length).toBe(Math.min(shown, 20));
    expect(view.userToken).toBeTruthy();

    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/calc-hufsha/);
    await expect.poll(() => events().length).toBe(2);
    const click = events().at(-1)!;
    expect(click).toMatchObject({eventType: 'click', eventName: 'Item Selected', index: env.ALGOLIA_INDEX_NAME, positions: [1], userToken: view.userToken});
    expect(click.objectIDs).toEqual([view.objectIDs[0]]);
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);

    // Sent to Algolia's insights host with the search-only credentials in the query string.
    const sent = search.requests.filter((request) => request.path === '/1/events');
    // The view and the click.
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.query['X-Algolia-Application-Id']).toBe(env.ALGOLIA_APP_ID);
      expect(request.query['X-Algolia-API-Key']).toBe(env.ALGOLIA_SEARCH_API_KEY);
    }
    expect(offsiteRequests.filter(isInsightsEvent)).toHaveLength(2);
    expect(violations).toEqual([]);

    // What search with Algolia keeps in the browser is on the cookies page too.
    const stored = await storedKeys(page);
    const {rows} = await documentedKeys(page);
    expect(unlistedKeys(stored, rows), 'keys the site stores but /legal/cookies does not list').toEqual([]);
    expect(stored.map(({key}) => key)).toEqual(expect.arrayContaining(['AlgoliaObjectQueryCache', `__DOCSEARCH_RECENT_SEARCHES__${env.ALGOLIA_INDEX_NAME}`]));

    // Withdrawing consent on the cookies page deletes what the click events kept, and no more events go.
    await page.goto(`${nginx.url}/legal/cookies#analytics`);
    await hydrated(page);
    await page.getByRole('main').getByRole('button', {name: 'סירוב למדידה'}).click();
    await expect.poll(async () => (await storedKeys(page)).map(({key}) => key)).not.toContain('AlgoliaObjectQueryCache');
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const lastQuery = search.requests.filter((request) => request.path === queriesPath).at(-1)!;
    expect(lastQuery.body).toMatchObject({requests: [{query: 'חופשה', clickAnalytics: false, analytics: false}]});
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/calc-hufsha/);
    await hydrated(page);
    expect(events()).toHaveLength(2);
    expect((await storedKeys(page)).map(({key}) => key)).not.toContain('AlgoliaObjectQueryCache');
  });

  test('analytics: nothing reaches Google before consent; after it, page views without the query string, gtag configured without Google signals, ad personalisation or a parent-domain cookie, under a CSP that allows exactly these hosts', async ({
    page,
    nginx,
    offsiteRequests,
  }) => {
    const violations = await recordViolations(page);
    const search = await startServer();
    const response = await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    const bar = consentBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', {name: 'אישור מדידה'})).toBeVisible();
    await expect(bar.getByRole('button', {name: 'סירוב למדידה'})).toBeVisible();
    // A client-side navigation before answering sends nothing either.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/intro$/);
    await hydrated(page);
    await expectNoAnalytics(page, offsiteRequests);

    await bar.getByRole('button', {name: 'אישור מדידה'}).click();
    await expect(bar).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    await expect.poll(() => offsiteRequests.filter(isCollect).length).toBe(1);
    expect(offsiteRequests).toContain(gtagScript);
    const dataLayer = () => page.evaluate(() => (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args)));
    // The one config call, as gtag.js reads it from the queue: no anonymize_ip (GA4 ignores it; the pages say the IP reaches Google).
    expect((await dataLayer()).filter(([command]) => command === 'config')).toEqual([
      ['config', env.GTAG_TRACKING_ID, {send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_domain: 'none'}],
    ]);
    const here = new URL(page.url());
    expect(collected(offsiteRequests).at(-1)).toMatchObject({en: 'page_view', dl: `${nginx.url}${here.pathname}`});

    // The search page: its address and title hold the query; the page view holds neither.
    const query = 'דמי הבראה';
    await page.goto(`${nginx.url}/search?q=${encodeURIComponent(query)}&utm_source=mail#top`);
    await hydrated(page);
    await expect(page).toHaveTitle(new RegExp(query));
    await expect.poll(() => collected(offsiteRequests).at(-1)).toMatchObject({en: 'page_view', dl: `${nginx.url}/search`, dt: '/search'});
    // A result opened from the search page: the referrer is the search page without its query.
    await page.locator('main article a').first().click();
    await expect(page).not.toHaveURL(/\/search/);
    await expect.poll(() => collected(offsiteRequests).at(-1)?.dr).toBe(`${nginx.url}/search`);
    for (const url of offsiteRequests.filter(isAnalytics)) {
      const decoded = decodeURIComponent(url);
      expect(decoded, 'an analytics request').not.toContain(query);
      expect(decoded).not.toMatch(/[?&]q=|utm_source|#top/);
    }
    expect(search.requests.length).toBeGreaterThan(0);

    // The choice is remembered: the next visit loads gtag.js at once and shows no bar.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    await expect(consentBar(page)).toHaveCount(0);

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
  test('analytics: a settled search and a search without results reach gtag as counts, without a word of the query; the page feedback too', async ({page, nginx, offsiteRequests}) => {
    await startServer();
    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    // The events, like the page views, go only with the reader's consent.
    await consentBar(page).getByRole('button', {name: 'אישור מדידה'}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    const events = () =>
      page.evaluate(() => (window as unknown as {dataLayer: IArguments[]}).dataLayer.map((args) => Array.from(args)).filter(([command, name]) => command === 'event' && name !== 'page_view'));
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    await expect.poll(events, {timeout: 10_000}).toEqual([['event', 'search', {hits: expect.any(Number), wrong_layout: false}]]);
    expect((await events())[0]![2].hits).toBeGreaterThan(0);
    // A name, an e-mail address, a health word and a phone number, which the guide does not answer:
    // counted as a search without results, never a word of it sent.
    await page.locator('.DocSearch-Input').fill('דנה כהן dana@example.org סוכרת 0501234567');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect.poll(events, {timeout: 10_000}).toEqual([
      ['event', 'search', {hits: expect.any(Number), wrong_layout: false}],
      ['event', 'search', {hits: 0, wrong_layout: false}],
      ['event', 'search_no_results', {wrong_layout: false}],
    ]);
    const sentToGoogle = [JSON.stringify(await dataLayerOf(page)), ...offsiteRequests.filter(isAnalytics).map((url) => decodeURIComponent(url))];
    for (const sent of sentToGoogle) expect(sent).not.toMatch(/חופשה|דנה|כהן|dana|סוכרת|0501234567/);
    expect(collected(offsiteRequests).filter(({en}) => en === 'search_no_results')).toHaveLength(1);
    await page.keyboard.press('Escape');
    const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
    await feedback.getByRole('button', {name: 'כן'}).click();
    await expect(feedback.getByText('התשובה שלכם נשלחה')).toBeVisible();
    expect(await events()).toContainEqual(['event', 'page_feedback', {page_path: '/intro', answer: 'yes'}]);
    // "לא" and a reason: one event with the page, the answer and the reason.
    await page.goto(`${nginx.url}/release-notes/version%201.2.0`);
    await hydrated(page);
    const feedbackNo = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
    await feedbackNo.getByRole('button', {name: 'לא'}).click();
    await feedbackNo.getByRole('button', {name: 'יש בדף טעות או מידע ישן'}).click();
    await expect(feedbackNo.getByText('התשובה שלכם נשלחה')).toBeVisible();
    expect((await events()).filter(([, name]) => name === 'page_feedback')).toEqual([['event', 'page_feedback', {page_path: '/release-notes/version 1.2.0', answer: 'no', reason: 'wrong'}]]);
  });

  test('analytics on the /search page: the same events and rules as the modal, a query in the address too, and nothing without consent', async ({page, nginx, offsiteRequests}) => {
    const search = await startServer();
    // The page's own query (the first of algoliasearch-helper's requests) as Algolia received it.
    const lastQuery = (query: string) =>
      search.requests
        .filter((request) => request.path === queriesPath)
        .filter((request) => (request.body as {requests: {query: string}[]}).requests[0]?.query === query)
        .at(-1)?.body as {requests: {analytics?: boolean}[]} | undefined;
    const events = () =>
      page.evaluate(() => ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)).filter(([command, name]) => command === 'event' && name !== 'page_view'));
    const field = page.getByRole('searchbox', {name: 'חיפוש'});
    // Declined: the page's timers run on a clock the test moves, past the settling time, and nothing is sent.
    await page.clock.install();
    await page.goto(`${nginx.url}/search`);
    await hydrated(page);
    await consentBar(page).getByRole('button', {name: 'סירוב למדידה'}).click();
    await field.fill('חופשה');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.clock.runFor(5_000);
    expect(await events()).toEqual([]);
    expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
    // Nor does Algolia count the query in its search analytics.
    expect(lastQuery('חופשה')?.requests[0]?.analytics, "Algolia's search analytics of a query on the /search page, declined").toBe(false);
    // Accepted (changed on the cookies page): the settled query, without its digits, and a query that finds nothing.
    await page.goto(`${nginx.url}/legal/cookies#analytics`);
    await hydrated(page);
    const accept = page.getByRole('main').getByRole('button', {name: 'אישור מדידה'});
    await accept.click();
    await expect(accept).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${nginx.url}/search`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    await field.fill('הבראה');
    await expect(page.locator('main article').first()).toBeVisible();
    await page.clock.runFor(5_000);
    await expect.poll(events).toEqual([['event', 'search', {hits: expect.any(Number), wrong_layout: false}]]);
    expect(lastQuery('הבראה')?.requests[0]?.analytics, "Algolia's search analytics of a query on the /search page, accepted").toBe(true);
    await field.fill('קשקשת זזזזז');
    await expect(page.getByText('לא נמצאו תוצאות', {exact: true})).toBeVisible();
    await page.clock.runFor(5_000);
    await expect.poll(events).toEqual([
      ['event', 'search', {hits: expect.any(Number), wrong_layout: false}],
      ['event', 'search', {hits: 0, wrong_layout: false}],
      ['event', 'search_no_results', {wrong_layout: false}],
    ]);
    // A query that arrives in the address (a link to results) with an e-mail address in it, which the
    // guide does not answer: counted as a search without results, no word of it in the queue or the requests.
    const inAddress = 'מחלה yossi@example.org';
    await page.goto(`${nginx.url}/search?q=${encodeURIComponent(inAddress)}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {gtagStubLoaded?: boolean}).gtagStubLoaded)).toBe(true);
    await expect(page.getByText('לא נמצאו תוצאות', {exact: true})).toBeVisible();
    await page.clock.runFor(5_000);
    await expect.poll(events).toEqual([
      ['event', 'search', {hits: 0, wrong_layout: false}],
      ['event', 'search_no_results', {wrong_layout: false}],
    ]);
    const sentToGoogle = [JSON.stringify(await dataLayerOf(page)), ...offsiteRequests.filter(isAnalytics).map((url) => decodeURIComponent(url))];
    for (const sent of sentToGoogle) expect(sent).not.toMatch(/הבראה|קשקשת|זזזזז|מחלה|yossi/);
    expect(
      collected(offsiteRequests)
        .filter(({en}) => en === 'search')
        .map((params) => params['epn.hits']),
    ).toHaveLength(3);
  });
});

test('declining analytics is as easy as accepting, is remembered, and can be changed (and undone) from the cookies page', async ({page, offsiteRequests}) => {
  await page.goto('/intro');
  await hydrated(page);
  await consentBar(page).getByRole('button', {name: 'סירוב למדידה'}).click();
  await expect(consentBar(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/intro$/);
  await page.reload();
  await hydrated(page);
  await expect(consentBar(page)).toHaveCount(0);
  await expectNoAnalytics(page, offsiteRequests);

  // The cookies page says what was chosen and changes it.
  await page.goto('/legal/cookies#analytics');
  await hydrated(page);
  const status = page.getByRole('status').filter({hasText: 'הבחירה שלכם'});
  await expect(status).toHaveText('הבחירה שלכם: מדידת הגלישה כבויה בדפדפן זה.');
  const accept = page.getByRole('main').getByRole('button', {name: 'אישור מדידה'});
  const decline = page.getByRole('main').getByRole('button', {name: 'סירוב למדידה'});
  await expect(decline).toHaveAttribute('aria-pressed', 'true');
  await expectNoAnalytics(page, offsiteRequests);
  await accept.click();
  await expect(status).toHaveText('הבחירה שלכם: מדידת הגלישה מופעלת בדפדפן זה.');
  await expect(accept).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => collected(offsiteRequests).at(-1)).toMatchObject({en: 'page_view', dl: new URL('/legal/cookies', page.url()).href});
  await expect.poll(async () => (await page.context().cookies()).map(({name}) => name).sort()).toEqual(['_ga', `_ga_${env.GTAG_TRACKING_ID.slice(2)}`]);

  // What the choice keeps in the browser is on the cookies page too.
  const stored = await storedKeys(page);
  expect(stored.map(({key}) => key)).toEqual(expect.arrayContaining([expect.stringMatching(/^analytics-consent-/), '_ga']));
  const {rows} = await documentedKeys(page);
  expect(unlistedKeys(stored, rows), 'keys the site stores but /legal/cookies does not list').toEqual([]);

  // Withdrawing consent: the cookies go, and nothing more is sent from this page or the next.
  await hydrated(page);
  const sent = collected(offsiteRequests).length;
  await page.getByRole('main').getByRole('button', {name: 'סירוב למדידה'}).click();
  await expect(page.getByRole('status').filter({hasText: 'הבחירה שלכם'})).toHaveText('הבחירה שלכם: מדידת הגלישה כבויה בדפדפן זה.');
  await expect.poll(async () => (await page.context().cookies()).filter(({name}) => name.startsWith('_ga'))).toEqual([]);
  await page.getByRole('link', {name: 'מדיניות הפרטיות'}).first().click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('מדיניות פרטיות');
  expect(collected(offsiteRequests)).toHaveLength(sent);
});

test.describe('the consent bar', () => {
  test.describe.configure({timeout: 120_000});

  test('moves no content when it appears, keeps focus in view, and has no axe violation at 390 and 1280 px, light and dark', async ({page}) => {
    await page.addInitScript(() => {
      const state = window as unknown as {shifts: number[]};
      state.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.shifts.push((entry as PerformanceEntry & {value: number}).value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({width, height: 800});
        await page.emulateMedia({colorScheme: scheme});
        await page.goto('/intro');
        await hydrated(page);
        await expect(consentBar(page)).toBeVisible();
        const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          `layout shift at ${width} px`,
        ).toBeLessThan(0.01);
        await expectNoViolations(page, `with the consent bar in ${scheme} mode at ${width} px`);
      }
    }
    // The last link of the page, focused from the keyboard, scrolls clear of the bar.
    const last = page.locator('footer a').last();
    await last.focus();
    await expect(last).toBeFocused();
    const [link, bar] = await Promise.all([last.boundingBox(), consentBar(page).boundingBox()]);
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y);
    // Both answers are reached with Tab after the page, and both are the same size.
    const buttons = consentBar(page).getByRole('button');
    const [first, second] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
    expect(first!.width).toBe(second!.width);
    expect(first!.height).toBe(second!.height);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consentBar(page)).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('the choice on the cookies page has no axe violation', async ({page}) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/legal/cookies');
      await hydrated(page);
      await consentBar(page).getByRole('button', {name: 'אישור מדידה'}).click();
      await expect(page.getByRole('status').filter({hasText: 'הבחירה שלכם'})).toBeVisible();
      await expectNoViolations(page, `on /legal/cookies with the choice in ${scheme} mode`);
      await page.evaluate(() => localStorage.clear());
    }
  });
});
