import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from './files';
import {mdxOutputProblems, mdxProblems} from './mdx';

const FILE = 'docs/calculation-results/calc-mahala.md';
const page = readFileSync(path.join(repoRoot, FILE), 'utf8');

/** The page with `text` after its first paragraph line below the front matter; and that line's number. */
function planted(text: string): {source: string; line: number} {
  const lines = page.split('\n');
  const at = lines.findIndex((line, index) => index > 0 && line.trim() !== '' && !line.startsWith('---') && !/^[\w_]+:/.test(line) && lines[index - 1].trim() === '' && !/^[#:<|-]/.test(line));
  lines.splice(at, 0, text, '');
  return {source: lines.join('\n'), line: at + 1};
}

test('a page of the guide compiles, its front matter, heading ids and admonitions too', async () => {
  assert.deepEqual(await mdxProblems(FILE, page), []);
});

test('a "<4" in the text fails, in Hebrew, on its line, with the fix', async () => {
  const {source, line} = planted('ימי מחלה: פחות מ-<4 ימים בחודש.');
  const problems = await mdxProblems(FILE, source);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].file, FILE);
  assert.equal(problems[0].line, line);
  assert.match(problems[0].message, /^התו "<" נקרא כתחילה של תגית, והעמוד לא נבנה/);
  assert.match(problems[0].fix ?? '', /לוכסן הפוך \(\\<\).*`<4`/);
});

test('a "{" in the text, and a tag left open', async () => {
  const brace = planted('הסכום {לפני מס} מופיע בתלוש.');
  const [expression] = await mdxProblems(FILE, brace.source);
  assert.equal(expression.line, brace.line);
  assert.match(expression.message, /^הסוגריים המסולסלים "\{" נקראים כביטוי של JavaScript/);
  assert.match(expression.fix ?? '', /\\\{/);

  const open = planted('שורה עם <span> שלא נסגר.');
  const [tag] = await mdxProblems(FILE, open.source);
  assert.equal(tag.line, open.line);
  assert.match(tag.message, /^תגית שלא נסגרה/);
});

test('an escaped "<" and a code span compile', async () => {
  assert.deepEqual(await mdxProblems(FILE, planted('פחות מ-\\<4 ימים, או `<4` ימים.').source), []);
});

test("check-mdx's lines, with the fix apart", () => {
  assert.deepEqual(mdxOutputProblems('docs/a.md:12: התו "<" נקרא כתחילה של תגית. תיקון: כתבו \\<\nmdx: 1 pages compiled, 1 errors\n'), [
    {file: 'docs/a.md', line: 12, message: 'התו "<" נקרא כתחילה של תגית', fix: 'כתבו \\<'},
  ]);
});
