import type {Evaluation, QualityBaseline} from './evaluate';
import type {QueryCase} from './queries';

/**
 * When a writer adds a page, it may become the first hit of queries another page answered: the
 * quality gate fails, rightly, until someone decides. These helpers name that case in one line,
 * Hebrew and English, with the command that accepts it.
 */

/**
 * A page that no query of the set expects (a new page), the queries whose first hit it took, and
 * those of them whose expected page it pushed out of the first k hits (the baseline cannot
 * accept these: the query set has to name the new page as an answer first).
 */
export type NewFirstHit = {page: string; queries: string[]; pushedOut: string[]};

/** The queries that were first hits in the baseline and whose first hit is now a page no query expects. */
export function newPageFirstHits(evaluation: Evaluation, baseline: QualityBaseline, cases: readonly QueryCase[], k = 5): NewFirstHit[] {
  const known = new Set(cases.flatMap((queryCase) => queryCase.expected));
  const byPage = new Map<string, NewFirstHit>();
  for (const outcome of evaluation.outcomes) {
    const first = outcome.top[0];
    if (baseline[outcome.query] !== 1 || outcome.rank === 1 || first === undefined || known.has(first)) continue;
    const hit = byPage.get(first) ?? {page: first, queries: [], pushedOut: []};
    hit.queries.push(outcome.query);
    if (outcome.rank === null || outcome.rank > k) hit.pushedOut.push(outcome.query);
    byPage.set(first, hit);
  }
  return [...byPage.values()];
}

export const BASELINE_COMMAND = 'npm run search:baseline';
export const BASELINE_FILE = 'src/search/quality/baseline.json';
export const QUERIES_FILE = 'src/search/quality/queries.ts';

/** The one line that says a new page took first places and how to accept it; undefined when none did. */
export function newFirstHitNotice(hits: readonly NewFirstHit[]): string | undefined {
  if (hits.length === 0) return undefined;
  const quoted = (queries: readonly string[]): string => queries.map((query) => `"${query}"`).join(', ');
  const found = hits.map(({page, queries}) => `${page} (${quoted(queries)})`).join('; ');
  const pushedOut = hits.filter((hit) => hit.pushedOut.length > 0);
  const addHe = pushedOut.map(({page, pushedOut: queries}) => `הוסיפו את ${page} לתשובות (expected) של ${quoted(queries)} ב-${QUERIES_FILE}, `).join('');
  const addEn = pushedOut.map(({page, pushedOut: queries}) => `add ${page} to the expected pages of ${quoted(queries)} in ${QUERIES_FILE}, `).join('');
  const files = pushedOut.length > 0 ? `${BASELINE_FILE} ו-${QUERIES_FILE}` : BASELINE_FILE;
  const filesEn = pushedOut.length > 0 ? `${BASELINE_FILE} and ${QUERIES_FILE}` : BASELINE_FILE;
  return (
    `שער החיפוש: עמוד חדש הוא עכשיו התוצאה הראשונה של חיפושים: ${found}. אם הוא עונה עליהם טוב יותר, ${addHe}הריצו ${BASELINE_COMMAND} ושמרו את ${files} באותו commit עם העמוד. ` +
    `| Search gate: a new page is now the first hit of queries: ${found}. If it answers them better, ${addEn}run ${BASELINE_COMMAND} and commit ${filesEn} with the page.`
  );
}
