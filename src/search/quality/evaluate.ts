import type {SearchEngine} from '../engine';
import type {QueryKind} from './queries';
import type {HeldOutKind} from './heldOut';

/**
 * Judges a search on the query set: success@k (an expected page among the first k hits) and
 * mean reciprocal rank (1 / the rank of the first hit on an expected page, 0 when none of the
 * hits is). Hits are counted as the reader sees them, after DocSearch's distinct-by-URL. A query
 * that expects no page (one the guide does not answer) succeeds with no hits at all: its rank is
 * 1 then, and null when anything is listed; the whole set's figures are those of the answerable
 * queries.
 */
export type Searcher = (query: string) => readonly string[];

export type QueryOutcome = {query: string; kind: QueryKind | HeldOutKind; expected: readonly string[]; rank: number | null; top: string[]};

export type Evaluation = {
  queries: number;
  successAt5: number;
  mrr: number;
  byKind: Partial<Record<QueryKind | HeldOutKind, {queries: number; successAt5: number; mrr: number}>>;
  outcomes: QueryOutcome[];
};

/** The route path of a hit's URL, decoded, without anchor or trailing slash. */
export function pagePath(url: string): string {
  return decodeURI(new URL(url).pathname).replace(/(.)\/$/, '$1');
}

/** A query that some page of the guide answers (not one that expects the no-results screen). */
function answerable(outcome: Pick<QueryOutcome, 'expected'>): boolean {
  return outcome.expected.length > 0;
}

function summarize(outcomes: readonly QueryOutcome[], k: number): {queries: number; successAt5: number; mrr: number} {
  const count = outcomes.length;
  const successes = outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= k).length;
  const reciprocal = outcomes.reduce((sum, outcome) => sum + (outcome.rank === null ? 0 : 1 / outcome.rank), 0);
  return {queries: count, successAt5: count ? successes / count : 0, mrr: count ? reciprocal / count : 0};
}

export function evaluate(search: Searcher, cases: readonly {query: string; expected: readonly string[]; kind: QueryKind | HeldOutKind}[], k = 5): Evaluation {
  const outcomes = cases.map((queryCase): QueryOutcome => {
    const pages = search(queryCase.query).map(pagePath);
    const index = queryCase.expected.length === 0 ? (pages.length === 0 ? 0 : -1) : pages.findIndex((page) => queryCase.expected.includes(page));
    return {query: queryCase.query, kind: queryCase.kind, expected: queryCase.expected, rank: index < 0 ? null : index + 1, top: pages.slice(0, k)};
  });
  const byKind: Evaluation['byKind'] = {};
  for (const kind of new Set(cases.map((queryCase) => queryCase.kind))) {
    byKind[kind] = summarize(
      outcomes.filter((outcome) => outcome.kind === kind),
      k,
    );
  }
  const {queries, successAt5, mrr} = summarize(outcomes.filter(answerable), k);
  return {queries, successAt5, mrr, byKind, outcomes};
}

