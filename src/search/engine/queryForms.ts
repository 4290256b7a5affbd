import type {SynonymHit} from 'algoliasearch';
import {
  attachPrefix,
  fromAsciiLetters,
  hebrewLetter,
  hebrewPrefixes,
  hebrewWord,
  inflectionCandidates,
  isStopWord,
  minStrippedLength,
  normalizedLetters,
  normalizeHebrew,
  normalizeWord,
  prefixVariants,
  spellingVariants,
  tokenize,
  unpointedSpelling,
  verbNouns,
  wordSpans,
} from '../hebrew/hebrew';
import {inflectionGroups} from '../hebrew/inflections';
import type {SearchParameters} from './params';
import type {EngineSettings, QueryType} from './options';
import {formWeights, type TermIndex, type WordForm} from './termIndex';

/*
 * Queries: the words of a query and the forms each is looked up in (prefix letters, typos,
 * spellings without niqqud, synonyms).
 */

/** A word of the query: as typed, normalized, and the other spellings it is looked up in. */
export type QueryWord = {
  text: string;
  token: string;
  /** A lone letter typed last: the first keystroke of a word, looked up as a prefix only. */
  letter: boolean;
  /** A pointed word's spelling without the vowel letters that ktiv male adds. */
  unpointed: string | null;
  /**
   * A question or function word (איך, מה, של…) in a query with other words: it neither decides
   * which records match nor counts among the words matched; it only adds a little to the
   * relevance of the records that match the others (a heading that asks the same question).
   */
  stop?: boolean;
};

/** Algolia reads this many characters of a query; the search fields take fewer (src/search/config.ts). */
const longestQuery = 512;
/** A form stripped of prefix letters is looked up with a typo only if this long (and the word matches nothing as it is). */
const minStrippedLengthForTypo = 5;

function synonymMap(hits: readonly SynonymHit[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (from: string, to: string): void => {
    const source = normalizeWord(from);
    const target = normalizeWord(to);
    if (source === null || target === null || source === target || tokenize(from).length !== 1 || tokenize(to).length !== 1) {
      return;
    }
    const list = map.get(source) ?? [];
    if (!list.includes(target)) list.push(target);
    map.set(source, list);
  };
  for (const hit of hits) {
    const words = hit.synonyms ?? [];
    if (hit.type === 'synonym') {
      for (const from of words) for (const to of words) add(from, to);
    } else if ((hit.type === 'onewaysynonym' || hit.type === 'oneWaySynonym') && hit.input) {
      for (const to of words) add(hit.input, to);
    }
  }
  return map;
}

/** The adjacent-letter swaps of a word (חפושה → חופשה): one typo each, as Algolia counts them. */
function transpositions(term: string): string[] {
  const letters = [...term];
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.add(copy.join(''));
  }
  return [...swapped];
}

/** A word with one letter replaced by another (מחלע → מחלה): one typo each. */
function substitutions(term: string): string[] {
  const letters = [...term];
  const replaced: string[] = [];
  letters.forEach((letter, i) => {
    for (const other of normalizedLetters) {
      if (other !== letter) replaced.push([...letters.slice(0, i), other, ...letters.slice(i + 1)].join(''));
    }
  });
  return replaced;
}

/** Each form of the guide's inflection table (../hebrew/inflections.ts) → the other forms of its groups. */
let inflectionTable: Map<string, string[]> | undefined;

function learnedInflections(token: string): readonly string[] {
  if (!inflectionTable) {
    inflectionTable = new Map();
    for (const group of inflectionGroups) {
      const forms = fromAsciiLetters(group).split(' ');
      for (const form of forms) {
        const others = inflectionTable.get(form) ?? [];
        for (const other of forms) if (other !== form && !others.includes(other)) others.push(other);
        inflectionTable.set(form, others);
      }
    }
  }
  return inflectionTable.get(token) ?? [];
}

/** Whether an Algolia language setting (ignorePlurals, removeStopWords) is on for Hebrew. */
function forHebrew(setting: boolean | readonly string[]): boolean {
  return setting === true || (Array.isArray(setting) && setting.includes('he'));
}

/** Reads queries into words, and words into the forms the term index is asked for. */
export class QueryForms {
  private readonly synonyms: Map<string, string[]>;
  private readonly prefixLetters: readonly string[];

  constructor(
    private readonly settings: EngineSettings,
    synonyms: readonly SynonymHit[],
    private readonly termIndex: Pick<TermIndex, 'has'>,
  ) {
    this.synonyms = synonymMap(synonyms);
    this.prefixLetters = settings.queryLanguages.includes('he') ? hebrewPrefixes : [];
  }

