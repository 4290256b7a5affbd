import {analyticsEvents, safeSearchTerm, searchSettleMs} from './events';
import type {EventParams} from './sendEvent';

type Send = (name: string, params: EventParams) => boolean;

/** What a search client answers, as far as the events need it (Algolia's multi-query response). */
type SearchResponse = {results?: readonly {query?: string; nbHits?: number}[]};

/**
 * Reports what readers search for once their typing settles: a `search` event, and
 * `search_no_results` when that query found nothing. Every answer restarts the wait, so a word
 * typed letter by letter is one event; the same term is not sent twice in a row.
 */
export function searchReporter(send: Send, settleMs = searchSettleMs): {observe(query: string, hits: number): void; flush(): void} {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: {term: string; hits: number} | undefined;
  let lastSent: string | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!pending || pending.term === '' || pending.term === lastSent) return;
    const {term, hits} = pending;
    pending = undefined;
    lastSent = term;
    send(analyticsEvents.search.name, {search_term: term});
    if (hits === 0) send(analyticsEvents.searchNoResults.name, {search_term: term});
  };
  return {
    observe(query, hits) {
      pending = {term: safeSearchTerm(query), hits};
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, settleMs);
    },
    flush,
  };
}

type Client = {search: (...args: never[]) => Promise<unknown>};

/** The search client, its answers reported to `reporter`; the answers themselves are unchanged. */
export function withSearchEvents<C extends Client>(client: C, reporter: ReturnType<typeof searchReporter>): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = Object.create(client) as C;
  wrapped.search = (async (...args: unknown[]) => {
    const response = (await search(...args)) as SearchResponse;
    const results = response.results ?? [];
    const query = results.find((result) => typeof result.query === 'string')?.query;
    if (query !== undefined) reporter.observe(query, results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0));
    return response;
  }) as C['search'];
  return wrapped;
}
