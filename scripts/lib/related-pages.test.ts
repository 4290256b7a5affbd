import assert from 'node:assert/strict';
import {test} from 'node:test';
import {relatedPages} from './related-pages';

const page = (file: string, keywords: string[], body: string) => ({file, source: `---\ntitle: x\nkeywords: [${keywords.join(', ')}]\n---\n\n${body}\n`});

test('the pages that mention a page’s keywords, the most first', () => {
  const travel = page('docs/calculation-results/calc-nesiot.md', ['הוצאות נסיעה', 'החזר נסיעות', 'נס'], 'החזר הוצאות נסיעה.');
  const pages = [
    travel,
    page('docs/intro.md', [], 'המערכת לא בודקת הוצאות נסיעה.'),
    page('docs/a.md', [], 'החזר נסיעות והוצאות נסיעה לא נבדקים.'),
    page('docs/b.md', ['הוצאות נסיעה'], 'על משהו אחר.'),
  ];
  assert.deepEqual(relatedPages(travel, pages), [
    {file: 'docs/a.md', keywords: ['הוצאות נסיעה', 'החזר נסיעות']},
    {file: 'docs/intro.md', keywords: ['הוצאות נסיעה']},
  ]);
});
