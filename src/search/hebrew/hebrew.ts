/**
 * The Hebrew text analysis shared by the index and the queries: the same words must meet whatever
 * niqqud, final letters, gershayim or attached prefix letters the writer or the reader used.
 * Browser-safe: no Node APIs.
 */

/** The Hebrew letters, final forms included (U+05D0–U+05EA), for character classes: the one definition. */
export const hebrewLetters = '\u05D0-\u05EA';
/** The letters of a normalized Hebrew word, in order (final forms are unified with the others). */
export const normalizedLetters = 'אבגדהוזחטיכלמנסעפצקרשת';
/** Their stand-ins, one ASCII letter each, for data shipped in the bundle (a minifier escapes non-ASCII six bytes a letter). */
const asciiStandIns = 'abcdefghijklmnopqrstuv';

/** Normalized Hebrew text written with the ASCII stand-ins (תלוש → vlfu), and back. */
export function toAsciiLetters(text: string): string {
  return [...text].map((letter) => asciiStandIns[normalizedLetters.indexOf(letter)] ?? letter).join('');
}

export function fromAsciiLetters(text: string): string {
  return [...text].map((letter) => normalizedLetters[asciiStandIns.indexOf(letter)] ?? letter).join('');
}

/** One Hebrew letter, and nothing else. */
export const hebrewLetter = new RegExp(`^[${hebrewLetters}]$`);
/** A word of Hebrew letters only. */
export const hebrewWord = new RegExp(`^[${hebrewLetters}]+$`);
/** Niqqud and cantillation marks (U+0591–U+05C7), for character classes; the punctuation in that block is handled apart. */
export const hebrewMarkRange = '\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7';

