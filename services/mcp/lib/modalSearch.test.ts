import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SearchEngine} from '../../../src/search/engine';
import {testRecords} from '../../../src/search/testRecords';
import {modalRequest} from '../../../src/search/client/modalRequest';
import {guideAnswer, guideHit, maxHits, modalHits, snippetText} from './modalSearch';

test("a snippet reads as text: the modal's <mark> as bold, its HTML escapes undone", () => {
  assert.equal(snippetText('…לחצו על <mark>דמי</mark> <mark>הבראה</mark> &amp; &lt;b&gt; &quot;x&quot; &#039;y&#039;'), '…לחצו על **דמי** **הבראה** & <b> "x" \'y\'');
});

test("the answer holds the first hits of the modal's request, in the engine's order, with title, section, URL and snippet", () => {
  const engine = SearchEngine.fromRecords(testRecords);
  const [result] = engine.searchRequests([modalRequest('חופשה')]).results;
  const answer = guideAnswer('חופשה', result);
  assert.ok(result && 'hits' in result && result.hits.length > 0);
  assert.deepEqual(
    answer.hits.map((hit) => hit.url),
    modalHits(result.hits)
      .slice(0, maxHits)
      .map((hit) => String(hit.url)),
  );
  for (const hit of answer.hits) {
    assert.ok(hit.title.length > 0);
    assert.doesNotMatch(hit.snippet, /<\/?mark>/);
  }
  assert.match(answer.hits.map((hit) => hit.snippet).join(' '), /\*\*[^*]+\*\*/);
});

test("a hit under headings names them as its section; a page's own record has none", () => {
  const base = {objectID: '1', url: 'https://d.example/a#b', _highlightResult: {}};
  const under = guideHit({
    ...base,
    type: 'content',
    hierarchy: {lvl0: 'חלק', lvl1: 'דף', lvl2: 'פרק', lvl3: 'סעיף', lvl4: null, lvl5: null, lvl6: null},
    content: 'x',
    _snippetResult: {content: {value: '<mark>x</mark>', matchLevel: 'full'}},
  });
  assert.deepEqual(under, {title: 'דף', section: 'פרק › סעיף', category: 'חלק', url: 'https://d.example/a#b', snippet: '**x**'});
  const page = guideHit({
    ...base,
    type: 'lvl1',
    hierarchy: {lvl0: null, lvl1: 'דף', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _snippetResult: {hierarchy: {lvl1: {value: '<mark>דף</mark>', matchLevel: 'full'}}},
  });
  assert.equal(page.section, null);
  assert.equal(page.snippet, '**דף**');
  // A heading's hit with its section's snippet (the offline engine's) gives those words.
  const heading = guideHit({
    ...base,
    type: 'lvl2',
    hierarchy: {lvl0: null, lvl1: 'דף', lvl2: 'פרק', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _snippetResult: {hierarchy: {lvl2: {value: 'פרק', matchLevel: 'none'}}, content: {value: 'לחצו על <mark>x</mark>', matchLevel: 'full'}},
  });
  assert.deepEqual([heading.section, heading.snippet], ['פרק', 'לחצו על **x**']);
});

test('as the modal, at most five hits of each part of the guide (lvl0), the others kept in order', () => {
  const hit = (lvl0: string, n: number) => ({
    objectID: `${lvl0}${n}`,
    url: `https://d.example/${lvl0}${n}`,
    hierarchy: {lvl0, lvl1: 'דף', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {},
  });
  const hits = [...[1, 2, 3, 4, 5, 6, 7].map((n) => hit('א', n)), hit('ב', 1), hit('א', 8), hit('ב', 2)];
  assert.deepEqual(
    modalHits(hits).map((h) => h.objectID),
    ['א1', 'א2', 'א3', 'א4', 'א5', 'ב1', 'ב2'],
  );
});
