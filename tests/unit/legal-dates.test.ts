import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import recorded from './legal-dates.json' with {type: 'json'};

// Each legal page's "עודכן לאחרונה" date moves when what the page says changes: the page's text
// (less its date line, its front matter's keywords, which only the search reads, and its MDX comments,
// which no reader sees) and the partials it renders (src/pages/_partials) are fingerprinted, next to
// the date, in legal-dates.json. A change to either fails here until the page's date is moved to
// the day of the change and the fingerprint and date are recorded again.

const root = path.join(import.meta.dirname, '../..');
const legalDir = path.join(root, 'src/pages/legal');
const dateLine = /^עודכן לאחרונה: (\d{1,2}\.\d{1,2}\.\d{4})$/m;

/** An MDX comment on lines of its own, with its line end and the blank line after it (the accessibility statement's table of the checks' decisions). */
const mdxComment = /^\{\/\*[\s\S]*?\*\/\}\n\n?/gm;

/** What a page says: its source without the date line, the search's keywords and the comments, and each partial it imports. */
function fingerprint(source: string): string {
  const hash = createHash('sha256').update(
    source
      .replace(dateLine, '')
      .replace(/^keywords: .*\n/m, '')
      .replace(mdxComment, ''),
  );
  for (const [, partial] of source.matchAll(/^import \w+ from '@site\/(src\/pages\/_partials\/[^']+)';$/gm)) hash.update(readFileSync(path.join(root, partial!), 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

const pages = readdirSync(legalDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''))
  .sort();

test('every legal page has its date and fingerprint recorded', () => {
  assert.deepEqual(Object.keys(recorded).sort(), pages);
});

for (const page of pages) {
  test(`${page}: its date is the day its content last changed`, () => {
    const source = readFileSync(path.join(legalDir, `${page}.md`), 'utf8');
    const date = dateLine.exec(source)?.[1];
    const record = (recorded as Record<string, {date: string; fingerprint: string}>)[page];
    assert.ok(date && record);
    assert.equal(
      fingerprint(source),
      record.fingerprint,
      `${page} (or a partial it shows) changed since ${record.date}: set its "עודכן לאחרונה" to today and record {"date": "<today>", "fingerprint": "${fingerprint(source)}"} in tests/unit/legal-dates.json`,
    );
    assert.equal(date, record.date, `${page} shows ${date}, the record says ${record.date}`);
  });
}
