import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SearchEngine, shardedSearch, splitIndex} from '../engine';
import {contentHash} from '../../plugins/search-records';
import {searchSchedule} from './searchSchedule';
import type {AlgoliaSearchRequest} from '../engine/params';
import {guideDevRecords} from '../quality/guide';

/** Lets every pending promise and timer of this turn settle. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const request = (query: string, hitsPerPage = 20): AlgoliaSearchRequest => ({indexName: 'guide', query, hitsPerPage}) as AlgoliaSearchRequest;

/** A pause the test ends (`end()`), and a record of the searches that fetched. */
function harness() {
  const pauses: (() => void)[] = [];
  const fetched: string[] = [];
  const schedule = searchSchedule<string>(150, () => new Promise<void>((resolve) => pauses.push(resolve)));
  /** A search that needs `rounds` rounds of fetching and answers with its query. */
  const search = (query: string, rounds = 1, hitsPerPage = 20) =>
    schedule([request(query, hitsPerPage)], async (beforeFetching) => {
      for (let round = 0; round < rounds; round += 1) {
        await beforeFetching?.();
        fetched.push(query);
        await settle();
      }
      return query;
    });
  const endPauses = async () => {
    for (const end of pauses.splice(0)) end();
    await settle();
  };
  return {search, fetched, pauses, endPauses};
}

test('a burst of keystrokes: the first letters fetch nothing and answer with the newest search', async () => {
  const {search, fetched, endPauses} = harness();
  const answers = [search('ח'), search('חו'), search('חופשה')];
  await endPauses();
  assert.deepEqual(await Promise.all(answers), ['חופשה', 'חופשה', 'חופשה']);
  assert.deepEqual(fetched, ['חופשה']);
});

test('one or two letters with nothing after them are answered, after the pause', async () => {
  const {search, fetched, pauses, endPauses} = harness();
  let answered = false;
  const answer = search('חו').then((value) => ((answered = true), value));
  await settle();
  assert.equal(pauses.length, 1, 'it waits before fetching');
  assert.equal(answered, false);
  await endPauses();
  assert.equal(await answer, 'חו');
  assert.deepEqual(fetched, ['חו']);
});

test('a search that needs nothing fetched, and a longer one, do not wait', async () => {
  const {search, pauses} = harness();
  assert.equal(await search('ח', 0), 'ח');
  assert.equal(await search('חופ'), 'חופ');
  assert.equal(pauses.length, 0);
});

test('a newer search that comes between two rounds of fetching: the rest is not fetched', async () => {
  const {search, fetched, endPauses} = harness();
  const first = search('ח', 2);
  await endPauses();
  assert.deepEqual(fetched, ['ח'], 'the first round, with nothing newer');
  const newer = search('חופשה');
  assert.equal(await first, 'חופשה');
  assert.equal(await newer, 'חופשה');
  assert.deepEqual(fetched, ['ח', 'חופשה']);
});

test('a longer search fetches at once, and nothing more once a newer search has come', async () => {
  const {search, fetched, pauses} = harness();
  const first = search('חופ', 2);
  while (!fetched.includes('חופ')) await settle();
  assert.equal(pauses.length, 0, 'no pause before its first round');
  const newer = search('חופשה');
  assert.equal(await first, 'חופשה');
  assert.equal(await newer, 'חופשה');
  assert.deepEqual(fetched, ['חופ', 'חופשה'], 'its second round not fetched');
});

test('keystrokes sent together: a longer search whose newer one is already there fetches nothing', async () => {
  const {search, fetched} = harness();
  const answers = [search('חופ'), search('חופש'), search('חופשה')];
  assert.deepEqual(await Promise.all(answers), ['חופשה', 'חופשה', 'חופשה']);
  assert.deepEqual(fetched, ['חופשה']);
});

test('searches of another shape (another page of results, another index) are not taken for newer keystrokes', async () => {
  const {search, fetched, endPauses} = harness();
  const letters = search('ח');
  const other = search('חופשה', 1, 50);
  await endPauses();
  assert.equal(await letters, 'ח');
  assert.equal(await other, 'חופשה');
  assert.deepEqual(fetched.sort(), ['ח', 'חופשה'].sort());
});

test("with the engine over the guide's split index: the burst fetches only the files of the newest query, and its answer is the same", async () => {
  const split = splitIndex(SearchEngine.fromRecords(await guideDevRecords()).serialize(), {hash: contentHash});
  const engine = () => {
    const files: string[] = [];
    const read = async (name: string): Promise<unknown> => {
      files.push(name);
      const file = split.files.get(name);
      if (file === undefined) throw new Error(`no such file ${name}`);
      return JSON.parse(file) as unknown;
    };
    const search = shardedSearch(async () => split.entry, read);
    return {search, files};
  };
  const withoutTime = ({results}: {results: object[]}) => results.map(({processingTimeMS: _time, ...result}: {processingTimeMS?: number}) => result);
  const alone = engine();
  const expected = await alone.search.search([request('חופשה')]);
  // The first letter alone needs files the word does not: fetched side by side, they would compete.
  const letter = engine();
  await letter.search.search([request('ח')]);
  assert.ok(letter.files.some((file) => !alone.files.includes(file)));

  const burst = engine();
  const schedule = searchSchedule<Awaited<typeof expected>>(10);
  const answers = ['ח', 'חו', 'חופ', 'חופש', 'חופשה'].map((query) => schedule([request(query)], (beforeFetching) => burst.search.search([request(query)], beforeFetching)));
  const results = await Promise.all(answers);
  for (const result of results) assert.deepEqual(withoutTime(result), withoutTime(expected));
  assert.deepEqual(burst.files.sort(), alone.files.sort());
});
