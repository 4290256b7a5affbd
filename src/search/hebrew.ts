/**
 * The Hebrew text analysis shared by the index and the queries: the same words must meet whatever
 * niqqud, final letters, gershayim or attached prefix letters the writer or the reader used.
 * Browser-safe: no Node APIs.
 */

/** Niqqud and cantillation marks (U+0591–U+05C7) that are removed; the punctuation in that block is handled apart. */
const hebrewMarks = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const hasHebrewMarks = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/;
/** Maqaf, paseq, sof pasuq and nun hafukha sit in the same block but separate words. */
const hebrewPunctuation = /[\u05BE\u05C0\u05C3\u05C6]/g;
/** Zero-width and direction marks that writers paste into mixed Hebrew/Latin text. */
const formatCharacters = /\p{Cf}/gu;
const finalLetters: Record<string, string> = {ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ'};
/** Geresh, gershayim and the quotes typed in their place, removed when they sit inside a word (דו"ח → דוח). */
const inWordQuotes = /(\p{L})["'`׳״‘’“”](?=\p{L})/gu;

const qubuts = '\u05BB';
const holam = '\u05B9';
const hiriq = '\u05B4';
const shva = '\u05B0';
const qamatsQatan = '\u05C7';
const letterWithMarks = /([\u05D0-\u05EA])([\u0591-\u05C7]*)/g;

/**
 * Pointed text is written in "ktiv haser" (חֻפְשָׁה) while the guide uses "ktiv male" (חופשה): the
 * vowels that ktiv male spells with a letter get that letter before the points are dropped. Qubuts
 * and qamats qatan become ו; holam becomes ו unless the next letter is already ו or א (לֹא, רֹאשׁ);
 * hiriq becomes י unless the next letter is י or closes the syllable with a shva (מִסְפָּר).
 */
function addVowelLetters(decomposed: string): string {
  const clusters = [...decomposed.matchAll(letterWithMarks)];
  let result = '';
  let last = 0;
  clusters.forEach((cluster, i) => {
    const [whole, letter, marks = ''] = cluster;
    const end = cluster.index + whole.length;
    const next = clusters[i + 1];
    const nextAdjacent = next !== undefined && next.index === end ? next : undefined;
    const nextLetter = nextAdjacent?.[1];
    const nextMarks = nextAdjacent?.[2] ?? '';
    let vowelLetter = '';
    if (marks.includes(qubuts) || marks.includes(qamatsQatan)) {
      vowelLetter = 'ו';
    } else if (marks.includes(holam) && letter !== 'ו' && nextLetter !== undefined && !'וא'.includes(nextLetter)) {
      vowelLetter = 'ו';
    } else if (marks.includes(hiriq) && nextLetter !== undefined && nextLetter !== 'י' && !nextMarks.includes(shva)) {
      vowelLetter = 'י';
    }
    result += decomposed.slice(last, end) + vowelLetter;
    last = end;
  });
  return result + decomposed.slice(last);
}

/**
 * Folds a text to the form in which words are compared: niqqud and cantillation removed (pointed
 * words spelled out in ktiv male), final letters unified, gershayim and geresh inside words
 * removed, NFC, Latin lower-cased.
 */
export function normalizeHebrew(text: string): string {
  const decomposed = text.normalize('NFKD');
  return (hasHebrewMarks.test(decomposed) ? addVowelLetters(decomposed) : decomposed)
    .replace(hebrewMarks, '')
    .replace(hebrewPunctuation, ' ')
    .replace(formatCharacters, '')
    .replace(/[ךםןףץ]/g, (letter) => finalLetters[letter]!)
    .replace(inWordQuotes, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** A word as it stands in the original text, with its place, so that matches can be highlighted there. */
export type WordSpan = {start: number; end: number; text: string};

/**
 * A word: letters and digits with their combining marks, joined by a geresh or gershayim between
 * letters (דו"ח) or by a dot or comma between digits (1.2.0, 1,000). Everything else separates.
 * (Written without look-behind, which older Safari cannot parse.)
 */
const wordCharacters = /[\p{L}\p{N}\p{M}"'`׳״‘’“”.,]+/gu;
const quote = /["'`׳״‘’“”]/u;
const letter = /[\p{L}\p{M}]/u;
const digit = /\p{N}/u;
const wordStart = /^[\p{L}\p{N}]/u;
const joiners = /["'`׳״‘’“”.,]/u;

/** The words of a text with their offsets in it. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const chunk of text.matchAll(wordCharacters)) {
    if (!joiners.test(chunk[0]) && wordStart.test(chunk[0])) {
      spans.push({start: chunk.index, end: chunk.index + chunk[0].length, text: chunk[0]});
      continue;
    }
    const characters = [...chunk[0]];
    let offset = chunk.index;
    let start = -1;
    let startOffset = 0;
    const close = (end: number, endOffset: number): void => {
      if (start >= 0) spans.push({start: startOffset, end: endOffset, text: characters.slice(start, end).join('')});
      start = -1;
    };
    characters.forEach((character, i) => {
      const previous = characters[i - 1] ?? '';
      const next = characters[i + 1] ?? '';
      const joins =
        start >= 0 &&
        ((quote.test(character) && letter.test(previous) && /\p{L}/u.test(next)) ||
          ((character === '.' || character === ',') && digit.test(previous) && digit.test(next)));
      if (start < 0 && wordStart.test(character)) {
        start = i;
        startOffset = offset;
      } else if (start >= 0 && !joins && (quote.test(character) || character === '.' || character === ',')) {
        close(i, offset);
      }
      offset += character.length;
    });
    close(characters.length, offset);
  }
  return spans;
}

const hebrewLetter = /^[\u05D0-\u05EA]$/;

/** Words already normalized: a page's words repeat, and highlighting meets them again. */
const normalizedWords = new Map<string, string | null>();
const maxCachedWords = 50_000;

/** The normalized form of one word, or null when it carries nothing to search (a lone Hebrew letter, as in ל-Excel). */
export function normalizeWord(word: string): string | null {
  const cached = normalizedWords.get(word);
  if (cached !== undefined) return cached;
  const normalized = normalizeHebrew(word).replace(/\s+/g, '');
  const result = normalized === '' || hebrewLetter.test(normalized) ? null : normalized;
  if (normalizedWords.size >= maxCachedWords) normalizedWords.clear();
  normalizedWords.set(word, result);
  return result;
}

/** The normalized words of a text, in order. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const span of wordSpans(text)) {
    const token = normalizeWord(span.text);
    if (token !== null) {
      tokens.push(token);
    }
  }
  return tokens;
}

/**
 * Prefix letters that attach to a Hebrew word: the conjunction ו, the article ה, the prepositions
 * ב כ ל מ, the relative ש, and the combinations in which they stack (ו before the rest, ה last).
 */
export const hebrewPrefixes: readonly string[] = [
  'ו', 'ה', 'ב', 'כ', 'ל', 'מ', 'ש',
  'וה', 'וב', 'וכ', 'ול', 'ומ', 'וש', 'מה', 'שב', 'שה', 'שכ', 'של', 'שמ', 'כש',
  'וכש', 'ושב', 'ושה', 'ושכ', 'ושל', 'ושמ', 'ומה', 'לכש', 'כשה', 'שמה', 'כשב', 'כשל', 'כשמ',
  'ולכש', 'וכשה', 'לכשה',
  'ולכשה',
];

/** A stripped word keeps at least this many characters, so that short words are not cut to noise. */
export const minStrippedLength = 3;

const startsHebrew = /^[\u05D0-\u05EA]/;

/**
 * The forms of a normalized token without its attached prefix letters (וכשהעובד → כשהעובד, שהעובד,
 * העובד, עובד), shortest prefix first; the token itself is not included. Only forms that keep at
 * least three characters are returned. Whether a form really is the bare word is left to ranking:
 * stripped forms weigh less than exact words.
 */
export function prefixVariants(token: string): string[] {
  if (!startsHebrew.test(token)) {
    return [];
  }
  const variants: string[] = [];
  for (const prefix of hebrewPrefixes) {
    if (token.startsWith(prefix) && token.length - prefix.length >= minStrippedLength) {
      const rest = token.slice(prefix.length);
      if (!variants.includes(rest)) {
        variants.push(rest);
      }
    }
  }
  return variants.sort((a, b) => b.length - a.length);
}
