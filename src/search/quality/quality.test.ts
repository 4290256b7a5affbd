import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {evaluateParts, guideDevRecords, qualityFloors, readBaseline, readersBaselinePath, readHeldOutBaseline} from './guide';
import {newFirstHitNotice, newPageFirstHits} from './baselineNotice';
import {fieldBoosts, SearchEngine, searchFields, type EngineOptions} from '../engine';
import {evaluate, formatEvaluation, formatSideBySide, heldOutProblems, modalSearcher, qualityProblems, rankChanges, type HeldOutBaseline, type QualityBaseline, type QualityFloor} from './evaluate';
import {queries, type QueryCase, type QueryKind} from './queries';
import {comparisonSample} from './sample';
import type {DocSearchRecord} from '../records';

let records: DocSearchRecord[];
let baseline: QualityBaseline;
let heldOutBaseline: HeldOutBaseline;
let readersBaseline: HeldOutBaseline;

before(async () => {
  records = await guideDevRecords();
  baseline = await readBaseline();
  heldOutBaseline = await readHeldOutBaseline();
  readersBaseline = await readHeldOutBaseline(readersBaselinePath);
});

test('search quality on the guide, through the dev path (Markdown → page HTML → records → index), holds its baseline', () => {
  assert.ok(records.length > 0, 'the docs give records');
  const {tuned: evaluation, readers, heldOut} = evaluateParts(records);
  console.log(formatEvaluation(evaluation));
  console.log(formatSideBySide(evaluation, heldOut, readers));
  assert.ok(evaluation.queries >= 60, 'at least 60 queries');
  const changes = rankChanges(evaluation, baseline);
  if (changes.length > 0) console.log(`ranks that moved since the baseline (npm run search:baseline accepts them):\n  ${changes.join('\n  ')}`);
  const problems = [...qualityProblems(evaluation, baseline, qualityFloors), ...heldOutProblems(readers, readersBaseline, 'readers'), ...heldOutProblems(heldOut, heldOutBaseline)];
  // The first line of the failure is what the end of the run shows (scripts/lib/test-reporter.mjs).
  const notice = newFirstHitNotice(newPageFirstHits(evaluation, baseline, queries));
  assert.deepEqual(problems, [], `${notice ?? 'the quality gate fails (after a deliberate change: npm run search:baseline)'}\n${problems.join('\n')}`);
});

/**
 * Engines that lack one part of the Hebrew search, configured through their real settings and
 * options, each with the kind of query that part serves (none: the whole query set).
 */
const crippled: Record<string, {options: EngineOptions; serves?: QueryKind}> = {
  'without prefix letters (queryLanguages: [])': {options: {settings: {queryLanguages: []}}, serves: 'prefix'},
  'without typos (typoTolerance: false)': {options: {settings: {typoTolerance: false}}, serves: 'typo'},
  'without synonyms (synonyms: [])': {options: {synonyms: []}, serves: 'synonym'},
  'with flat field boosts': {options: {fieldBoosts: Object.fromEntries(searchFields.map((field) => [field, 1]))}},
  'without the last word as a prefix (queryType: prefixNone)': {options: {settings: {queryType: 'prefixNone'}}, serves: 'partial'},
  'with question and function words deciding (removeStopWords: [])': {options: {settings: {removeStopWords: []}}, serves: 'question-words'},
  'without other inflections and spellings (ignorePlurals: [])': {options: {settings: {ignorePlurals: []}}, serves: 'inflection'},
  'answering with any of the words (distinctiveWords: false)': {options: {distinctiveWords: false}, serves: 'out-of-guide'},
};

/**
 * The gate's problems for an engine built with these options, as the site builds it, over some of
 * the query set: each query held to its baseline rank, and each kind to its floor.
 */
function problemsOver(cases: readonly QueryCase[], options: EngineOptions, floors: typeof qualityFloors = qualityFloors): string[] {
  const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records, options).serialize())), options);
  const casesBaseline = Object.fromEntries(cases.map(({query}) => [query, baseline[query] ?? null]));
  return qualityProblems(evaluate(modalSearcher(engine), cases), casesBaseline, floors);
}

/**
 * Over the comparison sample (every kind of query, two of each; every query with
 * SEARCH_EQUIVALENCE=all, `npm run bench:search-equivalence`) and the whole of the kind given: a
 * kind's MRR is a property of the whole kind (two queries, one at rank 2, are an MRR of 0.75), so
 * only the floors of success@5 hold for a kind taken in part.
 */
function sampleProblems(options: EngineOptions, serves?: QueryKind): string[] {
  const sample = comparisonSample();
  if (sample === queries || serves === undefined) return problemsOver(queries, options);
  const cases = queries.filter((queryCase) => queryCase.kind === serves || sample.includes(queryCase));
  const floor = (kind: string, value: QualityFloor): QualityFloor => ({successAt5: value.successAt5, mrr: kind === serves ? value.mrr : 0});
  const floors = {
    overall: floor('', qualityFloors.overall),
    byKind: Object.fromEntries(Object.entries(qualityFloors.byKind).map(([kind, value]) => [kind, floor(kind, value)])) as typeof qualityFloors.byKind,
  };
  return problemsOver(cases, options, floors);
}

test('the quality gate fails when any part of the Hebrew search is missing', () => {
  assert.notDeepEqual(fieldBoosts, crippled['with flat field boosts']!.options.fieldBoosts, 'the guide does boost titles');
  // The sample passes with the whole search: each failure below is the missing part's.
  assert.deepEqual(sampleProblems({}, 'bare'), [], 'the sample fails the whole search');
  for (const [name, {options, serves}] of Object.entries(crippled)) {
    const problems = sampleProblems(options, serves);
    console.log(`gate ${name}: ${problems.length} problem(s), e.g. ${problems[0] ?? 'none'}`);
    assert.ok(problems.length > 0, `the gate passes ${name}`);
  }
});

test('the new categories fail with the part of the search that serves them missing', () => {
  // Each over the whole of its kind, which its floor is about.
  const floorProblem = (options: EngineOptions, kind: QueryKind): string | undefined =>
    problemsOver(
      queries.filter((queryCase) => queryCase.kind === kind),
      options,
    ).find((problem) => problem.startsWith(`${kind}: success@5`));
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
