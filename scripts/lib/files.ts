import {cpSync, existsSync, readdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/** The repository root (scripts/lib/..). */
export const repoRoot = path.resolve(__dirname, '../..');

/**
 * Repository-relative paths (with "/") of the files under `dir` whose names end with one of
 * `extensions`, sorted; none when the folder does not exist yet.
 */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const absolute = path.join(repoRoot, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
    .sort();
}

/** The Markdown pages the writers' checks read: the docs and the Markdown pages under src/pages. */
export function markdownPages(): {docs: string[]; pages: string[]} {
  // A file or folder whose name starts with "_" is a partial that pages import, not a page (the
  // pages plugin gives it no route, and it has no front matter of its own).
  const pages = filesUnder('src/pages', ['.md', '.mdx']).filter((file) => !file.split('/').some((part) => part.startsWith('_')));
  return {docs: filesUnder('docs', ['.md', '.mdx']), pages};
}

/** Never copied into a scratch copy of the site: Git, the installed packages, outputs and caches. */
const notSources = ['.git', 'node_modules', 'build', 'build-algolia', '.docusaurus', 'test-results', 'playwright-report'];

/**
 * Copies the site's sources into `dest` (a scratch folder for a benchmark or a test build), without
 * Git, outputs and caches, and links this checkout's node_modules; `skip` leaves out more entries.
 */
export function copySiteSources(dest: string, skip: readonly string[] = []): void {
  for (const entry of readdirSync(repoRoot)) {
    if (!notSources.includes(entry) && !skip.includes(entry)) cpSync(path.join(repoRoot, entry), path.join(dest, entry), {recursive: true});
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dest, 'node_modules'));
}
