import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageHitFirst} from './pageFirst';

const hit = (type: string, lvl1: string, name: string, lvl0 = 'תוצאות החישוב') => ({type, hierarchy: {lvl0, lvl1}, name});
const names = (hits: readonly {name: string}[]) => hits.map(({name}) => name);

test("a page's own hit comes before its sections' hits, where its group begins", () => {
  const hits = [hit('content', 'כניסה עם סיסמה', 'section'), hit('lvl2', 'כניסה עם סיסמה', 'heading'), hit('lvl1', 'כניסה עם סיסמה', 'page')];
  assert.deepEqual(names(pageHitFirst(hits)), ['page', 'section', 'heading']);
});

test('the groups keep their order, and the hits of other pages their places', () => {
  const hits = [
    hit('content', 'דמי חגים', 'holiday section'),
    hit('lvl1', 'שעות נוספות', 'overtime page'),
    hit('content', 'שעות נוספות', 'overtime section'),
    hit('lvl2', 'דמי חגים', 'holiday heading'),
    hit('content', 'הבראה', 'recovery section'),
    hit('lvl1', 'דמי חגים', 'holiday page'),
  ];
  assert.deepEqual(names(pageHitFirst(hits)), ['holiday page', 'holiday section', 'overtime page', 'overtime section', 'holiday heading', 'recovery section']);
});

test('a page of the same title in another part of the guide is another group', () => {
  const hits = [hit('content', 'שאלות נפוצות', 'results section', 'תוצאות'), hit('lvl1', 'שאלות נפוצות', 'params page', 'פרמטרים'), hit('lvl1', 'שאלות נפוצות', 'results page', 'תוצאות')];
  assert.deepEqual(names(pageHitFirst(hits)), ['results page', 'results section', 'params page']);
});

test('hits already in order, and a group without its page, are returned as they came', () => {
  const hits = [hit('lvl1', 'א', 'page'), hit('content', 'א', 'section'), hit('content', 'ב', 'orphan')];
  assert.deepEqual(pageHitFirst(hits), hits);
  assert.deepEqual(pageHitFirst([]), []);
});

test('a second hit of the page itself stays where it was', () => {
  const hits = [hit('content', 'א', 'section'), hit('lvl1', 'א', 'page'), hit('lvl1', 'א', 'page again')];
  assert.deepEqual(names(pageHitFirst(hits)), ['page', 'section', 'page again']);
});
