/**
 * The pure part of the content check: what a doc page, a Markdown page and an SVG illustration
 * must contain (GUIDE.md "A page" and the writers' brief). The file system is passed in as
 * `fileExists` so that the checks run on in-memory examples.
 */
import matter from 'gray-matter';
import {HTMLElement, parse} from 'node-html-parser';
import path from 'node:path';
import {
  HEBREW_LETTER,
  HEBREW_LETTERS,
  codeFreeBody,
  countHebrewWords,
  frontMatterLineCount,
  lineAt,
  prose,
  withoutComments,
} from './markdown';

/** One thing to fix; `line` is 1-based in the file, absent for a whole-file problem. */
export type Problem = {line?: number; message: string};

/** Is there a file at this repository-relative path ("static/img/x.svg")? */
export type FileExists = (repoPath: string) => boolean;

export const DESCRIPTION_LENGTH = {min: 40, max: 200} as const;
export const MIN_KEYWORDS = 5;
export const MAX_SVG_BYTES = 30 * 1024;
export const SEE_ALSO_HEADING = 'ראו גם';

/** Text that marks an unfinished page. */
export const PLACEHOLDERS: readonly {label: string; pattern: RegExp}[] = [
  {label: 'TODO', pattern: /\bTODO\b/i},
  {label: 'TBD', pattern: /\bTBD\b/i},
  {label: 'lorem', pattern: /\blorem\b/i},
  {label: 'XXX', pattern: /\bXXX\b/i},
  {label: 'placeholder', pattern: /\bplaceholder\b/i},
  {label: 'בקרוב', pattern: new RegExp(`(?<![${HEBREW_LETTERS}])ו?בקרוב(?![${HEBREW_LETTERS}])`)},
  {label: 'טקסט לדוגמה', pattern: /טקסט\s+לדוגמ[הא]/},
];

/** The least number of Hebrew words in the body of a doc ("docs/<section>/<id>.md"). */
export function minimumWords(docPath: string): number {
  return docPath.startsWith('docs/calculation-results/') ? 500 : 350;
}

/** The line of a front matter key, or 1 when the key is missing. */
function keyLine(source: string, key: string): number {
  const index = source.search(new RegExp(`^${key}\\s*:`, 'm'));
  return index === -1 ? 1 : lineAt(source, index);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Front matter of a doc: title, description (40–200 characters), 5+ keywords, sidebar_position. */
export function docFrontMatterProblems(data: Readonly<Record<string, unknown>>, source: string): Problem[] {
  const problems = pageFrontMatterProblems(data, source);
  const {description, keywords} = data;
  if (isText(description)) {
    const length = description.trim().length;
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
      problems.push({
        line: keyLine(source, 'description'),
        message: `description has ${length} characters; write ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max}`,
      });
    }
  }
  if (!Array.isArray(keywords)) {
    problems.push({
      line: keyLine(source, 'keywords'),
      message: `keywords must be a YAML list, e.g. keywords: [דוח, דו"ח, …] (at least ${MIN_KEYWORDS} items)`,
    });
  } else {
    const items = keywords.filter(isText);
    if (items.length < MIN_KEYWORDS) {
      problems.push({
        line: keyLine(source, 'keywords'),
        message: `keywords has ${items.length} items; give at least ${MIN_KEYWORDS}`,
      });
    }
  }
  if (typeof data.sidebar_position !== 'number') {
    problems.push({line: keyLine(source, 'sidebar_position'), message: 'sidebar_position (a number) is missing'});
  }
  return problems;
}

/** Front matter of any Markdown page: a title and a description. */
export function pageFrontMatterProblems(data: Readonly<Record<string, unknown>>, source: string): Problem[] {
  return (['title', 'description'] as const)
    .filter((key) => !isText(data[key]))
    .map((key) => ({line: keyLine(source, key), message: `front matter ${key} is missing or empty`}));
}

/** An image or link of the Markdown: its line, text (alt text for images) and destination. */
export type MarkdownReference = {line: number; text: string; target: string};

