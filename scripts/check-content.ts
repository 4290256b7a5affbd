/**
 * Checks that every page of the guide has what GUIDE.md asks for: front matter, length, an
 * illustration, "ראו גם", no placeholders, working links to other pages; and that every SVG under
 * static/img/ is a safe, small illustration with a title.
 * Usage: npm run check:content
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {docProblems, pageProblems, svgProblems, type Problem} from './lib/content';
import {filesUnder, markdownPages, repoRoot} from './lib/files';

const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');
const fileExists = (file: string): boolean => existsSync(path.join(repoRoot, file));

function main(): number {
  const {docs, pages: allPages} = markdownPages();
  // A file or folder whose name starts with "_" is a partial that pages import, not a page (the
  // pages plugin gives it no route): it has no front matter of its own.
  const pages = allPages.filter((file) => !file.split('/').some((part) => part.startsWith('_')));
  const svgs = filesUnder('static/img', ['.svg']);
  const found: {file: string; problem: Problem}[] = [
    ...docs.flatMap((file) => docProblems(read(file), file, fileExists).map((problem) => ({file, problem}))),
    ...pages.flatMap((file) => pageProblems(read(file)).map((problem) => ({file, problem}))),
    ...svgs.flatMap((file) =>
      svgProblems(read(file), statSync(path.join(repoRoot, file)).size).map((message) => ({file, problem: {message}})),
    ),
  ];
  for (const {file, problem} of found) {
    console.log(`${file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`);
  }
  const files = new Set(found.map(({file}) => file));
  console.log(
    `content: ${found.length} problems in ${files.size} files` +
      ` (${docs.length} docs, ${pages.length} pages, ${svgs.length} SVGs checked)`,
  );
  return found.length > 0 ? 1 : 0;
}

process.exitCode = main();
