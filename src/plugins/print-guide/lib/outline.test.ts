import assert from 'node:assert/strict';
import {test} from 'node:test';
import {outlineGroups, printedDocsModule, printedHref, printedId, sectionId} from './outline';

test('section ids are Latin and distinct for the guide doc ids', () => {
  assert.equal(sectionId('calculation-results/calc-avraa'), 'doc-calculation-results-calc-avraa');
  assert.equal(sectionId('release-notes/version 1.2.0'), 'doc-release-notes-version-1-2-0');
});

test('the outline keeps the order and groups neighbours of one category', () => {
  const doc = (id: string, category: string | null) => ({id, title: id, category, permalink: `/${id}`});
  const groups = outlineGroups([doc('a', null), doc('b', 'x'), doc('c', 'x'), doc('d', 'y')]);
  assert.deepEqual(
    groups.map((group) => [group.category, group.items.map((d) => d.id)]),
    [
      [null, ['a']],
      ['x', ['b', 'c']],
      ['y', ['d']],
    ],
  );
});

test('the generated module imports each doc once and lists it with its outline entry, in order', () => {
  const source = printedDocsModule(
    [
      {id: 'intro', title: 'מבוא', category: null, permalink: '/intro'},
      {id: 'release-notes/version 1.2.0', title: 'גרסה', category: 'הערות', permalink: '/release-notes/version 1.2.0'},
    ],
    ['@site/docs/intro.md', '@site/docs/release-notes/version 1.2.0.md'],
  );
  assert.match(source, /^import \* as content0 from "@site\/docs\/intro\.md";\nimport \* as content1 from "@site\/docs\/release-notes\/version 1\.2\.0\.md";/);
  assert.match(source, /\{doc: \{"id":"intro","title":"מבוא","category":null,"permalink":"\/intro"\}, content: content0\},\n {2}\{doc: \{"id":"release-notes/);
});

test("a doc's ids on /print start with its section's, so that two docs' headings never share one", () => {
  assert.equal(printedId('intro', 'ראו-גם'), 'doc-intro--ראו-גם');
  assert.notEqual(printedId('a', 'ראו-גם'), printedId('b', 'ראו-גם'));
});

test('links to a doc of the guide, with or without a heading, point to its section on /print; others stay', () => {
  const docs = [
    {id: 'intro', permalink: '/intro'},
    {id: 'release-notes/version 1.2.0', permalink: '/release-notes/version 1.2.0'},
  ];
  assert.equal(printedHref('/intro', 'x', docs), '#doc-intro');
  assert.equal(printedHref('/intro/', 'x', docs), '#doc-intro');
  assert.equal(printedHref('/intro#שכר', 'x', docs), '#doc-intro--שכר');
  assert.equal(printedHref('/intro#%D7%A9%D7%9B%D7%A8', 'x', docs), '#doc-intro--שכר');
  assert.equal(printedHref('/release-notes/version%201.2.0', 'x', docs), '#doc-release-notes-version-1-2-0');
  assert.equal(printedHref('/release-notes/version 1.2.0#חדש', 'x', docs), '#doc-release-notes-version-1-2-0--חדש');
  assert.equal(printedHref('#חדש', 'intro', docs), '#doc-intro--חדש');
  assert.equal(printedHref('/legal/privacy', 'intro', docs), '/legal/privacy');
  assert.equal(printedHref('https://example.com/intro', 'intro', docs), 'https://example.com/intro');
  assert.equal(printedHref('mailto:a@b.c', 'intro', docs), 'mailto:a@b.c');
});
