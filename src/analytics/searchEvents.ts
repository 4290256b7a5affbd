import {cutQuery} from '../search/config';
import {analyticsEvents} from './events';

/** How long typing must pause before a query counts as settled and is sent. */
export const searchSettleMs = 1500;

/** A run of at least this many digits, with or without one space, dot or hyphen between them, is removed. */
export const minDigitRun = 5;

const digitRun = new RegExp(`\\d(?:[\\s.\\-]?\\d){${minDigitRun - 1},}`, 'g');

/** Any word with an @ in it: an e-mail address, whole (yossi@example.com, yossi@gmail, @yossi). */
const emailAddress = /[^\s@]*@[^\s@]*/g;

/** The digits a phone number has at least (a local number without its area code). */
export const minPhoneDigits = 7;

/** Digits with the punctuation phone numbers are written with: +972 (50) 123 45 67, 03-123.45.67. */
const phoneLike = /\+?\(?\d[\d\s().\-/]*\d\)?/g;

/**
 * A search term as it may reach the guide's own feedback service (src/feedback): e-mail addresses
 * (every word with an @) and phone numbers (digits written with +, spaces, brackets, dots, hyphens
 * or slashes, 7 digits or more in all) removed, then every run of 5 or more digits (an ID number,
 * an account, even written 050-123-4567), spaces folded, then cut to 64 characters. Names cannot be
 * told from other words, so the pages ask readers not to type them. Analytics never gets the term
 * at all (searchReporter).
 */
export function safeSearchTerm(query: string): string {
  const cleaned = query
    .replace(emailAddress, ' ')
    .replace(phoneLike, (match) => ((match.match(/\d/g)?.length ?? 0) >= minPhoneDigits ? ' ' : match))
    .replace(digitRun, ' ');
  return cutQuery(cleaned.replace(/\s+/g, ' ').trim()).trim();
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
