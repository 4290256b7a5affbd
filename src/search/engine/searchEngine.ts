import {otherLayoutReading, preferReading} from '../hebrew/keyboardLayout';
import {normalizeRequest, serializeParams, type AlgoliaSearchRequest, type NormalizedRequest, type SearchParameters} from './params';
import type {DocSearchRecord} from '../records';
import {synonyms as guideSynonyms} from '../hebrew/synonyms';
import {miniSearchTermIndex} from './miniSearchIndex';
import {defaultEngineSettings, type EngineOptions, type EngineSettings} from './options';
import {QueryForms} from './queryForms';
import {Ranking, type Candidate} from './ranking';
import {facetCounts, hitOf, randomQueryId, type EngineResponse, type EngineResult} from './response';
import {deserializeRecords, serializationFormat, serializeRecords, type SerializedIndex} from '../index/serialize';
import {analyzeStructure, orderRecords, type Structure} from './structure';
import {fieldBoosts, type OwnTexts, type TermIndex, type WordForm} from './termIndex';

/**
 * The guide's search engine: DocSearch records in, Algolia-shaped answers out, with the Hebrew
 * analysis of ../hebrew on both sides. Each heading is indexed once, on its own record, and the
 * records under it inherit its matches, as if every record carried its whole hierarchy (which is
 * what DocSearch records do) without repeating the hierarchy in the index. A page's keywords are
 * indexed as a document of their own that only its page-title record answers for, as in Algolia,
 * where the keywords sit on that record alone.
 */
export class SearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly structure: Structure;
  private readonly termIndex: TermIndex;
  private readonly settings: EngineSettings;
  private readonly forms: QueryForms;
  private readonly ranking: Ranking;

  private constructor(records: readonly DocSearchRecord[], termIndex: TermIndex | ((documents: OwnTexts[]) => TermIndex), options: EngineOptions, structure?: Structure) {
    this.records = records;
    this.structure = structure ?? analyzeStructure(records);
    this.termIndex = typeof termIndex === 'function' ? termIndex(this.structure.documents) : termIndex;
    this.settings = {...defaultEngineSettings, ...options.settings};
    this.forms = new QueryForms(this.settings, options.synonyms ?? guideSynonyms, this.termIndex);
    this.ranking = new Ranking({
      records,
      structure: this.structure,
      termIndex: this.termIndex,
      forms: this.forms,
      settings: this.settings,
      boosts: {...fieldBoosts, ...options.fieldBoosts},
      distinctiveWords: options.distinctiveWords ?? true,
    });
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

  /** An engine over records and a term index already made (the split index: ./shardedEngine.ts); `structure.documents` may be empty. */
  static fromParts(records: readonly DocSearchRecord[], structure: Structure, termIndex: TermIndex, options: EngineOptions = {}): SearchEngine {
    return new SearchEngine(records, termIndex, options, structure);
  }

  serialize(): SerializedIndex {
    return {format: serializationFormat, ...serializeRecords(this.records, this.structure.parent), index: this.termIndex.toJSON()};
  }

  /** Answers an Algolia multi-query call: one result per request, in order. */
  searchRequests(requests: readonly AlgoliaSearchRequest[]): {results: EngineResult[]} {
    return {results: requests.map((request) => this.searchRequest(normalizeRequest(request)))};
  }

  searchRequest(request: NormalizedRequest): EngineResult {
    return this.search(request.indexName, request.params);
  }

  /** The forms in which one query word is looked up (see QueryForms.wordForms). */
  wordForms(token: string, isLast: boolean, params: Pick<SearchParameters, 'typoTolerance' | 'queryType'> = {}, unpointed: string | null = null): WordForm[] {
    return this.forms.wordForms(token, isLast, params, unpointed);
  }

  private search(indexName: string, params: SearchParameters): EngineResponse {
    const started = globalThis.performance.now();
    let ranked = this.rank(params.query ?? '', params);
    // Typed with the other keyboard layout (pbxhv for פנסיה): its reading, when that finds far more.
    const reading = ranked.distinct.length < 3 ? otherLayoutReading(params.query ?? '') : null;
    const ofReading = reading === null ? null : this.rank(reading, params);
    const layoutReading = ofReading && preferReading(ranked.distinct.length, ofReading.distinct.length, reading!) ? reading! : undefined;
    if (layoutReading !== undefined) {
      ranked = ofReading!;
    }
    const {words, matched, distinct} = ranked;
    const facets = facetCounts(this.records, matched, params.facets, this.settings);
    const hitsPerPage = Math.max(0, Math.min(1000, params.length ?? params.hitsPerPage ?? this.settings.hitsPerPage));
    const page = Math.max(0, params.page ?? 0);
    const offset = params.offset ?? page * hitsPerPage;
    const shown = distinct.slice(offset, offset + hitsPerPage);
    const sections = distinct === matched ? undefined : this.sectionParagraphs(shown, matched);
    const hits = shown.map((candidate) => hitOf(this.records[candidate.index]!, candidate, words, params, this.settings, sections?.get(candidate)));
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
      ...(layoutReading === undefined ? {} : {layoutReading}),
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

  /**
   * For each heading's hit, the paragraph of its section that answers the query best: of the
   * paragraphs that share its url (its link lands on them; one distinct group, so the heading's hit
   * stands for them all), the one whose own text holds the most of the query's words, the first in
   * rank among equals; where none holds any, the section's first paragraph. A heading that matched
   * the query came without a snippet, though its section held the answer (a question answered three
   * screens below the heading showed the heading alone).
   */
  private sectionParagraphs(hits: readonly Candidate[], matched: readonly Candidate[]): Map<Candidate, {record: DocSearchRecord; candidate: Candidate}> {
    const headings = new Map<string, Candidate>();
    for (const hit of hits) if (this.records[hit.index]!.type !== 'content') headings.set(this.ranking.distinctKey(hit.index), hit);
    const best = new Map<string, Candidate>();
    if (headings.size > 0) {
      for (const candidate of matched) {
        if (this.records[candidate.index]!.type !== 'content') continue;
        const key = this.ranking.distinctKey(candidate.index);
        if (!headings.has(key)) continue;
        const chosen = best.get(key);
        // `matched` is in rank order: a later paragraph replaces the chosen one only by holding more words, or by standing first where none holds any.
        if (!chosen || candidate.own > chosen.own || (candidate.own === 0 && chosen.own === 0 && candidate.index < chosen.index)) best.set(key, candidate);
      }
    }
    const sections = new Map<Candidate, {record: DocSearchRecord; candidate: Candidate}>();
    for (const [key, heading] of headings) {
      const paragraph = best.get(key);
      if (paragraph) sections.set(heading, {record: this.records[paragraph.index]!, candidate: paragraph});
    }
    return sections;
  }

  /** The query's matches, ranked, and one per distinct group. */
  private rank(query: string, params: SearchParameters) {
    const words = this.forms.words(query);
    const matched = this.ranking.candidates(words, params);
    this.ranking.rewardProximity(matched, words.length);
    matched.sort((a, b) => this.ranking.compare(a, b));
    return {words, matched, distinct: this.ranking.applyDistinct(matched, params.distinct ?? this.settings.distinct)};
  }
}
