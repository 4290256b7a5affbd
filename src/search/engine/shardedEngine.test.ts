import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {guideDevRecords} from '../quality/guide';
import {comparisonSample} from '../quality/sample';
import {modalRequest as guideModalRequest} from '../client/modalRequest';
import type {AlgoliaSearchRequest} from './params';
import type {DocSearchRecord} from '../records';
import type {EngineResponse} from './response';
import {SearchEngine} from './searchEngine';
import {MissingFileError, ShardedEngine, shardedSearch} from './shardedEngine';
import {letterExpansionTerms} from './letterPrefix';
import {frontCode, frontDecode, joinIndex, runStarts, splitIndex, textFile, textGroupDir, type SplitFiles} from '../index/split';

const hash = (content: string): string => createHash('sha256').update(content).digest('hex').slice(0, 12);

let records: DocSearchRecord[];
let monolithic: SearchEngine;
let split: SplitFiles;

before(async () => {
  records = await guideDevRecords();
  monolithic = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records).serialize())));
  split = splitIndex(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records).serialize())), {hash});
});

/** What DocSearch's modal asks (src/search/quality/evaluate.ts asks for less), and the facets' counts too. */
function modalRequest(query: string): AlgoliaSearchRequest {
  return {...guideModalRequest(query), facets: ['*']};
}

function comparable(result: unknown): unknown {
  const {processingTimeMS, ...rest} = result as EngineResponse;
  void processingTimeMS;
  return rest;
}

function reader(files: Map<string, string>, fetched: string[] = []) {
  return async (file: string): Promise<unknown> => {
    fetched.push(file);
    const json = files.get(file);
    if (json === undefined) throw new MissingFileError(`no ${file}`);
    return JSON.parse(json) as unknown;
  };
}

test('front coding gives the sorted vocabulary back', () => {
  const terms = ['a', 'ab', 'abc', 'abd', 'b', 'חופש', 'חופשה', 'חופשות', 'x'.repeat(100), `${'x'.repeat(100)}y`].sort();
  assert.deepEqual(frontDecode(frontCode(terms)), terms);
  assert.deepEqual(frontDecode(frontCode([])), []);
});

// The comparisons run over a sample of the quality gate's queries with every kind in it
// (src/search/quality/sample.ts); `npm run bench:search-equivalence` runs them over every query.

test('the split index joins back into an index that answers the quality-gate queries of every kind alike', async () => {
  const joined = SearchEngine.fromSerialized(await joinIndex(split.entry, reader(split.files)));
  for (const {query} of comparisonSample()) {
    assert.deepEqual(comparable(joined.searchRequests([modalRequest(query)]).results[0]), comparable(monolithic.searchRequests([modalRequest(query)]).results[0]), query);
  }
});

test('the sharded engine answers the quality-gate queries of every kind exactly as the whole index does, and while typing', async () => {
  const sharded = new ShardedEngine(split.entry, reader(split.files));
  const sample = comparisonSample();
  // Each keystroke of one query of every kind.
  const typed = [...new Map(sample.map((q) => [q.kind, q.query])).values()].flatMap((query) => [...query].map((_, i) => query.slice(0, i + 1)));
  for (const query of [...new Set([...sample.map((q) => q.query), ...typed])]) {
    const expected = monolithic.searchRequests([modalRequest(query)]).results[0] as EngineResponse;
    const actual = (await sharded.searchRequests([modalRequest(query)])).results[0] as EngineResponse;
    assert.deepEqual(
      actual.hits.map((hit) => hit.objectID),
      expected.hits.map((hit) => hit.objectID),
      query,
    );
    assert.deepEqual(comparable(actual), comparable(expected), query);
  }
});

test('a first query fetches a part of the index, and the same query again fetches nothing', async () => {
  const fetched: string[] = [];
  const sharded = new ShardedEngine(split.entry, reader(split.files, fetched));
  await sharded.searchRequests([modalRequest('חופשה')]);
  const first = fetched.length;
  assert.ok(first > 0 && first < split.files.size / 2, `${first} of ${split.files.size} files`);
  assert.ok(fetched.some((file) => file.startsWith('t/')) && fetched.some((file) => file.startsWith('d/')), 'term shards and texts');
  await sharded.searchRequests([modalRequest('חופשה')]);
  assert.equal(fetched.length, first);
  assert.equal(new Set(fetched).size, fetched.length, 'no file fetched twice');
});

