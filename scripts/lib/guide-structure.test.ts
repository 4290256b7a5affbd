import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {FileProblem} from './content';
import {anchorProblems, headingIds, positionProblems, readGuide, resolveLink, seeAlsoNeighbourProblems, sidebarProblems, type GuideFile} from './guide-structure';

/** A doc with a title, optional sidebar_position, a body and a "ראו גם" section of the given lines. */
function doc(title: string, seeAlso: string[], {body = '', position}: {body?: string; position?: number} = {}): string {
  return ['---', `title: ${title}`, ...(position === undefined ? [] : [`sidebar_position: ${position}`]), '---', '', body, '', '## ראו גם', '', ...seeAlso, ''].join('\n');
}

const sidebars = {
  guide: ['intro', {type: 'category', label: 'חלק', items: ['part/one', 'part/two', 'part/three']}],
};

/** A guide in sidebar order whose "ראו גם" sections agree with it. */
function files(): Record<string, string> {
  return {
    'docs/intro.md': doc('מבוא', ['- הבא: [ראשון](./part/one.md)']),
    'docs/part/one.md': doc('ראשון', ['- הקודם: [מבוא](../intro.md)', '- הבא: [שני](./two.md)', '- [שלישי](./three.md)']),
    'docs/part/two.md': doc('שני', ['- הקודם בתהליך: [ראשון](./one.md), ולפניו [מבוא](../intro.md)', '- הבא בתהליך: [שלישי](./three.md)']),
    'docs/part/three.md': doc('שלישי', ['- הדף הקודם: [שני](/part/two)']),
  };
}

async function guideOf(docs: Record<string, string>, pages: Record<string, string> = {}, bars: unknown = sidebars) {
  const list = (record: Record<string, string>): GuideFile[] => Object.entries(record).map(([path, source]) => ({path, source}));
  return readGuide({docs: list(docs), pages: list(pages), sidebars: bars, otherRoutes: ['/', '/search']});
}

const shown = (problems: readonly FileProblem[]): string[] => problems.map(({file, problem}) => `${file}${problem.line === undefined ? '' : `:${problem.line}`} ${problem.message}`);

describe('sidebarProblems', () => {
  it('passes a guide whose docs are all in the sidebar', async () => {
    assert.deepEqual(sidebarProblems(await guideOf(files())), []);
  });

  it('reports a doc missing from sidebars.ts, saying what to add', async () => {
    const guide = await guideOf({...files(), 'docs/part/four.md': doc('רביעי', [])});
    assert.deepEqual(shown(sidebarProblems(guide)), [
      "docs/part/four.md העמוד לא מופיע בתפריט הצד: הוסיפו 'part/four' ל-sidebars.ts, בקטגוריה של הפרק ובמקום שלו בסדר העבודה," + ' ועדכנו את "ראו גם" בעמוד שלפניו ובעמוד שאחריו',
    ]);
  });

  it('reports a sidebar id without a doc', async () => {
    const rest = Object.fromEntries(Object.entries(files()).filter(([file]) => file !== 'docs/part/three.md'));
    assert.match(shown(sidebarProblems(await guideOf(rest))).join('\n'), /^sidebars\.ts 'part\/three' ב-sidebars\.ts אינו עמוד: אין קובץ docs\/part\/three\.md/);
  });
});

