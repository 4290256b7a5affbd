/**
 * The search engine's public face: DocSearch records in, Algolia-shaped answers out.
 *
 *   searchEngine.ts     SearchEngine: builds or loads an index and answers Algolia requests
 *   options.ts          the settings it follows (the guide's Algolia settings by default)
 *   structure.ts        which texts each record owns, which records inherit them
 *   termIndex.ts        what it asks of a full-text library: fields, boosts, word forms, matches
 *   miniSearchIndex.ts  that, on MiniSearch; ../index/codec.ts its compact JSON
 *   ../index/serialize.ts  the whole index as one JSON value (records and term index)
 *   ../index/split.ts   that, split for the browser: entry build/search/index.json, term shards
 *                       search/t/, stored texts search/d/ (content-hashed); joinIndex reassembles it
 *   ../index/skeleton.ts  what the entry keeps of every record (by column), and the records over it that
 *                       read their texts from the text groups once loaded
 *   ../index/positions.ts  each term's word positions in the records' texts: the shards carry them, so
 *                       proximity reads no stored text
 *   shardedEngine.ts    the engine over the split index: fetches the shards and texts a query needs,
 *                       ranks exactly as the whole index (shardedSearch: reloads the entry after a deploy)
 *   queryForms.ts       a query's words and the forms each is looked up in
 *   ranking.ts          the records a query finds, in Algolia's ranking order
 *   response.ts         hits, highlights, snippets and facets, shaped as Algolia's (highlight.ts the marked text)
 *   params.ts           an Algolia request in any of its shapes, and its facet filters
 *
 * Framework-free: it runs in the browser's worker, in Node (the build, the local server) and in tests.
 */
export {SearchEngine} from './searchEngine';
export {defaultEngineSettings, type EngineOptions, type EngineSettings, type QueryType, type TypoTolerance} from './options';
export {serializationFormat, type SerializedIndex} from '../index/serialize';
export {joinIndex, shardFile, splitFormat, splitIndex, termShardDir, textFile, textGroupDir, type SplitEntry, type SplitFiles} from '../index/split';
export {MissingFileError, ShardedEngine, shardedSearch, type SplitFileReader} from './shardedEngine';
export type {DocSearchHit, EngineResponse, EngineResult} from './response';
// For the benchmark of full-text libraries and the quality gate's crippled engines.
export {
  fieldBoosts,
  formWeights,
  mergeMatch,
  searchFields,
  type FieldBoosts,
  type OwnTexts,
  type SearchField,
  type TermIndex,
  type TermIndexFactory,
  type WordForm,
  type WordMatch,
  type WordMatches,
} from './termIndex';
export {miniSearchTermIndex} from './miniSearchIndex';
export {compactMiniSearch, expandMiniSearch, type CompactMiniSearch} from '../index/codec';
