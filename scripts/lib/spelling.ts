/**
 * The pure part of the spell check: Hebrew words out of a page, the project word list, and
 * talking to hspell in its own language (ISO-8859-8, ispell's `-a` pipe protocol).
 */
import {hebrewMarkRange} from '../../src/search/hebrew/hebrew';
import {decodeIso88598, encodeIso88598} from '../../src/plugins/search/lib/inflections';
import {HEBREW_LETTERS as LETTER, prose, visibleFrontMatter} from './markdown';

/** A Hebrew word and the 1-based line it is on. */
export type WordAt = {word: string; line: number};

/** A problem in the word list file. */
export type ListProblem = {line: number; message: string};

/** The project word list: normalised words, and what is wrong with the file. */
export type WordList = {words: ReadonlySet<string>; problems: ListProblem[]};

/** Letters that attach to the front of a word (and, in, like, to, from, that, the). */
export const PREFIX_LETTERS = 'והבכלמש';

// Niqqud and cantillation marks; maqaf, paseq, sof pasuq and nun hafukha are punctuation and stay.
const NIQQUD = new RegExp(`[${hebrewMarkRange}]`, 'g');
// Direction marks and zero-width characters that writers use around mixed-direction text.
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const YIDDISH_LIGATURES: Readonly<Record<string, string>> = {'\u05F0': 'וו', '\u05F1': 'וי', '\u05F2': 'יי'};
/** Letters, with gershayim or geresh inside (ש"ח, צ'ק), and a closing geresh (ג', פרופ'). */
const WORD = new RegExp(`[${LETTER}]+(?:["'][${LETTER}]+)*'?`, 'g');
const WHOLE_WORD = new RegExp(`^${WORD.source}$`);
/** Gershayim or geresh inside a word: an acronym or a Hebrew number. */
const INNER_QUOTE = new RegExp(`["'][${LETTER}]`);

const TYPOGRAPHIC_GERSHAYIM = new RegExp(`(?<=[${LETTER}])[\\u201C\\u201D\\u201E](?=[${LETTER}])`, 'g');
const TYPOGRAPHIC_GERESH = new RegExp(`(?<=[${LETTER}])[\\u2018\\u2019]`, 'g');

/**
 * Hebrew text the way hspell reads it: presentation forms decomposed, niqqud and invisible marks
 * removed, gershayim (״ and ” between letters) written as ASCII " and geresh (׳, ’ after a
 * letter) as ASCII '.
 */
export function normalizeHebrew(text: string): string {
  return text
    .normalize('NFKD')
    .replace(NIQQUD, '')
    .replace(INVISIBLE, '')
    .replace(/[\u05F0-\u05F2]/g, (ligature) => YIDDISH_LIGATURES[ligature] ?? ligature)
    .replace(/\u05F4/g, '"')
    .replace(/\u05F3/g, "'")
    .replace(TYPOGRAPHIC_GERSHAYIM, '"')
    .replace(TYPOGRAPHIC_GERESH, "'");
}

// A quotation mark after prefix letters (ו"טיוטה"); in an acronym only one letter follows (ש"ח).
const QUOTE_AFTER_PREFIX = new RegExp(`(?<![${LETTER}"'])([${PREFIX_LETTERS}]{1,2})(["'])(?=[${LETTER}]{3})`, 'g');
// A gender or plural ending after a slash: מאשר/ת, עובד/ים.
const SLASH_ENDING = new RegExp(`([${LETTER}]+)/(ית|ים|ות|ת|ה)(?![${LETTER}"'])`, 'g');
const FINAL_TO_MEDIAL: Readonly<Record<string, string>> = {ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ'};

/** "מאשר/ת" → the words "מאשר" and "מאשרת" (the ending joined, a final letter made medial). */
function withSlashEndings(line: string): {text: string; joined: string[]} {
  const joined: string[] = [];
  const text = line.replace(SLASH_ENDING, (slashed, base: string, ending: string) => {
    joined.push(base.slice(0, -1) + (FINAL_TO_MEDIAL[base.slice(-1)] ?? base.slice(-1)) + ending);
    return base + ' '.repeat(slashed.length - base.length);
  });
  return {text, joined};
}

/**
 * The Hebrew words of a text, normalised, with their line numbers. A geresh after a word that
 * opens with a single quote closes the quotation ('טיוטה'), it is not part of the word; letters
 * right after a digit number a section (סעיף 18א) and are not words.
 */
export function hebrewWords(text: string): WordAt[] {
  const words: WordAt[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const {text: unslashed, joined} = withSlashEndings(normalizeHebrew(raw).replace(QUOTE_AFTER_PREFIX, '$1 $2'));
    for (const match of unslashed.matchAll(WORD)) {
      if (/\d/.test(unslashed[match.index - 1] ?? '')) continue;
      const quoted = unslashed[match.index - 1] === "'" && match[0].endsWith("'");
      words.push({word: quoted ? match[0].slice(0, -1) : match[0], line});
    }
    for (const word of joined) words.push({word, line});
  });
  return words;
}

