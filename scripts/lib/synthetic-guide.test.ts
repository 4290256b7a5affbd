import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {docRoute, relocateLinks, splitBlocks, syntheticGuide, type RealDoc} from './synthetic-guide';

const docs: RealDoc[] = [
  {
    file: 'intro.md',
    title: 'מבוא',
    description: 'מה המערכת עושה.',
    body: 'פסקה ראשונה עם [קישור](./calculation-results/calc-hufsha.md#חישוב).\n\n## מה עושים\n\nפסקה [בדף](#מה-עושים) ו[חיצוני](https://example.com).\n\n:::tip\n\nעצה.\n\nועוד עצה.\n\n:::\n\n![תרשים](/img/intro/flow.svg)\n',
  },
  {
    file: 'calculation-results/calc-hufsha.md',
    title: 'חופשה',
    description: 'דמי חופשה.',
    body: '## חישוב\n\nטבלה:\n\n| א | ב |\n|---|---|\n| 1 | 2 |\n\nראו [גרסה](<../release-notes/version 1.2.0.md>) ו[חסר](./missing.md).\n',
  },
];

describe('splitBlocks', () => {
  it('keeps an admonition whole across its blank lines', () => {
    assert.deepEqual(splitBlocks(':::tip\n\nעצה.\n\nועוד.\n\n:::\n\nאחרי.'), [':::tip\n\nעצה.\n\nועוד.\n\n:::', 'אחרי.']);
  });
});

describe('relocateLinks', () => {
  const files = new Set(['intro.md', 'calculation-results/calc-hufsha.md', 'release-notes/version 1.2.0.md']);

  it('turns links to other docs into absolute routes and keeps only the text of the rest', () => {
    assert.equal(relocateLinks('[א](./calculation-results/calc-hufsha.md#x)', 'intro.md', files), '[א](/calculation-results/calc-hufsha)');
    assert.equal(relocateLinks('[ג](<../release-notes/version 1.2.0.md>)', 'calculation-results/calc-hufsha.md', files), '[ג](/release-notes/version%201.2.0)');
    assert.equal(relocateLinks('[ב](#עוגן) [ד](./missing.md)', 'intro.md', files), 'ב ד');
    assert.equal(relocateLinks('![ת](/img/a.svg) [ה](https://example.com)', 'intro.md', files), '![ת](/img/a.svg) [ה](https://example.com)');
  });
});

describe('syntheticGuide', () => {
  it('adds generated pages up to the count, in sidebar folders, the same every time', () => {
    const files = syntheticGuide(docs, 120);
    const pages = files.filter(({file}) => file.endsWith('.md'));
    assert.equal(pages.length, 118);
    assert.equal(files.filter(({file}) => file.endsWith('_category_.json')).length, 3);
    assert.deepEqual(syntheticGuide(docs, 120), files);
    assert.match(pages[0]!.file, /^part-001\/page-00001\.md$/);
  });

  it('writes pages as long as the real ones, with headings, front matter and only links that resolve', () => {
    const realLength = (docs[0]!.body.length + docs[1]!.body.length) / 2;
    for (const {content} of syntheticGuide(docs, 30).filter(({file}) => file.endsWith('.md'))) {
      assert.match(content, /^---\ntitle: ".+ \d+"\ndescription: ".+"\nsidebar_position: \d+\n---\n/);
      assert.ok(content.length >= realLength);
      for (const [, target] of content.matchAll(/\]\(([^)]+)\)/g)) {
        assert.ok(['/calculation-results/calc-hufsha', '/release-notes/version%201.2.0', '/img/intro/flow.svg', 'https://example.com'].includes(target!), target);
      }
    }
  });

  it('routes docs as the site does', () => {
    assert.equal(docRoute('release-notes/version 1.2.0.md'), '/release-notes/version%201.2.0');
  });
});
