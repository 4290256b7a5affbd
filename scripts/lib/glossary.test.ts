import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {glossary as realGlossary, latinAllowed as realLatin} from '../../writing/glossary';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from './files';
import {glossaryProblems, productNames, svgGlossaryProblems, type Glossary} from './glossary';

const terms: Glossary = {
  glossary: [
    {preferred: 'מעסיק', avoid: ['מעביד', 'employer']},
    {preferred: 'תלוש שכר', avoid: ['תלוש משכורת']},
    {preferred: 'דוח', avoid: ['דו"ח'], note: 'בטקסט הרץ בלי גרשיים'},
    {preferred: 'קרדיטים', avoid: ['credits']},
  ],
  latinAllowed: ['Excel', 'PDF'],
};

/** "line preferred>variant" for an avoided variant, "line word" for a Latin word not allowed. */
const found = (source: string): string[] =>
  glossaryProblems(source, terms).map(({line, message}) => {
    const avoided = /^כתבו "(.+?)" ולא "(.+?)"(?: \(|:)/.exec(message);
    return `${line} ${avoided ? `${avoided[1]}>${avoided[2]}` : /^המילה הלועזית "([^"]+)"/.exec(message)?.[1]}`;
  });

describe('glossaryProblems', () => {
  it('finds avoided variants after prefix letters, with gershayim written either way', () => {
    const source = ['המעביד משלם.', 'ולמעביד אין.', 'העלו תלוש משכורת,', 'ובתלוש\tמשכורת', 'פתחו את הדו"ח', 'פתחו את הדו״ח'].join('\n');
    assert.deepEqual(found(source), ['1 מעסיק>מעביד', '2 מעסיק>מעביד', '3 תלוש שכר>תלוש משכורת', '4 תלוש שכר>תלוש משכורת', '5 דוח>דו"ח', '6 דוח>דו"ח']);
  });

  it('matches whole words only', () => {
    assert.deepEqual(found('מעבידים ודוחות, תלוש משכורתו, הדוח'), []);
  });

  it('reports English UI terms, as avoided variants or as Latin words not allowed', () => {
    const source = ['יתרת ה-credits שלכם', 'לחצו על **Import**', 'פרטי ה-employer', 'קובץ Excel או pdf'].join('\n');
    assert.deepEqual(found(source), ['1 קרדיטים>credits', '2 Import', '3 מעסיק>employer']);
    const [message] = glossaryProblems('לחצו על **Import**', terms).map((problem) => problem.message);
    assert.match(message ?? '', /כתבו את המונח בעברית.*הוסיפו אותו ל-latinAllowed ב-writing\/glossary\.ts/);
  });

  it('says what to write instead, with the note', () => {
    assert.deepEqual(glossaryProblems('פתחו את הדו"ח', terms), [{line: 1, message: 'כתבו "דוח" ולא "דו"ח" (בטקסט הרץ בלי גרשיים): מונח אחד, כתיב אחד בכל המדריך (writing/glossary.ts)'}]);
  });

  it('checks title and description, not keywords, front matter keys, code, URLs, tags or admonition markers', () => {
    const source = [
      '---',
      'title: הדו"ח של המעביד',
      'description: credits',
      "keywords: [דוח, 'דו\"ח', מעביד, credits]",
      'sidebar_position: 2',
      '---',
      "import SiteConstant from '@site/src/components/SiteConstant';",
      '',
      ':::tip[קיצור דרך]',
      'העתיקו `employer_id` מ-https://example.com/credits או <SiteConstant name="supportEmail" />.',
      ':::',
      '',
      '```text',
      'מעביד credits',
      '```',
      '<!-- credits -->',
      '## כותרת {#employer-section}',
      '[קישור](./employer.md) ![מסך דוח הסריקה עם רשימת הקבצים](/img/credits.svg)',
    ].join('\n');
    assert.deepEqual(found(source), ['2 מעסיק>מעביד', '2 דוח>דו"ח', '3 קרדיטים>credits']);
  });

  it('passes the real glossary on text written with its preferred terms', () => {
    const source = 'המעסיק מוסר תלוש שכר ודוח נוכחות. יתרת הקרדיטים מוצגת במסך, וקובץ Excel או PDF נקרא.';
    assert.deepEqual(glossaryProblems(source, {glossary: realGlossary, latinAllowed: realLatin}), []);
    for (const entry of realGlossary) {
      assert.ok(!entry.avoid.includes(entry.preferred), `${entry.preferred} is both preferred and avoided`);
    }
  });
});

describe('the product names list (writing/product-names.md)', () => {
  const table = [
    '| השם במסך | סוג | איפה במוצר | לא כותבים | מקור |',
    '|---|---|---|---|---|',
    '| **שליחה לבדיקה** | כפתור | חישוב חדש | שלח לבדיקה, שליחה לבקרה | צוות המוצר, גרסה 1.2.0 |',
    '| **הושלם** | סטטוס | המסך הראשי | | צוות המוצר, גרסה 1.2.0 |',
    '| החזר נסיעות | תוצאה | רשימת התוצאות | | צוות המוצר |',
    '| **החזר הוצאות נסיעה** | תוצעה | רשימת התוצאות | | |',
    '| **הושלם** | סטטוס | המסך הראשי | | צוות המוצר |',
  ].join('\n');

  it('gives each avoided spelling as a glossary entry, which fails a page that writes it', () => {
    const {entries} = productNames(table);
    assert.deepEqual(entries, [{preferred: 'שליחה לבדיקה', avoid: ['שלח לבדיקה', 'שליחה לבקרה'], note: 'כך במסך, לפי writing/product-names.md'}]);
    const problems = glossaryProblems('---\ntitle: א\n---\n\nלחצו על **שלח לבדיקה**.\n', {glossary: entries, latinAllowed: []});
    assert.deepEqual(
      problems.map((p) => p.line),
      [5],
    );
    assert.match(problems[0]?.message ?? '', /^כתבו "שליחה לבדיקה" ולא "שלח לבדיקה" \(כך במסך, לפי writing\/product-names\.md\)/);
  });

  it('reports a row without a bold name, an unknown kind, no source and a name listed twice, on their lines', () => {
    assert.deepEqual(
      productNames(table).problems.map((p) => `${p.line} ${p.message.split(':')[0]}`),
      [
        '5 בשורה של writing/product-names.md השם צריך להיות בעמודה הראשונה, ב**הדגשה**, כמו שהוא במסך',
        '6 הסוג של **החזר הוצאות נסיעה** הוא "תוצעה"',
        '6 ל-**החזר הוצאות נסיעה** חסר מקור',
        '7 **הושלם** כבר מופיע בטבלה',
      ],
    );
  });

  it('the list of this repository is valid', () => {
    assert.deepEqual(productNames(readFileSync(path.join(repoRoot, 'writing/product-names.md'), 'utf8')).problems, []);
  });
});

describe('the glossary in the illustrations', () => {
  const svgTerms = {glossary: [{preferred: 'דמי חגים', avoid: ['דמי חג']}], latinAllowed: ['Excel']};
  const svg = (text: string): string =>
    [
      '<svg xmlns="http://www.w3.org/2000/svg" direction="rtl">',
      '<title>מסך דמי חגים</title>',
      '<text x="96" y="25" direction="ltr">app.example.com/results</text>',
      `<text x="770" y="248">${text}</text>`,
      '</svg>',
    ].join('\n');

  it('reads the title and the texts of the drawing, at their lines', () => {
    const problems = svgGlossaryProblems(svg('יום העצמאות, <tspan>דמי חג</tspan>'), svgTerms);
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.line, 4);
    assert.match(problems[0]!.message, /"דמי חגים" ולא "דמי חג"/);
  });

  it('accepts the preferred term and allowed Latin words, and leaves the address bar alone', () => {
    assert.deepEqual(svgGlossaryProblems(svg('דמי חגים · ייצוא ל-Excel'), svgTerms), []);
    assert.match(svgGlossaryProblems(svg('credits'), svgTerms)[0]!.message, /"credits"/);
  });
});
