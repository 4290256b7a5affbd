import {cutQuery} from '../search/config';
import {analyticsEvents} from './events';

/** How long typing must pause before a query counts as settled and is sent. */
export const searchSettleMs = 1500;

/** A run of at least this many digits, with or without one space, dot or hyphen between them, is removed. */
export const minDigitRun = 5;

const digitRun = new RegExp(`\\d(?:[\\s.\\-]?\\d){${minDigitRun - 1},}`, 'g');

/**
 * A search term as it may leave the page: every run of 5 or more digits removed (an ID number,
 * a phone number, an account, even written 050-123-4567), spaces folded, then cut to 64 characters.
 */
export function safeSearchTerm(query: string): string {
  return cutQuery(query.replace(digitRun, ' ').replace(/\s+/g, ' ').trim()).trim();
}

type Send = (name: string, params: Readonly<Record<string, string | number>>) => boolean;

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

/** The settled query of an answer and how many hits it had (Algolia's multi-query response), if it has one. */
export function answeredQuery(response: unknown): {query: string; hits: number} | undefined {
  const results = (response as SearchResponse | undefined)?.results ?? [];
  const query = results.find((result) => typeof result.query === 'string')?.query;
  return query === undefined ? undefined : {query, hits: results.reduce((sum, result) => sum + (result.nbHits ?? 0), 0)};
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