  /** The query's words, each once; a lone Hebrew letter typed last is kept as the start of a word. */
  words(query: string): QueryWord[] {
    const words: QueryWord[] = [];
    const spans = wordSpans(query.slice(0, longestQuery));
    spans.forEach((span, i) => {
      const token = normalizeWord(span.text);
      if (token !== null) {
        const letter = i === spans.length - 1 && /^\p{L}$/u.test(token);
        if (!words.some((word) => word.token === token)) words.push({text: span.text, token, letter, unpointed: unpointedSpelling(span.text)});
        return;
      }
      // The first keystroke of a word: Algolia matches it as a prefix, as it does the last word of any query.
      const letter = normalizeHebrew(span.text);
      if (i === spans.length - 1 && hebrewLetter.test(letter) && !words.some((word) => word.token === letter)) {
        words.push({text: span.text, token: letter, letter: true, unpointed: null});
      }
    });
    // Question and function words do not decide what a question finds, unless it has no other words.
    if (forHebrew(this.settings.removeStopWords) && words.some((word) => !isStopWord(word.token))) {
      for (const word of words) if (isStopWord(word.token)) word.stop = true;
    }
    return words;
  }

  /** The forms a query word is looked up in: a lone letter as a prefix only (none with prefixNone). */
  formsOf(word: QueryWord, isLast: boolean, params: SearchParameters): WordForm[] {
    const queryType = (params.queryType as QueryType | undefined) ?? this.settings.queryType;
    if (word.letter) {
      return queryType === 'prefixNone' ? [] : [{term: word.token, weight: formWeights.exact, prefix: true, typos: 0, fuzzy: 0}];
    }
    return this.wordForms(word.token, isLast, params, word.unpointed);
  }

  /**
   * The forms in which one query word is looked up: as typed, and with two adjacent letters
   * swapped (one typo); with each prefix letter combination attached (a bare query word finds
   * בחופשה); stripped of its own prefix letters (בחופשה finds חופשה), and stripped then re-prefixed
   * (בחופשה finds לחופשה); and its synonyms. The word as typed tolerates typos by its length; a
   * stripped form only when it is long and the word matches nothing as it is, because typos on
   * stripped forms mostly find other words (משכורת → שכורת → שורת).
   */
  wordForms(token: string, isLast: boolean, params: Pick<SearchParameters, 'typoTolerance' | 'queryType'> = {}, unpointed: string | null = null): WordForm[] {
    const forms = new Map<string, WordForm>();
    const queryType = (params.queryType as QueryType | undefined) ?? this.settings.queryType;
    const prefix = queryType === 'prefixLast' && isLast;
    const typoTolerance = params.typoTolerance ?? this.settings.typoTolerance;
    const typosAllowed = typoTolerance !== false && typoTolerance !== 'false';
    const typosFor = (term: string): number => (typosAllowed ? this.typosFor(term) : 0);
    const add = (term: string, weight: number, typos: number, fuzzy: number, prefixed = prefix, guessed = false): void => {
      const existing = forms.get(term);
      const stillGuessed = guessed && (existing?.guessed ?? true);
      if (!existing || typos < existing.typos || (typos === existing.typos && weight > existing.weight)) {
        forms.set(term, {term, weight, prefix: prefixed || (existing?.prefix ?? false), typos, fuzzy: Math.max(fuzzy, existing?.fuzzy ?? 0), ...(stillGuessed ? {guessed: true} : {})});
      } else {
        existing.fuzzy = Math.max(existing.fuzzy, fuzzy);
        existing.prefix ||= prefixed;
        if (!stillGuessed) delete existing.guessed;
      }
    };
    const addPrefixed = (base: string, weight: number, prefixed = prefix, guessed = false): void => {
      if (!hebrewWord.test(base) || base.length < minStrippedLength) return;
      for (const letters of this.prefixLetters) for (const attached of attachPrefix(letters, base)) add(attached, weight, 0, 0, prefixed, guessed);
    };
    const bases = unpointed ? [token, unpointed] : [token];
    const stripped: string[] = [];
    bases.forEach((base, i) => {
      const weight = i === 0 ? formWeights.exact : formWeights.unpointed;
      add(base, weight, 0, typosFor(base));
      if (typosFor(base) > 0) for (const swapped of transpositions(base)) add(swapped, weight, 1, 0);
      addPrefixed(base, formWeights.strippedRecord);
      for (const variant of this.prefixLetters.length > 0 ? prefixVariants(base) : []) {
        stripped.push(variant);
        add(variant, formWeights.strippedQuery, 0, 0);
        addPrefixed(variant, formWeights.strippedBoth);
      }
    });
    const nouns = forHebrew(this.settings.ignorePlurals) ? bases.flatMap(verbNouns) : [];
    for (const base of [...bases, ...stripped, ...nouns]) {
      for (const synonym of this.synonyms.get(base) ?? []) {
        add(synonym, formWeights.synonym, 0, 0, false);
        addPrefixed(synonym, formWeights.strippedBoth, false);
      }
    }
    if (forHebrew(this.settings.ignorePlurals)) {
      // Plural and construct forms, and other spellings, of the word as typed (not of its stripped
      // forms: מחלקים is not מ+חלקים → חלקית), with prefix letters attached in the text too.
      // When the guide has the word as typed, that is most likely the word meant: its other forms
      // then weigh less, and are not looked up with prefix letters (חודשי finds חודש, not בחודש).
      for (const base of bases) {
        const known = this.termIndex.has(base, false);
        const sure = this.sureForms(base);
        for (const form of this.inflectionsOf(base, known)) {
          const guessed = !sure.has(form);
          add(form, known ? formWeights.inflectionOfKnown : formWeights.inflection, 0, 0, false, guessed);
          if (!known) addPrefixed(form, formWeights.inflection * formWeights.strippedRecord, false, guessed);
        }
      }
    }
    const matchesAsTyped = [...forms.values()].some((form) => form.typos === 0 && this.termIndex.has(form.term, form.prefix));
    if (!matchesAsTyped && typosAllowed && hebrewWord.test(token) && token.length === this.settings.minWordSizefor1Typo - 1) {
      // A short Hebrew word that matches nothing in any form is most likely a typo (מחלע for מחלה):
      // one wrong letter or two swapped, not a letter more or less, which turn short words into others.
      for (const typo of [...substitutions(token), ...transpositions(token)]) {
        if (this.termIndex.has(typo, false)) add(typo, formWeights.exact, 1, 0, false);
      }
    }
    if (!matchesAsTyped) {
      for (const variant of stripped) {
        if (variant.length < minStrippedLengthForTypo || typosFor(variant) === 0) continue;
        add(variant, formWeights.strippedQuery, 0, typosFor(variant));
        for (const swapped of transpositions(variant)) add(swapped, formWeights.strippedQuery, 1, 0);
      }
    }
    return [...forms.values()];
  }

