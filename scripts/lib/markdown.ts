/**
 * Views of a Markdown (MDX) page for the writers' checks. Every view has the same length as the
 * source and keeps its newlines, so an index into a view is an index into the file and line
 * numbers stay right; what a view leaves out is replaced by spaces.
 */

import {fencedCodeLines} from '../../src/markdownFences';
import {hebrewLetters} from '../../src/search/hebrew/hebrew';

/** The range of Hebrew letters, final forms included (U+05D0–U+05EA), for character classes. */
export const HEBREW_LETTERS = hebrewLetters;
/** One Hebrew letter. */
export const HEBREW_LETTER = new RegExp(`[${HEBREW_LETTERS}]`);

/** The front matter keys whose values readers see (page title, search snippet, keywords, sidebar). */
export const VISIBLE_FRONT_MATTER_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'keywords', 'sidebar_label']);

/** Text to match literally inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spaces in place of every character but newlines. */
export function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

function blankMatches(text: string, pattern: RegExp): string {
  return text.replace(pattern, blank);
}

/** 1-based line number of an index into the source (or any view of it). */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) line += 1;
  }
  return line;
}

/** How many lines the front matter takes, both `---` lines included; 0 when there is none. */
export function frontMatterLineCount(lines: readonly string[]): number {
  if (lines[0]?.trimEnd() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  return end === -1 ? 0 : end + 1;
}

/** Keeps the lines for which `keep(line, index)` is true and blanks the others. */
function mapLines(text: string, keep: (line: string, index: number) => boolean): string {
  return text
    .split('\n')
    .map((line, i) => (keep(line, i) ? line : blank(line)))
    .join('\n');
}

/**
 * The body outside code: front matter, fenced code blocks, MDX import/export lines and inline
 * code blanked. HTML comments, tags and links are still there.
 */
export function codeFreeBody(source: string): string {
  const lines = source.split('\n');
  const frontMatterEnd = frontMatterLineCount(lines);
  const code = fencedCodeLines(lines, frontMatterEnd);
  const body = mapLines(source, (line, i) => i >= frontMatterEnd && !code.has(i) && !/^(import|export)\s/.test(line));
  // Inline code: a run of backticks up to the next run of the same length, within a paragraph.
  return blankMatches(body, /(`+)(?!`)(?:[^\n]|\n(?![ \t]*\n))*?[^`]\1(?!`)/g);
}

/** Blanks HTML comments (`<!-- … -->`), which readers never see. */
export function withoutComments(text: string): string {
  return blankMatches(text, /<!--[\s\S]*?(-->|$)/g);
}

/**
 * What a reader reads of the body: {@link codeFreeBody} without comments, HTML/JSX tags and their
 * attributes, link and image destinations, link reference definitions, URLs and heading ids.
 * Link texts, image alt texts and admonition titles stay.
 */
export function prose(source: string): string {
  let text = withoutComments(codeFreeBody(source));
  text = blankMatches(text, /^ {0,3}\[[^\]\n]+\]:[^\n]*/gm);
  text = blankMatches(text, /\]\(\s*(<[^>\n]*>|[^)\s]*)(\s+("[^"\n]*"|'[^'\n]*'))?\s*\)/g);
  text = blankMatches(text, /<\/?[A-Za-z][^<>]*>/g);
  text = blankMatches(text, /\b(https?:\/\/|mailto:|www\.)[^\s<>)\]]+/g);
  return blankMatches(text, /\{#[^}\n]*\}/g);
}

/**
 * The values of the visible front matter keys ({@link VISIBLE_FRONT_MATTER_KEYS}, or `keys`),
 * everything else blanked. Values may continue on the following indented or `- item` lines.
 */
export function visibleFrontMatter(source: string, keys: ReadonlySet<string> = VISIBLE_FRONT_MATTER_KEYS): string {
  const lines = source.split('\n');
  const end = frontMatterLineCount(lines);
  let key: string | undefined;
  return lines
    .map((line, i) => {
      if (i === 0 || i >= end - 1) return blank(line);
      const entry = /^([A-Za-z_][\w-]*)\s*:/.exec(line);
      if (entry) {
        key = entry[1];
        return keys.has(key ?? '') ? blank(entry[0]) + line.slice(entry[0].length) : blank(line);
      }
      return key !== undefined && keys.has(key) ? line : blank(line);
    })
    .join('\n');
}

/** Whitespace-separated tokens of the text that contain a Hebrew letter. */
export function countHebrewWords(text: string): number {
  return text.split(/\s+/).filter((token) => HEBREW_LETTER.test(token)).length;
}
