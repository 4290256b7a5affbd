import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pathSeparator, withSectionHeading, type HitWithHierarchy} from './sectionHeading';

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
