// MiniSearch over FlexSearch (scripts/bench-search-libraries.ts): success@5 0.99 vs 0.96, MRR 0.97 vs 0.93, term index 68 vs 328 KB gzip — per-field BM25 and edit-distance typos, which FlexSearch lacks.
import MiniSearch, {type AsPlainObject} from 'minisearch';
import type {Hit, HighlightResult, SearchResponse, SnippetResult} from 'algoliasearch/lite';
import {hebrewPrefixes, minStrippedLength, normalizeWord, prefixVariants, tokenize, wordSpans, type WordSpan} from './hebrew';
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
 * what DocSearch records do) without repeating the hierarchy in the index.
 */

/** The indexed fields: the hierarchy, the text of paragraphs, and the page's keywords. */
export const searchFields = [...hierarchyLevels, 'content', 'keywords'] as const;
export type SearchField = (typeof searchFields)[number];

/** Titles and headings above body text, the page title (lvl1) highest. */
export const fieldBoosts: Record<SearchField, number> = {
  lvl0: 2,
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  lvl4: 2.5,
  lvl5: 2,
  lvl6: 2,
  content: 1,
  keywords: 1.5,
};

/**
 * Weights of the forms a query word is looked up in. A word stripped of prefix letters (on the
 * query side, the record side or both) and a synonym count less than the word as typed.
 */
export const formWeights = {exact: 1, synonym: 0.9, strippedQuery: 0.8, strippedRecord: 0.7, strippedBoth: 0.6};

const hebrewWord = /^[\u05D0-\u05EA]+$/;

/** One form of a query word to look up. */
export type WordForm = {term: string; weight: number; prefix: boolean; typos: number};

/** For each record that a query word matches: the score and the index terms it matched. */
export type WordMatches = Map<number, {score: number; terms: Set<string>}>;

/** What the engine needs from a full-text library: index the records' own texts, look up a word's forms. */
export interface TermIndex {
  matchWord(forms: readonly WordForm[]): WordMatches;
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

  constructor(private readonly index: MiniSearch<{id: number; texts: OwnTexts}>, terms: readonly string[]) {
    this.vocabulary = [...terms].sort();
  }

  private occurs(form: WordForm): boolean {
    if (form.typos > 0) return true;
    const at = lowerBound(this.vocabulary, form.term);
    const found = this.vocabulary[at];
    return found !== undefined && (form.prefix ? found.startsWith(form.term) : found === form.term);
  }

  matchWord(forms: readonly WordForm[]): WordMatches {
    const present = forms.filter((form) => this.occurs(form));
    const matches: WordMatches = new Map();
    if (present.length === 0) return matches;
    const results = this.index.search({
      combineWith: 'OR',
      queries: present.map((form) => ({
        queries: [form.term],
        prefix: form.prefix,
        fuzzy: form.typos > 0 ? form.typos : false,
        boostTerm: () => form.weight,
      })),
    });
    for (const result of results) {
      // MiniSearch multiplies by the number of forms matched; a word counts once.
      matches.set(result.id as number, {score: result.score / Math.max(1, result.queryTerms.length), terms: new Set(result.terms)});
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
  own: OwnTexts[];
};

function analyzeStructure(records: readonly DocSearchRecord[]): Structure {
  const count = records.length;
  const parent = new Int32Array(count).fill(-1);
  const page = new Int32Array(count);
  const subtreeEnd = new Int32Array(count);
  const own: OwnTexts[] = [];
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
      texts.keywords = record.keywords.join(', ');
    }
    own.push(texts);
    subtreeEnd[i] = i + 1;
    if (record.type !== 'content') {
      stack.push(i);
    }
  }
  for (const open of stack) subtreeEnd[open] = count;
  return {page, parent, subtreeEnd, own};
}

/* ------------------------------------------------------------------------------------------------
 * Serialization: a page table, one row per record holding only its own text (the hierarchy is
 * rebuilt from the headings above it), and the full-text index with its identity ids left out.
 * ---------------------------------------------------------------------------------------------- */

export const serializationFormat = 'guide-search/1';

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

