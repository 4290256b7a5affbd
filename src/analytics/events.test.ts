import assert from 'node:assert/strict';
import {test} from 'node:test';
import {analyticsEvents, safeSearchTerm} from './events';
import {searchReporter, withSearchEvents} from './searchEvents';

test('no run of 5 or more digits leaves the page, and the term is at most 64 characters', () => {
  assert.equal(safeSearchTerm('תלוש 123456789 של יוסי'), 'תלוש של יוסי');
  assert.equal(safeSearchTerm('טלפון 050-123-4567'), 'טלפון');
  assert.equal(safeSearchTerm('טלפון 050 1234567'), 'טלפון');
  assert.equal(safeSearchTerm('שעות 125% ו-8.6 שעות ב-2025'), 'שעות 125% ו-8.6 שעות ב-2025');
  assert.equal(safeSearchTerm('12345'), '');
  assert.equal(safeSearchTerm('1234'), '1234');
  const long = `${'א'.repeat(70)} 99999`;
  assert.equal(safeSearchTerm(long), 'א'.repeat(64));
  // The digits go before the cut: a number on the 64th character is not half kept.
  assert.equal(safeSearchTerm(`${'ב'.repeat(60)} 123456789`), 'ב'.repeat(60));
});

test('one search event when typing settles, and a no-results event when it found nothing', async () => {
  const sent: [string, unknown][] = [];
  const reporter = searchReporter((name, params) => (sent.push([name, params]), true), 20);
  for (const [query, hits] of [['ח', 9], ['חו', 5], ['חופ', 0], ['חופשה', 3]] as const) reporter.observe(query, hits);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.deepEqual(sent, [[analyticsEvents.search.name, {search_term: 'חופשה'}]]);
  reporter.observe('חופשה', 3);
  reporter.flush();
  assert.equal(sent.length, 1, 'the same term is not sent twice in a row');
  reporter.observe('שבתון 0501234567', 0);
  reporter.flush();
  assert.deepEqual(sent.slice(1), [
    ['search', {search_term: 'שבתון'}],
    ['search_no_results', {search_term: 'שבתון'}],
  ]);
});

test('the wrapped client answers as before and reports the query of each answer', async () => {
  const observed: [string, number][] = [];
  const client = {
    name: 'local',
    search: async () => ({results: [{query: 'הבראה', nbHits: 4}, {query: 'הבראה', nbHits: 1}]}),
  };
  const wrapped = withSearchEvents(client, {observe: (query, hits) => observed.push([query, hits]), flush: () => undefined});
  assert.deepEqual(await wrapped.search(), await client.search());
  assert.equal(wrapped.name, 'local');
  assert.deepEqual(observed, [['הבראה', 5]]);
});
