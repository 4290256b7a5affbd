// MiniSearch over FlexSearch (scripts/bench-search-libraries.ts): success@5 0.99 vs 0.96, MRR 0.97 vs 0.93, term index 68 vs 328 KB gzip — per-field BM25 and edit-distance typos, which FlexSearch lacks.
import MiniSearch, {type AsPlainObject} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {Hit, HighlightResult, SearchResponse, SnippetResult} from 'algoliasearch/lite';
import {attachPrefix, hebrewPrefixes, minStrippedLength, normalizeHebrew, normalizeWord, prefixVariants, tokenize, unpointedSpelling, wordSpans, type WordSpan} from './hebrew';
import {highlightValue, snippetValue, type HighlightTags} from './highlight';
import {
  matchesFacetFilters,
  matchesFilters,
  normalizeRequest,
  serializeParams,
  valueAtPath,
  type AlgoliaSearchRequest,
  type NormalizedRequest,
  type SearchParameters,
} from './params';
import {emptyHierarchy, hierarchyLevels, levelWeights, type DocSearchRecord, type HierarchyLevel, type RecordType} from './records';
import {indexSettings} from './settings';
import {synonyms as guideSynonyms} from './synonyms';
import type {SynonymHit} from 'algoliasearch';

/**
 * The guide's search engine: DocSearch records in, Algolia-shaped answers out, with the Hebrew
 * analysis of ./hebrew on both sides. Each heading is indexed once, on its own record, and the
 * records under it inherit its matches, as if every record carried its whole hierarchy (which is
 * what DocSearch records do) without repeating the hierarchy in the index. A page's keywords are
 * indexed as a document of their own that only its page-title record answers for, as in Algolia,
 * where the keywords sit on that record alone.
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
 * query side, the record side or both) and a synonym count less than the word as typed.
 */
export const formWeights = {exact: 1, unpointed: 0.95, synonym: 0.9, strippedQuery: 0.8, strippedRecord: 0.7, strippedBoth: 0.6};

const hebrewWord = /^[\u05D0-\u05EA]+$/;

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
  toJSON(): unknown;
}

export type OwnTexts = Partial<Record<SearchField, string>>;

export type TermIndexFactory = {
  build(documents: readonly OwnTexts[]): TermIndex;
  load(serialized: unknown): TermIndex;
};

const miniSearchOptions = {
  fields: [...searchFields],
  idField: 'id',
  extractField: (document: {id: number; texts: OwnTexts}, field: string) =>
    field === 'id' ? document.id : document.texts[field as SearchField],
  tokenize,
  processTerm: (term: string) => term,
  searchOptions: {
    tokenize: (text: string) => [text],
    processTerm: (term: string) => term,
    boost: fieldBoosts,
  },
};

/**
 * MiniSearch's JSON, made smaller: document ids are the record numbers (so they are left out),
 * field lengths are [field, length] pairs, and each posting list is a run of document-number
 * deltas, a term frequency above 1 following its document as a negative number.
 */
export type CompactMiniSearch = {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  fieldLength: number[][];
  index: [term: string, ...postings: (number | number[])[]][];
};

export function compactMiniSearch(plain: AsPlainObject): CompactMiniSearch {
  const fieldLength: number[][] = [];
  for (let id = 0; id < plain.nextId; id += 1) {
    if (plain.documentIds[id] !== id) throw new Error(`Document ${id} has the id ${String(plain.documentIds[id])}; ids must be record numbers.`);
    const pairs: number[] = [];
    (plain.fieldLength[id] ?? []).forEach((length, field) => {
      if (length !== null && length !== undefined) pairs.push(field, length);
    });
    fieldLength.push(pairs);
  }
  const index = plain.index.map(([term, fields]): CompactMiniSearch['index'][number] => {
    const postings: (number | number[])[] = [];
    for (const [field, documents] of Object.entries(fields)) {
      const run: number[] = [];
      let previous = 0;
      for (const id of Object.keys(documents).map(Number).sort((a, b) => a - b)) {
        run.push(id - previous);
        previous = id;
        const frequency = documents[id]!;
        if (frequency > 1) run.push(-frequency);
      }
      postings.push(Number(field), run);
    }
    return [term, ...postings];
  });
  return {
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    dirtCount: plain.dirtCount ?? 0,
    fieldLength,
    index,
  };
}

export function expandMiniSearch(compact: CompactMiniSearch): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((pairs, id) => {
    documentIds[id] = id;
    const lengths: number[] = [];
    for (let i = 0; i < pairs.length; i += 2) lengths[pairs[i]!] = pairs[i + 1]!;
    fieldLength[id] = lengths;
  });
  const index = compact.index.map(([term, ...postings]): AsPlainObject['index'][number] => {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 0; i < postings.length; i += 2) {
      const documents: Record<string, number> = {};
      let id = 0;
      for (const value of postings[i + 1] as number[]) {
        if (value < 0) {
          documents[id] = -value;
        } else {
          id += value;
          documents[id] = 1;
        }
      }
      fields[String(postings[i])] = documents;
    }
    return [term, fields];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: compact.dirtCount,
    index,
    serializationVersion: 2,
  };
}

