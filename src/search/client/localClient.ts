import {liteClient, type LiteClient} from 'algoliasearch/lite';
import {localAppId} from '../config';
// The engine (MiniSearch and the Hebrew analysis) is loaded with the index, when the search opens:
// only types are imported here, so that it stays out of the bundle every page loads.
import type {EngineResult, shardedSearch} from '../engine';
import type {WorkerRequest, WorkerResponse} from './engine.worker';
import {fetchEntry, fetchIndexBytes, indexUrlPath, splitFileReader} from '../index/loader';
import {engineWorker, takeStartedEntry} from './indexStart';
import type {AlgoliaSearchRequest} from '../engine/params';

export {indexUrlPath};

/**
 * Algolia's own lite client, answered by the offline engine instead of the network. The client is
 * the real `liteClient` (so `search` in both its shapes, `addAlgoliaAgent`, `transporter` and the
 * "Unreachable hosts" error are Algolia's; it keeps no answers: `noCache`), with a requester that loads the
 * index's entry when the search opens (never at page load), then the term shards and texts each
 * query needs (src/search/index/split.ts), and answers from them. Browser-safe.
 */

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type Requester = NonNullable<ClientOptions['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type RequesterResponse = Awaited<ReturnType<Requester['send']>>;
export type Host = NonNullable<ClientOptions['hosts']>[number];

export type LocalClientOptions = {
  /** The index entry's URL; the theme passes useBaseUrl('/search/index.json'). */
  indexUrl?: string;
  apiKey?: string;
  /** The fetch to load the index's files with; the global one by default. */
  fetch?: typeof globalThis.fetch;
};

/** The offline engine as the client sees it: loads its index once (again after a failure), then answers. */
export type OfflineEngine = {
  load: () => Promise<void>;
  search: (requests: AlgoliaSearchRequest[]) => Promise<{results: EngineResult[]}>;
};

/** The engine in this thread: on the server, in tests, and in a browser without workers. */
export function threadEngine(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): OfflineEngine {
  let engine: Promise<ReturnType<typeof shardedSearch>> | undefined;
  const loaded = () => (engine ??= import('../engine').then((module) => module.shardedSearch(fetchEntry(indexUrl, fetchFunction), splitFileReader(indexUrl, fetchFunction))));
  return {
    load: async () => (await loaded()).load(),
    search: async (requests) => (await loaded()).search(requests),
  };
}

/** A message to the worker, before it is numbered. */
type WorkerMessage = WorkerRequest extends infer Request ? (Request extends {id: number} ? Omit<Request, 'id'> : never) : never;

/**
 * The engine in a worker (./engine.worker.ts), where loading the index and answering a keystroke
 * never hold up the page. The worker starts with the first `load`, unless the reader's tap started
 * it already, with the entry's download (./indexStart.ts): this takes both over.
 */
export function workerEngine(indexUrl: string): OfflineEngine {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  const absoluteUrl = new URL(indexUrl, location.href).href;
  const start = (): Worker => {
    if (!worker) {
      worker = engineWorker(absoluteUrl);
      // The answers the worker gave in one task come together (./answerBatcher.ts).
      worker.onmessage = ({data}: MessageEvent<WorkerResponse[]>) => {
        for (const answer of data) {
          const waiting = pending.get(answer.id);
          pending.delete(answer.id);
          if (answer.ok) waiting?.resolve(answer.value);
          else waiting?.reject(new Error(answer.error));
        }
      };
    }
    return worker;
  };
  const call = (request: WorkerMessage, transfer: Transferable[] = []): Promise<unknown> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, {resolve, reject});
      start().postMessage({...request, id} as WorkerRequest, transfer);
    });
  };
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    // The worker's script loads while the page fetches the index (taking the /search page's
    // preload, which a request from the worker would not) and hands its bytes over without a copy.
    start();
    loading ??= (takeStartedEntry(absoluteUrl) ?? fetchIndexBytes(absoluteUrl))
      // Without bytes, the worker parses (or has parsed) the entry the page handed it at idle.
      .then((bytes) => (bytes ? call({type: 'load', bytes, url: absoluteUrl}, [bytes]) : call({type: 'load', url: absoluteUrl})))
      .then(
        () => undefined,
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  return {
    load,
    search: async (requests) => {
      await load();
      return (await call({type: 'search', requests})) as {results: EngineResult[]};
    },
  };
}

