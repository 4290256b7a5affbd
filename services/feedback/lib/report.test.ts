import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildReport, cell, queryKey, reportMarkdown} from './report';
import type {StoredAnswer, StoredSearch} from './store';

const at = Date.parse('2026-11-20T10:00:00Z');
const answer = (page: string, helpful: boolean, reason: StoredAnswer['reason'] = null): StoredAnswer => ({id: 0, receivedAt: at, page, helpful, reason});
const search = (query: string, page: string, receivedAt = at): StoredSearch => ({id: 0, receivedAt, query, page, hits: 0});

test('pages ranked by "not helpful", with their reasons; pages with only "yes" left out', () => {
  const report = buildReport({
    answers: [answer('/a', false, 'unclear'), answer('/b', false, 'missing'), answer('/b', false, 'missing'), answer('/b', true), answer('/c', true)],
    searches: [],
    from: new Date(at),
    to: new Date(at),
  });
  assert.deepEqual(
    report.pages.map(({page, notHelpful, helpful}) => [page, notHelpful, helpful]),
    [
      ['/b', 2, 1],
      ['/a', 1, 0],
    ],
  );
  assert.deepEqual(report.pages[0]!.reasons, {missing: 2});
  assert.deepEqual(Object.keys(report.pages[0]!), ['page', 'notHelpful', 'helpful', 'reasons'], 'no free text');
});

test('a query counts its distinct readers in one day: one reader on three days is one reader, not three; the threshold is never below 3', () => {
  const day = 86_400_000;
  const searches = [search('שם של עובד', '/a'), search('שם של עובד', '/a', at + day), search('שם של עובד', '/a', at + 2 * day)];
  const report = buildReport({searches, answers: [], from: new Date(at), to: new Date(at + 3 * day)});
  assert.deepEqual(report.queries, []);
  const lowered = buildReport({searches, answers: [], from: new Date(at), to: new Date(at + 3 * day), minReaders: 1});
  assert.equal(lowered.minReaders, 3);
  assert.deepEqual(lowered.queries, []);
  const sameDay = buildReport({searches: [...searches, search('שם של עובד', '/b'), search('שם של עובד', '/b')], answers: [], from: new Date(at), to: new Date(at + 3 * day)});
  assert.deepEqual(
    sameDay.queries.map(({query, readers}) => [query, readers]),
    [['שם של עובד', 3]],
  );
});

test('queries ranked by readers, at least 3; forms that differ by niqqud or final letters are one query', () => {
  assert.equal(queryKey('שָׁלוֹם  עולם'), queryKey('שלום עולם'));
  const report = buildReport({
    searches: [search('שלום', '/a'), search('שָׁלוֹם', '/b'), search('שלום', '/a'), search('אחר', '/a'), search('אחר', '/a')],
    answers: [],
    from: new Date(at),
    to: new Date(at),
  });
  assert.deepEqual(report.queries, [
    {
      query: 'שלום',
      readers: 3,
      pages: [
        {page: '/a', readers: 2},
        {page: '/b', readers: 1},
      ],
    },
  ]);
});

test("readers' queries cannot break the Markdown: no tag, no new cell, no line, no link", () => {
  assert.equal(cell('a|b\n<script>[x](y)'), 'a&#124;b &#60;script&#62;&#91;x&#93;(y)');
  const typed = '| x |\n## כותרת';
  const markdown = reportMarkdown(buildReport({answers: [], searches: [search(typed, '/a'), search(typed, '/a'), search(typed, '/a')], from: new Date(at), to: new Date(at)}));
  assert.doesNotMatch(markdown, /^## כותרת/m);
  assert.equal(markdown.split('\n').filter((line) => line.includes('| /a (3) |')).length, 1);
});
