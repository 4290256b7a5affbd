/**
 * Whether a page compiles as the build compiles it: Docusaurus reads every page, `.md` too, as MDX,
 * where `<` starts a tag and `{` an expression, so a `<4` or a `{x}` in the text stops the build with
 * an English stack. This compiles one page with MDX's own compiler (@mdx-js/mdx, as
 * @docusaurus/mdx-loader does), after Docusaurus's own preprocessing (escaped heading ids, code
 * blocks, admonition titles) and with the syntax extensions the build adds (GFM, directives), and
 * tells each error in Hebrew on its line, with the usual fix. No build and no plugin of the site.
 */
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {fileLineProblems, type WriterProblem} from './writer-problems';

/** Between a problem's message and its fix on a line of scripts/check-mdx.ts. */
export const FIX_MARK = 'תיקון: ';

/** The lines `file:line: message. תיקון: fix` of scripts/check-mdx.ts. */
export function mdxOutputProblems(output: string): WriterProblem[] {
  return fileLineProblems(output).map((problem) => {
    const at = problem.message.indexOf(`. ${FIX_MARK}`);
    return at < 0 ? problem : {...problem, message: problem.message.slice(0, at), fix: problem.message.slice(at + 2 + FIX_MARK.length)};
  });
}

/** The admonition keywords of the classic theme, for `:::note כותרת` (a title without brackets). */
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'secondary', 'important', 'success'];

/** The front matter as blank lines: MDX does not read it, and the lines below keep their numbers. */
function blankFrontMatter(source: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  return m ? m[0].replace(/[^\n]/g, '') + source.slice(m[0].length) : source;
}

/** What a compile error means, in Hebrew, and its usual fix. */
function explain(reason: string, text: string): {message: string; fix: string} {
  const escape = (char: string, example: string): string => `אם ה-${char} הוא חלק מהטקסט, כתבו לפניו לוכסן הפוך (\\${char}), או שימו את הביטוי בתוך קוד, בין שני גרשיים הפוכים: \`${example}\``;
  // micromark-extension-mdx-jsx: a "<" that does not start a name, or a tag left open or closed twice.
  if (/before name|after `<`|expected a character that can start a name/i.test(reason)) {
    return {message: `התו "<" נקרא כתחילה של תגית, והעמוד לא נבנה`, fix: escape('<', '<4')};
  }
  if (/closing tag|end of|unexpected closing slash|unexpected lazy line/i.test(reason) && /</.test(text)) {
    return {message: 'תגית שלא נסגרה (או שנסגרה בלי שנפתחה), והעמוד לא נבנה', fix: `אם זו תגית, סגרו אותה באותה פסקה, כמו בעמודים האחרים. ${escape('<', '<4')}`};
  }
  // micromark-extension-mdx-expression: "{" starts a JavaScript expression.
  if (/expression|acorn|`\{`|`\}`/i.test(reason)) {
    return {message: 'הסוגריים המסולסלים "{" נקראים כביטוי של JavaScript, והעמוד לא נבנה', fix: escape('{', '{x}')};
  }
  return {message: 'העמוד לא נבנה: MDX לא מצליח לקרוא את השורה', fix: escape(/\{/.test(text) ? '{' : '<', /\{/.test(text) ? '{x}' : '<4')};
}

type CompileError = {reason?: string; message?: string; line?: number; place?: {line?: number; start?: {line?: number}}};

/** The compile errors of one page (`file` relative to the repository, for the messages). */
export async function mdxProblems(file: string, source: string): Promise<WriterProblem[]> {
  const prepared = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(blankFrontMatter(source))), ADMONITIONS);
  // ESM only, and what it imports too: loaded as a module, not required.
  const {compile} = await import('@mdx-js/mdx');
  try {
    await compile({value: prepared, path: file}, {format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective], development: false});
    return [];
  } catch (error) {
    const e = error as CompileError;
    const reason = e.reason ?? e.message ?? String(error);
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const text = line === undefined ? '' : (source.split('\n')[line - 1] ?? '');
    const {message, fix} = explain(reason, text);
    return [{file, line, message: `${message} (${reason.split('\n')[0]})`, fix}];
  }
}
