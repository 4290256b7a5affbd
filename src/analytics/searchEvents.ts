import {cutQuery} from '../search/config';
import {analyticsEvents} from './events';

/** How long typing must pause before a query counts as settled and is sent. */
export const searchSettleMs = 1500;

/** A run of at least this many digits, with or without one space, dot or hyphen between them, is removed. */
export const minDigitRun = 5;

const digitRun = new RegExp(`\\d(?:[\\s.\\-]?\\d){${minDigitRun - 1},}`, 'g');

/**
 * A search term as it may reach the guide's own feedback service (src/feedback): every run of 5 or
 * more digits removed (an ID number, a phone number, an account, even written 050-123-4567), spaces
 * folded, then cut to 64 characters. Analytics never gets the term at all (searchReporter).
 */
export function safeSearchTerm(query: string): string {
  return cutQuery(query.replace(digitRun, ' ').replace(/\s+/g, ' ').trim()).trim();
}

type Send = (name: string, params: Readonly<Record<string, string | number | boolean>>) => boolean;

/** What a search client answers, as far as the events need it (Algolia's multi-query response; `layoutReading` is the guide's engine's). */
type SearchResponse = {results?: readonly {query?: string; nbHits?: number; layoutReading?: unknown}[]};

/** A settled search as the events read it: the query stays in the page, only the rest is sent. */
export type AnsweredSearch = {query: string; hits: number; wrongLayout: boolean};

/**
 * Reports that readers searched, once their typing settles: a `search` event with the number of
 * hits and whether the query was read on the other keyboard layout, and `search_no_results` when it
 * found nothing. No word of the query is sent: what readers type may be a name, an e-mail address
 * or a word about their health, and analytics is Google's. Every answer restarts the wait, so a word
 * typed letter by letter is one event; the same query (kept here, never sent) is not counted twice in a row.
 */
export function searchReporter(send: Send, settleMs = searchSettleMs): {observe(search: AnsweredSearch): void; flush(): void} {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AnsweredSearch | undefined;
  let lastQuery: string | undefined;
  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const search = pending;
    pending = undefined;
    if (!search || search.query === '' || search.query === lastQuery) return;
    lastQuery = search.query;
    send(analyticsEvents.search.name, {hits: search.hits, wrong_layout: search.wrongLayout});
    if (search.hits === 0) send(analyticsEvents.searchNoResults.name, {wrong_layout: search.wrongLayout});
  };
  return {
    observe(search) {
      pending = {...search, query: search.query.trim().replace(/\s+/g, ' ')};
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, settleMs);
    },
    flush,
  };
}

/**
 * The settled query of an answer, how many hits it had (Algolia's multi-query response), and whether
 * the guide's engine searched it as typed on the other keyboard layout (`layoutReading`), if it has one.
 */
export function answeredQuery(response: unknown): AnsweredSearch | undefined {
  const results = (response as SearchResponse | undefined)?.results ?? [];
  const query = results.find((result) => typeof result.query === 'string')?.query;
  if (query === undefined) return undefined;
  return {
    query,
    hits: results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0),
    wrongLayout: results.some((result) => typeof result.layoutReading === 'string'),
  };
}

/**
 * The /search page's answer as the events read it: its first result only. The page's helper asks
 * its query first and then, for each refined facet (language, docs tag), the same query without that
 * facet, for the facet counts; those hits are not the reader's results.
 */
export function mainAnswer(response: unknown): SearchResponse {
  const first = (response as SearchResponse | undefined)?.results?.[0];
  return {results: first === undefined ? [] : [first]};
}
