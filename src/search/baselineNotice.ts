import type {Evaluation, QualityBaseline} from './evaluate';
import type {QueryCase} from './queries';

/**
 * When a writer adds a page, it may become the first hit of queries another page answered: the
 * quality gate fails, rightly, until someone decides. These helpers name that case in one line,
 * Hebrew and English, with the command that accepts it.
 */

/** A page that no query of the set expects (a new page) and the queries whose first hit it took. */
export type NewFirstHit = {page: string; queries: string[]};

/** The queries that were first hits in the baseline and whose first hit is now a page no query expects. */
export function newPageFirstHits(evaluation: Evaluation, baseline: QualityBaseline, cases: readonly QueryCase[]): NewFirstHit[] {
  const known = new Set(cases.flatMap((queryCase) => queryCase.expected));
  const byPage = new Map<string, string[]>();
  for (const outcome of evaluation.outcomes) {
    const first = outcome.top[0];
    if (baseline[outcome.query] !== 1 || outcome.rank === 1 || first === undefined || known.has(first)) continue;
    byPage.set(first, [...(byPage.get(first) ?? []), outcome.query]);
  }
  return [...byPage].map(([page, queries]) => ({page, queries}));
}

export const BASELINE_COMMAND = 'npm run search:baseline';
export const BASELINE_FILE = 'src/search/quality-baseline.json';

/** The one line that says a new page took first places and how to accept it; undefined when none did. */
export function newFirstHitNotice(hits: readonly NewFirstHit[]): string | undefined {
  if (hits.length === 0) return undefined;
  const quoted = (queries: readonly string[]): string => queries.map((query) => `"${query}"`).join(', ');
  const he = hits.map(({page, queries}) => `${page} (${quoted(queries)})`).join('; ');
  return (
    `שער החיפוש: עמוד חדש הוא עכשיו התוצאה הראשונה של חיפושים: ${he}. אם הוא עונה עליהם טוב יותר, הריצו ${BASELINE_COMMAND} ושמרו את ${BASELINE_FILE} באותו commit עם העמוד. ` +
    `| Search gate: a new page is now the first hit of queries: ${he}. If it answers them better, run ${BASELINE_COMMAND} and commit ${BASELINE_FILE} with the page.`
  );
}
