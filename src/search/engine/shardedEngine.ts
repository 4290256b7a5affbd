import type {AsPlainObject} from 'minisearch';
import {MissingFileError} from '../index/loader';
import type {AlgoliaSearchRequest} from './params';
import type {DocSearchRecord} from '../records';
import {isLetterPrefix, letterTerms} from './letterPrefix';
import {lowerBound, partialMiniSearchIndex, vocabularyOf, type Vocabulary} from './miniSearchIndex';
import type {EngineOptions} from './options';
import {decodePositions} from '../index/positions';
import type {EngineResult} from './response';
import {SearchEngine} from './searchEngine';
import {lazyRecords, LoadedTexts} from '../index/skeleton';
import {expandShardTerm, frontDecode, runStarts, shardFile, splitFormat, textFile, type SplitEntry, type TermShard, type TextGroup} from '../index/split';
import type {Structure} from './structure';
import type {FieldBoosts, TermIndex, WordForm, WordMatches} from './termIndex';

/** Awaited before each round of fetching; it may throw, and the search ends with its error. */
export type BeforeFetching = () => Promise<void>;

/*
 * The engine over the split index (../index/split.ts): it starts from the entry alone and fetches term
 * shards and stored texts as queries need them. Ranking stays exactly the whole index's: a request
 * is answered by the same SearchEngine, over a MiniSearch holding only the loaded terms' postings
 * (with the whole index's document count and average lengths, so BM25 is unchanged). An answer
 * is computed, and each term shard or text it reached that was not loaded yet is noted; if any
 * was, they are fetched and the answer computed again, until one needs nothing more (a query
 * takes one or two rounds: its terms, then the texts of its hits). The second round mostly finds
 * its texts on their way already: once the first of a round's term shards has come, the hits of
 * the answer from the shards in are a guess of the final ones, and their texts are fetched then
 * (`guessTexts`). On a phone, typed into the open search, the first result came 1,054 → 992 ms
 * after the first keystroke (bench:first-search, medians of 5).
 */

/** Reads a file of the split index (a path relative to the entry's folder). */
export type SplitFileReader = (file: string) => Promise<unknown>;

export {MissingFileError};

/** How many rounds one answer may take before the engine gives up (one per kind of file, in practice). */
const maxRounds = 12;

type Missing = {shards: Set<number>; texts: Set<number>};

