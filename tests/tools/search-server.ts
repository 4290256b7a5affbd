/**
 * A test double of Algolia for the Algolia mode's tests (tests/e2e-algolia, search:push's test):
 * an Algolia-compatible server on Node's http module, where the same engine as the offline search
 * answers Algolia's search routes from build/search/index.json (or a records.json), and the write
 * routes that `search:push` uses keep indices in memory, so the whole pipeline runs and is tested
 * without an Algolia account. It is not a production search service: one process, indices in
 * memory, no replication. A guide that outgrows the offline index moves to Algolia (README.md).
 *
 *   npm run search:serve [index-or-records.json]   (PORT, default 8108)
 *
 * SEARCH_SERVER_APP_ID / SEARCH_SERVER_API_KEY, when set, are the only credentials accepted.
 */
import {readFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {readSearchIndex} from '../../src/plugins/search-records';
import {SearchEngine, splitFormat, type EngineSettings, type SerializedIndex, type SplitEntry} from '../../src/search/engine';
import type {AlgoliaSearchRequest} from '../../src/search/engine/params';
import type {DocSearchRecord} from '../../src/search/records';
import type {SynonymHit} from 'algoliasearch';

export const defaultPort = 8108;
export const defaultIndexFile = 'build/search/index.json';

export type RecordedRequest = {method: string; path: string; query: Record<string, string>; body: unknown; at: string};

export type SearchServerOptions = {
  port?: number;
  host?: string;
  /** index.json written by the build, or a records.json; served under any index name not pushed to. */
  indexPath?: string;
  /** The credentials to require; none are checked when unset. */
  appId?: string;
  apiKey?: string;
};

export type SearchServer = {url: string; close: () => Promise<void>; requests: RecordedRequest[]; events: unknown[]};

/** An index held in memory: its records, settings and synonyms, and the engine built from them. */
class MemoryIndex {
  private engine: SearchEngine | undefined;

  constructor(
    public records: DocSearchRecord[] = [],
    public settings: Record<string, unknown> = {},
    public synonyms: SynonymHit[] = [],
    engine?: SearchEngine,
  ) {
    this.engine = engine;
  }

  changed(): void {
    this.engine = undefined;
  }

  search(): SearchEngine {
    this.engine ??= SearchEngine.fromRecords(this.records, {
      settings: this.settings as Partial<EngineSettings>,
      ...(this.synonyms.length > 0 && {synonyms: this.synonyms}),
    });
    return this.engine;
  }

  copy(): MemoryIndex {
    return new MemoryIndex(structuredClone(this.records), structuredClone(this.settings), structuredClone(this.synonyms));
  }
}

async function loadIndexFile(indexPath: string): Promise<MemoryIndex> {
  const data = JSON.parse(await readFile(indexPath, 'utf8')) as SerializedIndex | SplitEntry | DocSearchRecord[];
  if (Array.isArray(data)) return new MemoryIndex(data);
  // The build's entry (the split index): joined with the files beside it.
  const engine = SearchEngine.fromSerialized(data.format === splitFormat ? await readSearchIndex(path.dirname(indexPath)) : (data as SerializedIndex));
  return new MemoryIndex([...engine.records], {}, [], engine);
}

class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let buffer = Buffer.concat(chunks);
  if (request.headers['content-encoding'] === 'gzip') buffer = gunzipSync(buffer);
  const text = buffer.toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not JSON');
  }
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-usertoken, x-algolia-user-id, x-algolia-request-id',
  'access-control-max-age': '86400',
};

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {...corsHeaders, 'content-type': 'application/json; charset=utf-8'});
  response.end(JSON.stringify(body));
}