/**
 * The same search asked again while its answer is on its way shares that answer (DocSearch's modal
 * asks its first query twice as it mounts). Only the last search asked is shared: the client keeps
 * no answers (`noCache`), and a search asked again after another one goes to the engine.
 */
export function sharingRepeats(engine: OfflineEngine): OfflineEngine {
  let last: {key: string; answer: ReturnType<OfflineEngine['search']>} | undefined;
  return {
    load: engine.load,
    search: (requests) => {
      const key = JSON.stringify(requests);
      if (last?.key === key) return last.answer;
      const answer = engine.search(requests);
      const current = {key, answer};
      last = current;
      const done = () => {
        if (last === current) last = undefined;
      };
      answer.then(done, done);
      return answer;
    },
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
 * like an unreachable host (status 0) once a second try has failed too, so the transporter raises
 * Algolia's RetryError and DocSearch shows its error screen; the next search loads again.
 */
export function createLocalRequester(engine: OfflineEngine): LocalRequester {
  return {
    // A failed preload is not reported by itself: the search that needs the index loads again.
    preload: () => void engine.load().catch(() => undefined),
    async send(request) {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const match = /^\/1\/indexes\/([^/]+)\/(queries|query)$/.exec(path);
      if (request.method !== 'POST' || !match) {
        return json(404, {message: `The offline search does not serve ${request.method} ${path}`, status: 404});
      }
      try {
        // A load that fails (a preload this search found under way, or its own) is tried once
        // more before the reader is told: one lost response on a flaky network is not an error.
        await engine.load().catch(() => engine.load());
      } catch (error) {
        return {status: 0, content: error instanceof Error ? error.message : String(error), isTimedOut: false};
      }
      const body = requestBody(request);
      const requests = (match[2] === 'queries' ? (body.requests ?? []) : [{...body, indexName: match[1]}]) as AlgoliaSearchRequest[];
      let answer: {results: EngineResult[]};
      try {
        // The term shards and texts a query needs arrive with it: a lost one is tried once more, as the entry is.
        answer = await engine.search(requests).catch(() => engine.search(requests));
      } catch (error) {
        return {status: 0, content: error instanceof Error ? error.message : String(error), isTimedOut: false};
      }
      return json(200, match[2] === 'queries' ? answer : answer.results[0]);
    },
  };
}

type Cache = NonNullable<ClientOptions['responsesCache']>;

/**
 * The offline client keeps no answers, neither finished nor in flight: the engine keeps the files it
 * fetched, so a query asked again is answered at once, and a search superseded before it had
 * fetched what it needed is answered with the newer search that followed it (./searchSchedule.ts),
 * which must not be kept as the answer to its query (`sharingRepeats` shares the last search's
 * answer while it is on its way).
 */
const noCache: Cache = {
  get: (_key, defaultValue, events) => defaultValue().then(async (value) => (await events?.miss(value), value)),
  set: async (_key, value) => value,
  delete: async () => undefined,
  clear: async () => undefined,
};

/** The one host of the offline client; its name only appears in error stack traces. */
const localHost: Host = {url: 'offline-search.invalid', accept: 'readWrite', protocol: 'https'};

/**
 * The offline host's state is kept nowhere: in a browser, Algolia's client keeps its hosts' state in
 * localStorage, read (and parsed) at every search, which then waits a task (a timer) before it is
 * sent: a keystroke's search sat behind whatever else held the page's main thread. The one host is
 * tried at every search anyway, up or down (the requester loads a failed index again).
 */
const hostsCache: Cache = noCache;

type LocalSearch = {client: LiteClient; preload: () => void};

function createLocalSearch(options: LocalClientOptions): LocalSearch {
  const indexUrl = options.indexUrl ?? indexUrlPath;
  const engine = typeof Worker === 'function' && !options.fetch ? workerEngine(indexUrl) : threadEngine(indexUrl, options.fetch);
  const requester = createLocalRequester(sharingRepeats(engine));
  const client = liteClient(localAppId, options.apiKey ?? 'offline', {hosts: [localHost], requester, hostsCache, requestsCache: noCache, responsesCache: noCache});
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

export function getLocalSearchClient(indexUrl: string = indexUrlPath): LiteClient {
  return localSearch(indexUrl).client;
}

/** Starts loading the offline index and engine (once per index URL), ahead of the first search. */
export function preloadLocalSearch(indexUrl: string = indexUrlPath): void {
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
  const indexUrl = options.indexUrl ?? indexUrlPath;
  if (options.preload) {
    preloadLocalSearch(indexUrl);
  }
  return getLocalSearchClient(indexUrl);
}
