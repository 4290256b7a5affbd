import {liteClient, type LiteClient} from 'algoliasearch/lite';
import {localAppId} from './config';
// The engine (MiniSearch and the Hebrew analysis) is loaded with the index, on the first search:
// only types are imported here, so that it stays out of the bundle every page loads.
import type {SearchEngine, SerializedIndex} from './engine';
import type {AlgoliaSearchRequest} from './params';

/**
 * Algolia's own lite client, answered by the offline engine instead of the network. The client is
 * the real `liteClient` (so `search` in both its shapes, `addAlgoliaAgent`, `transporter`, the
 * response cache and the "Unreachable hosts" error are Algolia's), with a requester that loads the
 * serialized index on the first search (never at page load) and answers from it. Browser-safe.
 */

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type Requester = NonNullable<ClientOptions['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type RequesterResponse = Awaited<ReturnType<Requester['send']>>;
export type Host = NonNullable<ClientOptions['hosts']>[number];

/** Where the built site serves the index, relative to its baseUrl. */
export const defaultIndexPath = '/search/index.json';

export type IndexLoader = () => Promise<SerializedIndex>;

export type LocalClientOptions = {
  /** The serialized index's URL; the theme passes useBaseUrl('/search/index.json'). */
  indexUrl?: string;
  apiKey?: string;
  /** The fetch to load the index with; the global one by default. */
  fetch?: typeof globalThis.fetch;
};

/** Loads the index from a URL, failing on any status but 2xx. */
export function fetchIndex(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): IndexLoader {
  return async () => {
    const response = await fetchFunction(indexUrl, {headers: {accept: 'application/json'}});
    if (!response.ok) {
      throw new Error(`The search index at ${indexUrl} answered ${response.status} ${response.statusText}`);
    }
    return (await response.json()) as SerializedIndex;
  };
}

function json(status: number, body: unknown): RequesterResponse {
  return {status, content: JSON.stringify(body), isTimedOut: false};
}

function requestBody(request: EndRequest): Record<string, unknown> {
  if (request.data === undefined) return {};
  const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data as Uint8Array);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A requester of the offline engine; `preload` starts loading the index before the first search. */
export type LocalRequester = Requester & {preload: () => void};

/**
 * A requester that answers Algolia's search routes from the engine. A failed index load answers
 * like an unreachable host (status 0), so the transporter raises Algolia's RetryError and DocSearch
 * shows its error screen; the next search loads again.
 */
export function createLocalRequester(loadIndex: IndexLoader): LocalRequester {
  let engine: Promise<SearchEngine> | undefined;
  const load = (): Promise<SearchEngine> => {
    engine ??= Promise.all([loadIndex(), import('./engine')])
      .then(([serialized, {SearchEngine}]) => SearchEngine.fromSerialized(serialized))
      .catch((error: unknown) => {
        engine = undefined;
        throw error;
      });
    return engine;
  };
  return {
    // A failed preload is reported by the search that awaits it, which loads again.
    preload: () => void load().catch(() => undefined),
    async send(request) {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const match = /^\/1\/indexes\/([^/]+)\/(queries|query)$/.exec(path);
      if (request.method !== 'POST' || !match) {
        return json(404, {message: `The offline search does not serve ${request.method} ${path}`, status: 404});
      }
      let searchEngine: SearchEngine;
      try {
        searchEngine = await load();
      } catch (error) {
        return {status: 0, content: error instanceof Error ? error.message : String(error), isTimedOut: false};
      }
      const body = requestBody(request);
      if (match[2] === 'queries') {
        return json(200, searchEngine.searchRequests((body.requests ?? []) as AlgoliaSearchRequest[]));
      }
      const [result] = searchEngine.searchRequests([{...body, indexName: match[1]}]).results;
      return json(200, result);
    },
  };
}

/** The one host of the offline client; its name only appears in error stack traces. */
const localHost: Host = {url: 'offline-search.invalid', accept: 'readWrite', protocol: 'https'};

type LocalSearch = {client: LiteClient; preload: () => void};

function createLocalSearch(options: LocalClientOptions): LocalSearch {
  const requester = createLocalRequester(fetchIndex(options.indexUrl ?? defaultIndexPath, options.fetch));
  const client = liteClient(localAppId, options.apiKey ?? 'offline', {hosts: [localHost], requester});
  return {client, preload: requester.preload};
}

export function createLocalSearchClient(options: LocalClientOptions = {}): LiteClient {
  return createLocalSearch(options).client;
}

const searches = new Map<string, LocalSearch>();

/** One offline search per index URL, so that every search box and page shares one loaded index. */
function localSearch(indexUrl: string): LocalSearch {
  let search = searches.get(indexUrl);
  if (!search) {
    search = createLocalSearch({indexUrl});
    searches.set(indexUrl, search);
  }
  return search;
}

export function getLocalSearchClient(indexUrl: string = defaultIndexPath): LiteClient {
  return localSearch(indexUrl).client;
}

/** Starts loading the offline index and engine (once per index URL), ahead of the first search. */
export function preloadLocalSearch(indexUrl: string = defaultIndexPath): void {
  localSearch(indexUrl).preload();
}

/** Reads `http://localhost:8108` or `search.example.com` into a transporter host. */
export function parseHost(host: string): Host {
  const url = new URL(/^[a-z]+:\/\//i.test(host) ? host : `https://${host}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`A search host must be http or https, not ${url.protocol} (${host})`);
  }
  return {
    url: url.hostname,
    accept: 'readWrite',
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port && {port: Number(url.port)}),
  };
}

export type AlgoliaClientOptions = {appId: string; apiKey: string; host?: string};

/** The real Algolia lite client, pointed at a self-hosted Algolia-compatible server when `host` is given. */
export function createAlgoliaClient({appId, apiKey, host}: AlgoliaClientOptions): LiteClient {
  return host ? liteClient(appId, apiKey, {hosts: [parseHost(host)]}) : liteClient(appId, apiKey);
}

/**
 * The client for the theme's search: the offline one for the local app id, otherwise Algolia (or the
 * given host). `preload`: the search was opened, so the offline index starts loading now.
 */
export function createSearchClient(options: AlgoliaClientOptions & {indexUrl?: string; preload?: boolean}): LiteClient {
  if (options.appId !== localAppId) {
    return createAlgoliaClient(options);
  }
  const indexUrl = options.indexUrl ?? defaultIndexPath;
  if (options.preload) {
    preloadLocalSearch(indexUrl);
  }
  return getLocalSearchClient(indexUrl);
}
