import type {LiteClient} from 'algoliasearch/lite';

/** A search client whose code arrives after the page: `load()` starts loading it, once. */
export type LazySearchClient = LiteClient & {load: () => Promise<LiteClient>};

/**
 * A search client whose code is loaded when the search opens. The navbar's search button is on every
 * page, but the client (Algolia's lite client and, offline, the engine) is needed only once the
 * reader opens the search: `load` runs then (or with the first search, whichever comes first),
 * once, and every call is handed to the client it returns. It answers what DocSearch and the theme
 * call on a client; the rest of the lite client's members are not reachable before it is loaded.
 */
export function lazySearchClient(appId: string, load: () => Promise<LiteClient>): LazySearchClient {
  let client: Promise<LiteClient> | undefined;
  const agents: [string, string | undefined][] = [];
  const loaded = (): Promise<LiteClient> => {
    client ??= load().then(
      (real) => {
        for (const [segment, version] of agents) real.addAlgoliaAgent(segment, version);
        return real;
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const lazy: Pick<LiteClient, 'appId' | 'search' | 'searchForHits' | 'searchForFacets' | 'addAlgoliaAgent' | 'clearCache'> & {load: () => Promise<LiteClient>} = {
    appId,
    load: loaded,
    search: ((...args: Parameters<LiteClient['search']>) => loaded().then((real) => real.search(...args))) as LiteClient['search'],
    searchForHits: ((...args: Parameters<LiteClient['searchForHits']>) => loaded().then((real) => real.searchForHits(...args))) as LiteClient['searchForHits'],
    searchForFacets: (...args) => loaded().then((real) => real.searchForFacets(...args)),
    addAlgoliaAgent(segment, version) {
      agents.push([segment, version]);
      void client?.then((real) => real.addAlgoliaAgent(segment, version));
    },
    clearCache: () => (client ? client.then((real) => real.clearCache()) : Promise.resolve()),
  };
  return lazy as LazySearchClient;
}