type QueryWord = {text: string; token: string};

/** The settings the engine follows; the defaults are the guide's Algolia settings. */
export type EngineSettings = {
  attributesToRetrieve: readonly string[];
  attributesToHighlight: readonly string[];
  attributesToSnippet: readonly string[];
  attributesForFaceting: readonly string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  customRanking: readonly string[];
  distinct: boolean | number;
  attributeForDistinct: string;
  hitsPerPage: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
  removeWordsIfNoResults: string;
};

export const defaultEngineSettings: EngineSettings = indexSettings;

export type EngineOptions = {
  settings?: Partial<EngineSettings>;
  synonyms?: readonly SynonymHit[];
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

type Candidate = {index: number; score: number; words: number; terms: Set<string>[]};

const maxQueryLength = 512;
/** A record holding the whole query as a phrase scores up to twice as much. */
const proximityWeight = 1;
/** Proximity is measured on this many best-scored candidates; the rest could not overtake them. */
const proximityCandidates = 300;

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

export class SearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly structure: Structure;
  private readonly termIndex: TermIndex;
  private readonly settings: EngineSettings;
  private readonly synonyms: Map<string, string[]>;
  private readonly tokenCache: (string[] | undefined)[] = [];
  /** The custom ranking, split where page order is kept: after the page-rank rules, before the rest. */
  private readonly pageRules: ((a: DocSearchRecord, b: DocSearchRecord) => number)[];
  private readonly recordRules: ((a: DocSearchRecord, b: DocSearchRecord) => number)[];

  private constructor(records: readonly DocSearchRecord[], termIndex: TermIndex | ((own: OwnTexts[]) => TermIndex), options: EngineOptions) {
    this.records = records;
    this.structure = analyzeStructure(records);
    this.termIndex = typeof termIndex === 'function' ? termIndex(this.structure.own) : termIndex;
    this.settings = {...defaultEngineSettings, ...options.settings};
    this.synonyms = synonymMap(options.synonyms ?? guideSynonyms);
    const pageRankRules = this.settings.customRanking.filter((rule) => rule.includes('pageRank'));
    this.pageRules = parseCustomRanking(pageRankRules);
    this.recordRules = parseCustomRanking(this.settings.customRanking.filter((rule) => !pageRankRules.includes(rule)));
  }

  /** Indexes DocSearch records (in any order: they are grouped by page and sorted by position). */
  static fromRecords(records: readonly DocSearchRecord[], options: EngineOptions = {}): SearchEngine {
    const factory = options.termIndex ?? miniSearchTermIndex;
    return new SearchEngine(orderRecords(records), (own) => factory.build(own), options);
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
   * The forms in which one query word is looked up: as typed; with each prefix letter combination
   * attached (a bare query word finds בחופשה); stripped of its own prefix letters (בחופשה finds
   * חופשה), and stripped then re-prefixed (בחופשה finds לחופשה); and its synonyms.
   */
  wordForms(token: string, isLast: boolean): WordForm[] {
    const forms = new Map<string, WordForm>();
    const add = (term: string, weight: number, prefix: boolean, typos: number): void => {
      const existing = forms.get(term);
      if (!existing || existing.weight < weight) {
        forms.set(term, {term, weight, prefix: prefix || (existing?.prefix ?? false), typos: Math.max(typos, existing?.typos ?? 0)});
      }
    };
    const addPrefixed = (base: string, weight: number, prefix: boolean): void => {
      if (!hebrewWord.test(base) || base.length < minStrippedLength) return;
      for (const letters of hebrewPrefixes) add(letters + base, weight, prefix, 0);
    };
    const variants = prefixVariants(token);
    add(token, formWeights.exact, isLast, this.typosFor(token));
    for (const variant of variants) add(variant, formWeights.strippedQuery, isLast, this.typosFor(variant));
    addPrefixed(token, formWeights.strippedRecord, isLast);
    for (const variant of variants) addPrefixed(variant, formWeights.strippedBoth, isLast);
    for (const base of [token, ...variants]) {
      for (const synonym of this.synonyms.get(base) ?? []) {
        add(synonym, formWeights.synonym, false, 0);
        addPrefixed(synonym, formWeights.strippedBoth, false);
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
    for (const span of wordSpans(query.slice(0, maxQueryLength))) {
      const token = normalizeWord(span.text);
      if (token !== null && !words.some((word) => word.token === token)) {
        words.push({text: span.text, token});
      }
    }
    return words;
  }

  /** A word's matches on the records that own the matched text and on every record under them. */
  private inherit(matches: WordMatches): WordMatches {
    const {subtreeEnd} = this.structure;
    const inherited: WordMatches = new Map();
    for (const [index, match] of matches) {
      for (let i = index; i < subtreeEnd[index]!; i += 1) {
        const existing = inherited.get(i);
        if (existing) {
          existing.score += match.score;
          for (const term of match.terms) existing.terms.add(term);
        } else {
          inherited.set(i, {score: match.score, terms: new Set(match.terms)});
        }
      }
    }
    return inherited;
  }

  private candidates(words: readonly QueryWord[], params: SearchParameters): Candidate[] {
    const passes = (index: number): boolean => {
      const record = this.records[index]!;
      return matchesFacetFilters(record, params.facetFilters) && matchesFilters(record, params.filters);
    };
    if (words.length === 0) {
      return this.records.flatMap((_, index) => (passes(index) ? [{index, score: 0, words: 0, terms: []}] : []));
    }
    const perWord = words.map((word, i) => this.inherit(this.termIndex.matchWord(this.wordForms(word.token, i === words.length - 1))));
    const collect = (requireAll: boolean): Candidate[] => {
      const candidates = new Map<number, Candidate>();
      perWord.forEach((matches, wordIndex) => {
        for (const [index, match] of matches) {
          let candidate = candidates.get(index);
          if (!candidate) {
            if (requireAll && wordIndex > 0) continue;
            candidate = {index, score: 0, words: 0, terms: words.map(() => new Set<string>())};
            candidates.set(index, candidate);
          }
          candidate.score += match.score;
          candidate.words += 1;
          candidate.terms[wordIndex] = match.terms;
        }
      });
      return [...candidates.values()].filter((candidate) => (!requireAll || candidate.words === words.length) && passes(candidate.index));
    };
    const all = collect(true);
    const removeWords = params.removeWordsIfNoResults ?? this.settings.removeWordsIfNoResults;
    if (all.length > 0 || words.length < 2 || removeWords === 'none') {
      return all;
    }
    return collect(false);
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
   * How close together the query words stand in a record's own text: (words present / query words)
   * / (1 + words between them), so that a record holding the query as a phrase ranks first.
   */
  private proximity(candidate: Candidate, wordCount: number): number {
    const matched = this.ownTokens(candidate.index).map((token) => candidate.terms.flatMap((terms, i) => (terms.has(token) ? [i] : [])));
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

  /** Phrases count: the best-scored candidates gain up to `proximityWeight` times their score by proximity. */
  private rewardProximity(candidates: Candidate[], wordCount: number): void {
    if (wordCount < 2) return;
    const best = [...candidates].sort((a, b) => b.score - a.score).slice(0, proximityCandidates);
    for (const candidate of best) {
      candidate.score *= 1 + proximityWeight * this.proximity(candidate, wordCount);
    }
  }

  private compare(a: Candidate, b: Candidate): number {
    if (a.words !== b.words) return b.words - a.words;
    const scale = Math.max(Math.abs(a.score), Math.abs(b.score), 1e-9);
    if (Math.abs(a.score - b.score) > scale * 1e-9) return b.score - a.score;
    const recordA = this.records[a.index]!;
    const recordB = this.records[b.index]!;
    for (const rule of this.pageRules) {
      const order = rule(recordA, recordB);
      if (order !== 0) return order;
    }
    const pageOrder = this.structure.page[a.index]! - this.structure.page[b.index]!;
    if (pageOrder !== 0) return pageOrder;
    for (const rule of this.recordRules) {
      const order = rule(recordA, recordB);
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