/** The first index of a sorted list at which `value` could be inserted. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

class MiniSearchTermIndex implements TermIndex {
  /** The index's terms, sorted: forms that no record contains are dropped before MiniSearch sees them. */
  private readonly vocabulary: string[];
  /** The same terms in MiniSearch's radix tree, for the terms within an edit distance of a form. */
  private readonly terms: SearchableMap<true>;

  constructor(private readonly index: MiniSearch<{id: number; texts: OwnTexts}>, terms: readonly string[]) {
    this.vocabulary = [...terms].sort();
    this.terms = SearchableMap.from(this.vocabulary.map((term): [string, true] => [term, true]));
  }

  has(term: string, prefix: boolean): boolean {
    const found = this.vocabulary[lowerBound(this.vocabulary, term)];
    return found !== undefined && (prefix ? found.startsWith(term) : found === term);
  }

  matchWord(forms: readonly WordForm[], boosts: FieldBoosts): WordMatches {
    const matches: WordMatches = new Map();
    for (const form of forms) {
      if (this.has(form.term, form.prefix)) {
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
    const index = new MiniSearch<{id: number; texts: OwnTexts}>(miniSearchOptions);
    index.addAll(documents.map((texts, id) => ({id, texts})));
    const terms = new Set<string>();
    for (const texts of documents) for (const text of Object.values(texts)) for (const token of tokenize(text)) terms.add(token);
    return new MiniSearchTermIndex(index, [...terms]);
  },
  load(serialized) {
    const compact = serialized as CompactMiniSearch;
    return new MiniSearchTermIndex(MiniSearch.loadJS(expandMiniSearch(compact), miniSearchOptions), compact.index.map(([term]) => term));
  },
};

/* ------------------------------------------------------------------------------------------------
 * The structure of the records: which texts each record owns and which records inherit them.
 * ---------------------------------------------------------------------------------------------- */

function levelOf(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** Records grouped by page in first-seen order, each page in position order: the order of ties. */
function orderRecords(records: readonly DocSearchRecord[]): DocSearchRecord[] {
  const pageOrder = new Map<string, number>();
  for (const record of records) {
    if (!pageOrder.has(record.url_without_anchor)) {
      pageOrder.set(record.url_without_anchor, pageOrder.size);
    }
  }
  return records
    .map((record, index) => ({record, index}))
    .sort(
      (a, b) =>
        pageOrder.get(a.record.url_without_anchor)! - pageOrder.get(b.record.url_without_anchor)! ||
        a.record.weight.position - b.record.weight.position ||
        a.index - b.index,
    )
    .map(({record}) => record);
}

type Structure = {
  /** The page's place in the index order, for keeping ties page by page. */
  page: Int32Array;
  /** The nearest record above on the same page whose heading contains this one, or -1. */
  parent: Int32Array;
  /** The end (exclusive) of the contiguous run of records that inherit this record's matches. */
  subtreeEnd: Int32Array;
  /** The documents of the term index: each record's own texts, then one document per record with keywords. */
  documents: OwnTexts[];
  /** The record that each keywords document belongs to, by document number minus the record count. */
  keywordOwners: number[];
};

function analyzeStructure(records: readonly DocSearchRecord[]): Structure {
  const count = records.length;
  const parent = new Int32Array(count).fill(-1);
  const page = new Int32Array(count);
  const subtreeEnd = new Int32Array(count);
  const own: OwnTexts[] = [];
  const keywords: OwnTexts[] = [];
  const keywordOwners: number[] = [];
  // Open headings of the current page, from the page title down.
  let stack: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = records[i]!;
    if (i > 0 && records[i - 1]!.url_without_anchor !== record.url_without_anchor) {
      for (const open of stack) subtreeEnd[open] = i;
      stack = [];
    }
    page[i] = i > 0 && records[i - 1]!.url_without_anchor !== record.url_without_anchor ? page[i - 1]! + 1 : i > 0 ? page[i - 1]! : 0;
    const level = levelOf(record.type);
    while (stack.length > 0 && levelOf(records[stack.at(-1)!]!.type) >= level) {
      subtreeEnd[stack.pop()!] = i;
    }
    const parentIndex = stack.at(-1) ?? -1;
    parent[i] = parentIndex;
    const parentRecord = parentIndex >= 0 ? records[parentIndex] : undefined;
    const texts: OwnTexts = {};
    for (const lvl of hierarchyLevels) {
      const value = record.hierarchy[lvl];
      if (value && value !== parentRecord?.hierarchy[lvl]) {
        texts[lvl] = value;
      }
    }
    if (record.content) {
      texts.content = record.content;
    }
    if (record.keywords?.length) {
      keywords.push({keywords: record.keywords.join(', ')});
      keywordOwners.push(i);
    }
    own.push(texts);
    subtreeEnd[i] = i + 1;
    if (record.type !== 'content') {
      stack.push(i);
    }
  }
  for (const open of stack) subtreeEnd[open] = count;
  return {page, parent, subtreeEnd, documents: [...own, ...keywords], keywordOwners};
}

/* ------------------------------------------------------------------------------------------------
 * Serialization: a page table, one row per record holding only its own text (the hierarchy is
 * rebuilt from the headings above it), and the full-text index with its identity ids left out.
 * ---------------------------------------------------------------------------------------------- */

export const serializationFormat = 'guide-search/2';

type SerializedPage = [url: string, language: string, docusaurusTag: string, pageRank: number, version: string | null, lvl0: string | null, lvl1: string | null];
type RecordExtra = {url?: string; level?: number; keywords?: string[]; hierarchy?: (string | null)[]; content?: string | null};
type SerializedRecord = [page: number, objectID: string, type: RecordType, anchor: string | null, text: string | null, position: number, extra?: RecordExtra];

export type SerializedIndex = {
  format: typeof serializationFormat;
  pages: SerializedPage[];
  records: SerializedRecord[];
  index: unknown;
};

function anchoredUrl(urlWithoutAnchor: string, anchor: string | null): string {
  return anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
}

function pageKey(record: Pick<DocSearchRecord, 'url_without_anchor' | 'language' | 'docusaurus_tag' | 'weight' | 'version'>): string {
  return JSON.stringify([record.url_without_anchor, record.language, record.docusaurus_tag, record.weight.pageRank, record.version ?? null]);
}

/** The hierarchy a record has when it only carries its own text: its parent's, plus its own level. */
function inheritedHierarchy(type: RecordType, text: string | null, parent: DocSearchRecord | undefined, page: SerializedPage): DocSearchRecord['hierarchy'] {
  const hierarchy = parent ? {...parent.hierarchy} : {...emptyHierarchy(), lvl0: page[5], lvl1: page[6]};
  if (type !== 'content') {
    const level = levelOf(type);
    hierarchy[`lvl${level}` as HierarchyLevel] = text;
    for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
  }
  return hierarchy;
}

function sameHierarchy(a: DocSearchRecord['hierarchy'], b: DocSearchRecord['hierarchy']): boolean {
  return hierarchyLevels.every((lvl) => a[lvl] === b[lvl]);
}

function serializeRecords(records: readonly DocSearchRecord[], parent: Int32Array): Pick<SerializedIndex, 'pages' | 'records'> {
  const pages: SerializedPage[] = [];
  const pageIndex = new Map<string, number>();
  const rows = records.map((record, i): SerializedRecord => {
    const key = pageKey(record);
    let page = pageIndex.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(key, page);
      pages.push([record.url_without_anchor, record.language, record.docusaurus_tag, record.weight.pageRank, record.version ?? null, record.hierarchy.lvl0, record.hierarchy.lvl1]);
    }
    const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
    const extra: RecordExtra = {};
    const rebuilt = inheritedHierarchy(record.type, text, parent[i]! >= 0 ? records[parent[i]!] : undefined, pages[page]!);
    if (!sameHierarchy(rebuilt, record.hierarchy)) extra.hierarchy = hierarchyLevels.map((lvl) => record.hierarchy[lvl]);
    if (record.type !== 'content' && record.content !== null) extra.content = record.content;
    if (record.url !== anchoredUrl(record.url_without_anchor, record.anchor)) extra.url = record.url;
    if (record.weight.level !== levelWeights[record.type]) extra.level = record.weight.level;
    if (record.keywords?.length) extra.keywords = record.keywords;
    const row: SerializedRecord = [page, record.objectID, record.type, record.anchor, text, record.weight.position];
    if (Object.keys(extra).length > 0) row.push(extra);
    return row;
  });
  return {pages, records: rows};
}