  /**
   * The inflected forms of a word that the index holds, by rule and learned from the guide; the
   * nouns of the action a verb names (לפצל finds פיצול); and its other spellings when the guide does
   * not spell it as typed (הסכום is not הסכם).
   */
  /** The forms of a word that are not guesses: learned from the guide (hspell), and the nouns of a verb. */
  private sureForms(base: string): Set<string> {
    const forms = new Set<string>([...learnedInflections(base), ...verbNouns(base)]);
    for (const form of [...forms]) for (const learned of learnedInflections(form)) forms.add(learned);
    return forms;
  }

  /**
   * Whether the guide holds the word without a typo or a guess: as typed, without or with prefix
   * letters, as a synonym, or in a form learned from the guide. A word it does not hold so is what
   * the guide does not speak of (רכב, whose only match is רכיב; אבטלה, whose only match is a typo of
   * אבטחה), unless the record holds the query's words together, as a phrase (see Ranking.candidates).
   */
  holds(word: QueryWord, isLast: boolean, params: SearchParameters): boolean {
    return this.formsOf(word, isLast, params).some((form) => form.typos === 0 && !form.guessed && this.termIndex.has(form.term, form.prefix));
  }

  private inflectionsOf(base: string, known: boolean): string[] {
    const forms = new Set<string>([...learnedInflections(base), ...verbNouns(base)]);
    for (const candidate of [...inflectionCandidates(base), ...(known ? [] : spellingVariants(base))]) forms.add(candidate);
    for (const form of [...forms]) for (const learned of learnedInflections(form)) forms.add(learned);
    forms.delete(base);
    return [...forms].filter((form) => this.termIndex.has(form, false));
  }

  private typosFor(term: string): number {
    if (!this.settings.allowTyposOnNumericTokens && /\p{N}/u.test(term)) return 0;
    const length = [...term].length;
    if (length >= this.settings.minWordSizefor2Typos) return 2;
    return length >= this.settings.minWordSizefor1Typo ? 1 : 0;
  }
}
