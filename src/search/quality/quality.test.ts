import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {evaluateParts, guideDevRecords, qualityFloors, readBaseline, readHeldOutBaseline} from './guide';
import {newFirstHitNotice, newPageFirstHits} from './baselineNotice';
import {fieldBoosts, SearchEngine, searchFields, type EngineOptions} from '../engine';
import {evaluate, formatEvaluation, formatSideBySide, heldOutProblems, modalSearcher, qualityProblems, rankChanges, type HeldOutBaseline, type QualityBaseline} from './evaluate';
import {queries} from './queries';
import {comparisonSample} from './sample';
import type {DocSearchRecord} from '../records';

let records: DocSearchRecord[];
let baseline: QualityBaseline;
let heldOutBaseline: HeldOutBaseline;

before(async () => {
  records = await guideDevRecords();
  baseline = await readBaseline();
  heldOutBaseline = await readHeldOutBaseline();
});

test('search quality on the guide, through the dev path (Markdown → page HTML → records → index), holds its baseline', () => {
  assert.ok(records.length > 0, 'the docs give records');
  const {tuned: evaluation, heldOut} = evaluateParts(records);
  console.log(formatEvaluation(evaluation));
  console.log(formatSideBySide(evaluation, heldOut));
  assert.ok(evaluation.queries >= 60, 'at least 60 queries');
  const changes = rankChanges(evaluation, baseline);
  if (changes.length > 0) console.log(`ranks that moved since the baseline (npm run search:baseline accepts them):\n  ${changes.join('\n  ')}`);
  const problems = [...qualityProblems(evaluation, baseline, qualityFloors), ...heldOutProblems(heldOut, heldOutBaseline)];
  // The first line of the failure is what the end of the run shows (scripts/lib/test-reporter.mjs).
  const notice = newFirstHitNotice(newPageFirstHits(evaluation, baseline, queries));
  assert.deepEqual(problems, [], `${notice ?? 'the quality gate fails (after a deliberate change: npm run search:baseline)'}\n${problems.join('\n')}`);
});

/** Engines that lack one part of the Hebrew search, configured through their real settings and options. */
const crippled: Record<string, EngineOptions> = {
  'without prefix letters (queryLanguages: [])': {settings: {queryLanguages: []}},
  'without typos (typoTolerance: false)': {settings: {typoTolerance: false}},
  'without synonyms (synonyms: [])': {synonyms: []},
  'with flat field boosts': {fieldBoosts: Object.fromEntries(searchFields.map((field) => [field, 1]))},
  'without the last word as a prefix (queryType: prefixNone)': {settings: {queryType: 'prefixNone'}},
  'with question and function words deciding (removeStopWords: [])': {settings: {removeStopWords: []}},
  'without other inflections and spellings (ignorePlurals: [])': {settings: {ignorePlurals: []}},
  'answering with any of the words (distinctiveWords: false)': {distinctiveWords: false},
};

/**
 * The gate's problems for an engine built with these options, as the site builds it, over the
 * comparison sample (every kind of query; the whole set with SEARCH_EQUIVALENCE=all,
 * `npm run bench:search-equivalence`), each query held to its baseline rank and every kind to its floor.
 */
function sampleProblems(options: EngineOptions): string[] {
  const sample = comparisonSample();
  const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records, options).serialize())), options);
  const sampleBaseline = Object.fromEntries(sample.map(({query}) => [query, baseline[query] ?? null]));
  return qualityProblems(evaluate(modalSearcher(engine), sample), sampleBaseline, qualityFloors);
}

test('the quality gate fails when any part of the Hebrew search is missing', () => {
  assert.notDeepEqual(fieldBoosts, crippled['with flat field boosts']!.fieldBoosts, 'the guide does boost titles');
  // The sample passes with the whole search: each failure below is the missing part's.
  assert.deepEqual(sampleProblems({}), [], 'the sample fails the whole search');
  for (const [name, options] of Object.entries(crippled)) {
    const problems = sampleProblems(options);
    console.log(`gate ${name}: ${problems.length} problem(s), e.g. ${problems[0] ?? 'none'}`);
    assert.ok(problems.length > 0, `the gate passes ${name}`);
  }
});

test('the new categories fail with the part of the search that serves them missing', () => {
  const floorProblem = (options: EngineOptions, kind: string): string | undefined => sampleProblems(options).find((problem) => problem.startsWith(`${kind}: success@5`));
  // Answering with any of the words, the guide "answers" what it does not cover.
  assert.ok(floorProblem({distinctiveWords: false}, 'out-of-guide'), 'out-of-guide holds its floor with loose matches');
  // Without verb forms and synonyms, the reader's verbs and symptoms miss their pages.
  assert.ok(floorProblem({settings: {ignorePlurals: []}}, 'verb'), 'verb holds its floor without verb forms');
  assert.ok(floorProblem({synonyms: []}, 'symptom'), 'symptom holds its floor without synonyms');
});

test("a question whose answer stands deep in a long section gets the snippet of the paragraph that holds its words, not the section's first line", () => {
  const engine = SearchEngine.fromRecords(records);
  const [result] = engine.searchRequests([
    {indexName: 'guide', query: 'האם דמי הבראה חייבים במס', hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10']},
  ]).results;
  assert.ok(result && 'hits' in result);
  const hit = result.hits[0]!;
  const section = records.filter((record) => record.type === 'content' && record.url === hit.url);
  assert.ok(section.length >= 10, 'the section is long');
  assert.ok(section.findIndex((record) => record.content === hit.content) >= 5, 'the answer is deep in it');
  const snippet = (hit._snippetResult as Record<string, {value: string}>).content!.value;
  assert.match(snippet, /<mark>חייבים<\/mark> <mark>במס<\/mark>/);
  assert.ok(!snippet.includes(section[0]!.content!.split(' ').slice(0, 4).join(' ')), "not the section's first line");
});

test('the held-out part fails an engine that loses answers it found, unless the baseline gives a reason', () => {
  const {heldOut} = evaluateParts(records, {synonyms: []});
  const problems = heldOutProblems(heldOut, heldOutBaseline);
  console.log(`held-out without synonyms: ${problems.length} problem(s), e.g. ${problems[0] ?? 'none'}`);
  assert.ok(problems.length > 0, 'the held-out rule passes an engine without synonyms');
  const lost = heldOut.outcomes.filter((outcome) => problems.some((problem) => problem.includes(`"${outcome.query}"`)));
  const reasons = Object.fromEntries(lost.map((outcome) => [outcome.query, 'accepted in this test']));
  assert.deepEqual(heldOutProblems(heldOut, {...heldOutBaseline, reasons}), [], 'a reason for each lost query accepts the loss');
});
