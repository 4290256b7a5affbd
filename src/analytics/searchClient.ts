/**
 * The search client with its answers reported to analytics (src/analytics/searchEvents.ts). That
 * module is loaded with the search client, when the modal opens, not with the page: this wrapper
 * is all the page carries. The answers themselves are unchanged.
 */

type Client = {search: (...args: never[]) => Promise<unknown>};

export type SearchEvents = {reportSearch(response: unknown): void};

export function withSearchEvents<C extends Client>(client: C, events: Promise<SearchEvents>): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = Object.create(client) as C;
  wrapped.search = (async (...args: unknown[]) => {
    const response = await search(...args);
    events.then(({reportSearch}) => reportSearch(response)).catch(() => undefined);
    return response;
  }) as C['search'];
  return wrapped;
}