test("ranking reads no stored text: a two-word query fetches the text groups of the hits it shows (and of their sections' paragraphs), no other", async () => {
  const whole = await joinIndex(split.entry, reader(split.files));
  const recordOf = new Map(whole.records.map(([, objectID], i) => [objectID, i]));
  const starts = runStarts(split.entry.texts);
  const groupOf = (record: number): string => textFile(split.entry.build, starts.filter((start) => start <= record).length - 1);
  // A heading's hit shows a paragraph of its section (the records that share its url): their groups may be fetched too.
  const sectionGroups = (url: unknown): string[] => monolithic.records.flatMap((record) => (record.url === url && record.type === 'content' ? [groupOf(recordOf.get(record.objectID)!)] : []));
  let headingSnippets = 0;
  for (const query of ['שעות נוספות', 'דמי הבראה', 'חופשה שנתית']) {
    const fetched: string[] = [];
    const sharded = new ShardedEngine(split.entry, reader(split.files, fetched));
    const {hits, nbHits} = (await sharded.searchRequests([modalRequest(query)])).results[0] as EngineResponse;
    assert.ok(nbHits > hits.length, `${query}: more matches (${nbHits}) than hits shown (${hits.length})`);
    const shown = new Set(hits.map((hit) => groupOf(recordOf.get(hit.objectID)!)));
    const sections = hits.filter((hit) => hit.type !== 'content' && (hit._snippetResult as Record<string, unknown>).content);
    headingSnippets += sections.length;
    const allowed = new Set([...shown, ...sections.flatMap((hit) => sectionGroups(hit.url))]);
    const texts = new Set(fetched.filter((file) => file.startsWith(`${textGroupDir}/`)));
    for (const group of shown) assert.ok(texts.has(group), `${query}: the text of a hit shown (${group})`);
    for (const group of texts) assert.ok(allowed.has(group), `${query}: ${group} holds no hit shown and no paragraph of a hit's section`);
  }
  assert.ok(headingSnippets > 0, "some heading's hit shows its section's paragraph");
});

/**
 * A reader whose term shards come one at a time, in the order asked for: the first at once, each
 * next one at `next()`; `held()` counts those asked for and not come yet.
 */
function oneShardAtATime(files: Map<string, string>, fetched: string[]) {
  const waiting: (() => void)[] = [];
  let shards = 0;
  const read = async (file: string): Promise<unknown> => {
    fetched.push(file);
    if (file.startsWith('t/') && (shards += 1) > 1) await new Promise<void>((resolve) => waiting.push(resolve));
    return JSON.parse(files.get(file)!) as unknown;
  };
  return {read, next: () => waiting.shift()?.(), held: () => waiting.length};
}

