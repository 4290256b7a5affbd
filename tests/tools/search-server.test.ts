import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import {createAlgoliaClient} from '../../src/search/client/localClient';
import {serializeParams} from '../../src/search/engine/params';
import {testRecords} from '../../src/search/testRecords';
import {startSearchServer, type RecordedRequest} from './search-server';

async function withIndexFiles<T>(run: (files: {indexPath: string; recordsPath: string}) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-server-'));
  try {
    const indexPath = path.join(dir, 'index.json');
    const recordsPath = path.join(dir, 'records.json');
    await writeFile(indexPath, JSON.stringify(SearchEngine.fromRecords(testRecords).serialize()));
    await writeFile(recordsPath, JSON.stringify(testRecords));
    return await run({indexPath, recordsPath});
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

type Hits = {hits: {url: string; objectID: string}[]; nbHits: number; queryID?: string};

test('the Algolia lite client searches the server (index.json), as the site does with ALGOLIA_HOST', async () => {
  await withIndexFiles(async ({indexPath}) => {
    const server = await startSearchServer({port: 0, indexPath});
    try {
      const client = createAlgoliaClient({appId: 'APP', apiKey: 'search-key', host: server.url});
      const {results} = await client.search({
        requests: [{indexName: 'guide', query: 'בחופשה', hitsPerPage: 20, clickAnalytics: true, facetFilters: ['language:he']}],
      });
      const [result] = results as Hits[];
      assert.match(decodeURI(result!.hits[0]!.url), /calc-hufsha/);
      assert.match(result!.queryID!, /^[0-9a-f]{32}$/);
      assert.equal((server.requests[0]!.body as {requests: {query: string}[]}).requests[0]!.query, 'בחופשה');
    } finally {
      await server.close();
    }
  });
});

test('the same answers from a records.json, through the params-string and single-index routes', async () => {
  await withIndexFiles(async ({recordsPath, indexPath}) => {
    const fromRecords = await startSearchServer({port: 0, indexPath: recordsPath});
    const fromIndex = await startSearchServer({port: 0, indexPath});
    try {
      const body = JSON.stringify({requests: [{indexName: 'guide', params: serializeParams({query: 'פדיון', hitsPerPage: 5})}]});
      const answers = await Promise.all(
        [fromRecords, fromIndex].map(async (server) => ((await (await fetch(`${server.url}/1/indexes/*/queries`, {method: 'POST', body})).json()) as {results: Hits[]}).results[0]!),
      );
      assert.deepEqual(
        answers[0]!.hits.map((hit) => hit.objectID),
        answers[1]!.hits.map((hit) => hit.objectID),
      );
      const single = (await (
        await fetch(`${fromIndex.url}/1/indexes/guide/query`, {method: 'POST', body: JSON.stringify({params: 'query=%D7%A4%D7%93%D7%99%D7%95%D7%9F&hitsPerPage=5'})})
      ).json()) as Hits;
      assert.deepEqual(
        single.hits.map((hit) => hit.objectID),
        answers[1]!.hits.map((hit) => hit.objectID),
      );
    } finally {
      await fromRecords.close();
      await fromIndex.close();
    }
  });
});

test('CORS: preflight with the x-algolia headers, and the allow-origin header on answers', async () => {
  await withIndexFiles(async ({indexPath}) => {
    const server = await startSearchServer({port: 0, indexPath});
    try {
      const preflight = await fetch(`${server.url}/1/indexes/*/queries`, {
        method: 'OPTIONS',
        headers: {origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-algolia-api-key'},
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
      assert.match(preflight.headers.get('access-control-allow-headers')!, /x-algolia-application-id/);
      assert.match(preflight.headers.get('access-control-allow-methods')!, /POST/);
      const answer = await fetch(`${server.url}/1/indexes/*/queries`, {method: 'POST', body: JSON.stringify({requests: []})});
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    } finally {
      await server.close();
    }
  });
});

test('credentials are checked when configured, from query parameters or headers', async () => {
  await withIndexFiles(async ({indexPath}) => {
    const server = await startSearchServer({port: 0, indexPath, appId: 'APP', apiKey: 'secret'});
    try {
      const body = JSON.stringify({requests: [{indexName: 'guide', query: 'חופשה'}]});
      const denied = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=wrong`, {method: 'POST', body});
      assert.equal(denied.status, 403);
      assert.deepEqual(await denied.json(), {message: 'Invalid Application-ID or API key', status: 403});
      const byQuery = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=secret`, {method: 'POST', body});
      assert.equal(byQuery.status, 200);
      const byHeaders = await fetch(`${server.url}/1/indexes/*/queries`, {method: 'POST', body, headers: {'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'secret'}});
      assert.equal(byHeaders.status, 200);
      const client = createAlgoliaClient({appId: 'APP', apiKey: 'wrong', host: server.url});
      await assert.rejects(client.search({requests: [{indexName: 'guide', query: 'x'}]}), (error: Error) => error.name === 'ApiError');
    } finally {
      await server.close();
    }
  });
});

test('insights events are accepted and, like every request, recorded for GET /__requests', async () => {
  await withIndexFiles(async ({indexPath}) => {
    const server = await startSearchServer({port: 0, indexPath});
    try {
      const events = {events: [{eventType: 'click', eventName: 'Item Selected', index: 'guide', userToken: 'u1', queryID: 'q', objectIDs: ['a'], positions: [1]}]};
      const accepted = await fetch(`${server.url}/1/events`, {method: 'POST', body: JSON.stringify(events)});
      assert.deepEqual(await accepted.json(), {status: 200, message: 'OK'});
      assert.equal(server.events.length, 1);
      await fetch(`${server.url}/1/indexes/*/queries`, {method: 'POST', body: JSON.stringify({requests: [{indexName: 'guide', query: 'חופשה'}]})});
      const recorded = (await (await fetch(`${server.url}/__requests`)).json()) as RecordedRequest[];
      assert.deepEqual(
        recorded.map((request) => `${request.method} ${request.path}`),
        ['POST /1/events', 'POST /1/indexes/*/queries'],
      );
      assert.deepEqual(recorded[0]!.body, events);
      assert.equal((recorded[1]!.body as {requests: {query: string}[]}).requests[0]!.query, 'חופשה');
    } finally {
      await server.close();
    }
  });
});

test("unknown routes answer 404 in Algolia's error shape", async () => {
  const server = await startSearchServer({port: 0});
  try {
    const answer = await fetch(`${server.url}/2/nothing`);
    assert.equal(answer.status, 404);
    assert.equal(((await answer.json()) as {status: number}).status, 404);
  } finally {
    await server.close();
  }
});
