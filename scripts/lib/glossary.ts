/**
 * The glossary check: in the text a reader sees (prose, alt and link texts, and the title,
 * description and sidebar label), every variant the glossary avoids, and every Latin word that
 * `latinAllowed` does not list. Code, URLs, tags, front matter keys and the `keywords` list
 * (where readers' own spellings belong) are not checked. The terms live in writing/glossary.ts.
 */
import type {GlossaryEntry} from '../../writing/glossary';
import {svgReaderText, type Problem} from './content';
import {HEBREW_LETTERS, blank, escapeRegExp, prose, visibleFrontMatter} from './markdown';
import {PREFIX_LETTERS, normalizeHebrew} from './spelling';

export const GLOSSARY_FILE = 'writing/glossary.ts';
export const PRODUCT_NAMES_FILE = 'writing/product-names.md';

export type Glossary = {glossary: readonly GlossaryEntry[]; latinAllowed: readonly string[]};

/** The front matter values that are running text (keywords are search terms, not text). */
const TEXT_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'sidebar_label']);

const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['’][A-Za-z]+)?/g;

/**
 * What a reader reads of the page, line for line: the prose and the running-text front matter
 * values, with admonition markers (`:::tip`) and HTML entities blanked. Gershayim and geresh are
 * written as " and ' (normalizeHebrew), so one variant matches both spellings.
 */
export function readerText(source: string): string[] {
  const body = prose(source)
    .replace(/^([ \t>]*):::+[A-Za-z]*/gm, blank)
    .replace(/&[A-Za-z]+;|&#\d+;/g, blank);
  const frontMatter = visibleFrontMatter(source, TEXT_KEYS).split('\n');
  return body.split('\n').map((line, i) => normalizeHebrew(`${frontMatter[i] ?? ''} ${line}`));
}

type Matcher = {pattern: RegExp; variant: string; entry: GlossaryEntry};

/** A pattern for a variant: a whole word (or words), Hebrew after up to three prefix letters. */
function variantPattern(variant: string): RegExp {
  const words = normalizeHebrew(variant).trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (/^[A-Za-z]/.test(variant)) return new RegExp(`(?<![A-Za-z0-9])${words}(?![A-Za-z0-9])`, 'gi');
  return new RegExp(`(?<![${HEBREW_LETTERS}"'])[${PREFIX_LETTERS}]{0,3}${words}(?![${HEBREW_LETTERS}])`, 'g');
}

function avoidedMessage({variant, entry}: Matcher): string {
  const note = entry.note === undefined ? '' : ` (${entry.note})`;
  return `כתבו "${entry.preferred}" ולא "${variant}"${note}: מונח אחד, כתיב אחד בכל המדריך (${GLOSSARY_FILE})`;
}

function latinMessage(word: string): string {
  return (
    `המילה הלועזית "${word}": כתבו את המונח בעברית, כמו שהוא במסך ובמונחים של ${GLOSSARY_FILE}.` +
    ` אם זה שם שנשאר באותיות לטיניות (פורמט קובץ, שם של מוצר או מקש), הוסיפו אותו ל-latinAllowed ב-${GLOSSARY_FILE}`
  );
}

/** The glossary problems of a page, one per line and word. */
export function glossaryProblems(source: string, terms: Glossary): Problem[] {
  return textProblems(
    readerText(source).map((text, i) => ({line: i + 1, text})),
    terms,
  );
}

/**
 * The glossary problems of an illustration: its title and the texts on the drawing are read like a
 * page's prose, so that a screen drawn with "דמי חג" or "credits" fails as the page would.
 */
export function svgGlossaryProblems(svg: string, terms: Glossary): Problem[] {
  return textProblems(
    svgReaderText(svg).map(({line, text}) => ({line, text: normalizeHebrew(text)})),
    terms,
  );
}

function textProblems(texts: {line: number; text: string}[], {glossary, latinAllowed}: Glossary): Problem[] {
  const matchers: Matcher[] = glossary.flatMap((entry) => entry.avoid.map((variant) => ({pattern: variantPattern(variant), variant, entry})));
  const allowed = new Set(latinAllowed.map((word) => word.toLowerCase()));
  const problems: Problem[] = [];
  texts.forEach(({line, text}) => {
    const reported = new Set<string>();
    for (const matcher of matchers) {
      matcher.pattern.lastIndex = 0;
      if (!matcher.pattern.test(text)) continue;
      reported.add(matcher.variant.toLowerCase());
      problems.push({line, message: avoidedMessage(matcher)});
    }
    for (const [word] of text.matchAll(LATIN_WORD)) {
      const key = word.toLowerCase();
      if (allowed.has(key) || reported.has(key)) continue;
      reported.add(key);
      problems.push({line, message: latinMessage(word)});
    }
  });
  return problems;
}

/** The kinds of on-screen names writing/product-names.md lists. */
export const PRODUCT_NAME_KINDS: readonly string[] = ['מסך', 'לשונית', 'כפתור', 'שדה', 'עמודה', 'סטטוס', 'תוצאה'];

/**
 * The on-screen names of writing/product-names.md, a table `| **name** | kind | where | avoided spellings | source |`,
 * as glossary entries (each avoided spelling fails a page, as the glossary's do), and the problems of
 * the table itself, on its lines: a row without a name in bold, a kind not in PRODUCT_NAME_KINDS, no
 * source, or a name listed twice.
 */
export function productNames(markdown: string): {entries: GlossaryEntry[]; problems: Problem[]} {
  const entries: GlossaryEntry[] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  markdown.split('\n').forEach((text, i) => {
    const line = i + 1;
    if (!text.trimStart().startsWith('|') || /^\s*\|\s*(השם במסך|-+)\s*\|/.test(text)) return;
    const cells = text
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    const [nameCell = '', kind = '', , avoided = '', source = ''] = cells;
    const name = /^\*\*([^*]+)\*\*$/.exec(nameCell)?.[1]?.trim();
    if (name === undefined) {
      problems.push({line, message: `בשורה של ${PRODUCT_NAMES_FILE} השם צריך להיות בעמודה הראשונה, ב**הדגשה**, כמו שהוא במסך`});
      return;
    }
    if (!PRODUCT_NAME_KINDS.includes(kind)) problems.push({line, message: `הסוג של **${name}** הוא "${kind}": כתבו אחד מאלה: ${PRODUCT_NAME_KINDS.join(', ')}`});
    if (source === '') problems.push({line, message: `ל-**${name}** חסר מקור: כתבו מי בצוות המוצר אישר את השם, ובאיזו גרסה`});
    if (seen.has(name)) problems.push({line, message: `**${name}** כבר מופיע בטבלה: מחקו את השורה הכפולה`});
    seen.add(name);
    const avoid = avoided
      .split(',')
      .map((variant) => variant.trim())
      .filter(Boolean);
    if (avoid.length > 0) entries.push({preferred: name, avoid, note: `כך במסך, לפי ${PRODUCT_NAMES_FILE}`});
  });
  return {entries, problems};
}
