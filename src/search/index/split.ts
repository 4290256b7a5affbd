import type {CompactMiniSearch} from './codec';
import {letterExpansions} from '../engine/letterPrefix';
import {encodePositions} from './positions';
import {serializationFormat, type SerializedIndex} from './serialize';
import {skeletonOf, unskeleton, type Skeleton, type TextGroup} from './skeleton';

/*
 * The split index: what a query downloads is what it needs. The built site serves
 *
 *   search/index.json       the entry (fixed name, short cache): the build hash, BM25's totals, the
 *                           sorted vocabulary (front-coded, for prefixes and typos), the shard map
 *                           (how many terms each shard holds), per first letter the terms a lone
 *                           letter typed last reaches (../engine/letterPrefix.ts), what ranking reads of
 *                           every record (type, page and its kind, position, url identity: by
 *                           column, about a byte a record, ./skeleton.ts), how many records each
 *                           text group holds;
 *   search/t/<build>-<n>.json  term shard n: a contiguous run of sorted terms, each term's word
 *                           positions in the records' texts (for proximity, ./positions.ts) and
 *                           its postings per field (document → frequency) with the field's length
 *                           in each document: a query's shards alone rank it;
 *   search/d/<build>-<n>.json  stored texts of text group n (a run of records): objectID, own text
 *                           (paragraph or heading), anchor, keywords, a url or hierarchy of the
 *                           record's own, with the url and titles of their pages and the headings
 *                           above the group's first record, fetched for the hits a response shows.
 *
 * The build hash is the hash of every file's content and of the entry's: a file's name changes
 * whenever anything in the index does, so every file is cached for good, and the entry names its
 * files without listing them (a shard costs the entry one small number, not a name).
 *
 * `splitIndex` cuts a serialized index (serialize.ts) into these files, `joinIndex` puts it back
 * together (the local server, the Algolia suite, the benchmarks): the two are exact inverses.
 */

export const splitFormat = 'guide-search/split-5';
export const termShardDir = 't';
export const textGroupDir = 'd';

/**
 * A term: its positions in the records' texts proximity reads (./positions.ts), then its postings:
 * per field, its id, the document-number deltas (a frequency above 1 follows as a negative
 * number), the field's length in each document.
 */
export type ShardTerm = [term: string, positions: number[], ...postings: (number | number[])[]];
export type TermShard = ShardTerm[];

export type {Skeleton, TextGroup, TextRow} from './skeleton';

export type SplitEntry = {
  format: typeof splitFormat;
  /** Names this build: the hash of every file it references. */
  build: string;
  index: Omit<CompactMiniSearch, 'fieldLength' | 'index'> & {
    /** The sorted vocabulary, front-coded: per term one character (code 48 + letters shared with the previous term) and its rest, space-separated. */
    terms: string;
    /** Per shard, in order: how many of the vocabulary's terms it holds (its file: `shardFile(build, n)`). */
    shards: number[];
    /** Per first letter, the vocabulary's numbers of the terms a lone letter typed last reaches (../engine/letterPrefix.ts). */
    letters: Record<string, number[]>;
  };
  /** What ranking reads of every record and page, by column (./skeleton.ts). */
  records: Skeleton;
  /** Per text group, in order: how many records it holds (its file: `textFile(build, n)`). */
  texts: number[];
};

export type SplitFiles = {entry: SplitEntry; files: Map<string, string>};

/** The file of term shard `n` of a build. */
export const shardFile = (build: string, n: number): string => `${termShardDir}/${build}-${n}.json`;
/** The file of text group `n` of a build. */
export const textFile = (build: string, n: number): string => `${textGroupDir}/${build}-${n}.json`;

/** The first item of each run, from the runs' sizes. */
export function runStarts(sizes: readonly number[]): number[] {
  let start = 0;
  return sizes.map((size) => {
    const first = start;
    start += size;
    return first;
  });
}
export type SplitOptions = {shardBytes?: number; textBytes?: number; hash: (content: string) => string};

const maxShared = 60;

export function frontCode(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < maxShared && shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared += 1;
      previous = term;
      return String.fromCharCode(48 + shared) + term.slice(shared);
    })
    .join(' ');
}

export function frontDecode(coded: string): string[] {
  if (coded === '') return [];
  let previous = '';
  return coded.split(' ').map((item) => {
    previous = previous.slice(0, item.charCodeAt(0) - 48) + item.slice(1);
    return previous;
  });
}

/** Cuts items into runs whose JSON is about `bytes` long (raw; gzip makes it a fifth to a third), each run's JSON made once. */
function runs<T>(items: readonly T[], bytes: number): {items: T[]; json: string}[] {
  const result: {items: T[]; json: string}[] = [];
  let current: T[] = [];
  let parts: string[] = [];
  let size = 0;
  const close = (): void => {
    result.push({items: current, json: `[${parts.join(',')}]`});
    current = [];
    parts = [];
    size = 0;
  };
  for (const item of items) {
    const json = JSON.stringify(item);
    if (current.length > 0 && size + json.length > bytes) close();
    current.push(item);
    parts.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) close();
  return result;
}

