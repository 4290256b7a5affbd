import {queries, type QueryCase, type QueryKind} from './queries';

/**
 * The queries the unit tests run their engine comparisons on (the sharded engine against the whole
 * index, the split index joined back, the gate against engines that lack one part of the Hebrew
 * search): the first `perKind` of every kind of query, so that every category is in it, in the
 * query set's order. The quality gate itself always runs the whole set. `SEARCH_EQUIVALENCE=all`
 * gives the whole set to the comparisons too: `npm run bench:search-equivalence`, the exhaustive
 * run (scripts/README.md).
 */
export function comparisonSample(perKind = 2): readonly QueryCase[] {
  if (process.env.SEARCH_EQUIVALENCE === 'all') return queries;
  const taken = new Map<QueryKind, number>();
  return queries.filter((queryCase) => {
    const count = taken.get(queryCase.kind) ?? 0;
    taken.set(queryCase.kind, count + 1);
    return count < perKind;
  });
}