/** Lets the engine's pending work run (each file read resolves in a task or two). */
async function settle(): Promise<void> {
  for (let i = 0; i < 100; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const isText = (file: string): boolean => file.startsWith(`${textGroupDir}/`);

/** Answers a query over `read`, its shards let through one at a time: how many were still on their way when the first text was asked for. */
async function answerOneShardAtATime(query: string, beforeFetching?: () => Promise<void>) {
  const fetched: string[] = [];
  const {read, next, held} = oneShardAtATime(split.files, fetched);
  const answering = new ShardedEngine(split.entry, read).searchRequests([modalRequest(query)], beforeFetching);
  answering.catch(() => undefined);
  let heldAtFirstText = 0;
  let textsBeforeLastShard = 0;
  for (;;) {
    await settle();
    if (heldAtFirstText === 0 && fetched.some(isText)) heldAtFirstText = held();
    if (held() === 0) break;
    textsBeforeLastShard = fetched.filter(isText).length;
    next();
  }
  return {answering, fetched, heldAtFirstText, textsBeforeLastShard};
}

test("the texts of the hits are fetched while a round's last term shards are on their way, once each word's own shard has come; the answer is the whole index's", async () => {
  for (const query of ['חופשה', 'שעות נוספות', 'דמי הבראה', 'חופשה שנתית']) {
    const {answering, fetched, heldAtFirstText, textsBeforeLastShard} = await answerOneShardAtATime(query);
    const actual = (await answering).results[0] as EngineResponse;
    const expected = monolithic.searchRequests([modalRequest(query)]).results[0] as EngineResponse;
    assert.deepEqual(
      actual.hits.map((hit) => hit.objectID),
      expected.hits.map((hit) => hit.objectID),
      query,
    );
    assert.ok(heldAtFirstText > 0, `${query}: texts asked for before the last shards came`);
    const texts = fetched.filter(isText).length;
    assert.ok(texts - textsBeforeLastShard < textsBeforeLastShard, `${query}: the guess asked for most texts (${textsBeforeLastShard} of ${texts})`);
  }
});

test('no guess for a query ending in one or two letters, nor for a search a newer one has superseded', async () => {
  for (const [query, superseded] of [
    ['חופשה ש', false],
    ['חופשה שנ', false],
    ['חופשה', true],
  ] as const) {
    let rounds = 0;
    const beforeFetching = async (): Promise<void> => {
      rounds += 1;
      if (superseded && rounds > 1) throw new Error('superseded');
    };
    const {answering, heldAtFirstText} = await answerOneShardAtATime(query, beforeFetching);
    assert.equal(heldAtFirstText, 0, `${query}: no text asked for before the last shard came`);
    if (superseded) await assert.rejects(answering, /superseded/);
    else assert.ok(((await answering).results[0] as EngineResponse).hits.length > 0, query);
  }
});

test('concurrent searches share each file request', async () => {
  const fetched: string[] = [];
  const sharded = new ShardedEngine(split.entry, reader(split.files, fetched));
  await Promise.all([sharded.searchRequests([modalRequest('חופשה')]), sharded.searchRequests([modalRequest('חופשה')])]);
  assert.equal(new Set(fetched).size, fetched.length);
});

test('a failed file is fetched again by the next search', async () => {
  let fail = true;
  const read = reader(split.files);
  const sharded = new ShardedEngine(split.entry, async (file) => {
    if (fail) throw new Error('offline');
    return read(file);
  });
  await assert.rejects(sharded.searchRequests([modalRequest('שעות נוספות')]), /offline/);
  fail = false;
  const answer = (await sharded.searchRequests([modalRequest('שעות נוספות')])).results[0] as EngineResponse;
  assert.ok(answer.hits.length > 0);
});

test('after a deploy, a file of the old build missing: the entry is read again, once, and the search answers from the new build', async () => {
  const next = splitIndex(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records.slice(0, 400)).serialize())), {hash});
  const entries: boolean[] = [];
  let deployed = false;
  const search = shardedSearch(
    async (fresh) => {
      entries.push(fresh);
      return deployed ? next.entry : split.entry;
    },
    async (file) => reader(deployed ? next.files : split.files)(file),
  );
  await search.load();
  deployed = true;
  const answer = (await search.search([modalRequest('חופשה')])).results[0] as EngineResponse;
  assert.deepEqual(entries, [false, true]);
  const expected = SearchEngine.fromRecords(records.slice(0, 400)).searchRequests([modalRequest('חופשה')]).results[0] as EngineResponse;
  assert.deepEqual(
    answer.hits.map((hit) => hit.objectID),
    expected.hits.map((hit) => hit.objectID),
  );
});

test('a lone letter typed last reaches only its capped expansion: a few term shards, not every shard of its words', async () => {
  const fetched: string[] = [];
  const sharded = new ShardedEngine(split.entry, reader(split.files, fetched));
  await sharded.searchRequests([modalRequest('חופשה')]);
  fetched.length = 0;
  const answer = (await sharded.searchRequests([modalRequest('חופשה ש')])).results[0] as EngineResponse;
  const shards = fetched.filter((file) => file.startsWith('t/'));
  // The letter's capped expansion, and that of its reading on the other keyboard layout (ש is the a key), capped alike:
  // a few of the many shards that hold words beginning with ש.
  assert.ok(shards.length <= 2 * letterExpansionTerms, `${shards.length} term shards for ש`);
  assert.ok(split.entry.index.letters['a']!.length <= letterExpansionTerms, 'the entry caps a too');
  assert.equal(split.entry.index.letters['ש']!.length, letterExpansionTerms, "the entry names ש's expansion");
  assert.ok(answer.hits.length > 0, 'חופשה ש finds records');
});
