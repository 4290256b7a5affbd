import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildReport, cell, queryKey, reportMarkdown} from './report';
import type {StoredAnswer, StoredSearch} from './store';

const at = Date.parse('2026-11-20T10:00:00Z');
const answer = (page: string, helpful: boolean, reason: StoredAnswer['reason'] = null, text: string | null = null): StoredAnswer => ({id: 0, receivedAt: at, page, helpful, reason, text});
const search = (query: string, page: string): StoredSearch => ({id: 0, receivedAt: at, query, page, hits: 0});

test('pages ranked by "not helpful", with their reasons and texts; pages with only "yes" left out', () => {
  const report = buildReport({
    answers: [answer('/a', false, 'unclear'), answer('/b', false, 'missing', 'חסר'), answer('/b', false, 'missing'), answer('/b', true), answer('/c', true)],
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
  assert.deepEqual(report.pages[0]!.texts, ['חסר']);
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

test("readers' text cannot break the Markdown: no tag, no new cell, no line, no link", () => {
  assert.equal(cell('a|b\n<script>[x](y)'), 'a&#124;b &#60;script&#62;&#91;x&#93;(y)');
  const markdown = reportMarkdown(buildReport({answers: [answer('/a', false, 'other', '| x |\n## כותרת')], searches: [], from: new Date(at), to: new Date(at)}));
  assert.doesNotMatch(markdown, /^## כותרת/m);
  assert.equal(markdown.split('\n').filter((line) => line.startsWith('| /a')).length, 1);
});
