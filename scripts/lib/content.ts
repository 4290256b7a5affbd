/**
 * The pure part of the content check: what a doc page, a Markdown page and an SVG illustration
 * must contain (writing/GUIDE.md "A page", and CONTRIBUTING.md for the writers). The file system
 * is passed in as `fileExists` so that the checks run on in-memory examples. Every message is
 * Hebrew and says what to do: the writers read them.
 */
import matter from 'gray-matter';
import {HTMLElement, parse} from 'node-html-parser';
import path from 'node:path';
import {HEBREW_LETTER, HEBREW_LETTERS, codeFreeBody, countHebrewWords, frontMatterLineCount, lineAt, prose, withoutComments} from './markdown';

/** One thing to fix; `line` is 1-based in the file, absent for a whole-file problem. */
export type Problem = {line?: number; message: string};

/** A problem and the repository path of the file it is in. */
export type FileProblem = {file: string; problem: Problem};

/** Is there a file at this repository-relative path ("static/img/x.svg")? */
export type FileExists = (repoPath: string) => boolean;

export const DESCRIPTION_LENGTH = {min: 40, max: 200} as const;
export const MIN_KEYWORDS = 5;
export const MAX_SVG_BYTES = 30 * 1024;
export const SEE_ALSO_HEADING = 'ראו גם';
/** Alt text that describes: at least this many words and characters. */
export const ALT_TEXT_MINIMUM = {words: 5, characters: 30} as const;
/** Words that name an image without saying what it shows ("צילום מסך", "איור"). */
const VAGUE_ALT_WORDS = new Set(['צילום', 'מסך', 'המסך', 'תמונה', 'תמונת', 'איור', 'שרטוט', 'של', 'screenshot', 'image']);
/** The smallest font size of an illustration's text, in SVG user units (CONTRIBUTING: 13). */
export const MIN_SVG_FONT_SIZE = 13;

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
export function keyLine(source: string, key: string): number {
  const index = source.search(new RegExp(`^${key}\\s*:`, 'm'));
  return index === -1 ? 1 : lineAt(source, index);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Front matter of a doc: title, description (40–200 characters), 5+ keywords, sidebar_position a number if present. */
export function docFrontMatterProblems(data: Readonly<Record<string, unknown>>, source: string): Problem[] {
  const problems = pageFrontMatterProblems(data, source);
  const {description, keywords} = data;
  if (isText(description)) {
    const length = description.trim().length;
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
      problems.push({
        line: keyLine(source, 'description'),
        message: `ב-description יש ${length} תווים: כתבו משפט אחד של 60 עד 160 תווים שאומר במה העמוד עוזר` + ` (הבדיקה נכשלת מתחת ל-${DESCRIPTION_LENGTH.min} ומעל ${DESCRIPTION_LENGTH.max})`,
      });
    }
  }
  if (!Array.isArray(keywords)) {
    problems.push({
      line: keyLine(source, 'keywords'),
      message: `keywords צריך להיות רשימה בסוגריים מרובעים, למשל keywords: [דוח, 'דו"ח', …], עם ${MIN_KEYWORDS} ערכים לפחות (מומלץ 8 עד 15)`,
    });
  } else {
    const items = keywords.filter(isText);
    if (items.length < MIN_KEYWORDS) {
      problems.push({
        line: keyLine(source, 'keywords'),
        message: `ב-keywords יש ${items.length} ערכים: הוסיפו מילים שהקוראים מקלידים בחיפוש (מילים נרדפות, כתיב עם גרשיים ובלעדיהם) עד ${MIN_KEYWORDS} לפחות, מומלץ 8 עד 15`,
      });
    }
  }
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number') {
    problems.push({
      line: keyLine(source, 'sidebar_position'),
      message: 'sidebar_position צריך להיות מספר, או למחוק את השורה (הסדר בתפריט נקבע ב-sidebars.ts)',
    });
  }
  return problems;
}