/**
 * Splits a serialized index into its entry and files. Term shards of about 2 KB (raw): larger ones
 * barely lower the number a query fetches (its terms, typos and word forms lie far apart in the
 * vocabulary) and add bytes. Text groups of about 4 KB: the texts of a first screen of 20 hits
 * then come in about five files, one round of a browser's six connections to a server, where
 * groups of 2 KB took eight (and a second round of requests) for 1.2 KiB less.
 */
export function splitIndex(serialized: SerializedIndex, {shardBytes = 2_000, textBytes = 4_000, hash}: SplitOptions): SplitFiles {
  if (serialized.format !== serializationFormat) throw new Error(`Cannot split a search index of format ${String(serialized.format)}`);
  const {fieldLength, index, ...totals} = serialized.index as CompactMiniSearch;
  const sorted = [...index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const positions = encodePositions(serialized.records.map((record) => record[4]));
  const withLengths = sorted.map(([term, ...postings]): ShardTerm => {
    const out: (number | number[])[] = [term as unknown as number, positions.get(term) ?? []];
    for (let i = 0; i < postings.length; i += 2) {
      const field = postings[i] as number;
      const run = postings[i + 1] as number[];
      const lengths: number[] = [];
      let id = 0;
      for (const value of run) {
        if (value >= 0) {
          id += value;
          const pairs = fieldLength[id]!;
          let length = 0;
          for (let p = 0; p < pairs.length; p += 2) if (pairs[p] === field) length = pairs[p + 1]!;
          lengths.push(length);
        }
      }
      out.push(field, run, lengths);
    }
    return out as unknown as ShardTerm;
  });
  const shardRuns = runs(withLengths, shardBytes);
  const numbers = new Map(sorted.map(([term], n) => [term, n]));
  const letters = Object.fromEntries([...letterExpansions(sorted)].map(([letter, terms]) => [letter, terms.map((term) => numbers.get(term)!)]));
  const shards = shardRuns.map(({json}) => json);
  const {skeleton: records, groups: textGroups} = skeletonOf(serialized, (rows) => runs(rows, textBytes).map(({items}) => items.length));
  const body: Omit<SplitEntry, 'build'> = {
    format: splitFormat,
    index: {...totals, terms: frontCode(sorted.map(([term]) => term)), shards: shardRuns.map(({items}) => items.length), letters},
    records,
    texts: textGroups.map(({rows}) => rows.length),
  };
  const groups = textGroups.map((group) => JSON.stringify(group));
  // The hash of every content (of each file's hash, so no string holds the whole index).
  const build = hash([JSON.stringify(body), ...shards, ...groups].map(hash).join(' '));
  const files = new Map<string, string>([...shards.map((json, n): [string, string] => [shardFile(build, n), json]), ...groups.map((json, n): [string, string] => [textFile(build, n), json])]);
  return {entry: {...body, build}, files};
}

/** Decodes a term's postings into MiniSearch's shape: per field, document → frequency, and the lengths met. */
export function expandShardTerm(postings: readonly (number | number[])[], fieldLength: Map<number, number[]>): Record<string, Record<string, number>> {
  const fields: Record<string, Record<string, number>> = {};
  for (let i = 0; i < postings.length; i += 3) {
    const field = postings[i] as number;
    const lengths = postings[i + 2] as number[];
    const documents: Record<string, number> = {};
    let id = 0;
    let n = 0;
    for (const value of postings[i + 1] as number[]) {
      if (value < 0) {
        documents[id] = -value;
        continue;
      }
      id += value;
      documents[id] = 1;
      const lengthsOfDocument = fieldLength.get(id) ?? [];
      lengthsOfDocument[field] = lengths[n]!;
      fieldLength.set(id, lengthsOfDocument);
      n += 1;
    }
    fields[String(field)] = documents;
  }
  return fields;
}

/** The whole index again, from the entry and a reader of the files it names. */
export async function joinIndex(entry: SplitEntry, read: (file: string) => Promise<unknown>): Promise<SerializedIndex> {
  if (entry.format !== splitFormat) throw new Error(`Unknown search entry format "${String(entry.format)}"; expected "${splitFormat}". Rebuild the site.`);
  const shards = (await Promise.all(entry.index.shards.map((_, n) => read(shardFile(entry.build, n))))) as TermShard[];
  const groups = (await Promise.all(entry.texts.map((_, n) => read(textFile(entry.build, n))))) as TextGroup[];
  const lengths = new Map<number, number[]>();
  const index = shards.flat().map(([term, , ...postings]): [string, ...(number | number[])[]] => {
    const fields = expandShardTerm(postings, lengths);
    const compact: (number | number[])[] = [];
    for (let i = 0; i < postings.length; i += 3) compact.push(postings[i]!, postings[i + 1]!);
    void fields;
    return [term, ...compact];
  });
  const {terms, shards: shardMap, letters, ...totals} = entry.index;
  void terms;
  void shardMap;
  void letters;
  const fieldLength: number[][] = [];
  for (let id = 0; id < totals.nextId; id += 1) {
    const pairs: number[] = [];
    (lengths.get(id) ?? []).forEach((length, field) => {
      if (length !== undefined) pairs.push(field, length);
    });
    fieldLength.push(pairs);
  }
  return {format: serializationFormat, ...unskeleton(entry.records, groups), index: {...totals, fieldLength, index}};
}
