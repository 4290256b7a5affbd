import type {CompactMiniSearch} from '../index/codec';
import type {WordForm} from './termIndex';

/*
 * A lone letter typed last (the first keystroke of a word, "חופשה ש") is a prefix of a tenth of the
 * vocabulary: looked up in full, it reached hundreds of terms, and over the split index it cost a
 * further keystroke some fifty term shards. As hosted engines do, such a prefix expands only to the
 * terms starting with it that most records hold (`letterExpansionTerms` of them, and the letter
 * itself where it is a term): the next keystroke narrows the word anyway. The whole index and the
 * split one (../index/split.ts, which lists these terms in its entry) apply the same cap, from the same
 * postings, so that both answer alike.
 */

/** How many terms a lone letter's prefix reaches, besides the letter itself. */
export const letterExpansionTerms = 10;

/** MiniSearch's default weight of a prefix match (its `searchOptions.weights.prefix`), which the engine keeps. */
const prefixWeight = 0.375;

/** Whether a form is a lone letter looked up as a prefix, whose expansion is capped. */
export function isLetterPrefix(form: WordForm): boolean {
  return form.prefix && [...form.term].length === 1;
}

/** The weight MiniSearch gives a term that a prefix search for `prefix` reaches (1 for the prefix itself). */
export function prefixMatchWeight(prefix: string, term: string): number {
  const distance = term.length - prefix.length;
  return distance === 0 ? 1 : (prefixWeight * term.length) / (term.length + 0.3 * distance);
}

/** How many records a term's postings (per field: a run of document-number deltas and negative frequencies) name. */
function documentCount(postings: readonly (number | number[])[]): number {
  const documents = new Set<number>();
  for (let i = 1; i < postings.length; i += 2) {
    let id = 0;
    for (const value of postings[i] as number[]) {
      if (value < 0) continue;
      id += value;
      documents.add(id);
    }
  }
  return documents.size;
}

/**
 * Per first letter, the terms of two letters or more that start with it and that most records hold
 * (ties: in alphabetical order), at most `letterExpansionTerms`; from the index's compact postings.
 */
export function letterExpansions(index: CompactMiniSearch['index']): Map<string, string[]> {
  const byLetter = new Map<string, {term: string; count: number}[]>();
  for (const [term, ...postings] of index) {
    const letters = [...term];
    if (letters.length < 2) continue;
    const list = byLetter.get(letters[0]!) ?? [];
    list.push({term, count: documentCount(postings)});
    byLetter.set(letters[0]!, list);
  }
  return new Map(
    [...byLetter].map(([letter, list]) => [
      letter,
      list
        .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
        .slice(0, letterExpansionTerms)
        .map(({term}) => term),
    ]),
  );
}

/** The terms a lone letter reaches: itself where the vocabulary has it, and its expansion. */
export function letterTerms(letter: string, expansions: ReadonlyMap<string, readonly string[]>, inVocabulary: (term: string) => boolean): string[] {
  return [...(inVocabulary(letter) ? [letter] : []), ...(expansions.get(letter) ?? [])];
}