/** Front matter of any Markdown page: a title and a description. */
export function pageFrontMatterProblems(data: Readonly<Record<string, unknown>>, source: string): Problem[] {
  return (['title', 'description'] as const)
    .filter((key) => !isText(data[key]))
    .map((key) => ({
      line: keyLine(source, key),
      message: `חסר ${key} ב-front matter: ${key === 'title' ? 'הוסיפו שורה title: עם כותרת קצרה בעברית' : 'הוסיפו שורה description: עם משפט אחד של 60 עד 160 תווים'}`,
    }));
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
  return [...references(source, new RegExp(String.raw`(?<!!)\[` + LINK_TEXT + String.raw`\]` + DESTINATION, 'g')), ...references(source, /^ {0,3}\[([^\]\n]+)\]:[ \t]*(<[^>\n]*>|\S+)/gm)].sort(
    (a, b) => a.line - b.line,
  );
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

/**
 * Why an alt text does not describe its image, or undefined when it does: it must say what the
 * image shows in at least {@link ALT_TEXT_MINIMUM} words and characters, not only name it
 * ("צילום מסך", "איור של המסך").
 */
export function vagueAltText(text: string): string | undefined {
  const words = text.split(/[\s,.:;–-]+/).filter((word) => word !== '');
  if (words.length > 0 && words.every((word) => VAGUE_ALT_WORDS.has(word.toLowerCase()))) {
    return `"${text.trim()}" רק אומר שיש כאן תמונה`;
  }
  const length = text.trim().length;
  if (words.length < ALT_TEXT_MINIMUM.words || length < ALT_TEXT_MINIMUM.characters) {
    return `יש בו ${words.length} מילים ו-${length} תווים`;
  }
  return undefined;
}

/** Every image has Hebrew alt text that describes it and a file under static/; at least one image. */
export function imageProblems(source: string, pagePath: string, fileExists: FileExists): Problem[] {
  const images = markdownImages(source);
  if (images.length === 0) {
    return [{message: 'אין בעמוד איור: הוסיפו ![טקסט חלופי בעברית שמתאר את המסך](/img/<פרק>/<מזהה>.svg)'}];
  }
  return images.flatMap(({line, text, target}): Problem[] => {
    const problems: Problem[] = [];
    if (!HEBREW_LETTER.test(text)) {
      problems.push({line, message: `לתמונה ${target} אין טקסט חלופי בעברית: כתבו בתוך [ ] מה המסך מראה`});
    } else {
      const vague = vagueAltText(text);
      if (vague !== undefined) {
        problems.push({
          line,
          message:
            `הטקסט החלופי של ${target} לא מתאר את התמונה (${vague}): כתבו מה רואים בה – האזורים, הכפתורים והנתונים` +
            ` העיקריים – לפחות ${ALT_TEXT_MINIMUM.words} מילים ו-${ALT_TEXT_MINIMUM.characters} תווים`,
        });
      }
    }
    // The site renders a " of the alt text as a literal &quot;, which screen readers spell out.
    if (text.includes('"')) problems.push({line, message: `בטקסט החלופי של ${target} כתבו גרשיים עבריים (״) במקום "`});
    const file = imageFile(target, pagePath);
    if (file === undefined) problems.push({line, message: `התמונה ${target} צריכה להיות קובץ תחת static/, למשל /img/<פרק>/<מזהה>.svg`});
    else if (!fileExists(file)) problems.push({line, message: `התמונה ${target} לא נמצאה (${file}): צרו את הקובץ או תקנו את הנתיב`});
    return problems;
  });
}

/** Every relative link to a Markdown file points to a file that exists. */
export function linkProblems(source: string, pagePath: string, fileExists: FileExists): Problem[] {
  return markdownLinks(source).flatMap(({line, target}): Problem[] => {
    const file = relativeMarkdownPath(target);
    if (file === undefined) return [];
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), file));
    return fileExists(resolved) ? [] : [{line, message: `הקישור ${target} מוביל לקובץ שלא קיים (${resolved}): תקנו את הנתיב, יחסית לעמוד הזה ועם הסיומת .md`}];
  });
}

/** Headings of the body are ## and ### (the title is the page's #): a deeper one is a section to split or a list. */
export function headingLevelProblems(source: string): Problem[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i): Problem[] =>
      /^ {0,3}#{4,6}\s/.test(line)
        ? [{line: i + 1, message: 'כותרת ברמה 4 ומטה (####): בגוף העמוד יש רק ## לסעיפים ו-### לתת־סעיפים. הפכו אותה ל-### (ואת הסעיף שמעליה ל-##), או לפסקה שמתחילה ב**הדגשה**'}]
        : [],
    );
}

