import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, groupHits, noResultsScreen, resultsScreen, startScreen, type DialogHit} from './dialogMarkup';

let id = 0;
const hit = (type: string, lvl1: string, lvl0 = 'תוצאות החישוב', extra: Partial<DialogHit> = {}): DialogHit => ({
  objectID: String(id++),
  url: `https://guide.example/${encodeURIComponent(lvl1)}#${type}`,
  type,
  hierarchy: {lvl0, lvl1, lvl2: type === 'lvl1' ? null : `${lvl1} כותרת`},
  content: type === 'content' ? `${lvl1} פסקה <b>` : null,
  ...extra,
});

test('hits are grouped by part of the guide, at most five a part, in the order of their first hit', () => {
  const hits = [...Array.from({length: 7}, (_, i) => hit('content', `דף ${i}`)), hit('lvl1', 'הבראה', 'מונחים')];
  const groups = groupHits(hits);
  assert.deepEqual(
    groups.map((group) => [group.title, group.hits.length]),
    [
      ['תוצאות החישוב', 5],
      ['מונחים', 1],
    ],
  );
});

test("a page's own hit comes first, its sections' hits hang from it, and the last of them closes the branch", () => {
  const [group] = groupHits([hit('content', 'חופשה'), hit('lvl2', 'חופשה'), hit('lvl1', 'חופשה'), hit('content', 'מחלה')]);
  assert.deepEqual(
    group!.hits.map(({hit, child, lastChild}) => [hit.type, hit.hierarchy.lvl1, child, lastChild]),
    [
      ['lvl1', 'חופשה', false, false],
      ['content', 'חופשה', true, false],
      ['lvl2', 'חופשה', true, true],
      ['content', 'מחלה', false, false],
    ],
  );
});

test("a hit's link is a path of the site, and text not highlighted by the engine is escaped", () => {
  const [group] = groupHits([hit('content', 'חופשה')]);
  const listed = group!.hits[0]!;
  assert.equal(listed.href, `/${encodeURIComponent('חופשה')}#content`);
  assert.match(listed.title, /&#60;b&#62;/);
  const html = resultsScreen('חופ"שה', groupHits([hit('content', 'חופשה')]), {href: '/search?q=x', text: 'לכל 1 התוצאות'});
  assert.match(html, /data-query="חופ&#34;שה"/);
  assert.match(html, /id="docsearch-hits0-item-0-link"/);
  assert.match(html, /class="DocSearch-HitsFooter"><a href="\/search\?q=x">/);
});

test('the no-results screen offers up to three searches and mails support', () => {
  const html = noResultsScreen('<x>', ['א', 'ב', 'ג', 'ד'], 'mailto:a@b?subject=s', {
    noResults: 'לא נמצאו תוצאות עבור',
    tryThese: 'נסו לחפש',
    notice: undefined,
    report: 'שאלה?',
    reportLink: 'ספרו לנו.',
  });
  assert.equal(html.match(/DocSearch-Prefill"/g)?.length, 3);
  assert.match(html, /<strong>&#60;x&#62;<\/strong>/);
  assert.match(html, /href="mailto:a@b\?subject=s"/);
  assert.doesNotMatch(noResultsScreen('x', [], '', {noResults: '', tryThese: 'נסו', notice: undefined, report: '', reportLink: ''}), /נסו/);
});

test('the start screen lists the recent searches, then the favourites, or says there are none', () => {
  const words = {recent: 'אחרונים', favorites: 'מועדפים', none: 'אין חיפושים אחרונים', save: 'שמירה', remove: 'הסרה', removeFavorite: 'הסרה מהמועדפים'};
  assert.match(startScreen([], [], words), /אין חיפושים אחרונים/);
  const html = startScreen([hit('lvl1', 'חופשה')], [hit('lvl1', 'מחלה')], words);
  assert.ok(html.indexOf('docsearch-recentSearches-list') < html.indexOf('docsearch-favoriteSearches-list'));
  assert.match(html, /data-action="save" title="שמירה"/);
  assert.match(html, /data-action="remove" title="הסרה מהמועדפים"/);
  assert.equal(escapeHtml(`<a href="x">'&`), '&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
});