/** The first element of `starts` (ascending) not above `value`, as its position. */
function runOf(starts: readonly number[], value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The term index of the split index: the whole vocabulary, the postings of the loaded shards. */
class ShardedTermIndex implements TermIndex {
  partial: TermIndex;
  private readonly starts: number[];
  /** Per first letter, the terms a lone letter typed last reaches (the entry's `letters`). */
  private readonly expansions: Map<string, string[]>;
  /** The loaded terms' positions (../index/positions.ts), as the shards code them and decoded once asked for. */
  private readonly codedPositions = new Map<string, number[]>();
  private readonly decodedPositions = new Map<string, Map<number, number[]>>();

  constructor(
    private readonly entry: SplitEntry,
    private readonly vocabulary: Vocabulary,
    private readonly loaded: ReadonlyMap<number, TermShard>,
    private readonly missing: () => Missing,
  ) {
    this.starts = runStarts(entry.index.shards);
    this.expansions = new Map(Object.entries(entry.index.letters).map(([letter, numbers]) => [letter, numbers.map((n) => vocabulary.sorted[n]!)]));
    this.partial = this.rebuild();
  }

  /** MiniSearch over the postings loaded so far. */
  rebuild(): TermIndex {
    const fieldLength = new Map<number, number[]>();
    const index: AsPlainObject['index'] = [];
    for (const shard of [...this.loaded.keys()].sort((a, b) => a - b).map((i) => this.loaded.get(i)!)) {
      for (const [term, positions, ...postings] of shard) {
        index.push([term, expandShardTerm(postings, fieldLength)]);
        this.codedPositions.set(term, positions);
      }
    }
    const {documentCount, nextId, fieldIds, averageFieldLength, dirtCount} = this.entry.index;
    const plain: AsPlainObject = {
      documentCount,
      nextId,
      documentIds: Object.fromEntries([...fieldLength.keys()].map((id) => [id, id])),
      fieldIds,
      fieldLength: Object.fromEntries(fieldLength),
      averageFieldLength,
      storedFields: {},
      dirtCount,
      index,
      serializationVersion: 2,
    };
    this.partial = partialMiniSearchIndex(plain, this.vocabulary, this.expansions);
    return this.partial;
  }

  has(term: string, prefix: boolean): boolean {
    return this.partial.has(term, prefix);
  }

  /** Where a loaded term stands in a record's text (the shards carry it: ranking reads no stored text). */
  positions(term: string, record: number): readonly number[] {
    let byRecord = this.decodedPositions.get(term);
    if (!byRecord) {
      const coded = this.codedPositions.get(term);
      if (!coded) return [];
      byRecord = decodePositions(coded);
      this.decodedPositions.set(term, byRecord);
    }
    return byRecord.get(record) ?? [];
  }

  /** The numbers of the vocabulary's terms that a form reaches: itself, those it starts, those within its typos. */
  private reached(form: WordForm): number[] {
    const {sorted, tree} = this.vocabulary;
    const numbers: number[] = [];
    let i = lowerBound(sorted, form.term);
    if (isLetterPrefix(form)) {
      // A lone letter: its capped expansion (./letterPrefix.ts), as the term index looks it up.
      for (const term of letterTerms(form.term, this.expansions, (term) => sorted[lowerBound(sorted, term)] === term)) numbers.push(lowerBound(sorted, term));
    } else if (form.prefix) {
      for (; i < sorted.length && sorted[i]!.startsWith(form.term); i += 1) numbers.push(i);
    } else if (sorted[i] === form.term) {
      numbers.push(i);
    }
    if (form.fuzzy > 0) for (const term of tree.fuzzyGet(form.term, form.fuzzy).keys()) numbers.push(lowerBound(sorted, term));
    return numbers;
  }

  /** While true, a word whose shards are not all loaded matches from those that are (a guess: ShardedEngine.guessTexts). */
  guessing = false;
  /**
   * Set while guessing when the loaded shards' answer is no guess of the final one: `later` while a
   * word's own shard (where its form as typed stands) is not loaded; `never` for a last word of one
   * or two letters typed, which reaches words across many shards, whose first ones rank hits the
   * last ones overturn.
   */
  blind: 'later' | 'never' | undefined;

  matchWord(forms: readonly WordForm[], boosts: FieldBoosts): WordMatches {
    const missing = this.missing();
    let complete = true;
    for (const form of forms) {
      for (const term of this.reached(form)) {
        const shard = runOf(this.starts, term);
        if (!this.loaded.has(shard)) {
          missing.shards.add(shard);
          complete = false;
        }
      }
    }
    const own = forms[0];
    if (this.guessing && own) {
      if (own.prefix && [...own.term].length < 3) this.blind = 'never';
      else if (!this.loaded.has(runOf(this.starts, lowerBound(this.vocabulary.sorted, own.term)))) this.blind ??= 'later';
    }
    return complete || this.guessing ? this.partial.matchWord(forms, boosts) : new Map();
  }

  toJSON(): never {
    throw new Error('The split index is written by splitIndex, not by its engine');
  }
}

export class ShardedEngine {
  readonly build: string;
  private readonly records: DocSearchRecord[];
  private readonly structure: Structure;
  private readonly shards = new Map<number, TermShard>();
  private readonly texts: LoadedTexts;
  private readonly fetching = new Map<string, Promise<unknown>>();
  private readonly termIndex: ShardedTermIndex;
  private missing: Missing = {shards: new Set(), texts: new Set()};
  private engine: SearchEngine | undefined;

  constructor(
    entry: SplitEntry,
    private readonly read: SplitFileReader,
    private readonly options: EngineOptions = {},
  ) {
    if (entry.format !== splitFormat) {
      throw new Error(`Unknown search entry format "${String(entry.format)}"; expected "${splitFormat}". Rebuild the site.`);
    }
    this.build = entry.build;
    const textStarts = runStarts(entry.texts);
    this.texts = new LoadedTexts(
      textStarts,
      (record) => runOf(textStarts, record),
      (group) => this.missing.texts.add(group),
    );
    const {records, structure} = lazyRecords(entry.records, this.texts);
    this.records = records;
    this.structure = structure;
    this.termIndex = new ShardedTermIndex(entry, vocabularyOf(frontDecode(entry.index.terms)), this.shards, () => this.missing);
  }

  /** Fetches a file once (again after a failure). */
  private fetchFile(file: string): Promise<unknown> {
    let pending = this.fetching.get(file);
    if (!pending) {
      pending = this.read(file).catch((error: unknown) => {
        this.fetching.delete(file);
        throw error;
      });
      this.fetching.set(file, pending);
    }
    return pending;
  }

  private loadText(group: number): Promise<void> {
    return this.fetchFile(textFile(this.build, group)).then((text) => this.texts.add(group, text as TextGroup));
  }

  /**
   * Fetches a round's files; as each of its term shards comes while others have not, `guess` is
   * called, until it answers that it is done.
   */
  private async loadMissing({shards, texts}: Missing, guess: () => Promise<boolean>): Promise<void> {
    let pending = shards.size;
    let guessed = false;
    let guessing = false;
    await Promise.all([
      ...[...shards].map(async (shard) => {
        this.shards.set(shard, (await this.fetchFile(shardFile(this.build, shard))) as TermShard);
        pending -= 1;
        if (pending === 0 || guessed || guessing) return;
        guessing = true;
        guessed = await guess();
        guessing = false;
      }),
      ...[...texts].map((group) => this.loadText(group)),
    ]);
    if (shards.size > 0) this.termIndex.rebuild();
  }

  /**
   * While a round's last term shards are on their way, the answer from those in: the texts of its
   * hits (most of them the final answer's) are fetched meanwhile, not a round later, unless the
   * term index finds the answer blind (`ShardedTermIndex.blind`). A guess changes no answer: it
   * only fetches; if it fails, the round fetches what it needs itself. False: too soon to guess.
   */
  private guessTexts(requests: readonly AlgoliaSearchRequest[]): boolean {
    this.missing = {shards: new Set(), texts: new Set()};
    try {
      this.termIndex.rebuild();
      this.termIndex.guessing = true;
      this.termIndex.blind = undefined;
      this.engine!.searchRequests(requests);
    } catch {
      return true;
    } finally {
      this.termIndex.guessing = false;
    }
    if (this.termIndex.blind) return this.termIndex.blind === 'never';
    for (const group of this.missing.texts) this.loadText(group).catch(() => undefined);
    return true;
  }

  /**
   * Answers an Algolia multi-query call, fetching the shards and texts it needs first;
   * `beforeFetching` is awaited before each round of fetching, and before a guess (../client/searchSchedule.ts).
   */
  async searchRequests(requests: readonly AlgoliaSearchRequest[], beforeFetching?: BeforeFetching): Promise<{results: EngineResult[]}> {
    // Not for a search a newer one has superseded.
    const guess = async (): Promise<boolean> =>
      !(await Promise.resolve(beforeFetching?.()).then(
        () => true,
        () => false,
      )) || this.guessTexts(requests);
    for (let round = 0; round < maxRounds; round += 1) {
      this.missing = {shards: new Set(), texts: new Set()};
      this.engine ??= SearchEngine.fromParts(this.records, this.structure, this.termIndex, this.options);
      const answer = this.engine.searchRequests(requests);
      const missing = this.missing;
      if (missing.shards.size === 0 && missing.texts.size === 0) return answer;
      await beforeFetching?.();
      await this.loadMissing(missing, guess);
    }
    throw new Error(`The search needed more than ${maxRounds} rounds of index files`);
  }

  /** The files fetched so far (for tests and the benchmark). */
  get loadedFiles(): string[] {
    return [...this.fetching.keys()];
  }
}

/**
 * The offline engine over a split index: the entry is read once (`readEntry`), files on demand.
 * A file the server no longer has means a deploy happened since the entry was read: the entry is
 * read again (fresh), once, and the search answered from the new build.
 */
export function shardedSearch(readEntry: (fresh: boolean) => Promise<SplitEntry>, read: SplitFileReader, options: EngineOptions = {}) {
  let engine: Promise<ShardedEngine> | undefined;
  let latest: ShardedEngine | undefined;
  const open = (fresh = false): Promise<ShardedEngine> => {
    engine ??= readEntry(fresh)
      .then((entry) => (latest = new ShardedEngine(entry, read, options)))
      .catch((error: unknown) => {
        engine = undefined;
        throw error;
      });
    return engine;
  };
  return {
    load: () => open().then(() => undefined),
    search: async (requests: readonly AlgoliaSearchRequest[], beforeFetching?: BeforeFetching): Promise<{results: EngineResult[]}> => {
      const current = await open();
      try {
        return await current.searchRequests(requests, beforeFetching);
      } catch (error) {
        if (!(error instanceof MissingFileError)) throw error;
        // A file of another build: a deploy happened since the entry was read.
        // Unless another search already reloaded it.
        if (latest === current) engine = undefined;
        return (await open(true)).searchRequests(requests, beforeFetching);
      }
    },
  };
}