function deserializeRecords(serialized: SerializedIndex): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  // Open headings of the current page, to find each record's parent as analyzeStructure does.
  let stack: DocSearchRecord[] = [];
  let currentPage = -1;
  for (const [page, objectID, type, anchor, text, position, extra] of serialized.records) {
    const pageRow = serialized.pages[page]!;
    const [urlWithoutAnchor, language, docusaurusTag, pageRank, version] = pageRow;
    if (page !== currentPage) {
      stack = [];
      currentPage = page;
    }
    while (stack.length > 0 && levelOf(stack.at(-1)!.type) >= levelOf(type)) stack.pop();
    const hierarchy = extra?.hierarchy
      ? (Object.fromEntries(hierarchyLevels.map((lvl, i) => [lvl, extra.hierarchy![i] ?? null])) as DocSearchRecord['hierarchy'])
      : inheritedHierarchy(type, text, stack.at(-1), pageRow);
    const record: DocSearchRecord = {
      objectID,
      hierarchy,
      content: type === 'content' ? text : extra?.content ?? null,
      type,
      url: extra?.url ?? anchoredUrl(urlWithoutAnchor, anchor),
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank, level: extra?.level ?? levelWeights[type], position},
    };
    if (version !== null) record.version = version;
    if (extra?.keywords) record.keywords = extra.keywords;
    records.push(record);
    if (type !== 'content') stack.push(record);
  }
  return records;
}

