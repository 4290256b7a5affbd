import assert from 'node:assert/strict';
import {test} from 'node:test';
import {docToMarkdown, plainAdmonitions, resolveTarget} from './toMarkdown';

const context = {
  siteUrl: 'https://docs.example.com/',
  sourcePath: 'calculation-results/calc-avraa.md',
  routeBySource: new Map([
    ['intro.md', '/intro'],
    ['calculation-results/calc-avraa.md', '/calculation-results/calc-avraa'],
    ['release-notes/version 1.2.0.md', '/release-notes/version 1.2.0'],
  ]),
};

test('links to docs become the absolute URL of their route, anchors and spaces kept encoded', () => {
  assert.equal(resolveTarget('../intro.md', context), 'https://docs.example.com/intro');
  assert.equal(resolveTarget('../release-notes/version 1.2.0.md#חדש', context), 'https://docs.example.com/release-notes/version%201.2.0#חדש');
  assert.equal(resolveTarget('#שאלות', context), 'https://docs.example.com/calculation-results/calc-avraa#שאלות');
  assert.equal(resolveTarget('/img/a b.svg', context), 'https://docs.example.com/img/a%20b.svg');
  assert.equal(resolveTarget('mailto:support@example.com', context), 'mailto:support@example.com');
  assert.throws(() => resolveTarget('./missing.md', context), /names no doc/);
});

test('a doc becomes plain Markdown: title heading, absolute links and images, no heading ids, no imports, no bidi marks', () => {
  const markdown = docToMarkdown({
    ...context,
    title: 'דמי הבראה',
    body: [
      "import X from '@site/src/x';",
      '',
      '## חישוב \\{#calculation}',
      '',
      'ראו [מבוא](../intro.md) ו[הגרסה](<../release-notes/version 1.2.0.md>).\u200F',
      '',
      '![איור](/img/a.svg)',
      '',
      '```md',
      '[לא לגעת](./x.md)',
      '```',
    ].join('\n'),
  });
  assert.equal(
    markdown,
    [
      '# דמי הבראה',
      '',
      '## חישוב',
      '',
      'ראו [מבוא](https://docs.example.com/intro) ו[הגרסה](https://docs.example.com/release-notes/version%201.2.0).',
      '',
      '![איור](https://docs.example.com/img/a.svg)',
      '',
      '```md',
      '[לא לגעת](./x.md)',
      '```',
      '',
    ].join('\n'),
  );
});

test('admonitions become block quotes named by their Hebrew type and title', () => {
  assert.deepEqual(plainAdmonitions([':::tip[התחילו בקטן]', 'שורה אחת.', '', 'שורה שתיים.', ':::', 'אחרי']), ['> **טיפ: התחילו בקטן**', '>', '> שורה אחת.', '>', '> שורה שתיים.', '', 'אחרי']);
  assert.deepEqual(plainAdmonitions([':::note', 'גוף', ':::']), ['> **הערה**', '>', '> גוף', '']);
});