export async function startSearchServer(options: SearchServerOptions = {}): Promise<SearchServer> {
  const indices = new Map<string, MemoryIndex>();
  const fileIndex = options.indexPath ? await loadIndexFile(options.indexPath) : new MemoryIndex();
  // The engine's first search readies what every later one reuses: done before the server listens, so
  // that a busy machine's first answer does not outlast a client's 2 s read timeout.
  if (options.indexPath) fileIndex.search().searchRequests([{indexName: 'warm-up', query: 'חופשה'}]);
  const requests: RecordedRequest[] = [];
  const events: unknown[] = [];
  let nextTaskId = 1;
  const task = (): {taskID: number; updatedAt: string} => ({taskID: nextTaskId++, updatedAt: new Date().toISOString()});

  const indexFor = (name: string): MemoryIndex => indices.get(name) ?? fileIndex;
  const writableIndex = (name: string): MemoryIndex => {
    let index = indices.get(name);
    if (!index) {
      index = new MemoryIndex();
      indices.set(name, index);
    }
    return index;
  };

  const checkCredentials = (request: IncomingMessage, query: URLSearchParams): void => {
    if (!options.appId && !options.apiKey) return;
    // Clients differ in the case of these parameters (search-insights sends X-Algolia-API-Key).
    const param = (name: string) => [...query].find(([key]) => key.toLowerCase() === name)?.[1];
    const appId = param('x-algolia-application-id') ?? request.headers['x-algolia-application-id'];
    const apiKey = param('x-algolia-api-key') ?? request.headers['x-algolia-api-key'];
    if ((options.appId && appId !== options.appId) || (options.apiKey && apiKey !== options.apiKey)) {
      throw new HttpError(403, 'Invalid Application-ID or API key');
    }
  };

  const route = async (method: string, path: string, body: unknown): Promise<unknown> => {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [version, collection, name, action, id] = parts;
    if (method === 'POST' && path === '/1/events') {
      const batch = (body as {events?: unknown[]}).events ?? [];
      events.push(...batch);
      return {status: 200, message: 'OK'};
    }
    if (version !== '1' || collection !== 'indexes' || name === undefined) throw new HttpError(404, `No route for ${method} ${path}`);
    const body_ = body as Record<string, unknown>;
    if (method === 'POST' && action === 'queries' && parts.length === 4) {
      const searches = (body_.requests ?? []) as AlgoliaSearchRequest[];
      return {
        results: searches.map(
          (search) =>
            indexFor(String(search.indexName ?? name))
              .search()
              .searchRequests([search]).results[0],
        ),
      };
    }
    if (method === 'POST' && action === 'query' && parts.length === 4) {
      return indexFor(name)
        .search()
        .searchRequests([{...body_, indexName: name}]).results[0];
    }
    if (method === 'POST' && action === 'batch' && parts.length === 4) {
      const index = writableIndex(name);
      const objectIDs: string[] = [];
      for (const operation of (body_.requests ?? []) as {action: string; body?: DocSearchRecord}[]) {
        if ((operation.action === 'addObject' || operation.action === 'updateObject') && operation.body) {
          index.records = index.records.filter((record) => record.objectID !== operation.body!.objectID);
          index.records.push(operation.body);
          objectIDs.push(operation.body.objectID);
        } else if (operation.action === 'deleteObject' && operation.body) {
          index.records = index.records.filter((record) => record.objectID !== operation.body!.objectID);
        } else if (operation.action === 'clear') {
          index.records = [];
        }
      }
      index.changed();
      return {...task(), objectIDs};
    }
    if (method === 'POST' && action === 'operation' && parts.length === 4) {
      const destination = String(body_.destination ?? '');
      const scope = Array.isArray(body_.scope) ? (body_.scope as string[]) : undefined;
      const source = indexFor(name);
      if (body_.operation === 'copy') {
        const target = writableIndex(destination);
        const copy = source.copy();
        if (!scope || scope.includes('settings')) target.settings = copy.settings;
        if (!scope || scope.includes('synonyms')) target.synonyms = copy.synonyms;
        if (!scope) target.records = copy.records;
        target.changed();
      } else if (body_.operation === 'move') {
        indices.set(destination, indices.get(name) ?? source.copy());
        indices.delete(name);
        indices.get(destination)!.changed();
      } else {
        throw new HttpError(400, `Unknown operation ${String(body_.operation)}`);
      }
      return task();
    }
    if (method === 'GET' && action === 'task' && id !== undefined) {
      return {status: 'published', pendingTask: false};
    }
    if (action === 'settings' && parts.length === 4) {
      if (method === 'GET') return indexFor(name).settings;
      if (method === 'PUT') {
        const index = writableIndex(name);
        index.settings = {...index.settings, ...body_};
        index.changed();
        return task();
      }
    }
    if (method === 'POST' && action === 'synonyms' && id === 'batch') {
      const index = writableIndex(name);
      const incoming = (Array.isArray(body) ? body : []) as SynonymHit[];
      index.synonyms = [...index.synonyms.filter((synonym) => !incoming.some((added) => added.objectID === synonym.objectID)), ...incoming];
      index.changed();
      return task();
    }
    if (method === 'DELETE' && parts.length === 3) {
      indices.delete(name);
      return {...task(), deletedAt: new Date().toISOString()};
    }
    throw new HttpError(404, `No route for ${method} ${path}`);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') {
        response.writeHead(204, corsHeaders).end();
        return;
      }
      try {
        if (method === 'GET' && url.pathname === '/__requests') {
          send(response, 200, requests);
          return;
        }
        checkCredentials(request, url.searchParams);
        const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(request);
        requests.push({method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, at: new Date().toISOString()});
        send(response, 200, await route(method, url.pathname, body ?? {}));
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 500;
        send(response, status, {message: error instanceof Error ? error.message : String(error), status});
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort, options.host ?? '127.0.0.1', resolve);
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests,
    events,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const indexPath = process.argv[2] ?? defaultIndexFile;
  const server = await startSearchServer({
    port: process.env.PORT ? Number(process.env.PORT) : defaultPort,
    host: process.env.HOST ?? '127.0.0.1',
    indexPath,
    appId: process.env.SEARCH_SERVER_APP_ID || undefined,
    apiKey: process.env.SEARCH_SERVER_API_KEY || undefined,
  });
  console.log(`Algolia-compatible search server for ${indexPath} at ${server.url} (POST /1/indexes/*/queries; GET /__requests)`);
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
