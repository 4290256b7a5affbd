import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import {searchSettleMs} from '../analytics/searchEvents';
import {unansweredReporter} from './unanswered';
import type {UnansweredSearchBody} from './send';

function setup() {
  mock.timers.enable({apis: ['setTimeout']});
  const sent: UnansweredSearchBody[] = [];
  let page = '/intro';
  const reporter = unansweredReporter(
    (search) => sent.push(search),
    () => page,
  );
  const type = (query: string, hits: number) => reporter.observe(query, hits);
  return {sent, reporter, type, goTo: (path: string) => (page = path), wait: (ms = searchSettleMs) => mock.timers.tick(ms)};
}

test('a query that found nothing is reported once typing settles, never per keystroke', (t) => {
  t.after(() => mock.timers.reset());
  const {sent, type, wait} = setup();
  for (const prefix of ['ק', 'קש', 'קשק', 'קשקש']) {
    type(prefix, 0);
    wait(searchSettleMs - 1);
  }
  assert.deepEqual(sent, []);
  wait(1);
  assert.deepEqual(sent, [{query: 'קשקש', page: '/intro', hits: 0}]);
});

test('a settled query with hits is not reported; the digits are removed as for analytics', (t) => {
  t.after(() => mock.timers.reset());
  const {sent, type, wait} = setup();
  type('חופשה', 4);
  wait();
  type('זזזז 0501234567', 0);
  wait();
  type('9999999', 0);
  wait();
  assert.deepEqual(sent, [{query: 'זזזז', page: '/intro', hits: 0}]);
});

test('at most once per query per page view: typed again on the same page, not sent; on another page, sent again', (t) => {
  t.after(() => mock.timers.reset());
  const {sent, type, wait, goTo} = setup();
  type('קשקש', 0);
  wait();
  type('אחר', 0);
  wait();
  type('קשקש', 0);
  wait();
  assert.deepEqual(
    sent.map(({query}) => query),
    ['קשקש', 'אחר'],
  );
  goTo('/search');
  type('קשקש', 0);
  wait();
  assert.deepEqual(sent.at(-1), {query: 'קשקש', page: '/search', hits: 0});
  goTo('/intro');
  type('קשקש', 0);
  wait();
  assert.equal(sent.length, 4);
});