/** Placeholder text anywhere outside code: front matter, prose and comments. */
export function placeholderProblems(source: string): Problem[] {
  const frontMatterEnd = frontMatterLineCount(source.split('\n'));
  const body = codeFreeBody(source).split('\n');
  return source.split('\n').flatMap((line, i): Problem[] => {
    const text = i < frontMatterEnd ? line : (body[i] ?? '');
    return PLACEHOLDERS.filter(({pattern}) => pattern.test(text)).map(({label}) => ({
      line: i + 1,
      message: `טקסט זמני "${label}": כתבו את התוכן עצמו או מחקו את המילה (גם בהערה נסתרת)`,
    }));
  });
}

/**
 * A `**` that cannot open or close bold, which the reader sees as two asterisks: by CommonMark's
 * rule, an opening `**` right after a letter or digit must not stand before punctuation
 * (`ב**[צו](law:…)**` shows its asterisks; `ב[**צו**](law:…)` is bold), and a closing one right
 * after punctuation must not stand before a letter or digit. The first `**` of a line opens, the
 * next closes, and so on, outside code.
 */
export function boldProblems(source: string): Problem[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i): Problem[] => {
      const marks = [...line.matchAll(/\*\*/g)].map((match) => match.index);
      return marks.flatMap((at, n): Problem[] => {
        const before = line[at - 1] ?? ' ';
        const after = line[at + 2] ?? ' ';
        const word = /[\p{L}\p{N}]/u;
        const punctuation = /[\p{P}\p{S}]/u;
        const opens = n % 2 === 0;
        const stuck = opens ? word.test(before) && punctuation.test(after) : punctuation.test(before) && word.test(after);
        if (!stuck) return [];
        return [
          {
            line: i + 1,
            message: opens
              ? 'ה-** שפותח את ההדגשה צמוד לאות ואחריו סימן (למשל [ של קישור): העמוד יציג כוכביות ולא הדגשה. הכניסו את ההדגשה לתוך הקישור, למשל ב[**שם החוק**](law:…)'
              : 'ה-** שסוגר את ההדגשה בא אחרי סימן וצמוד לאות שאחריו: העמוד יציג כוכביות ולא הדגשה. הכניסו את ההדגשה לתוך הקישור, או הפרידו ברווח',
          },
        ];
      });
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
  if (seeAlso === -1) {
    return [{message: `אין סעיף "## ${SEE_ALSO_HEADING}": הוסיפו אותו בסוף העמוד, עם קישורים לעמוד הקודם ולעמוד הבא בתפריט הצד`}];
  }
  const last = sections[sections.length - 1];
  return seeAlso === sections.length - 1 || last === undefined ? [] : [{line: last.line, message: `"## ${SEE_ALSO_HEADING}" צריך להיות הסעיף האחרון: העבירו את הסעיף הזה אל לפניו`}];
}

/** The body has at least `minimum` Hebrew words outside code and front matter. */
export function lengthProblems(source: string, minimum: number): Problem[] {
  const words = countHebrewWords(prose(source));
  return words >= minimum ? [] : [{message: `בגוף העמוד יש ${words} מילים בעברית: כתבו לפחות ${minimum} (בלי קוד ובלי ה-front matter)`}];
}

