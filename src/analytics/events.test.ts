import {readFileSync} from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {analyticsEvents} from './events';
import {withSearchEvents} from './searchClient';
import {answeredQuery, mainAnswer, safeSearchTerm, searchReporter} from './searchEvents';

test('no run of 5 or more digits reaches the feedback service, and the term is at most 64 characters', () => {
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

test('no e-mail address and no phone number reaches the feedback service, however written', () => {
  assert.equal(safeSearchTerm('יוסי כהן yossi@example.com סוכרת 0501234567'), 'יוסי כהן סוכרת');
  assert.equal(safeSearchTerm('מייל של דנה dana.levi+work@mail.example.co.il'), 'מייל של דנה');
  assert.equal(safeSearchTerm('@yossi שעות נוספות'), 'שעות נוספות');
  assert.equal(safeSearchTerm('טלפון +972 (50) 123 45 67 מיכל'), 'טלפון מיכל');
  assert.equal(safeSearchTerm('משרד 03-123.45.67'), 'משרד');
  assert.equal(safeSearchTerm('מספר 123 45 67'), 'מספר');
  // Short numbers of the law stay: percentages, hours, years, sections.
  assert.equal(safeSearchTerm('סעיף 14 לחוק 1963, 8.6 שעות ו-125%'), 'סעיף 14 לחוק 1963, 8.6 שעות ו-125%');
});

test('one search event when typing settles, with the number of hits and the layout, never a word of the query', async () => {
  const sent: [string, unknown][] = [];
  const reporter = searchReporter((name, params) => (sent.push([name, params]), true), 20);
  for (const [query, hits] of [
    ['ח', 9],
    ['חו', 5],
    ['חופ', 0],
    ['חופשה', 3],
  ] as const)
    reporter.observe({query, hits, wrongLayout: false});
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.deepEqual(sent, [[analyticsEvents.search.name, {hits: 3, wrong_layout: false}]]);
  reporter.observe({query: 'חופשה ', hits: 3, wrongLayout: false});
  reporter.flush();
  assert.equal(sent.length, 1, 'the same query is not counted twice in a row');
  reporter.observe({query: 'יוסי כהן yossi@example.com סוכרת 0501234567', hits: 0, wrongLayout: false});
  reporter.flush();
  reporter.observe({query: 'pbxhv', hits: 4, wrongLayout: true});
  reporter.flush();
  assert.deepEqual(sent.slice(1), [
    ['search', {hits: 0, wrong_layout: false}],
    ['search_no_results', {wrong_layout: false}],
    ['search', {hits: 4, wrong_layout: true}],
  ]);
  // Every value sent is a number or a yes/no: there is no text in which a query could travel.
  for (const [, params] of sent) {
    for (const value of Object.values(params as Record<string, unknown>)) assert.notEqual(typeof value, 'string');
  }
});

test('the wrapped client answers as before and reports each answer', async () => {
  const reported: unknown[] = [];
  const answer = {
    results: [
      {query: 'הבראה', nbHits: 4},
      {query: 'הבראה', nbHits: 1},
    ],
  };
  const client = {name: 'local', search: async () => answer};
  const wrapped = withSearchEvents(client, Promise.resolve({reportSearch: (response: unknown) => reported.push(response)}));
  assert.equal(await wrapped.search(), answer);
  assert.equal(wrapped.name, 'local');
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(reported, [answer]);
  assert.deepEqual(answeredQuery(answer), {query: 'הבראה', hits: 5, wrongLayout: false});
  assert.deepEqual(answeredQuery({results: [{query: 'pbxhv', nbHits: 2, layoutReading: 'פנסיה'}]}), {query: 'pbxhv', hits: 2, wrongLayout: true});
  assert.equal(answeredQuery({results: []}), undefined);
  // Events that cannot be loaded (offline) leave the search as it was.
  const offline = withSearchEvents(client, Promise.reject(new Error('offline')));
  assert.equal(await offline.search(), answer);
});

test("the /search page reports its query's own hits, not the facet counts asked beside it", () => {
  // The helper's answer: the query (no hits), then the same query without each refined facet (hits in another language).
  const page = {
    results: [
      {query: 'קשקשת', nbHits: 0},
      {query: 'קשקשת', nbHits: 3},
      {query: 'קשקשת', nbHits: 2},
    ],
  };
  assert.deepEqual(answeredQuery(mainAnswer(page)), {query: 'קשקשת', hits: 0, wrongLayout: false});
  assert.equal(answeredQuery(mainAnswer({results: []})), undefined);
  assert.equal(answeredQuery(mainAnswer(undefined)), undefined);
});

test('the statement for the legal pages names every event and parameter, the automatic events and the retention, from these lists', () => {
  const statement = readFileSync(path.join(__dirname, '../pages/_partials/analytics-events.mdx'), 'utf8');
  for (const [key, event] of Object.entries(analyticsEvents)) {
    assert.ok(statement.includes(`{analyticsEvents.${key}.name}`), key);
    for (const param of event.params) assert.ok(statement.includes(`\`${param}\``), `${key}: ${param}`);
  }
  for (const limit of ['{searchSettleMs / 1000}', "{feedbackReasons.join(', ')}", "{automaticEvents.join(', ')}", '{analyticsRetentionMonths}']) {
    assert.ok(statement.includes(limit), limit);
  }
});
