/**
 * Which query a result on screen answers. While the answer to the last keystroke is on its way, the
 * modal still shows the one before, for another query, and with a slow answer it may show it well
 * past the moment typing settles (autocomplete's "stalled" state does not always come: the
 * previous keystroke's answer arriving clears its timer). The live region and the layout notice
 * (client/liveRegion.ts, client/layoutNotice.ts) speak only of results that answer the query in the
 * field: the client's answers stamp each hit with the query of its result, and the modal's results
 * carry it (`data-query`, theme/SearchBar's Hit).
 */

const key = '__answeredQuery';
/** The number of hits of the answer a hit came in (all its results together). */
const totalKey = '__answeredHits';

type Client = {search: (...args: never[]) => Promise<unknown>};

type Hit = Record<string, unknown>;

/** Stamps each hit of a multi-query answer with its result's query. Returns the same answer. */
export function stampAnsweredQuery<R>(response: R): R {
  const results = (response as {results?: unknown} | null)?.results;
  if (!Array.isArray(results)) return response;
  const total = (results as {nbHits?: unknown}[]).reduce((sum, result) => sum + (typeof result?.nbHits === 'number' ? result.nbHits : 0), 0);
  for (const result of results as {query?: unknown; hits?: unknown}[]) {
    if (typeof result?.query !== 'string' || !Array.isArray(result.hits)) continue;
    for (const hit of result.hits as unknown[]) {
      if (hit && typeof hit === 'object') Object.assign(hit as Hit, {[key]: result.query, [totalKey]: total});
    }
  }
  return response;
}

/** The query a hit answers (trimmed), or undefined for a hit no answer stamped (a saved search). */
export function answeredQuery(hit: object): string | undefined {
  const query = (hit as Hit)[key];
  return typeof query === 'string' ? query.trim() : undefined;
}

/**
 * The number of hits of the answer the results on screen came in, for "See all N results": the
 * first stamped item's (the modal's context adds up every keystroke's count, and an earlier
 * keystroke's answer that comes late sets it too). Undefined when no item is stamped.
 */
export function answeredHits(items: readonly object[]): number | undefined {
  for (const item of items) {
    const total = (item as Hit)[totalKey];
    if (typeof total === 'number') return total;
  }
  return undefined;
}

/** The client with every answer stamped. */
export function withAnsweredQuery<C extends Client>(client: C): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = Object.create(client) as C;
  wrapped.search = ((...args: unknown[]) => search(...args).then(stampAnsweredQuery)) as C['search'];
  return wrapped;
}
