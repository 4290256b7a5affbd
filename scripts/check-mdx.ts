/**
 * Compiles the guide's changed pages as MDX, as the build does, and prints each error in Hebrew as
 * `file:line: message`, with the fix (scripts/lib/mdx.ts). The pages changed against the main
 * branch (scripts/lib/changed-files.ts); every page when that branch is not known, or with --all.
 * Usage: npx tsx scripts/check-mdx.ts [--all] [file…]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {changedFiles} from './lib/changed-files';
import {markdownPages, repoRoot} from './lib/files';
import {FIX_MARK, mdxProblems} from './lib/mdx';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const named = argv.filter((arg) => !arg.startsWith('--'));
  const {docs, pages} = markdownPages();
  const all = [...docs, ...pages];
  const changed = argv.includes('--all') || named.length > 0 ? undefined : changedFiles();
  const files = named.length > 0 ? named : changed?.base === undefined ? all : all.filter((file) => changed.files.has(file));
  let count = 0;
  for (const file of files) {
    for (const problem of await mdxProblems(file, readFileSync(path.join(repoRoot, file), 'utf8'))) {
      count += 1;
      console.log(`${file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}. ${FIX_MARK}${problem.fix}`);
    }
  }
  console.log(`mdx: ${files.length} pages compiled, ${count} errors`);
  return count > 0 ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
