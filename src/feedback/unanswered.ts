import {safeSearchTerm, searchSettleMs} from '../analytics/searchEvents';
import type {UnansweredSearchBody} from './send';

/**
 * Reports a search that found nothing to the feedback service once typing has settled: every
 * answer restarts the wait (a word typed letter by letter is one report, never one per keystroke),
 * only a settled query with no hit is sent, and each query at most once per page view (a page of
 * its own, `page()` changing, starts a new view). The term is cleaned as the analytics events clean
 * it (safeSearchTerm: digit runs removed, cut to 64 characters).
 */
export function unansweredReporter(send: (search: UnansweredSearchBody) => void, page: () => string, settleMs = searchSettleMs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: UnansweredSearchBody | undefined;
  let view: string | undefined;
  const sent = new Set<string>();
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const search = pending;
    pending = undefined;
    if (!search || search.query === '' || search.hits > 0) return;
    if (search.page !== view) {
      view = search.page;
      sent.clear();
    }
    if (sent.has(search.query)) return;
    sent.add(search.query);
    send(search);
  };
  return {
    observe(query: string, hits: number): void {
      pending = {query: safeSearchTerm(query), page: page(), hits};
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, settleMs);
    },
    flush,
  };
}