/** Searches the engine the way the DocSearch modal does (20 hits, the language and docs-tag filters). */
export function modalSearcher(engine: SearchEngine, indexName = 'guide'): Searcher {
  return (query) => {
    const [result] = engine.searchRequests([
      {
        indexName,
        query,
        hitsPerPage: 20,
        attributesToRetrieve: ['url'],
        attributesToHighlight: [],
        attributesToSnippet: [],
        facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ]).results;
    return result && 'hits' in result ? result.hits.map((hit) => String(hit.url)) : [];
  };
}

/** Each query's rank (null: not among the hits), as last accepted: src/search/quality/baseline.json. */
export type QualityBaseline = Record<string, number | null>;

/** The least success@5 and MRR a category (or the whole set) may have. */
export type QualityFloor = {successAt5: number; mrr: number};

export function baselineOf(evaluation: Evaluation): QualityBaseline {
  return Object.fromEntries(evaluation.outcomes.map((outcome) => [outcome.query, outcome.rank]));
}

/** How far the whole set's MRR may fall below the baseline's before the gate fails. */
export const mrrTolerance = 0.01;

/** The mean reciprocal rank the baseline's ranks give to the answerable queries of the evaluation. */
function baselineMrr(baseline: QualityBaseline, evaluation: Evaluation): number {
  const ranks = evaluation.outcomes.filter((outcome) => answerable(outcome) && outcome.query in baseline).map((outcome) => baseline[outcome.query] ?? null);
  return ranks.length ? ranks.reduce<number>((sum, rank) => sum + (rank === null ? 0 : 1 / rank), 0) / ranks.length : 0;
}

/**
 * What fails the quality gate: a query outside the first k hits, a query that was the first hit
 * and is no longer, the whole set's MRR more than `mrrTolerance` below the baseline's, a query
 * without a baseline rank (or a baseline rank without a query), and a category, or the whole set,
 * below its floor. A query that moves within the first k hits without losing the first place is
 * a change of the text as much as of the engine: `rankChanges` reports it, without failing.
 */
export function qualityProblems(evaluation: Evaluation, baseline: QualityBaseline, floors: {overall: QualityFloor; byKind: Partial<Record<QueryKind, QualityFloor>>}, k = 5): string[] {
  const problems: string[] = [];
  const rankText = (rank: number | null): string => (rank === null ? 'not found' : `rank ${rank}`);
  for (const outcome of evaluation.outcomes) {
    if (!(outcome.query in baseline)) {
      problems.push(`"${outcome.query}" has no baseline rank (${rankText(outcome.rank)}); run npm run search:baseline`);
      continue;
    }
    const accepted = baseline[outcome.query] ?? null;
    if (!answerable(outcome)) {
      // Some of these may be answered loosely (the category's floor holds them); none may start to be.
      if (outcome.rank === null && accepted !== null) problems.push(`"${outcome.query}" is outside the guide and was answered "no results"; now it lists ${outcome.top.join(', ')}`);
    } else if (outcome.rank === null || outcome.rank > k) {
      problems.push(`"${outcome.query}" is not in the first ${k} hits (${rankText(outcome.rank)}); got ${outcome.top.join(', ')}`);
    } else if (accepted === 1 && outcome.rank > 1) {
      problems.push(`"${outcome.query}" fell from the first hit to ${rankText(outcome.rank)}; got ${outcome.top.join(', ')}`);
    }
  }
  const accepted = baselineMrr(baseline, evaluation);
  if (evaluation.mrr < accepted - mrrTolerance) {
    problems.push(`all queries: MRR ${evaluation.mrr.toFixed(3)} fell more than ${mrrTolerance} below the baseline's ${accepted.toFixed(3)}`);
  }
  const queries = new Set(evaluation.outcomes.map((outcome) => outcome.query));
  for (const query of Object.keys(baseline)) {
    if (!queries.has(query)) problems.push(`"${query}" is in the baseline but not in the query set; run npm run search:baseline`);
  }
  const checkFloor = (label: string, summary: {successAt5: number; mrr: number} | undefined, floor: QualityFloor): void => {
    if (!summary) return;
    if (summary.successAt5 < floor.successAt5) problems.push(`${label}: success@5 ${summary.successAt5.toFixed(3)} < ${floor.successAt5}`);
    if (summary.mrr < floor.mrr) problems.push(`${label}: MRR ${summary.mrr.toFixed(3)} < ${floor.mrr}`);
  };
  checkFloor('all queries', evaluation, floors.overall);
  for (const [kind, floor] of Object.entries(floors.byKind) as [QueryKind, QualityFloor][]) {
    checkFloor(kind, evaluation.byKind[kind], floor);
  }
  return problems;
}

/** Queries ranked otherwise than in the baseline, better or worse, for the test output. */
export function rankChanges(evaluation: Evaluation, baseline: QualityBaseline): string[] {
  return evaluation.outcomes
    .filter((outcome) => outcome.query in baseline && baseline[outcome.query] !== outcome.rank)
    .map((outcome) => `"${outcome.query}": rank ${baseline[outcome.query] ?? '-'} → ${outcome.rank ?? '-'}`);
}

export function formatEvaluation(evaluation: Evaluation): string {
  const lines = [`search quality: success@5=${evaluation.successAt5.toFixed(3)} MRR=${evaluation.mrr.toFixed(3)} over ${evaluation.queries} answerable queries`];
  for (const [kind, summary] of Object.entries(evaluation.byKind)) {
    lines.push(`  ${kind.padEnd(13)} success@5=${summary.successAt5.toFixed(2)} MRR=${summary.mrr.toFixed(2)} (${summary.queries})`);
  }
  for (const outcome of evaluation.outcomes.filter((o) => o.rank === null || o.rank > 1)) {
    const expected = answerable(outcome) ? outcome.expected.join(' | ') : 'no results';
    lines.push(`  rank ${outcome.rank ?? '-'}: "${outcome.query}" expected ${expected}; got ${outcome.top.join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * The held-out part's baseline: each query's rank when it was last accepted, and for a query that
 * found its page then and no longer does, the reason that was given for accepting the loss.
 */
export type HeldOutBaseline = {ranks: QualityBaseline; reasons: Record<string, string>};

/** Whether an outcome is a success: its page in the first k hits, or "no results" for a query the guide does not answer. */
export function found(rank: number | null, k = 5): boolean {
  return rank !== null && rank <= k;
}

/**
 * What fails the held-out part: a query that found its page in the baseline (or was answered "no
 * results", outside the guide) and no longer does, unless the baseline gives a reason for it; a
 * query without a baseline rank.
 */
export function heldOutProblems(evaluation: Evaluation, baseline: HeldOutBaseline, part = 'held-out', k = 5): string[] {
  const problems: string[] = [];
  for (const outcome of evaluation.outcomes) {
    if (!(outcome.query in baseline.ranks)) {
      problems.push(`${part} "${outcome.query}" has no baseline rank; run npm run search:baseline`);
    } else if (found(baseline.ranks[outcome.query] ?? null, k) && !found(outcome.rank, k) && !(outcome.query in baseline.reasons)) {
      const got = outcome.top.length > 0 ? outcome.top.join(', ') : 'no results';
      problems.push(`${part} "${outcome.query}" found its answer in the baseline and lost it; got ${got} (npm run search:baseline -- --reason "<query>=<why>" accepts it)`);
    }
  }
  return problems;
}

/** The tuned, readers' and held-out parts side by side, by kind, with the share of "no results" outside the guide. */
export function formatSideBySide(tuned: Evaluation, heldOut: Evaluation, readers?: Evaluation): string {
  const line = (label: string, summary: {queries: number; successAt5: number; mrr: number} | undefined): string =>
    summary ? `${label.padEnd(15)} success@5=${summary.successAt5.toFixed(3)} MRR=${summary.mrr.toFixed(3)} (${summary.queries})` : label;
  return [
    'search quality, tuned part:',
    line('  all answerable', tuned),
    line('  out-of-guide', tuned.byKind['out-of-guide']),
    ...(readers
      ? ["search quality, readers' part (readers' own words, tuned to):", line('  all answerable', readers), ...Object.entries(readers.byKind).map(([kind, summary]) => line(`  ${kind}`, summary))]
      : []),
    "search quality, held-out part (readers' own words, never tuned to):",
    line('  all answerable', heldOut),
    ...Object.entries(heldOut.byKind).map(([kind, summary]) => line(`  ${kind}`, summary)),
  ].join('\n');
}
