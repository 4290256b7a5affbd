import {hierarchyLevels} from '../records';

/**
 * What the engine asks of a full-text library (the term index): the fields it indexes and their
 * weights, the forms a query word is looked up in, and how a word's matches are merged.
 */

/** The indexed fields: the hierarchy, the text of paragraphs, and the page's keywords. */
export const searchFields = [...hierarchyLevels, 'content', 'keywords'] as const;
export type SearchField = (typeof searchFields)[number];
export type FieldBoosts = Readonly<Record<SearchField, number>>;

/** Titles and headings above body text, the page title (lvl1) highest. */
export const fieldBoosts: FieldBoosts = {
  lvl0: 2,
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  lvl4: 2.5,
  lvl5: 2,
  lvl6: 2,
  content: 1,
  keywords: 10,
};

/**
 * Weights of the forms a query word is looked up in. A word stripped of prefix letters (on the
 * query side, the record side or both), a synonym and another inflection or spelling of the word
 * (a plural for a singular, אשור for אישור) count less than the word as typed.
 */
export const formWeights = {exact: 1, unpointed: 0.95, synonym: 0.9, strippedQuery: 0.8, inflection: 0.75, strippedRecord: 0.7, strippedBoth: 0.6, inflectionOfKnown: 0.4};

/** One form of a query word to look up. */
export type WordForm = {
  term: string;
  weight: number;
  /** Index terms that start with the form match too (the last word, while typing). */
  prefix: boolean;
  /** The typos the form itself stands for (two swapped letters of the word as typed are one). */
  typos: number;
  /** The further typos (edits) tolerated when the form is looked up. */
  fuzzy: number;
  /**
   * A form guessed by rule for a word the guide does not hold (רכב → רכיב, לידה → ליד): it finds
   * records, but it does not show that the guide speaks of the word (see Ranking.candidates).
   */
  guessed?: boolean;
};

/** How one query word matches one document: the fewest typos, the best score at that count, the index terms matched. */
export type WordMatch = {score: number; typos: number; terms: Set<string>};
export type WordMatches = Map<number, WordMatch>;

/** Keeps, for each document, the match with the fewest typos, and the best score among those. */
export function mergeMatch(matches: WordMatches, id: number, score: number, typos: number, terms: Iterable<string>): void {
  const existing = matches.get(id);
  if (!existing || typos < existing.typos) {
    matches.set(id, {score, typos, terms: new Set(terms)});
  } else if (typos === existing.typos) {
    existing.score = Math.max(existing.score, score);
    for (const term of terms) existing.terms.add(term);
  }
}

/** What the engine needs from a full-text library: index the records' own texts, look up a word's forms. */
export interface TermIndex {
  /** Whether some document holds the term (with `prefix`, a term that starts with it). */
  has(term: string, prefix: boolean): boolean;
  matchWord(forms: readonly WordForm[], boosts: FieldBoosts): WordMatches;
  /**
   * Where a term stands in a record's text that proximity reads, when the index stores it (the
   * split index: its shards carry the positions, ../index/positions.ts); otherwise ranking tokenizes the
   * record's text.
   */
  positions?(term: string, record: number): readonly number[];
  /** True while the index answers from part of its shards, to guess which texts to fetch (./shardedEngine.ts). */
  readonly guessing?: boolean;
  toJSON(): unknown;
}

export type OwnTexts = Partial<Record<SearchField, string>>;

export type TermIndexFactory = {
  build(documents: readonly OwnTexts[]): TermIndex;
  load(serialized: unknown): TermIndex;
};
