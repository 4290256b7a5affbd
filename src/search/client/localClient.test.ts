import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {contentHash} from '../../plugins/search-records';
import {SearchEngine, splitIndex} from '../engine';
import {createAlgoliaClient, createLocalSearchClient, createSearchClient, getLocalSearchClient, parseHost, sharingRepeats} from './localClient';
import {testRecords} from '../testRecords';

const split = splitIndex(SearchEngine.fromRecords(testRecords).serialize(), {hash: contentHash, shardBytes: 500, textBytes: 500});
const indexJson = JSON.stringify(split.entry);

/** Serves the split index like the built site does, counting the fetches of the entry; `failing` answers 503. */
async function indexServer(): Promise<{
  url: string;
  fetches: () => number;
  files: () => string[];
  setFailing: (failing: boolean) => void;
  setFailingFiles: (failing: boolean) => void;
  close: () => Promise<void>;
}> {
  let fetches = 0;
  let failing = false;
  let failingFiles = false;
  const files: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = split.files.get(pathname.replace(/^\/search\//, ''));
    if (pathname === '/search/index.json' || file !== undefined) {
      if (file === undefined) fetches += 1;
      else files.push(pathname);
      if (failing || (failingFiles && file !== undefined)) {
        response.writeHead(503).end('unavailable');
        return;
      }
      response.writeHead(200, {'content-type': 'application/json'}).end(file ?? indexJson);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search/index.json`,
    fetches: () => fetches,
    files: () => files,
    setFailing: (value) => {
      failing = value;
    },
    setFailingFiles: (value) => {
      failingFiles = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    assert.ok(tries < 200, 'timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const docSearchRequest = {
  indexName: 'guide',
  query: 'חופשה',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

test('the index is fetched on the first search only, then answers come from the engine', async () => {
  const server = await indexServer();
  try {
    const client = createLocalSearchClient({indexUrl: server.url});
    assert.equal(client.appId, 'local');
    client.addAlgoliaAgent('docsearch', '4.7.0');
    assert.match(client.transporter.algoliaAgent.value, /docsearch \(4\.7\.0\)/);
    assert.equal(server.fetches(), 0, 'nothing is fetched before the first search');

    const {results} = await client.search({requests: [docSearchRequest]});
    assert.equal(server.fetches(), 1);
    const [first] = results as {hits: {url: string; _snippetResult: unknown}[]; nbHits: number}[];
    assert.ok(first!.nbHits > 0);
    assert.match(decodeURI(first!.hits[0]!.url), /calc-hufsha/);
    assert.match(JSON.stringify(first!.hits[0]!._snippetResult), /<mark>/);

    // The legacy array shape (algoliasearch-helper on the /search page).
    const legacy = await client.search([{indexName: 'guide', params: {query: 'תלוש', hitsPerPage: 15, facets: ['language'], advancedSyntax: true}}]);
    const [helperResult] = legacy.results as {hits: unknown[]; facets: Record<string, Record<string, number>>}[];
    assert.ok(helperResult!.hits.length > 0);
    assert.ok(helperResult!.facets.language!.he! > 0);
    assert.equal(server.fetches(), 1, 'the index is loaded once');
  } finally {
    await server.close();
  }
});

test('a failed index load rejects like unreachable Algolia hosts, and the next search retries', async () => {
  const server = await indexServer();
  try {
    server.setFailing(true);
    const client = createLocalSearchClient({indexUrl: server.url});
    await assert.rejects(client.search({requests: [docSearchRequest]}), (error: Error) => {
      assert.equal(error.name, 'RetryError');
      assert.match(error.message, /Unreachable hosts/);
      return true;
    });
    // The failing search tried twice before it reported the failure.
    assert.equal(server.fetches(), 2);
    server.setFailing(false);
    const {results} = await client.search({requests: [{...docSearchRequest, query: 'פדיון'}]});
    assert.ok((results[0] as {nbHits: number}).nbHits > 0);
    assert.equal(server.fetches(), 3);
  } finally {
    await server.close();
  }
});

test('a term shard or text that fails to arrive is an outage too (after a second try), and the next search fetches it again', async () => {
  const server = await indexServer();
  try {
    const client = createLocalSearchClient({indexUrl: server.url});
    server.setFailingFiles(true);
    await assert.rejects(client.search({requests: [docSearchRequest]}), (error: Error) => error.name === 'RetryError');
    const tried = server.files().length;
    assert.ok(tried >= 2, 'each file the query needs was asked for twice');
    server.setFailingFiles(false);
    const {results} = await client.search({requests: [docSearchRequest]});
    assert.match(decodeURI((results[0] as {hits: {url: string}[]}).hits[0]!.url), /calc-hufsha/);
    assert.ok(server.files().length > tried);
    assert.equal(server.fetches(), 1, 'the entry was fetched once');
  } finally {
    await server.close();
  }
});

test('an unknown route of the offline client is an API error, not an outage', async () => {
  const server = await indexServer();
  try {
    const client = createLocalSearchClient({indexUrl: server.url});
    await assert.rejects(client.customPost({path: '1/indexes/guide/batch', body: {}}), (error: Error) => error.name === 'ApiError');
  } finally {
    await server.close();
  }
});

test('a client created with preload (the search was opened) fetches the index at once, and only once', async () => {
  const server = await indexServer();
  try {
    const client = createSearchClient({appId: 'local', apiKey: 'offline', indexUrl: server.url, preload: true});
    // Twice, as when the modal is opened again: the same index load.
    createSearchClient({appId: 'local', apiKey: 'offline', indexUrl: server.url, preload: true});
    await waitFor(() => server.fetches() === 1);
    const {results} = await client.search({requests: [docSearchRequest]});
    assert.ok((results[0] as {nbHits: number}).nbHits > 0);
    assert.equal(server.fetches(), 1);
    // Without preload (the server renders /search), nothing is fetched.
    createSearchClient({appId: 'local', apiKey: 'offline', indexUrl: `${server.url}?other`});
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(server.fetches(), 1);
  } finally {
    await server.close();
  }
});

test('after a failed preload, the first search loads again, whether the failure came before it or while it waited', async () => {
  const server = await indexServer();
  try {
    server.setFailing(true);
    const client = createSearchClient({appId: 'local', apiKey: 'offline', indexUrl: `${server.url}?failing`, preload: true});
    await waitFor(() => server.fetches() === 1);
    server.setFailing(false);
    const {results} = await client.search({requests: [docSearchRequest]});
    assert.ok((results[0] as {nbHits: number}).nbHits > 0);
    assert.equal(server.fetches(), 2);
  } finally {
    await server.close();
  }
});

test('one offline client per index URL; the Algolia app id gets the real client', () => {
  assert.equal(getLocalSearchClient('/x/search/index.json'), getLocalSearchClient('/x/search/index.json'));
  assert.equal(createSearchClient({appId: 'local', apiKey: 'offline', indexUrl: '/y.json'}), getLocalSearchClient('/y.json'));
  const algolia = createSearchClient({appId: 'APP123', apiKey: 'key'});
  assert.equal(algolia.appId, 'APP123');
});

test('custom hosts for a self-hosted Algolia-compatible server', () => {
  assert.deepEqual(parseHost('http://localhost:8108'), {url: 'localhost', accept: 'readWrite', protocol: 'http', port: 8108});
  assert.deepEqual(parseHost('search.example.com'), {url: 'search.example.com', accept: 'readWrite', protocol: 'https'});
  assert.throws(() => parseHost('ftp://x'), /http or https/);
  const client = createAlgoliaClient({appId: 'APP', apiKey: 'key', host: 'http://127.0.0.1:8108'});
  assert.equal(client.appId, 'APP');
});

test('a search asked again while its answer is on its way shares it; asked after another search, or once answered, it goes to the engine', async () => {
  const asked: string[] = [];
  const answers: (() => void)[] = [];
  const engine = sharingRepeats({
    load: async () => undefined,
    search: (requests) => {
      asked.push(requests[0]!.query!);
      return new Promise((resolve) => answers.push(() => resolve({results: []})));
    },
  });
  const request = (query: string) => [{indexName: 'guide', query}];
  const first = engine.search(request('חופשה'));
  assert.equal(engine.search(request('חופשה')), first, 'the repeat shares the answer on its way');
  void engine.search(request('חו'));
  void engine.search(request('חופשה'));
  assert.deepEqual(asked, ['חופשה', 'חו', 'חופשה'], 'after another search, it is asked again');
  for (const answer of answers.splice(0)) answer();
  await first;
  void engine.search(request('חופשה'));
  assert.deepEqual(asked, ['חופשה', 'חו', 'חופשה', 'חופשה'], 'an answer that came is not kept');
});
