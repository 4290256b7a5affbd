// MiniSearch over FlexSearch (the bench:search-libraries benchmark, retired once it had chosen; in the repository's history): success@5 0.99 vs 0.96, MRR 0.97 vs 0.93, term index 68 vs 328 KB gzip — per-field BM25 and edit-distance typos, which FlexSearch lacks.
import MiniSearch, {type AsPlainObject} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {tokenize} from '../hebrew/hebrew';
import {compactMiniSearch, expandMiniSearch, type CompactMiniSearch} from '../index/codec';
import {isLetterPrefix, letterExpansions, letterTerms, prefixMatchWeight} from './letterPrefix';
import {fieldBoosts, mergeMatch, searchFields, type FieldBoosts, type OwnTexts, type SearchField, type TermIndex, type TermIndexFactory, type WordForm, type WordMatches} from './termIndex';

/** The term index on MiniSearch: its per-field BM25 scores, its radix tree for typos and prefixes. */

const miniSearchOptions = {
  fields: [...searchFields],
  idField: 'id',
  extractField: (document: {id: number; texts: OwnTexts}, field: string) => (field === 'id' ? document.id : document.texts[field as SearchField]),
  tokenize,
  processTerm: (term: string) => term,
  searchOptions: {
    tokenize: (text: string) => [text],
    processTerm: (term: string) => term,
    boost: fieldBoosts,
  },
};

/** The first index of a sorted list at which `value` could be inserted. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index's terms, sorted (forms that no record contains are dropped before MiniSearch sees them), and in a radix tree for the terms within an edit distance of a form. */
export type Vocabulary = {sorted: readonly string[]; tree: SearchableMap<true>};

/** Per first letter, the terms a lone letter's prefix reaches (./letterPrefix.ts); read when first needed. */
export type LetterExpansions = () => ReadonlyMap<string, readonly string[]>;

function once<T>(make: () => T): () => T {
  let made: {value: T} | undefined;
  return () => (made ??= {value: make()}).value;
}

export function vocabularyOf(terms: readonly string[]): Vocabulary {
  const sorted = [...terms].sort();
  return {sorted, tree: SearchableMap.from(sorted.map((term): [string, true] => [term, true]))};
}

class MiniSearchTermIndex implements TermIndex {
  private readonly vocabulary: readonly string[];
  private readonly terms: SearchableMap<true>;

  constructor(
    private readonly index: MiniSearch<{id: number; texts: OwnTexts}>,
    {sorted, tree}: Vocabulary,
    private readonly expansions: LetterExpansions,
  ) {
    this.vocabulary = sorted;
    this.terms = tree;
  }

  has(term: string, prefix: boolean): boolean {
    const found = this.vocabulary[lowerBound(this.vocabulary, term)];
    return found !== undefined && (prefix ? found.startsWith(term) : found === term);
  }

  matchWord(forms: readonly WordForm[], boosts: FieldBoosts): WordMatches {
    const matches: WordMatches = new Map();
    for (const form of forms) {
      if (isLetterPrefix(form)) {
        // A lone letter: only the terms its capped expansion names, each weighed as its prefix search would.
        const terms = letterTerms(form.term, this.expansions(), (term) => this.has(term, false));
        const queries = terms.map((term) => ({queries: [term], prefix: false, fuzzy: false, boostTerm: () => prefixMatchWeight(form.term, term)}));
        for (const result of terms.length > 0 ? this.index.search({combineWith: 'OR', queries}, {boost: boosts}) : []) {
          // MiniSearch multiplies by the terms a document matches; a prefix search counts one.
          mergeMatch(matches, result.id as number, (result.score / Math.max(1, result.queryTerms.length)) * form.weight, form.typos, result.terms);
        }
      } else if (this.has(form.term, form.prefix)) {
        for (const result of this.index.search(form.term, {prefix: form.prefix, fuzzy: false, boost: boosts})) {
          mergeMatch(matches, result.id as number, result.score * form.weight, form.typos, result.terms);
        }
      }
      if (form.fuzzy > 0) {
        // Terms within the tolerated edits (not the form itself, nor what its prefix already found), by distance.
        const byDistance = new Map<number, string[]>();
        for (const [term, [, distance]] of this.terms.fuzzyGet(form.term, form.fuzzy)) {
          if (distance === 0 || (form.prefix && term.startsWith(form.term))) continue;
          byDistance.set(distance, [...(byDistance.get(distance) ?? []), term]);
        }
        for (const [distance, terms] of byDistance) {
          const results = this.index.search({combineWith: 'OR', queries: terms.map((term) => ({queries: [term], prefix: false, fuzzy: false}))}, {boost: boosts});
          for (const result of results) {
            // MiniSearch adds up the terms a document matches; a word counts once.
            mergeMatch(matches, result.id as number, (result.score / Math.max(1, result.queryTerms.length)) * form.weight, form.typos + distance, result.terms);
          }
        }
      }
    }
    return matches;
  }

  toJSON(): CompactMiniSearch {
    return compactMiniSearch(this.index.toJSON());
  }
}

export const miniSearchTermIndex: TermIndexFactory = {
  build(documents) {
    // The vocabulary is gathered as MiniSearch tokenizes each text (once: tokenizing is most of the indexing time).
    const terms = new Set<string>();
    const gathering = (text: string): string[] => {
      const tokens = tokenize(text);
      for (const token of tokens) terms.add(token);
      return tokens;
    };
    const index = new MiniSearch<{id: number; texts: OwnTexts}>({...miniSearchOptions, tokenize: gathering});
    index.addAll(documents.map((texts, id) => ({id, texts})));
    return new MiniSearchTermIndex(
      index,
      vocabularyOf([...terms]),
      once(() => letterExpansions(compactMiniSearch(index.toJSON()).index)),
    );
  },
  load(serialized) {
    const compact = serialized as CompactMiniSearch;
    return new MiniSearchTermIndex(
      MiniSearch.loadJS(expandMiniSearch(compact), miniSearchOptions),
      vocabularyOf(compact.index.map(([term]) => term)),
      once(() => letterExpansions(compact.index)),
    );
  },
};

/**
 * A term index over part of the postings (the shards a query needs) that knows the whole
 * vocabulary: scores are the whole index's as long as every term a query reaches is loaded.
 */
export function partialMiniSearchIndex(plain: AsPlainObject, vocabulary: Vocabulary, expansions: ReadonlyMap<string, readonly string[]>): TermIndex {
  return new MiniSearchTermIndex(MiniSearch.loadJS(plain, miniSearchOptions), vocabulary, () => expansions);
}
