import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {test, expect, hydrated} from './fixtures';
import {openSearch, searchResults} from './search-modal';
import {docRoutes} from './page-markdown';
import {queries} from '../../src/search/quality/queries';
import {pagePath} from '../../src/search/quality/evaluate';
import {SearchEngine} from '../../src/search/engine';
import {readSearchIndex} from '../../src/plugins/search-records';
import {modalRequest} from '../../src/search/client/modalRequest';
import {modalHits, type GuideHit, type GuideSearchAnswer} from '../../services/mcp/lib/modalSearch';
import {startService, stdioCommand, type RunningService} from '../../services/mcp/lib/service';

// The guide's MCP server (services/mcp), started for real over the production build, as an
// assistant calls it: the SDK's own client, over streamable HTTP (npm run mcp:serve) and stdio.

const buildDir = path.resolve('build');
// The ranking is the quality gate's: here, one query of each kind the server reads as the modal does.
const sample = (['prefix', 'wrong-layout', 'typo'] as const).map((kind) => queries.find((queryCase) => queryCase.kind === kind)!);

async function httpClient(service: RunningService): Promise<Client> {
  const client = new Client({name: 'guide-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(service.url)));
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args}) as Promise<CallToolResult>;
const text = (result: CallToolResult): string => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
const found = (result: CallToolResult): GuideSearchAnswer => result.structuredContent as GuideSearchAnswer;

/** A hit's page and heading as a reader's address bar shows them: decoded, without the site. */
const place = (url: string): string => {
  const parsed = new URL(url, 'https://docs.example.com');
  return `${decodeURI(parsed.pathname)}${decodeURIComponent(parsed.hash)}`;
};

test.describe('over streamable HTTP', () => {
  let service: RunningService;
  let client: Client;
  test.beforeAll(async () => {
    service = await startService(buildDir);
    client = await httpClient(service);
  });
  test.afterAll(async () => {
    await client?.close();
    await service?.stop();
  });

  test('it offers its three tools, read-only', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'list_pages', 'search_guide']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  });

  test('search_guide gives the hits the modal shows from the engine over the whole index, for a prefix, a typo and a layout query', async () => {
    // The quality gate's engine: the build's split index joined into one, searched with the modal's request.
    const engine = SearchEngine.fromSerialized(await readSearchIndex(path.join(buildDir, 'search')));
    for (const {query, expected} of sample) {
      const answer = found(await call(client, 'search_guide', {query}));
      const [result] = engine.searchRequests([modalRequest(query)]).results;
      const hits = result && 'hits' in result ? modalHits(result.hits).slice(0, 10) : [];
      expect(
        answer.hits.map((hit) => hit.url),
        query,
      ).toEqual(hits.map((hit) => String(hit.url)));
      expect(answer.hits.length, query).toBeGreaterThan(0);
      // And the gate's own judgement holds: an expected page among the first five.
      expect(
        answer.hits.slice(0, 5).some((hit) => expected.includes(pagePath(hit.url))),
        query,
      ).toBe(true);
    }
  });

  test('a Hebrew query with a prefix letter and one typed on the English layout find their pages, with title, section, URL and snippet', async () => {
    const prefixed = found(await call(client, 'search_guide', {query: 'בדמי הבראה'}));
    expect(pagePath(prefixed.hits[0]!.url)).toBe('/calculation-results/calc-avraa');
    expect(prefixed.hits[0]!.title).toBe('דמי הבראה');
    expect(prefixed.hits.some((hit) => hit.section !== null && /\*\*ה?הבראה\*\*/.test(hit.snippet))).toBe(true);
    const layout = found(await call(client, 'search_guide', {query: 'vranv'}));
    expect(layout.layoutReading).toBe('הרשמה');
    expect(pagePath(layout.hits[0]!.url)).toBe('/signup-login/signup-login-screen');
    expect(layout.hits.length).toBeLessThanOrEqual(10);
  });

  test("get_page gives a page's Markdown exactly as /<route>.md does, by route or by the site's URL", async ({request}) => {
    const markdown = await (await request.get('/release-notes/version%201.2.0.md')).text();
    for (const route of ['/release-notes/version 1.2.0', '/release-notes/version%201.2.0', 'https://docs.example.com/release-notes/version%201.2.0#x', 'release-notes/version 1.2.0.md']) {
      const result = await call(client, 'get_page', {route});
      expect(result.isError, route).toBeFalsy();
      expect(text(result), route).toBe(markdown);
    }
    expect(markdown).toMatch(/^מקור: <https:\/\/docs\.example\.com\/release-notes\/version%201\.2\.0>\n/);
  });

  test("list_pages gives the sidebar's categories and every page in its order", async () => {
    const structure = (await call(client, 'list_pages', {})).structuredContent as {categories: {category: string | null; pages: {route: string}[]}[]};
    expect(structure.categories.flatMap((group) => group.pages.map((page) => page.route))).toEqual(docRoutes);
    expect(structure.categories.map((group) => group.category)).toContain('תוצאות החישוב');
  });

  test('bad inputs get errors that say why, and the server keeps answering', async () => {
    const refused: [string, Record<string, unknown>, RegExp][] = [
      ['get_page', {route: '../../../../etc/passwd'}, /"\.\."/],
      ['get_page', {route: '/%2e%2e/%2e%2e/etc/passwd'}, /"\.\."/],
      ['get_page', {route: '/intro%00'}, /control/],
      ['get_page', {route: '/legal/privacy'}, /no page at "\/legal\/privacy"/],
      ['get_page', {route: '/search/index.json'}, /no page/],
      ['get_page', {route: 'https://evil.example/intro'}, /not this guide's site/],
      ['get_page', {route: 'x'.repeat(5_000)}, /at most 512/],
      ['get_page', {}, /route/],
      ['search_guide', {query: 'א'.repeat(65)}, /at most 64/],
      ['search_guide', {query: '\u0000\u0001\u0002\u00ff'}, /control/],
      ['search_guide', {query: ''}, /empty/],
      ['search_guide', {query: 42}, /string/],
    ];
    for (const [name, args, reason] of refused) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true);
      expect(text(result)).toMatch(reason);
    }
    const unknown = await call(client, 'delete_guide', {});
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/Tool delete_guide not found/);
    await expect(call(client, 'search_guide', {query: 'x'.repeat(100_000)})).rejects.toThrow(/over 65536 bytes/);
    // Raw HTTP: a huge body, a body that is not JSON, another method, another path.
    expect((await fetch(service.url, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body: `"${'x'.repeat(200_000)}"`})).status).toBe(
      413,
    );
    expect((await fetch(service.url, {method: 'POST', headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'}, body: '{not json'})).status).toBe(400);
    expect((await fetch(service.url, {method: 'GET'})).status).toBe(405);
    expect((await fetch(new URL('/etc/passwd', service.url), {method: 'POST', body: '{}'})).status).toBe(404);
    // Many calls at once: every one answered.
    const answers = await Promise.all(Array.from({length: 40}, (_, i) => call(client, 'search_guide', {query: i % 2 ? 'תלוש' : 'חופשה'})));
    expect(answers.every((answer) => !answer.isError && found(answer).hits.length > 0)).toBe(true);
    expect(found(await call(client, 'search_guide', {query: 'שעות נוספות'})).hits.length).toBeGreaterThan(0);
  });
});

test('over stdio, a local assistant searches and reads pages', async () => {
  const client = new Client({name: 'guide-tests', version: '1.0.0'});
  await client.connect(new StdioClientTransport({...stdioCommand(buildDir), stderr: 'pipe'}));
  try {
    const answer = found(await call(client, 'search_guide', {query: 'וכשהעובד חולה'}));
    expect(pagePath(answer.hits[0]!.url)).toBe('/calculation-results/calc-mahala');
    expect(text(await call(client, 'get_page', {route: '/intro'}))).toBe(readFileSync(path.join(buildDir, 'intro.md'), 'utf8'));
    expect((await call(client, 'get_page', {route: '..\\..\\etc\\passwd'})).isError).toBe(true);
    expect((await call(client, 'list_pages', {})).isError).toBeFalsy();
  } finally {
    await client.close();
  }
});

test("the modal shows the server's hits, in its own grouping by section of the guide", async ({page}) => {
  const service = await startService(buildDir);
  const client = await httpClient(service);
  try {
    await page.goto('/intro');
    await hydrated(page);
    await openSearch(page);
    for (const query of ['בדמי הבראה', 'vranv', 'לקרן השתלמות']) {
      const hits: GuideHit[] = found(await call(client, 'search_guide', {query})).hits;
      await searchResults(page, query);
      const links = page.locator('.DocSearch-Hit a[data-query]');
      await expect(links.first()).toHaveAttribute('data-query', query);
      const shown = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map(place);
      const served = hits.map((hit) => place(hit.url));
      // DocSearch groups its hits by their lvl0 (the sidebar's category), in the order each group first appears.
      const groups = [...new Set(hits.map((hit) => hit.category))];
      const grouped = groups.flatMap((group) => hits.filter((hit) => hit.category === group)).map((hit) => place(hit.url));
      // Within a page, the page's own hit comes first (src/plugins/search/lib/pageFirst.ts): the pages
      // are compared in order, and each page's hits as a set.
      const byPage = (places: string[]): [string, string[]][] => {
        const pages = new Map<string, string[]>();
        for (const place of places) pages.set(place.split('#')[0]!, [...(pages.get(place.split('#')[0]!) ?? []), place]);
        return [...pages].map(([page, all]) => [page, all.sort()]);
      };
      expect(byPage(shown.filter((url) => served.includes(url))), query).toEqual(byPage(grouped));
    }
  } finally {
    await client.close();
    await service.stop();
  }
});
