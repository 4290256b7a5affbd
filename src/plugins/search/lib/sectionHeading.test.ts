import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pathSeparator, withSectionHeading, withSectionSnippet, type HitWithHierarchy} from './sectionHeading';

const paragraph = (hierarchy: HitWithHierarchy['hierarchy'], extra: Partial<HitWithHierarchy> = {}): HitWithHierarchy => ({type: 'content', hierarchy, ...extra});

test("a paragraph's hit names its section after its page, highlighted as DocSearch shows headings", () => {
  const hit = withSectionHeading(
    paragraph(
      {lvl0: 'תוצאות', lvl1: 'חופשה שנתית', lvl2: 'שאלות נפוצות', lvl3: 'העובד סיים לעבוד'},
      {_highlightResult: {hierarchy: {lvl1: {value: '<mark>חופשה</mark> שנתית'}, lvl3: {value: 'העובד סיים <mark>לעבוד</mark>'}}}},
    ),
  );
  assert.equal(hit._snippetResult?.hierarchy?.lvl1?.value, `<mark>חופשה</mark> שנתית${pathSeparator}העובד סיים <mark>לעבוד</mark>`);
});

test("headings without highlight are escaped; a page's own paragraph and a heading's hit stay as they are", () => {
  const hit = withSectionHeading(paragraph({lvl1: 'A & B', lvl2: '<x>'}));
  assert.equal(hit._snippetResult?.hierarchy?.lvl1?.value, `A &amp; B${pathSeparator}&lt;x&gt;`);
  const intro = paragraph({lvl1: 'חופשה שנתית'});
  assert.equal(withSectionHeading(intro), intro);
  const heading: HitWithHierarchy = {type: 'lvl2', hierarchy: {lvl1: 'חופשה שנתית', lvl2: 'שאלות נפוצות'}};
  assert.equal(withSectionHeading(heading), heading);
});

test("a heading's hit with its section's snippet is shown as a paragraph's: the snippet, then the page and the heading", () => {
  const heading: HitWithHierarchy = {
    type: 'lvl2',
    hierarchy: {lvl1: 'שעות נוספות', lvl2: 'תוספת משמרת לילה'},
    _highlightResult: {hierarchy: {lvl2: {value: 'תוספת <mark>משמרת</mark> לילה'}}},
    _snippetResult: {content: {value: '<mark>משמרת</mark> לילה מזכה בתוספת…'}},
  };
  const shown = withSectionHeading(withSectionSnippet(heading)) as HitWithHierarchy & {content?: string};
  assert.equal(shown.type, 'content');
  assert.equal(shown.content, 'משמרת לילה מזכה בתוספת…');
  assert.equal(shown._snippetResult?.hierarchy?.lvl1?.value, `שעות נוספות${pathSeparator}תוספת <mark>משמרת</mark> לילה`);
  // A page title's hit keeps its type: DocSearch shows its content under the title.
  const title = withSectionSnippet({type: 'lvl1', hierarchy: {lvl1: 'שעות נוספות'}, _snippetResult: {content: {value: 'שעות…'}}}) as HitWithHierarchy & {content?: string};
  assert.deepEqual([title.type, title.content], ['lvl1', 'שעות…']);
  // Without that snippet (Algolia's hits), and a paragraph's own hit, as they were.
  const bare: HitWithHierarchy = {type: 'lvl3', hierarchy: {lvl1: 'א', lvl3: 'ב'}};
  assert.equal(withSectionSnippet(bare), bare);
  const paragraph: HitWithHierarchy = {type: 'content', hierarchy: {lvl1: 'א'}, _snippetResult: {content: {value: 'x'}}};
  assert.equal(withSectionSnippet(paragraph), paragraph);
});
