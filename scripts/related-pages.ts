/**
 * For each page the change touches, the other pages that mention its keywords (scripts/lib/
 * related-pages.ts), one line each: what a writer reads so that no page contradicts the new one.
 * A note, never a failure. Usage: npx tsx scripts/related-pages.ts [file…]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {changedFiles} from './lib/changed-files';
import {markdownPages, repoRoot} from './lib/files';
import {relatedPages} from './lib/related-pages';

const {docs} = markdownPages();
const pages = docs.map((file) => ({file, source: readFileSync(path.join(repoRoot, file), 'utf8')}));
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const changed = named.length > 0 ? new Set(named) : (changedFiles()?.files ?? new Set<string>());
for (const page of pages.filter((p) => changed.has(p.file))) {
  const related = relatedPages(page, pages);
  if (related.length === 0) continue;
  console.log(
    `${page.file}: עמודים אחרים שמזכירים את הנושא (keywords) של העמוד, ובודקים שהם לא סותרים אותו: ${related.map(({file, keywords}) => `${file} (${keywords.map((k) => `"${k}"`).join(', ')})`).join('; ')}`,
  );
}