/** The front matter data, or the problem of reading it. */
function frontMatter(source: string): {data: Record<string, unknown>} | {problem: Problem} {
  try {
    return {data: matter(source).data as Record<string, unknown>};
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return {problem: {line: 1, message: `ה-front matter אינו YAML תקין (${reason}): בדקו נקודתיים, סוגריים וגרשיים; ערך עם " עוטפים בגרש בודד`}};
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
    ...headingLevelProblems(source),
    ...boldProblems(source),
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
  if (sizeBytes >= MAX_SVG_BYTES) {
    problems.push(`${Math.ceil(sizeBytes / 1024)} KB: הקטינו את הקובץ אל מתחת ל-30 KB (בלי גופנים ותמונות מוטמעים, בלי נקודות מיותרות)`);
  }
  const root = parse(svg).querySelector('svg');
  if (!root) return [...problems, 'אין בקובץ אלמנט <svg>: איור הוא קובץ SVG שנכתב ביד'];
  const title = root.childNodes.find((node): node is HTMLElement => node instanceof HTMLElement && node.rawTagName.toLowerCase() === 'title');
  if (!title || title.text.trim() === '') problems.push('אין <title> כילד הראשון של <svg>: הוסיפו <title> בעברית שמתאר את המסך');
  for (const element of elements(root)) {
    const tag = element.rawTagName;
    if (tag.toLowerCase() === 'script') problems.push('יש בקובץ <script>: מחקו אותו, איור לא מריץ קוד');
    for (const [name, value] of Object.entries(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`ב-<${tag}> יש מאפיין אירוע ${name}=: מחקו אותו`);
      if (/^(href|xlink:href|src)$/i.test(name) && !value.trim().startsWith('#')) {
        problems.push(`<${tag}> מפנה אל ${value.slice(0, 60)}: מותרות רק הפניות פנימיות כמו #shadow`);
      }
      if (/url\(\s*['"]?(?!#)/i.test(value)) problems.push(`ב-<${tag}> ${name}= יש url() חיצוני: מותר רק url(#...)`);
    }
    if (tag.toLowerCase() === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(element.text)) {
      problems.push('<style> מפנה לקובץ חיצוני (@import או url()): מחקו את ההפניה');
    }
  }
  return problems;
}

/** The font sizes an element sets, in its attribute and in its style, as numbers (px or unitless). */
function fontSizes(element: HTMLElement): number[] {
  const values = [element.getAttribute('font-size') ?? '', ...[...(element.getAttribute('style') ?? '').matchAll(/font-size\s*:\s*([^;]+)/gi)].map((m) => m[1] ?? '')];
  return values.flatMap((value) => {
    const size = /^\s*([\d.]+)\s*(px)?\s*$/i.exec(value);
    return size ? [Number(size[1])] : [];
  });
}

/**
 * The guide's conventions for an illustration of a screen (static/img/<section>/*.svg): Hebrew
 * text laid out right to left (`direction="rtl"` on the root) and no text smaller than
 * {@link MIN_SVG_FONT_SIZE}, in attributes, style attributes and `<style>` rules.
 */
export function svgConventionProblems(svg: string): string[] {
  const root = parse(svg).querySelector('svg');
  if (!root) return [];
  const problems: string[] = [];
  if (root.getAttribute('direction') !== 'rtl') {
    problems.push('לאלמנט <svg> חסר direction="rtl": הוסיפו אותו, כדי שהטקסט העברי ייכתב מימין לשמאל');
  }
  const small = new Set<number>();
  for (const element of elements(root)) {
    for (const size of fontSizes(element)) if (size < MIN_SVG_FONT_SIZE) small.add(size);
    if (element.rawTagName.toLowerCase() === 'style') {
      for (const [, size] of element.text.matchAll(/font-size\s*:\s*([\d.]+)\s*(?:px)?\s*[;}]/gi)) {
        if (Number(size) < MIN_SVG_FONT_SIZE) small.add(Number(size));
      }
    }
  }
  if (small.size > 0) {
    problems.push(`יש טקסט בגודל ${[...small].sort((a, b) => a - b).join(', ')}: הגדילו כל font-size ל-${MIN_SVG_FONT_SIZE} לפחות, כדי שיהיה קריא`);
  }
  return problems;
}

/**
 * The text a reader reads in an illustration, one entry per line of the file that holds it: its
 * `<title>` and its `<text>` elements (with their `<tspan>`s), without the text written left to right
 * (`direction="ltr"`, like the address bar), which holds addresses rather than words. The glossary
 * check reads it as it reads a page (svgGlossaryProblems, scripts/lib/glossary.ts).
 */
export function svgReaderText(svg: string): {line: number; text: string}[] {
  const root = parse(svg, {comment: false}).querySelector('svg');
  if (!root) return [];
  const lineOf = (element: HTMLElement): number => svg.slice(0, element.range[0]).split('\n').length;
  const isLeftToRight = (element: HTMLElement): boolean => {
    for (let node: HTMLElement | null = element; node && node !== root; node = node.parentNode) {
      if (node.getAttribute('direction') === 'ltr') return true;
    }
    return false;
  };
  return elements(root)
    .filter((element) => ['title', 'text'].includes(element.rawTagName.toLowerCase()) && !isLeftToRight(element))
    .map((element) => ({line: lineOf(element), text: element.text.replace(/\s+/g, ' ').trim()}))
    .filter(({text}) => text !== '');
}
