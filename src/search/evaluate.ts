import type {SearchEngine} from './engine';
import type {QueryCase, QueryKind} from './queries';

/**
 * Judges a search on the query set: success@k (an expected page among the first k hits) and
 * mean reciprocal rank (1 / the rank of the first hit on an expected page, 0 when none of the
 * hits is). Hits are counted as the reader sees them, after DocSearch's distinct-by-URL.
 */
export type Searcher = (query: string) => readonly string[];

export type QueryOutcome = {query: string; kind: QueryKind; expected: readonly string[]; rank: number | null; top: string[]};

export type Evaluation = {
  queries: number;
  successAt5: number;
  mrr: number;
  byKind: Partial<Record<QueryKind, {queries: number; successAt5: number; mrr: number}>>;
  outcomes: QueryOutcome[];
};

/** The route path of a hit's URL, decoded, without anchor or trailing slash. */
export function pagePath(url: string): string {
  return decodeURI(new URL(url).pathname).replace(/(.)\/$/, '$1');
}

function summarize(outcomes: readonly QueryOutcome[], k: number): {queries: number; successAt5: number; mrr: number} {
  const count = outcomes.length;
  const successes = outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= k).length;
  const reciprocal = outcomes.reduce((sum, outcome) => sum + (outcome.rank === null ? 0 : 1 / outcome.rank), 0);
  return {queries: count, successAt5: count ? successes / count : 0, mrr: count ? reciprocal / count : 0};
}

export function evaluate(search: Searcher, cases: readonly QueryCase[], k = 5): Evaluation {
  const outcomes = cases.map((queryCase): QueryOutcome => {
    const pages = search(queryCase.query).map(pagePath);
    const index = pages.findIndex((page) => queryCase.expected.includes(page));
    return {query: queryCase.query, kind: queryCase.kind, expected: queryCase.expected, rank: index < 0 ? null : index + 1, top: pages.slice(0, k)};
  });
  const byKind: Evaluation['byKind'] = {};
  for (const kind of new Set(cases.map((queryCase) => queryCase.kind))) {
    byKind[kind] = summarize(outcomes.filter((outcome) => outcome.kind === kind), k);
  }
  const {queries, successAt5, mrr} = summarize(outcomes, k);
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

export function formatEvaluation(evaluation: Evaluation): string {
  const lines = [`search quality: success@5=${evaluation.successAt5.toFixed(3)} MRR=${evaluation.mrr.toFixed(3)} over ${evaluation.queries} queries`];
  for (const [kind, summary] of Object.entries(evaluation.byKind)) {
    lines.push(`  ${kind.padEnd(13)} success@5=${summary.successAt5.toFixed(2)} MRR=${summary.mrr.toFixed(2)} (${summary.queries})`);
  }
  for (const outcome of evaluation.outcomes.filter((o) => o.rank === null || o.rank > 1)) {
    lines.push(`  rank ${outcome.rank ?? '-'}: "${outcome.query}" expected ${outcome.expected.join(' | ')}; got ${outcome.top.join(', ')}`);
  }
  return lines.join('\n');
}