/* ------------------------------------------------------------------------------------------------
 * Queries
 * ---------------------------------------------------------------------------------------------- */

/** A word of the query: as typed, normalized, and the other spellings it is looked up in. */
type QueryWord = {
  text: string;
  token: string;
  /** A lone letter typed last: the first keystroke of a word, looked up as a prefix only. */
  letter: boolean;
  /** A pointed word's spelling without the vowel letters that ktiv male adds. */
  unpointed: string | null;
};

export type TypoTolerance = boolean | 'min' | 'strict';
export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

/** The settings the engine follows; the defaults are the guide's Algolia settings. */
export type EngineSettings = {
  attributesToRetrieve: readonly string[];
  attributesToHighlight: readonly string[];
  attributesToSnippet: readonly string[];
  attributesForFaceting: readonly string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  ranking: readonly string[];
  customRanking: readonly string[];
  distinct: boolean | number;
  attributeForDistinct: string;
  hitsPerPage: number;
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
  queryType: QueryType;
  /** With 'he', query words are also looked up without and with Hebrew prefix letters. */
  queryLanguages: readonly string[];
  removeWordsIfNoResults: string;
};

export const defaultEngineSettings: EngineSettings = indexSettings;

export type EngineOptions = {
  settings?: Partial<EngineSettings>;
  synonyms?: readonly SynonymHit[];
  /** The weight of a match in each field; the default ranks titles and headings above body text. */
  fieldBoosts?: Partial<FieldBoosts>;
  termIndex?: TermIndexFactory;
};

export type DocSearchHit = Hit<Partial<DocSearchRecord>>;
export type EngineResponse = SearchResponse<Partial<DocSearchRecord>> & {
  index: string;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  params: string;
  queryID?: string;
};
export type FacetValuesResponse = {facetHits: {value: string; highlighted: string; count: number}[]; exhaustiveFacetsCount: boolean; processingTimeMS: number};
export type EngineResult = EngineResponse | FacetValuesResponse;

/**
 * A record that matches the query: how many words it matches, with how many typos in all, its
 * relevance (per word the best of its own and its headings' matches, added up, then rewarded for
 * proximity), how many words its own text matches, and per word the index terms it matched (for
 * highlighting).
 */
type Candidate = {index: number; score: number; words: number; typos: number; own: number; terms: Set<string>[]};

type Comparison = (a: Candidate, b: Candidate) => number;

const maxQueryLength = 512;
/** A record holding the whole query as a phrase scores up to twice as much. */
const proximityWeight = 1;
/** Proximity is measured on this many best-scored candidates; the rest could not overtake them. */
const proximityCandidates = 300;
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

function parseCustomRanking(rules: readonly string[]): ((a: DocSearchRecord, b: DocSearchRecord) => number)[] {
  return rules.flatMap((rule) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(rule.trim());
    if (!match) return [];
    const sign = match[1] === 'asc' ? 1 : -1;
    const keys = match[2]!.split('.');
    const read = (record: DocSearchRecord): number => {
      let value: unknown = record;
      for (const key of keys) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return Number(value ?? 0);
    };
    return [(a: DocSearchRecord, b: DocSearchRecord) => sign * (read(a) - read(b))];
  });
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads `content:10` into an attribute and a word count. */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const separator = spec.lastIndexOf(':');
  if (separator > 0) {
    const words = Number(spec.slice(separator + 1));
    if (Number.isFinite(words)) return {attribute: spec.slice(0, separator), words};
  }
  return {attribute: spec, words: 10};
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

const hebrewLetter = /^[\u05D0-\u05EA]$/;