const LINK_TEXT = String.raw`((?:[^\[\]\n]|\[[^\[\]\n]*\])*)`;
const DESTINATION = String.raw`\(\s*(<[^>\n]*>|[^)\s]*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)`;

/** Markdown outside code and comments, where images and links count. */
function renderedMarkdown(source: string): string {
  return withoutComments(codeFreeBody(source));
}

function references(source: string, pattern: RegExp): MarkdownReference[] {
  const text = renderedMarkdown(source);
  return [...text.matchAll(pattern)].map((match) => ({
    line: lineAt(text, match.index),
    text: match[1] ?? '',
    target: (match[2] ?? '').replace(/^<(.*)>$/, '$1'),
  }));
}

/** The images `![alt](src)` of the body. */
export function markdownImages(source: string): MarkdownReference[] {
  return references(source, new RegExp(String.raw`!\[([^\]\n]*)\]` + DESTINATION, 'g'));
}

/** The links `[text](target)` and link reference definitions `[id]: target` of the body. */
export function markdownLinks(source: string): MarkdownReference[] {
  return [
    ...references(source, new RegExp(String.raw`(?<!!)\[` + LINK_TEXT + String.raw`\]` + DESTINATION, 'g')),
    ...references(source, /^ {0,3}\[([^\]\n]+)\]:[ \t]*(<[^>\n]*>|\S+)/gm),
  ].sort((a, b) => a.line - b.line);
}

