import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answeredHits, answeredQuery, stampAnsweredQuery, withAnsweredQuery} from './queryStamp';

test('each hit carries the query of the result it came in, trimmed when read', () => {
  const response = {
    results: [
      {query: 'pbxhv ', hits: [{objectID: 'a'}, {objectID: 'b'}]},
      {query: 'חופשה', hits: [{objectID: 'c'}]},
    ],
  };
  assert.equal(stampAnsweredQuery(response), response);
  assert.deepEqual(response.results[0]!.hits.map(answeredQuery), ['pbxhv', 'pbxhv']);
  assert.equal(answeredQuery(response.results[1]!.hits[0]!), 'חופשה');
  // Spread by the modal into its own items, the stamp stays.
  assert.equal(answeredQuery({...response.results[1]!.hits[0]!, url: '/x'}), 'חופשה');
});

test('a hit no answer stamped (a saved search) answers no query; odd answers pass through untouched', () => {
  assert.equal(answeredQuery({objectID: 'saved'}), undefined);
  for (const odd of [null, {}, {results: 'x'}, {results: [null, {query: 1, hits: [{}]}, {query: 'q', hits: 'x'}]}]) {
    assert.deepEqual(stampAnsweredQuery(structuredClone(odd)), odd);
  }
});

test('the wrapped client stamps every answer and keeps the rest of the client', async () => {
  const client = {
    appId: 'local',
    async search(requests: {query: string}[]) {
      return {results: requests.map(({query}) => ({query, hits: [{objectID: query}]}))};
    },
  };
  const wrapped = withAnsweredQuery(client);
  assert.equal(wrapped.appId, 'local');
  const {results} = await wrapped.search([{query: 'פנסי'}, {query: 'פנסיה'}]);
  assert.deepEqual(
    results.map((result) => answeredQuery(result.hits[0]!)),
    ['פנסי', 'פנסיה'],
  );
});

test('each hit carries the number of hits of its answer, which "See all" reads from the items on screen', () => {
  const response = {
    results: [
      {query: 'חופשה', nbHits: 12, hits: [{objectID: 'a'}, {objectID: 'b'}]},
      {query: 'חופשה', nbHits: 3, hits: [{objectID: 'c'}]},
    ],
  };
  stampAnsweredQuery(response);
  assert.equal(answeredHits([{objectID: 'saved'}, {...response.results[0]!.hits[1]!, url: '/x'}]), 15);
  assert.equal(answeredHits([{objectID: 'saved'}]), undefined);
});
