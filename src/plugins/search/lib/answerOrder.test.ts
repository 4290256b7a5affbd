import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withAnswersInOrder} from './answerOrder';

/** A client whose answers the test lets through one by one, in any order. */
function heldClient() {
  const held = new Map<string, () => void>();
  const client = {
    appId: 'local',
    search(requests: {query: string}[]) {
      const query = requests[0]!.query;
      return new Promise<{results: {query: string}[]}>((resolve) => held.set(query, () => resolve({results: [{query}]})));
    },
  };
  return {client, release: (query: string) => held.get(query)!()};
}

test("an answer that comes after a later search's answer is that later answer", async () => {
  const {client, release} = heldClient();
  const wrapped = withAnswersInOrder(client);
  assert.equal(wrapped.appId, 'local');
  const first = wrapped.search([{query: 'ח'}]);
  const second = wrapped.search([{query: 'חופשה'}]);
  release('חופשה');
  assert.deepEqual(await second, {results: [{query: 'חופשה'}]});
  release('ח');
  assert.deepEqual(await first, {results: [{query: 'חופשה'}]});
});

test('answers that come in order are their own, and a failed search changes nothing', async () => {
  const {client, release} = heldClient();
  const wrapped = withAnswersInOrder(client);
  const first = wrapped.search([{query: 'ח'}]);
  const second = wrapped.search([{query: 'חו'}]);
  release('ח');
  assert.deepEqual(await first, {results: [{query: 'ח'}]});
  release('חו');
  assert.deepEqual(await second, {results: [{query: 'חו'}]});
  const failing = withAnswersInOrder({search: async (_requests: unknown[]) => Promise.reject(new Error('offline'))});
  await assert.rejects(failing.search([]), /offline/);
});
