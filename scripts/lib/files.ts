import {existsSync, readdirSync} from 'node:fs';
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
  return {docs: filesUnder('docs', ['.md', '.mdx']), pages: filesUnder('src/pages', ['.md', '.mdx'])};
}