describe('seeAlsoNeighbourProblems', () => {
  it('passes "ראו גם" that links both neighbours, whatever the labels and link forms', async () => {
    assert.deepEqual(seeAlsoNeighbourProblems(await guideOf(files())), []);
  });

  it('reports a page inserted into the sidebar on itself and on both neighbours', async () => {
    const bars = {guide: ['intro', {type: 'category', label: 'חלק', items: ['part/one', 'part/new', 'part/two', 'part/three']}]};
    const docs = {...files(), 'docs/part/new.md': doc('חדש', ['- הקודם: [ראשון](./one.md)', '- הבא: [שני](./two.md)'])};
    assert.deepEqual(shown(seeAlsoNeighbourProblems(await guideOf(docs, {}, bars))), [
      'docs/part/one.md:10 השורה "הבא" ב"ראו גם" לא מקשרת לעמוד הבא בתפריט הצד, שהוא [חדש](./new.md) לפי sidebars.ts: עדכנו את הקישור',
      'docs/part/two.md:9 השורה "הקודם" ב"ראו גם" לא מקשרת לעמוד הקודם בתפריט הצד, שהוא [חדש](./new.md) לפי sidebars.ts: עדכנו את הקישור',
    ]);
    // Without "הבא"/"הקודם" labels, the missing links are reported.
    const unlabelled = {
      ...docs,
      'docs/part/one.md': doc('ראשון', ['- [מבוא](../intro.md)', '- [שני](./two.md)']),
      'docs/part/two.md': doc('שני', ['- [ראשון](./one.md)', '- [שלישי](./three.md)']),
    };
    assert.deepEqual(shown(seeAlsoNeighbourProblems(await guideOf(unlabelled, {}, bars))), [
      'docs/part/one.md:7 ב"ראו גם" חסר קישור לעמוד הבא בתפריט הצד: הוסיפו "- הבא: [חדש](./new.md)"',
      'docs/part/two.md:7 ב"ראו גם" חסר קישור לעמוד הקודם בתפריט הצד: הוסיפו "- הקודם: [חדש](./new.md)"',
    ]);
  });

  it('leaves a link to a page missing from the sidebar to the sidebar check', async () => {
    const docs = {
      ...files(),
      'docs/part/new.md': doc('חדש', ['- הקודם: [ראשון](./one.md)', '- הבא: [שני](./two.md)']),
      'docs/part/one.md': doc('ראשון', ['- הקודם: [מבוא](../intro.md)', '- הבא: [חדש](./new.md)', '- [שני](./two.md)']),
    };
    const guide = await guideOf(docs);
    assert.deepEqual(shown(seeAlsoNeighbourProblems(guide)), []);
    assert.match(shown(sidebarProblems(guide)).join('\n'), /^docs\/part\/new\.md העמוד לא מופיע בתפריט הצד/);
  });

  it('reports a new page missing from the sidebar once, not the neighbours that already link it', async () => {
    // The writer inserted "new" between "one" and "two" in "ראו גם", and forgot sidebars.ts.
    const docs = {
      ...files(),
      'docs/part/new.md': doc('חדש', ['- הקודם: [ראשון](./one.md)', '- הבא: [שני](./two.md)']),
      'docs/part/one.md': doc('ראשון', ['- הקודם: [מבוא](../intro.md)', '- הבא: [חדש](./new.md)']),
      'docs/part/two.md': doc('שני', ['- הקודם: [חדש](./new.md)', '- הבא: [שלישי](./three.md)']),
    };
    const guide = await guideOf(docs);
    assert.deepEqual(shown(seeAlsoNeighbourProblems(guide)), []);
    assert.deepEqual(
      shown(sidebarProblems(guide)).map((line) => line.split(':')[0]),
      ['docs/part/new.md העמוד לא מופיע בתפריט הצד'],
    );
  });

  it('reports a missing link to a neighbour across sections, with the relative path to write', async () => {
    const docs = {...files(), 'docs/intro.md': doc('מבוא', ['- [תנאי שימוש](/legal/terms)'])};
    assert.deepEqual(shown(seeAlsoNeighbourProblems(await guideOf(docs))), ['docs/intro.md:7 ב"ראו גם" חסר קישור לעמוד הבא בתפריט הצד: הוסיפו "- הבא: [ראשון](./part/one.md)"']);
  });

  it('reports a "next" link on the last page', async () => {
    const docs = {...files(), 'docs/part/three.md': doc('שלישי', ['- הקודם: [שני](./two.md)', '- הבא: [מבוא](../intro.md)'])};
    assert.match(shown(seeAlsoNeighbourProblems(await guideOf(docs))).join('\n'), /three\.md:10 השורה "הבא" .* אין עמוד הבא בתפריט הצד/);
  });
});