/** The words of a page that readers see: prose of the body plus the visible front matter values. */
export function pageWords(source: string): WordAt[] {
  return [...hebrewWords(visibleFrontMatter(source)), ...hebrewWords(prose(source))];
}

/**
 * Reads the project word list: one word a line, `#` starts a comment, sorted by code point
 * (`LC_ALL=C sort`), no duplicates, only Hebrew words (hspell checks nothing else).
 */
export function parseWordList(text: string): WordList {
  const words = new Set<string>();
  const problems: ListProblem[] = [];
  let previous: string | undefined;
  text.split('\n').forEach((raw, i) => {
    const entry = normalizeHebrew(raw.replace(/#.*/, '').trim());
    if (entry === '') return;
    const line = i + 1;
    if (!WHOLE_WORD.test(entry)) {
      problems.push({line, message: `"${entry}" אינה מילה עברית אחת: כתבו מילה אחת בכל שורה, באותיות עבריות בלבד (מילים לועזיות hspell לא בודק)`});
      return;
    }
    if (words.has(entry)) problems.push({line, message: `"${entry}" רשומה פעמיים: מחקו את השורה הזאת`});
    else if (previous !== undefined && entry < previous) {
      problems.push({line, message: `"${entry}" לא במקומה בסדר האל"ף־בי"ת: העבירו אותה למקומה (הפקודה LC_ALL=C sort ממיינת כך)`});
    }
    words.add(entry);
    previous = entry;
  });
  return {words, problems};
}

/** The word, and the word without one or two attached prefix letters (at least two letters left). */
export function withoutPrefixes(word: string): string[] {
  const forms = [word];
  for (let n = 1; n <= 2; n += 1) {
    const prefix = word.slice(0, n);
    if (word.length - n >= 2 && [...prefix].every((letter) => PREFIX_LETTERS.includes(letter))) {
      forms.push(word.slice(n));
    }
  }
  return forms;
}

/** True when the word, or the word without one or two prefix letters, is in the list. */
export function isListed(word: string, list: ReadonlySet<string>): boolean {
  const bare = word.endsWith("'") ? [word, word.slice(0, -1)] : [word];
  return bare.some((form) => withoutPrefixes(form).some((candidate) => list.has(candidate)));
}

/**
 * The forms of a word to ask hspell about. hspell strips prefix letters itself, except before a
 * Hebrew number (התשי"א, the year תשי"א): for a word with gershayim or geresh inside, the forms
 * without one or two prefix letters are asked too.
 */
export function hspellForms(word: string): string[] {
  return INNER_QUOTE.test(word) ? withoutPrefixes(word) : [word];
}

/** True when hspell knows the word or, for a number or acronym, the word without its prefixes. */
export function isKnownToHspell(word: string, unknownToHspell: ReadonlyMap<string, unknown>): boolean {
  return hspellForms(word).some((form) => !unknownToHspell.has(form));
}

// hspell's encoding, shared with the search's inflection table (src/plugins/search/lib/inflections.ts).
export {decodeIso88598, encodeIso88598};

/** What to send to `hspell -a`: one word a line. */
export function hspellInput(words: readonly string[]): Uint8Array {
  return encodeIso88598(words.map((word) => `${word}\n`).join(''));
}

/**
 * Reads the answer of `hspell -a` to {@link hspellInput}: after the version banner, one group of
 * result lines per input line, each group ending with an empty line. `*` (known), `+` and `-`
 * are good; `&` (with suggestions after the colon), `?` and `#` are unknown.
 * Returns the unknown words with hspell's suggestions.
 */
export function parseHspellAnswer(answer: string, words: readonly string[]): Map<string, string[]> {
  const lines = answer.replace(/\n$/, '').split('\n');
  if (lines[0]?.startsWith('@(#)')) lines.shift();
  const groups: string[][] = [];
  let group: string[] = [];
  for (const line of lines) {
    if (line === '') {
      groups.push(group);
      group = [];
    } else group.push(line);
  }
  if (groups.length !== words.length || group.length > 0) {
    throw new Error(`hspell answered ${groups.length} lines for ${words.length} words`);
  }
  const unknown = new Map<string, string[]>();
  groups.forEach((results, i) => {
    const word = words[i];
    const bad = results.filter((result) => /^[&?#]/.test(result));
    if (word === undefined || bad.length === 0) return;
    const suggestions = bad.flatMap((result) => /: (.*)$/.exec(result)?.[1]?.split(', ') ?? []);
    unknown.set(word, suggestions);
  });
  return unknown;
}
