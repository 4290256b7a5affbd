import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LiteClient} from 'algoliasearch/lite';
import {lazySearchClient} from './lazyClient';

/** A stand-in for the real client that records what it was asked. */
function fakeClient(calls: string[]): LiteClient {
  return {
    appId: 'app',
    search: async (request: unknown) => {
      calls.push(`search ${JSON.stringify(request)}`);
      return {results: []};
    },
    addAlgoliaAgent: (segment: string, version?: string) => calls.push(`agent ${segment} ${version}`),
  } as unknown as LiteClient;
}

test('nothing is loaded until the first search, and then only once', async () => {
  const calls: string[] = [];
  let loads = 0;
  const client = lazySearchClient('app', async () => {
    loads += 1;
    return fakeClient(calls);
  });
  client.addAlgoliaAgent('docusaurus', '3.10.2');
  assert.equal(loads, 0);
  assert.equal(client.appId, 'app');
  await Promise.all([client.search({requests: [{indexName: 'a'}]}), client.search({requests: [{indexName: 'b'}]})]);
  assert.equal(loads, 1);
  // Agents added before the load reach the real client before its first search.
  assert.deepEqual(calls, ['agent docusaurus 3.10.2', 'search {"requests":[{"indexName":"a"}]}', 'search {"requests":[{"indexName":"b"}]}']);
});

test('a failed load fails that search, and the next search loads again', async () => {
  const calls: string[] = [];
  let loads = 0;
  const client = lazySearchClient('app', async () => {
    loads += 1;
    if (loads === 1) throw new Error('offline');
    return fakeClient(calls);
  });
  await assert.rejects(client.search({requests: []}), /offline/);
  await client.search({requests: []});
  assert.equal(loads, 2);
  assert.deepEqual(calls, ['search {"requests":[]}']);
});

test('load() starts loading before the first search (the search was opened); the searches share that load', async () => {
  const calls: string[] = [];
  let loads = 0;
  const client = lazySearchClient('app', async () => {
    loads += 1;
    return fakeClient(calls);
  });
  const loading = client.load();
  assert.equal(loads, 1);
  await client.search({requests: []});
  await loading;
  assert.equal(loads, 1);
  assert.deepEqual(calls, ['search {"requests":[]}']);
});