describe('positionProblems', () => {
  const at = (path: string, position: unknown) => ({path, position, source: `---\ntitle: א\nsidebar_position: ${String(position)}\n---\n`});

  it('passes unique positions per section, and docs without one', () => {
    assert.deepEqual(positionProblems([at('docs/a/x.md', 1), at('docs/a/y.md', 2), at('docs/b/z.md', 1), at('docs/a/w.md', undefined)]), []);
  });

  it('reports each doc that shares a position in its section, on the line of the key', () => {
    assert.deepEqual(
      shown(positionProblems([at('docs/a/x.md', 2), at('docs/a/y.md', 2), at('docs/b/z.md', 2)])).map((line) => line.split(' כבר')[0]),
      ['docs/a/x.md:3 sidebar_position: 2', 'docs/a/y.md:3 sidebar_position: 2'],
    );
    assert.match(shown(positionProblems([at('docs/a/x.md', 2), at('docs/a/y.md', 2)]))[0] ?? '', /כבר קיים ב-docs\/a\/y\.md: תנו מספר שאף עמוד אחר בפרק לא משתמש בו/);
  });

  it('blames the doc that changed, saying against what, and both when both or neither changed', () => {
    const docs = [at('docs/a/x.md', 2), at('docs/a/y.md', 2)];
    const changed = {files: new Set(['docs/a/y.md', 'docs/b/other.md']), against: 'לעומת origin/main (בסיס המיזוג abc1234)'};
    assert.deepEqual(shown(positionProblems(docs, changed)), [
      'docs/a/y.md:3 sidebar_position: 2 כבר קיים ב-docs/a/x.md (העמוד הזה השתנה לעומת origin/main (בסיס המיזוג abc1234), והעמוד האחר לא): תנו מספר שאף עמוד אחר בפרק לא משתמש בו (למשל הגבוה בפרק ועוד אחד), או מחקו את השורה. הסדר בתפריט נקבע ב-sidebars.ts',
    ]);
    assert.equal(positionProblems(docs, {files: new Set(['docs/a/x.md', 'docs/a/y.md']), against: ''}).length, 2);
    assert.equal(positionProblems(docs, {files: new Set(), against: ''}).length, 2);
  });
});

describe('anchors', () => {
  it('gives headings the ids Docusaurus gives them: Hebrew slugs, duplicates numbered, explicit {#id}', async () => {
    const source = '---\ntitle: א\n---\n## אזורי המסך\n### שאלות נפוצות?\n### שאלות נפוצות?\n## **חשוב**: `קוד` ו-Excel\n## ראו גם {#see-also}\n```md\n## לא כותרת\n```\n<a id="עוגן"></a>';
    assert.deepEqual([...(await headingIds(source))].sort(), ['see-also', 'אזורי-המסך', 'חשוב-קוד-ו-excel', 'עוגן', 'שאלות-נפוצות', 'שאלות-נפוצות-1'].sort());
  });

  it('resolves relative files, routes, own fragments, and leaves outside links alone', async () => {
    const guide = await guideOf(files(), {'src/pages/legal/terms.md': '---\ntitle: תנאים\n---\n## הגדרות\n'});
    assert.deepEqual(resolveLink('./two.md#ראו-גם', 'docs/part/one.md', guide), {file: 'docs/part/two.md', fragment: 'ראו-גם'});
    assert.deepEqual(resolveLink('/legal/terms#%D7%94%D7%92%D7%93%D7%A8%D7%95%D7%AA', 'docs/intro.md', guide), {file: 'src/pages/legal/terms.md', fragment: 'הגדרות'});
    assert.deepEqual(resolveLink('#x', 'docs/intro.md', guide), {file: 'docs/intro.md', fragment: 'x'});
    assert.deepEqual(resolveLink('/no/such', 'docs/intro.md', guide), {unknownRoute: '/no/such'});
    for (const target of ['https://example.com/a', '/img/a.svg', '/search', '/', 'mailto:a@b.c', './missing.md']) {
      assert.equal(resolveLink(target, 'docs/part/one.md', guide), undefined, target);
    }
  });

  it('reports a link to a heading that does not exist and to a route that does not exist, saying what to do', async () => {
    const docs = {
      ...files(),
      'docs/part/two.md': doc('שני', ['- הקודם: [ראשון](./one.md)', '- הבא: [שלישי](./three.md)'], {
        body: '## אזהרות\n\nראו [האזהרות](#אזהרות), [הסעיף](./one.md#אזהרות), [שם](./one.md#ראו-גם) ו-[כאן](/part/four).',
      }),
    };
    assert.deepEqual(
      shown(anchorProblems(await guideOf(docs))).map((line) => line.split(':').slice(0, 2).join(':')),
      ['docs/part/two.md:7 הקישור ./one.md#אזהרות מוביל לסעיף #אזהרות שאין ב-docs/part/one.md', 'docs/part/two.md:7 הקישור /part/four מוביל לכתובת שאין באתר'],
    );
    assert.match(shown(anchorProblems(await guideOf(docs))).join('\n'), /קשרו לכותרת שקיימת \(העוגן הוא טקסט הכותרת, רווחים כמקפים, למשל #ראו-גם\), או תנו לכותרת מזהה קבוע/);
  });
});
