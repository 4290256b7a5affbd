import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {codeFreeBody, countHebrewWords, frontMatterLineCount, lineAt, prose, visibleFrontMatter, withoutComments} from './markdown';

const page = [
  '---',
  'title: דמי מחלה',
  'description: איך קוראים את התוצאה',
  'sidebar_position: 7',
  'keywords:',
  '  - ימי מחלה',
  '  - דו"ח',
  'slug: /מחלה',
  '---',
  "import SiteConstant from '@site/src/components/SiteConstant';",
  '',
  'פסקה עם `קוד בתוך שורה` ועם [קישור](./אחר.md "כותרת") ו-https://example.com/נתיב.',
  '',
  '```text',
  'קוד בבלוק',
  '```',
  '',
  '![תמונה של המסך](/img/מסך.svg)',
  '<!-- הערה',
  'שנמשכת -->',
  '## כותרת {#anchor}',
  'שם המוצר: <SiteConstant name="productName" title="תכונה" />',
  '[הגדרה]: ./נתיב.md',
].join('\n');

describe('views of a page', () => {
  it('keep the length and the newlines of the source', () => {
    for (const view of [codeFreeBody(page), prose(page), visibleFrontMatter(page), withoutComments(page)]) {
      assert.equal(view.length, page.length);
      assert.deepEqual(
        [...view.matchAll(/\n/g)].map((match) => match.index),
        [...page.matchAll(/\n/g)].map((match) => match.index),
      );
    }
  });

  it('find the front matter, and none without a closing ---', () => {
    assert.equal(frontMatterLineCount(page.split('\n')), 9);
    assert.equal(frontMatterLineCount(['---', 'title: x']), 0);
    assert.equal(frontMatterLineCount(['# כותרת']), 0);
  });

  it('leave front matter, code, imports and inline code out of the code-free body', () => {
    const body = codeFreeBody(page);
    assert.doesNotMatch(body, /title:|קוד|import /);
    assert.match(body, /פסקה עם/);
    assert.match(body, /\[קישור\]\(\.\/אחר\.md/);
    assert.match(body, /<!-- הערה/);
  });

  it('give the prose a reader reads', () => {
    const text = prose(page);
    for (const seen of ['פסקה עם', 'קישור', 'תמונה של המסך', 'כותרת', 'שם המוצר']) assert.match(text, new RegExp(seen));
    for (const hidden of ['אחר', 'נתיב', 'מסך\\.svg', 'הערה', 'שנמשכת', 'anchor', 'תכונה', 'הגדרה', 'example']) {
      assert.doesNotMatch(text, new RegExp(hidden));
    }
  });

  it('keep the values of the visible front matter keys only', () => {
    const values = visibleFrontMatter(page);
    for (const seen of ['דמי מחלה', 'איך קוראים', 'ימי מחלה', 'דו"ח']) assert.match(values, new RegExp(seen));
    for (const hidden of ['title', 'sidebar_position', '7', '/מחלה', 'פסקה']) {
      assert.doesNotMatch(values, new RegExp(hidden));
    }
  });

  it('close a fence only with the same marker, at least as long', () => {
    const body = codeFreeBody(['````md', '```', 'בפנים', '````', 'בחוץ'].join('\n'));
    assert.doesNotMatch(body, /בפנים/);
    assert.match(body, /בחוץ/);
  });
});

describe('countHebrewWords', () => {
  it('counts tokens with a Hebrew letter', () => {
    assert.equal(countHebrewWords('לחצו על **שמירה** ב-Excel, 418 ₪ (1) דו"ח'), 5);
    assert.equal(countHebrewWords('Excel PDF 125%'), 0);
  });
});

describe('lineAt', () => {
  it('gives 1-based lines', () => {
    assert.equal(lineAt('א\nב\nג', 0), 1);
    assert.equal(lineAt('א\nב\nג', 4), 3);
  });
});