export class SearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly structure: Structure;
  private readonly termIndex: TermIndex;
  private readonly settings: EngineSettings;
  private readonly synonyms: Map<string, string[]>;
  private readonly boosts: FieldBoosts;
  private readonly prefixLetters: readonly string[];
  private readonly tokenCache: (string[] | undefined)[] = [];
  /** The ranking criteria of the settings, in order, as comparisons of two candidates. */
  private readonly criteria: Comparison[];

  private constructor(records: readonly DocSearchRecord[], termIndex: TermIndex | ((documents: OwnTexts[]) => TermIndex), options: EngineOptions) {
    this.records = records;
    this.structure = analyzeStructure(records);
    this.termIndex = typeof termIndex === 'function' ? termIndex(this.structure.documents) : termIndex;
    this.settings = {...defaultEngineSettings, ...options.settings};
    this.synonyms = synonymMap(options.synonyms ?? guideSynonyms);
    this.boosts = {...fieldBoosts, ...options.fieldBoosts};
    this.prefixLetters = this.settings.queryLanguages.includes('he') ? hebrewPrefixes : [];
    this.criteria = this.rankingCriteria();
  }

  /** Indexes DocSearch records (in any order: they are grouped by page and sorted by position). */
  static fromRecords(records: readonly DocSearchRecord[], options: EngineOptions = {}): SearchEngine {
    const factory = options.termIndex ?? miniSearchTermIndex;
    return new SearchEngine(orderRecords(records), (documents) => factory.build(documents), options);
  }

  /** Loads an index written by `serialize()` (build/search/index.json). */
  static fromSerialized(serialized: SerializedIndex, options: EngineOptions = {}): SearchEngine {
    if (serialized.format !== serializationFormat) {
      throw new Error(`Unknown search index format "${String(serialized.format)}"; expected "${serializationFormat}". Rebuild the site.`);
    }
    const factory = options.termIndex ?? miniSearchTermIndex;
    return new SearchEngine(deserializeRecords(serialized), factory.load(serialized.index), options);
  }

  serialize(): SerializedIndex {
    return {format: serializationFormat, ...serializeRecords(this.records, this.structure.parent), index: this.termIndex.toJSON()};
  }

  /** Answers an Algolia multi-query call: one result per request, in order. */
  searchRequests(requests: readonly AlgoliaSearchRequest[]): {results: EngineResult[]} {
    return {results: requests.map((request) => this.searchRequest(normalizeRequest(request)))};
  }

  searchRequest(request: NormalizedRequest): EngineResult {
    return request.type === 'facet' ? this.searchFacetValues(request) : this.search(request.indexName, request.params);
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
    const prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && isLast);
    const typoTolerance = params.typoTolerance ?? this.settings.typoTolerance;
    const typosFor = (term: string): number => (typoTolerance === false || typoTolerance === 'false' ? 0 : this.typosFor(term));
    const add = (term: string, weight: number, typos: number, fuzzy: number, prefixed = prefix): void => {
      const existing = forms.get(term);
      if (!existing || typos < existing.typos || (typos === existing.typos && weight > existing.weight)) {
        forms.set(term, {term, weight, prefix: prefixed || (existing?.prefix ?? false), typos, fuzzy: Math.max(fuzzy, existing?.fuzzy ?? 0)});
      } else {
        existing.fuzzy = Math.max(existing.fuzzy, fuzzy);
        existing.prefix ||= prefixed;
      }
    };
    const addPrefixed = (base: string, weight: number, prefixed = prefix): void => {
      if (!hebrewWord.test(base) || base.length < minStrippedLength) return;
      for (const letters of this.prefixLetters) for (const attached of attachPrefix(letters, base)) add(attached, weight, 0, 0, prefixed);
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
    for (const base of [...bases, ...stripped]) {
      for (const synonym of this.synonyms.get(base) ?? []) {
        add(synonym, formWeights.synonym, 0, 0, false);
        addPrefixed(synonym, formWeights.strippedBoth, false);
      }
    }
    const matchesAsTyped = [...forms.values()].some((form) => form.typos === 0 && this.termIndex.has(form.term, form.prefix));
    if (!matchesAsTyped) {
      for (const variant of stripped) {
        if (variant.length < minStrippedLengthForTypo || typosFor(variant) === 0) continue;
        add(variant, formWeights.strippedQuery, 0, typosFor(variant));
        for (const swapped of transpositions(variant)) add(swapped, formWeights.strippedQuery, 1, 0);
      }
    }
    return [...forms.values()];
  }

  private typosFor(term: string): number {
    if (!this.settings.allowTyposOnNumericTokens && /\p{N}/u.test(term)) return 0;
    const length = [...term].length;
    if (length >= this.settings.minWordSizefor2Typos) return 2;
    return length >= this.settings.minWordSizefor1Typo ? 1 : 0;
  }

  private queryWords(query: string): QueryWord[] {
    const words: QueryWord[] = [];
    const spans = wordSpans(query.slice(0, maxQueryLength));
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
    return words;
  }

  /**
   * A query word's matches on the records: each record's own, its headings' (inherited), its page
   * keywords' (page-title record only); and the records whose own text (or keywords) it matches.
   */
  private matchWord(word: QueryWord, isLast: boolean, params: SearchParameters): {matches: WordMatches; own: Set<number>} {
    const queryType = (params.queryType as QueryType | undefined) ?? this.settings.queryType;
    const forms = word.letter
      ? queryType === 'prefixNone'
        ? []
        : [{term: word.token, weight: formWeights.exact, prefix: true, typos: 0, fuzzy: 0}]
      : this.wordForms(word.token, isLast, params, word.unpointed);
    const {subtreeEnd, keywordOwners} = this.structure;
    const count = this.records.length;
    const matches: WordMatches = new Map();
    const own = new Set<number>();
    for (const [document, match] of this.termIndex.matchWord(forms, this.boosts)) {
      if (document >= count) {
        // One keystroke is the start of a word on the page, not yet one of its keywords.
        if (word.letter) continue;
        mergeMatch(matches, keywordOwners[document - count]!, match.score, match.typos, match.terms);
        own.add(keywordOwners[document - count]!);
        continue;
      }
      own.add(document);
      for (let i = document; i < subtreeEnd[document]!; i += 1) {
        mergeMatch(matches, i, match.score, match.typos, match.terms);
      }
    }
    return {matches, own};
  }

  private candidates(words: readonly QueryWord[], params: SearchParameters): Candidate[] {
    const passes = (index: number): boolean => {
      const record = this.records[index]!;
      return matchesFacetFilters(record, params.facetFilters) && matchesFilters(record, params.filters);
    };
    if (words.length === 0) {
      // An empty query lists every record, as Algolia does; a query with nothing to search finds nothing.
      if (params.query.trim() !== '') return [];
      return this.records.flatMap((_, index) => (passes(index) ? [{index, score: 0, words: 0, typos: 0, own: 0, terms: []}] : []));
    }
    const perWord = words.map((word, i) => this.matchWord(word, i === words.length - 1, params));
    const collect = (requireAll: boolean): Candidate[] => {
      const candidates = new Map<number, Candidate>();
      perWord.forEach(({matches, own}, wordIndex) => {
        for (const [index, match] of matches) {
          let candidate = candidates.get(index);
          if (!candidate) {
            if (requireAll && wordIndex > 0) continue;
            candidate = {index, score: 0, words: 0, typos: 0, own: 0, terms: words.map(() => new Set<string>())};
            candidates.set(index, candidate);
          }
          candidate.score += match.score;
          candidate.words += 1;
          candidate.typos += match.typos;
          if (own.has(index)) candidate.own += 1;
          candidate.terms[wordIndex] = match.terms;
        }
      });
      return [...candidates.values()].filter((candidate) => (!requireAll || candidate.words === words.length) && passes(candidate.index));
    };
    const removeWords = params.removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults;
    let matched = collect(true);
    if (matched.length === 0 && words.length >= 2 && removeWords !== 'none') matched = collect(false);
    // typoTolerance 'min' keeps the hits with the fewest typos, 'strict' those and the next count.
    const typoTolerance = params.typoTolerance ?? this.settings.typoTolerance;
    if ((typoTolerance === 'min' || typoTolerance === 'strict') && matched.length > 0) {
      const fewest = Math.min(...matched.map((candidate) => candidate.typos));
      const allowed = fewest + (typoTolerance === 'strict' ? 1 : 0);
      matched = matched.filter((candidate) => candidate.typos <= allowed);
    }
    return matched;
  }

  /** A record's own text (its content, or its heading), tokenized once. */
  private ownTokens(index: number): string[] {
    let tokens = this.tokenCache[index];
    if (tokens === undefined) {
      const record = this.records[index]!;
      const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
      tokens = text ? tokenize(text) : [];
      this.tokenCache[index] = tokens;
    }
    return tokens;
  }

  /**
   * How close together the query words stand in one text: (words present / query words) / (1 +
   * words between them), so that a text holding the query as a phrase ranks first.
   */
  private textProximity(tokens: readonly string[], terms: readonly Set<string>[], wordCount: number): number {
    const matched = tokens.map((token) => terms.flatMap((wordTerms, i) => (wordTerms.has(token) ? [i] : [])));
    const present = new Set(matched.flat());
    if (present.size < 2) return 0;
    // The shortest run of words holding every query word present.
    const counts = new Map<number, number>();
    let covered = 0;
    let best = Infinity;
    let start = 0;
    for (let end = 0; end < matched.length; end += 1) {
      for (const word of matched[end]!) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
        if (counts.get(word) === 1) covered += 1;
      }
      while (covered === present.size) {
        best = Math.min(best, end - start + 1);
        for (const word of matched[start]!) {
          counts.set(word, counts.get(word)! - 1);
          if (counts.get(word) === 0) covered -= 1;
        }
        start += 1;
      }
    }
    return present.size / wordCount / (1 + best - present.size);
  }

  /** The best proximity in the record's own text or in one of its headings, which it carries too. */
  private proximity(candidate: Candidate, wordCount: number): number {
    let best = 0;
    for (let index = candidate.index; index >= 0; index = this.structure.parent[index]!) {
      best = Math.max(best, this.textProximity(this.ownTokens(index), candidate.terms, wordCount));
    }
    return best;
  }

  /** Phrases count: the best-scored candidates gain up to `proximityWeight` times their score by proximity. */
  private rewardProximity(candidates: Candidate[], wordCount: number): void {
    if (wordCount < 2) return;
    const best = [...candidates].sort((a, b) => b.score - a.score).slice(0, proximityCandidates);
    for (const candidate of best) {
      candidate.score *= 1 + proximityWeight * this.proximity(candidate, wordCount);
    }
  }

  /**
   * Algolia's ranking criteria in the order the settings list them: words, typo, then one
   * relevance score standing for attribute, proximity and exact (field boosts, the phrase reward
   * and the weights of the word forms) with the words of the record's own text, then the custom
   * ranking, where ties keep page order.
   */
  private rankingCriteria(): Comparison[] {
    const pageRankRules = this.settings.customRanking.filter((rule) => rule.includes('pageRank'));
    const pageRules = parseCustomRanking(pageRankRules);
    const recordRules = parseCustomRanking(this.settings.customRanking.filter((rule) => !pageRankRules.includes(rule)));
    const byRules = (rules: typeof pageRules): Comparison => (a, b) => {
      for (const rule of rules) {
        const order = rule(this.records[a.index]!, this.records[b.index]!);
        if (order !== 0) return order;
      }
      return 0;
    };
    const byScore: Comparison = (a, b) => {
      const scale = Math.max(Math.abs(a.score), Math.abs(b.score), 1e-9);
      return Math.abs(a.score - b.score) > scale * 1e-9 ? b.score - a.score : 0;
    };
    const criteria: Comparison[] = [];
    let relevance = false;
    for (const criterion of this.settings.ranking) {
      if (criterion === 'words') {
        criteria.push((a, b) => b.words - a.words);
      } else if (criterion === 'typo') {
        criteria.push((a, b) => a.typos - b.typos);
      } else if ((criterion === 'attribute' || criterion === 'proximity' || criterion === 'exact') && !relevance) {
        relevance = true;
        // On a tie, the record whose own text holds more of the words: it has them to show (a snippet), not only its headings.
        criteria.push(byScore, (a, b) => b.own - a.own);
      } else if (criterion === 'custom') {
        criteria.push(byRules(pageRules), (a, b) => this.structure.page[a.index]! - this.structure.page[b.index]!, byRules(recordRules));
      }
    }
    return criteria;
  }

  private compare(a: Candidate, b: Candidate): number {
    for (const criterion of this.criteria) {
      const order = criterion(a, b);
      if (order !== 0) return order;
    }
    return a.index - b.index;
  }

  private applyDistinct(candidates: Candidate[], distinct: boolean | number): Candidate[] {
    const perKey = distinct === true ? 1 : distinct === false ? 0 : distinct;
    if (perKey <= 0) return candidates;
    const seen = new Map<string, number>();
    return candidates.filter((candidate) => {
      const key = String(valueAtPath(this.records[candidate.index], this.settings.attributeForDistinct) ?? candidate.index);
      const count = seen.get(key) ?? 0;
      seen.set(key, count + 1);
      return count < perKey;
    });
  }

  private facetCounts(candidates: readonly Candidate[], facets: readonly string[] | undefined): Record<string, Record<string, number>> | undefined {
    if (!facets || facets.length === 0) return undefined;
    const attributes = facets.includes('*') ? this.settings.attributesForFaceting : facets;
    const counts: Record<string, Record<string, number>> = {};
    for (const attribute of attributes) {
      const values: Record<string, number> = {};
      for (const candidate of candidates) {
        const value = valueAtPath(this.records[candidate.index], attribute);
        for (const item of Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) {
          values[String(item)] = (values[String(item)] ?? 0) + 1;
        }
      }
      counts[attribute] = values;
    }
    return counts;
  }

  private search(indexName: string, params: SearchParameters): EngineResponse {
    const started = globalThis.performance.now();
    const words = this.queryWords(params.query);
    const matched = this.candidates(words, params);
    this.rewardProximity(matched, words.length);
    matched.sort((a, b) => this.compare(a, b));
    const facets = this.facetCounts(matched, params.facets);
    const distinct = this.applyDistinct(matched, params.distinct ?? this.settings.distinct);
    const hitsPerPage = Math.max(0, Math.min(1000, params.length ?? params.hitsPerPage ?? this.settings.hitsPerPage));
    const page = Math.max(0, params.page ?? 0);
    const offset = params.offset ?? page * hitsPerPage;
    const hits = distinct.slice(offset, offset + hitsPerPage).map((candidate) => this.hit(candidate, words, params));
    const response: EngineResponse = {
      hits,
      nbHits: distinct.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true, typo: true, facetsCount: true},
      query: params.query,
      params: serializeParams(params),
      index: indexName,
      processingTimeMS: Math.round(globalThis.performance.now() - started),
    };
    if (facets) {
      response.facets = facets;
      response.exhaustiveFacetsCount = true;
    }
    if (params.clickAnalytics) {
      response.queryID = randomQueryId();
    }
    return response;
  }

  private searchFacetValues(request: NormalizedRequest): FacetValuesResponse {
    const started = globalThis.performance.now();
    const {params} = request;
    const facet = typeof params.facet === 'string' ? params.facet : '';
    const wanted = normalizeWord(typeof params.facetQuery === 'string' ? params.facetQuery : '') ?? '';
    const counts = this.facetCounts(this.candidates(this.queryWords(params.query), params), [facet])?.[facet] ?? {};
    const tags: HighlightTags = this.tags(params);
    const facetHits = Object.entries(counts)
      .filter(([value]) => (normalizeWord(value) ?? '').startsWith(wanted))
      .sort((a, b) => b[1] - a[1])
      .slice(0, params.maxFacetHits ?? 10)
      .map(([value, count]) => ({value, count, highlighted: wanted ? `${tags.pre}${value}${tags.post}` : value}));
    return {facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(globalThis.performance.now() - started)};
  }

  private tags(params: SearchParameters): HighlightTags {
    return {
      pre: params.highlightPreTag ?? this.settings.highlightPreTag,
      post: params.highlightPostTag ?? this.settings.highlightPostTag,
    };
  }

  /** The attribute paths a list like ['hierarchy', 'content'] or ['hierarchy.lvl1:10'] names on a record. */
  private expandAttributes(record: DocSearchRecord, attributes: readonly string[]): string[] {
    const paths: string[] = [];
    for (const attribute of attributes) {
      if (attribute === '*') {
        paths.push(...hierarchyLevels.map((lvl) => `hierarchy.${lvl}`), 'content');
      } else if (attribute === 'hierarchy') {
        paths.push(...hierarchyLevels.map((lvl) => `hierarchy.${lvl}`));
      } else {
        paths.push(attribute);
      }
    }
    return paths.filter((path, i) => paths.indexOf(path) === i && typeof valueAtPath(record, path) === 'string');
  }

  private retrieve(record: DocSearchRecord, attributes: readonly string[]): Partial<DocSearchRecord> {
    if (attributes.includes('*')) {
      return structuredClone(record);
    }
    const picked: Record<string, unknown> = {};
    for (const attribute of attributes) {
      const value = valueAtPath(record, attribute);
      if (value === undefined) continue;
      const keys = attribute.split('.');
      let target = picked;
      for (const key of keys.slice(0, -1)) {
        target[key] = (target[key] as Record<string, unknown> | undefined) ?? {};
        target = target[key] as Record<string, unknown>;
      }
      target[keys.at(-1)!] = structuredClone(value);
    }
    return picked as Partial<DocSearchRecord>;
  }

  private hit(candidate: Candidate, words: readonly QueryWord[], params: SearchParameters): DocSearchHit {
    const record = this.records[candidate.index]!;
    const tags = this.tags(params);
    const queryWordTexts = words.map((word) => word.text);
    const cache = new Map<string, number[]>();
    const matcher = (span: WordSpan): number[] => {
      let matchedWords = cache.get(span.text);
      if (matchedWords === undefined) {
        const token = normalizeWord(span.text);
        matchedWords = token === null ? [] : candidate.terms.flatMap((wordTerms, i) => (wordTerms.has(token) ? [i] : []));
        cache.set(span.text, matchedWords);
      }
      return matchedWords;
    };
    const highlightResult: Record<string, unknown> = {};
    const snippetResult: Record<string, unknown> = {};
    const place = (target: Record<string, unknown>, path: string, value: unknown): void => {
      const keys = path.split('.');
      let node = target;
      for (const key of keys.slice(0, -1)) {
        node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
        node = node[key] as Record<string, unknown>;
      }
      node[keys.at(-1)!] = value;
    };
    for (const path of this.expandAttributes(record, params.attributesToHighlight ?? this.settings.attributesToHighlight)) {
      place(highlightResult, path, highlightValue(valueAtPath(record, path) as string, matcher, queryWordTexts, tags));
    }
    for (const spec of params.attributesToSnippet ?? this.settings.attributesToSnippet) {
      const {attribute, words: size} = parseSnippetAttribute(spec);
      const ellipsis = params.snippetEllipsisText ?? this.settings.snippetEllipsisText;
      for (const path of this.expandAttributes(record, [attribute])) {
        place(snippetResult, path, snippetValue(valueAtPath(record, path) as string, matcher, words.length, size, tags, ellipsis));
      }
    }
    return {
      ...this.retrieve(record, params.attributesToRetrieve ?? this.settings.attributesToRetrieve),
      objectID: record.objectID,
      _highlightResult: highlightResult as {[attribute: string]: HighlightResult},
      _snippetResult: snippetResult as {[attribute: string]: SnippetResult},
    };
  }
}