function decoded(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

/** The file path of a relative link to a Markdown file ("./a.md#part" → "./a.md"), else undefined. */
export function relativeMarkdownPath(target: string): string | undefined {
  if (/^([a-z][a-z\d+.-]*:|\/|#)/i.test(target)) return undefined;
  const file = decoded(target.replace(/[?#].*$/, ''));
  return /\.mdx?$/.test(file) ? file : undefined;
}

/** Where an image destination lives in the repository ("/img/a.svg" → "static/img/a.svg"). */
export function imageFile(src: string, pagePath: string): string | undefined {
  const file = decoded(src.replace(/[?#].*$/, ''));
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(file)) return undefined;
  if (file.startsWith('@site/')) return file.slice('@site/'.length);
  if (file.startsWith('/')) return path.posix.join('static', file);
  return path.posix.join(path.posix.dirname(pagePath), file);
}

/** Every image has Hebrew alt text and a file under static/; at least one image. */
export function imageProblems(source: string, pagePath: string, fileExists: FileExists): Problem[] {
  const images = markdownImages(source);
  if (images.length === 0) {
    return [{message: 'no illustration: add ![Hebrew alt text](/img/<section>/<id>.svg)'}];
  }
  return images.flatMap(({line, text, target}): Problem[] => {
    const problems: Problem[] = [];
    if (!HEBREW_LETTER.test(text)) problems.push({line, message: `image ${target} needs Hebrew alt text`});
    // The site renders a " of the alt text as a literal &quot;, which screen readers spell out.
    if (text.includes('"')) problems.push({line, message: `image ${target}: write gershayim (״) instead of " in the alt text`});
    const file = imageFile(target, pagePath);
    if (file === undefined) problems.push({line, message: `image ${target} must be a file under static/`});
    else if (!fileExists(file)) problems.push({line, message: `image ${target} not found (${file})`});
    return problems;
  });
}

/** Every relative link to a Markdown file points to a file that exists. */
export function linkProblems(source: string, pagePath: string, fileExists: FileExists): Problem[] {
  return markdownLinks(source).flatMap(({line, target}): Problem[] => {
    const file = relativeMarkdownPath(target);
    if (file === undefined) return [];
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), file));
    return fileExists(resolved) ? [] : [{line, message: `link ${target} points to a missing file (${resolved})`}];
  });
}

/** Placeholder text anywhere outside code: front matter, prose and comments. */
export function placeholderProblems(source: string): Problem[] {
  const frontMatterEnd = frontMatterLineCount(source.split('\n'));
  const body = codeFreeBody(source).split('\n');
  return source.split('\n').flatMap((line, i): Problem[] => {
    const text = i < frontMatterEnd ? line : (body[i] ?? '');
    return PLACEHOLDERS.filter(({pattern}) => pattern.test(text)).map(({label}) => ({
      line: i + 1,
      message: `placeholder text "${label}"`,
    }));
  });
}

/** The `##` headings of the body, in order. */
export function sectionHeadings(source: string): {line: number; text: string}[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i) => {
      const heading = /^##[ \t]+(.*?)[ \t]*(\{#[^}]*\})?[ \t#]*$/.exec(line);
      return heading ? [{line: i + 1, text: heading[1] ?? ''}] : [];
    });
}

/** The last `##` section is "ראו גם". */
export function seeAlsoProblems(source: string): Problem[] {
  const sections = sectionHeadings(source);
  const seeAlso = sections.findIndex(({text}) => text === SEE_ALSO_HEADING);
  if (seeAlso === -1) return [{message: `no "## ${SEE_ALSO_HEADING}" section with links to the pages before and after`}];
  const last = sections[sections.length - 1];
  return seeAlso === sections.length - 1 || last === undefined
    ? []
    : [{line: last.line, message: `"## ${SEE_ALSO_HEADING}" must be the last section`}];
}

/** The body has at least `minimum` Hebrew words outside code and front matter. */
export function lengthProblems(source: string, minimum: number): Problem[] {
  const words = countHebrewWords(prose(source));
  return words >= minimum ? [] : [{message: `the body has ${words} Hebrew words; write at least ${minimum}`}];
}

/** The front matter data, or the problem of reading it. */
function frontMatter(source: string): {data: Record<string, unknown>} | {problem: Problem} {
  try {
    return {data: matter(source).data as Record<string, unknown>};
  } catch (error) {
    return {problem: {line: 1, message: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`}};
  }
}

/** Everything a doc page (docs/**.md) must have. */
export function docProblems(source: string, docPath: string, fileExists: FileExists): Problem[] {
  const read = frontMatter(source);
  return [
    ...('problem' in read ? [read.problem] : docFrontMatterProblems(read.data, source)),
    ...lengthProblems(source, minimumWords(docPath)),
    ...imageProblems(source, docPath, fileExists),
    ...seeAlsoProblems(source),
    ...placeholderProblems(source),
    ...linkProblems(source, docPath, fileExists),
  ];
}

/** Everything a Markdown page (src/pages/**.md) must have. */
export function pageProblems(source: string): Problem[] {
  const read = frontMatter(source);
  return 'problem' in read ? [read.problem] : pageFrontMatterProblems(read.data, source);
}

function elements(root: HTMLElement): HTMLElement[] {
  return [root, ...root.querySelectorAll('*')];
}

/** An illustration: a `<title>`, under 30 KB, no script, no event handlers, nothing external. */
export function svgProblems(svg: string, sizeBytes: number): string[] {
  const problems: string[] = [];
  if (sizeBytes >= MAX_SVG_BYTES) problems.push(`${Math.ceil(sizeBytes / 1024)} KB; keep it under 30 KB`);
  const root = parse(svg).querySelector('svg');
  if (!root) return [...problems, 'no <svg> element'];
  const title = root.childNodes.find(
    (node): node is HTMLElement => node instanceof HTMLElement && node.rawTagName.toLowerCase() === 'title',
  );
  if (!title || title.text.trim() === '') problems.push('no <title> as a child of <svg>');
  for (const element of elements(root)) {
    const tag = element.rawTagName;
    if (tag.toLowerCase() === 'script') problems.push('contains <script>');
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`<${tag}> has an event handler ${name}=`);
      if (/^(href|xlink:href|src)$/i.test(name) && !value.trim().startsWith('#')) {
        problems.push(`<${tag}> refers to ${value.slice(0, 60)}; use only #fragment references`);
      }
      if (/url\(\s*['"]?(?!#)/i.test(value)) problems.push(`<${tag}> ${name}= has an external url()`);
    }
    if (tag.toLowerCase() === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(element.text)) {
      problems.push('<style> refers to an external file (@import or url())');
    }
  }
  return problems;
}