/** The marks removed from words. */
const hebrewMarks = new RegExp(`[${hebrewMarkRange}]`, 'g');
const hasHebrewMarks = new RegExp(`[${hebrewMarkRange}]`);
/** Maqaf, paseq, sof pasuq and nun hafukha sit in the same block but separate words. */
const hebrewPunctuation = /[\u05BE\u05C0\u05C3\u05C6]/g;
/** Zero-width and direction marks that writers paste into mixed Hebrew/Latin text. */
const formatCharacters = /\p{Cf}/gu;
const finalLetters: Record<string, string> = {ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ'};
/** Geresh, gershayim and the quotes typed in their place (one or two, as in דו''ח), removed inside a word (דו"ח → דוח). */
const inWordQuotes = /(\p{L})["'`׳״‘’“”]{1,2}(?=\p{L})/gu;

const qubuts = '\u05BB';
const holam = '\u05B9';
const hiriq = '\u05B4';
const shva = '\u05B0';
const qamatsQatan = '\u05C7';
const letterWithMarks = new RegExp(`([${hebrewLetters}])([\\u0591-\\u05C7]*)`, 'g');

/** Vowel points, as opposed to dagesh, meteg, rafe and the shin/sin dots. */
const vowelPoint = /[\u05B0-\u05BB\u05C7]/;

/**
 * Pointed text is written in "ktiv haser" (חֻפְשָׁה) while the guide uses "ktiv male" (חופשה): the
 * vowels that ktiv male spells with a letter get that letter before the points are dropped. Qubuts
 * and qamats qatan become ו; holam becomes ו unless the next letter is already ו or א (לֹא, רֹאשׁ);
 * hiriq becomes י unless the next letter is י or closes the syllable, with a shva (מִסְפָּר) or as
 * the word's last letter with no vowel (עִם, אִם).
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
    const afterNext = clusters[i + 2];
    const nextEndsWord = nextAdjacent !== undefined && afterNext?.index !== nextAdjacent.index + nextAdjacent[0].length;
    const nextClosesSyllable = nextMarks.includes(shva) || (nextEndsWord && !vowelPoint.test(nextMarks));
    let vowelLetter = '';
    if (marks.includes(qubuts) || marks.includes(qamatsQatan)) {
      vowelLetter = 'ו';
    } else if (marks.includes(holam) && letter !== 'ו' && nextLetter !== undefined && !'וא'.includes(nextLetter)) {
      vowelLetter = 'ו';
    } else if (marks.includes(hiriq) && nextLetter !== undefined && nextLetter !== 'י' && !nextClosesSyllable) {
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
 * letters (דו"ח, or דו''ח typed with two apostrophes), by a dot or comma between digits (1.2.0,
 * 1,000), or by the dots of an abbreviation of single letters (ת.ז.). A quotation mark after
 * prefix letters opens a quotation (ב"חופשה שנתית"), so it separates. Everything else separates.
 * (Written without look-behind, which older Safari cannot parse.)
 */
const wordCharacters = /[\p{L}\p{N}\p{M}"'`׳״‘’“”.,]+/gu;
const quote = /["'`׳״‘’“”]/u;
const letterOrMark = /[\p{L}\p{M}]/u;
const baseLetter = /\p{L}/u;
const mark = /\p{M}/u;
const digit = /\p{N}/u;
const wordStart = /^[\p{L}\p{N}]/u;
const joiners = /["'`׳״‘’“”.,]/u;

/** The number of base letters from `from` on, up to the first character that is not a letter or a mark. */
function lettersFrom(characters: readonly string[], from: number): number {
  let count = 0;
  for (let i = from; i < characters.length && letterOrMark.test(characters[i]!); i += 1) {
    if (baseLetter.test(characters[i]!)) count += 1;
  }
  return count;
}

/** Whether characters[from, to) are one letter with its marks. */
function singleLetter(characters: readonly string[], from: number, to: number): boolean {
  return to > from && baseLetter.test(characters[from]!) && characters.slice(from + 1, to).every((character) => mark.test(character));
}

/** The end of the letter (with its marks) that starts at `from`. */
function letterEnd(characters: readonly string[], from: number): number {
  let end = from + 1;
  while (end < characters.length && mark.test(characters[end]!)) end += 1;
  return end;
}

/** The words of a text with their offsets in it. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const chunk of text.matchAll(wordCharacters)) {
    if (!joiners.test(chunk[0]) && wordStart.test(chunk[0])) {
      spans.push({start: chunk.index, end: chunk.index + chunk[0].length, text: chunk[0]});
      continue;
    }
    const characters = [...chunk[0]];
    const offsets: number[] = [];
    let offset = chunk.index;
    for (const character of characters) {
      offsets.push(offset);
      offset += character.length;
    }
    offsets.push(offset);
    let start = -1;
    const close = (end: number): void => {
      if (start >= 0) spans.push({start: offsets[start]!, end: offsets[end]!, text: characters.slice(start, end).join('')});
      start = -1;
    };
    // Where the current word's last dot-separated segment starts, for abbreviations like ת.ז.
    let segmentStart = -1;
    let abbreviation = true;
    for (let i = 0; i < characters.length; i += 1) {
      const character = characters[i]!;
      if (start < 0) {
        if (wordStart.test(character)) {
          start = i;
          segmentStart = i;
          abbreviation = true;
        }
        continue;
      }
      if (letterOrMark.test(character) || digit.test(character)) continue;
      const previous = characters[i - 1] ?? '';
      if (quote.test(character)) {
        const run = quote.test(characters[i + 1] ?? '') ? 2 : 1;
        const after = characters[i + run] ?? '';
        if (letterOrMark.test(previous) && baseLetter.test(after)) {
          const before = characters.slice(start, i).join('').replace(/\p{M}/gu, '');
          if (hebrewPrefixes.includes(before) && lettersFrom(characters, i + run) >= 2) {
            close(i);
          } else {
            abbreviation = false;
          }
          i += run - 1;
          continue;
        }
        close(i);
      } else if ((character === '.' || character === ',') && digit.test(previous) && digit.test(characters[i + 1] ?? '')) {
        abbreviation = false;
      } else if (
        character === '.' &&
        abbreviation &&
        singleLetter(characters, segmentStart, i) &&
        baseLetter.test(characters[i + 1] ?? '') &&
        !letterOrMark.test(characters[letterEnd(characters, i + 1)] ?? '') &&
        !digit.test(characters[letterEnd(characters, i + 1)] ?? '')
      ) {
        segmentStart = i + 1;
      } else {
        close(i);
      }
    }
    close(characters.length);
  }
  return spans;
}

/** Words already normalized: a page's words repeat, and highlighting meets them again. */
const normalizedWords = new Map<string, string | null>();
const maxCachedWords = 50_000;

/** A number written with thousands separators (1,881 or 6,247.67). */
const groupedNumber = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
/** A version written with a leading v (v1.2.0), as the navbar's version chip shows it. */
const prefixedVersion = /^v(?=\d+(\.\d+)*$)/;

/**
 * The normalized form of one word, or null when it carries nothing to search (a lone Hebrew letter,
 * as in ל-Excel). Abbreviations lose their dots (ת.ז. → תז), numbers their thousands separators
 * (1,881 → 1881) and versions their leading v (v1.2.0 → 1.2.0), so that every way of writing them meets.
 */
export function normalizeWord(word: string): string | null {
  const cached = normalizedWords.get(word);
  if (cached !== undefined) return cached;
  let normalized = normalizeHebrew(word)
    .replace(/\s+/g, '')
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1');
  if (groupedNumber.test(normalized)) normalized = normalized.replace(/,/g, '');
  normalized = normalized.replace(prefixedVersion, '');
  const result = normalized === '' || hebrewLetter.test(normalized) ? null : normalized;
  if (normalizedWords.size >= maxCachedWords) normalizedWords.clear();
  normalizedWords.set(word, result);
  return result;
}

/**
 * A pointed word's letters as written, without the vowel letters that ktiv male adds: the guide
 * does not always follow the Academy's ktiv male (כֹּל is כול there, כל in the guide), so a pointed
 * query is looked up both ways. Null when the word has no points or both spellings agree.
 */
export function unpointedSpelling(word: string): string | null {
  const decomposed = word.normalize('NFKD');
  if (!hasHebrewMarks.test(decomposed)) return null;
  const plain = normalizeWord(decomposed.replace(hebrewMarks, ''));
  return plain !== null && plain !== normalizeWord(word) ? plain : null;
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
  'ו',
  'ה',
  'ב',
  'כ',
  'ל',
  'מ',
  'ש',
  'וה',
  'וב',
  'וכ',
  'ול',
  'ומ',
  'וש',
  'מה',
  'שב',
  'שה',
  'שכ',
  'של',
  'שמ',
  'כש',
  'וכש',
  'ושב',
  'ושה',
  'ושכ',
  'ושל',
  'ושמ',
  'ומה',
  'לכש',
  'כשה',
  'שמה',
  'כשב',
  'כשל',
  'כשמ',
  'ולכש',
  'וכשה',
  'לכשה',
  'ולכשה',
];

/** A stripped word keeps at least this many characters, so that short words are not cut to noise. */
export const minStrippedLength = 3;

const startsHebrew = new RegExp(`^[${hebrewLetters}]`);

/**
 * The forms of a normalized token without its attached prefix letters (וכשהעובד → כשהעובד, שהעובד,
 * העובד, עובד), shortest prefix first; the token itself is not included. A consonantal ו that ktiv
 * male doubles after a prefix loses its second ו (הוותק → ותק). Only forms that keep at least three
 * characters are returned. Whether a form really is the bare word is left to ranking: stripped
 * forms weigh less than exact words.
 */
export function prefixVariants(token: string): string[] {
  if (!startsHebrew.test(token)) {
    return [];
  }
  const variants: string[] = [];
  const add = (rest: string): void => {
    if (rest.length >= minStrippedLength && !variants.includes(rest)) variants.push(rest);
  };
  for (const prefix of hebrewPrefixes) {
    if (token.startsWith(prefix)) {
      const rest = token.slice(prefix.length);
      add(rest);
      if (rest.startsWith('וו')) add(rest.slice(1));
    }
  }
  return variants.sort((a, b) => b.length - a.length);
}

/** A word with prefix letters attached, as ktiv male spells it: a word that starts with a consonantal ו doubles it (ותק → הוותק, and הותק as typed). */
export function attachPrefix(letters: string, word: string): string[] {
  return word.startsWith('ו') && !word.startsWith('וו') ? [letters + word, `${letters}ו${word}`] : [letters + word];
}

/**
 * Question words and function words (איך, כמה, למה, מה, האם, של, את, על, עם, אני, אפשר, יש, לי…),
 * with the prefix letters they often carry (ומה, שאני, באיזה): in a question they say nothing about
 * the page that answers it, so the engine leaves them out of the query (Algolia's removeStopWords)
 * unless the query has nothing else. Normalized, as the index spells words.
 */
export const hebrewStopWords: ReadonlySet<string> = new Set(
  [
    'איך',
    'כיצד',
    'כמה',
    'למה',
    'מדוע',
    'מה',
    'מהו',
    'מהי',
    'מהם',
    'מהן',
    'מי',
    'מתי',
    'איפה',
    'היכן',
    'לאן',
    'האם',
    'איזה',
    'איזו',
    'אילו',
    'באיזה',
    'באיזו',
    'באילו',
    'לאיזה',
    'לאיזו',
    'לאילו',
    'מאיזה',
    'מאיזו',
    'בכמה',
    'לכמה',
    'מאיפה',
    'ממתי',
    'ואיך',
    'ומה',
    'וכמה',
    'ולמה',
    'והאם',
    'ומתי',
    'של',
    'שלי',
    'שלנו',
    'שלו',
    'שלה',
    'שלהם',
    'ושל',
    'את',
    'ואת',
    'על',
    'ועל',
    'עם',
    'ועם',
    'אל',
    'אני',
    'שאני',
    'כשאני',
    'אנחנו',
    'אנו',
    'אתה',
    'הוא',
    'היא',
    'הם',
    'הן',
    'זה',
    'זו',
    'זאת',
    'לי',
    'לנו',
    'לך',
    'לכם',
    'לו',
    'לה',
    'להם',
    'אפשר',
    'ניתן',
    'יש',
    'ויש',
    'שיש',
    'כשיש',
    // Not אבל: in this domain it is as often a noun (ימי אבל, the days of mourning) as "but".
    'גם',
    'רק',
    'או',
    'אם',
    'כי',
    'צריך',
    'צריכה',
    'צריכים',
    'רוצה',
    'רוצים',
    'יכול',
    'יכולה',
    'יכולים',
    // לא too: in a symptom (הקובץ לא עולה) the words around it say what is wrong.
    'עושים',
    'לעשות',
    'בבקשה',
    'לא',
    // The reader's fillers: כלום in לא שילמו לי כלום, בסדר and חוקי in זה בסדר? say only that it is a question.
    'כלום',
    'בסדר',
    'חוקי',
    'בעצם',
    'פשוט',
    'ממש',
    'בכלל',
    'עכשיו',
    'כבר',
    'שוב',
    'באמת',
    'מדי',
    // מגיע לי, "I am owed": the reader's way of asking; the guide's pages all say what a worker is owed.
    'מגיע',
    'מגיעה',
    'מגיעים',
    // A control's kind and place (כפתור אשר דוח, תפריט משתמש למעלה): the reader's memory of a screen,
    // whose name is in the other words; the guide calls the same control a button, a tab or a menu.
    'כפתור',
    'הכפתור',
    'לחצן',
    'תפריט',
    'התפריט',
    'חלון',
    'החלון',
    'טאב',
    'הטאב',
    'למעלה',
    'למטה',
  ].map((word) => normalizeWord(word)!),
);

/** Whether a normalized query word is a question or function word (see hebrewStopWords). */
export function isStopWord(token: string): boolean {
  return hebrewStopWords.has(token);
}

/**
 * The forms a normalized Hebrew noun or adjective may take in the text when the reader typed
 * another: plural and construct endings taken off and put on (תלושימ → תלוש, תלושי; הפרשות →
 * הפרשה, הפרשת; משמרות → משמרת; חג → חגימ). Candidates only: the engine keeps those the index
 * holds, and the forms hspell learned from the guide (./inflections.ts) beside them.
 */
export function inflectionCandidates(token: string): string[] {
  if (!hebrewWord.test(token) || token.length < 2) return [];
  const stems = new Set<string>([token]);
  for (const ending of ['ימ', 'ות', 'י', 'ה', 'ת']) {
    if (token.endsWith(ending) && token.length - ending.length >= 2) stems.add(token.slice(0, -ending.length));
  }
  const forms = new Set<string>();
  for (const stem of stems) for (const ending of ['', 'ימ', 'י', 'ות', 'ה', 'ת']) forms.add(stem + ending);
  forms.delete(token);
  return [...forms].filter((form) => form.length >= minStrippedLength - 1);
}

/**
 * Other spellings of a normalized Hebrew word: ktiv male's vowel letters added or dropped (אשור →
 * אישור, ותיק → ותק, a doubled ו written once: וותק → ותק), and a final א for ה and back (סיסמא →
 * סיסמה). Candidates only, as inflectionCandidates.
 */
export function spellingVariants(token: string): string[] {
  if (!hebrewWord.test(token) || token.length < 3) return [];
  const variants = new Set<string>();
  for (let i = 1; i < token.length; i += 1) {
    for (const letter of ['י', 'ו']) variants.add(token.slice(0, i) + letter + token.slice(i));
    if ('יו'.includes(token[i]!) && i < token.length - 1) variants.add(token.slice(0, i) + token.slice(i + 1));
  }
  if (token.endsWith('א')) variants.add(`${token.slice(0, -1)}ה`);
  if (token.endsWith('ה')) variants.add(`${token.slice(0, -1)}א`);
  variants.delete(token);
  return [...variants];
}

/** The endings of a verb's person, number and gender (מפצלים, מאשרת, פיצלו, ייצאנו), longest first. */
const verbEndings = ['תמ', 'תנ', 'נו', 'תי', 'ימ', 'ות', 'ת', 'ה', 'ו', 'י', ''];

/**
 * The nouns of the action a normalized Hebrew verb form names, by the patterns of its binyan: a
 * reader types the verb (לפצל, מפצלים, לאשר, לייצא, להפריד, להוריד, לסרוק), where the guide writes
 * the noun (פיצול, אישור, ייצוא, הפרדה, הורדה, סריקה). Pi'el: C1יC2וC3; hif'il: הC1C2C3ה (of a root
 * ending in ה: הC1C2אה); pa'al: C1C2יC3ה. Candidates only, as inflectionCandidates: the engine keeps
 * those the guide has.
 */
export function verbNouns(token: string): string[] {
  if (!hebrewWord.test(token) || token.length < 4) return [];
  const nouns = new Set<string>();
  const withAction = (noun: string): void => {
    nouns.add(noun);
    if (noun.endsWith('ה')) nouns.add(`${noun.slice(0, -1)}ת`);
  };
  for (const ending of verbEndings) {
    if (!token.endsWith(ending)) continue;
    const stem = token.slice(0, token.length - ending.length);
    if (stem.length < 3) continue;
    // The stem without the letters of the infinitive or the present tense (ל, מ, לה, ה); a stem of
    // three letters alone is a noun as often as a verb (אשרת), and is left alone.
    const bodies = new Set<string>(stem.length === 4 ? [stem] : []);
    for (const lead of ['לה', 'מ', 'ל', 'ה']) {
      if (stem.startsWith(lead) && stem.length - lead.length >= (ending === 'ות' ? 2 : 3)) bodies.add(stem.slice(lead.length));
    }
    for (const body of bodies) {
      const letters = [...body];
      if (letters.length === 3) {
        const [c1, c2, c3] = letters as [string, string, string];
        withAction(`${c1}י${c2}ו${c3}`); // פצל → פיצול, אשר → אישור, יצא → ייצוא
      }
      if (letters.length === 4 && letters[2] === 'י') {
        const [c1, c2, , c3] = letters as [string, string, string, string];
        withAction(`ה${c1}${c2}${c3}ה`); // פריד → הפרדה, וריד → הורדה, חליפ → החלפה
      }
      if (letters.length === 4 && letters[1] === 'י') {
        const [c1, , c2, c3] = letters as [string, string, string, string];
        withAction(`${c1}י${c2}ו${c3}`); // פיצל → פיצול
      }
      if (letters.length === 4 && letters[1] === 'ו') {
        const [c1, , c2, c3] = letters as [string, string, string, string];
        withAction(`${c1}${c2}י${c3}ה`); // סורק → סריקה
      }
      if (letters.length === 4 && letters[2] === 'ו') {
        const [c1, c2, , c3] = letters as [string, string, string, string];
        withAction(`${c1}${c2}י${c3}ה`); // סרוק → סריקה, שלוח → שליחה
      }
      if (letters.length === 2 && ending === 'ות') withAction(`ה${body}אה`); // (לה)עלות → העלאה
    }
  }
  nouns.delete(token);
  return [...nouns];
}
