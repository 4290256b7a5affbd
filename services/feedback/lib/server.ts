import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {z} from 'zod';
import {feedbackPaths, maxBodyBytes} from '../../../src/feedback/policy';
import {clientTracker} from './clients';
import type {FeedbackConfig} from './config';
import {siteRoutes} from './routes';
import {queryKey} from './report';
import {answerSchema, describeIssues, inertQuery, searchSchema} from './schema';
import {deleteOldReports} from './reportFiles';
import {openStore, type FeedbackStore} from './store';

/**
 * The feedback service's HTTP side: `POST /answers` and `POST /searches` (JSON of at most 2 KB,
 * validated, refused with a 4xx and a message otherwise), `GET /health`. It answers 201 only once
 * the row is committed. No cookie is set or read; the reader's address is used, hashed and in
 * memory only, for the rate limit (./clients.ts).
 */

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type FeedbackServer = {url: string; server: Server; store: FeedbackStore; close(): Promise<void>};

const hourMs = 3_600_000;

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

function reply(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** The body as JSON: refused past maxBodyBytes (413), when it is not JSON (415, 400). */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, `Content-Type must be application/json, got "${request.headers['content-type'] ?? ''}"`);
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
    throw new HttpError(413, `The body is larger than ${maxBodyBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new HttpError(413, `The body is larger than ${maxBodyBytes} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, describeIssues(result.error));
  return result.data;
}

/** Starts the service; the port of `config` may be 0 (a free one). */
export async function startFeedbackServer(config: FeedbackConfig, {log = console.log}: {log?: (line: string) => void} = {}): Promise<FeedbackServer> {
  const routes = siteRoutes(config.siteDir);
  const store = openStore(config.dbPath);
  const clients = clientTracker({perMinute: config.rateLimit});
  const expire = (): void => {
    const before = Date.now() - config.retentionDays * 24 * hourMs;
    const deleted = store.deleteBefore(before);
    if (deleted > 0) log(`deleted ${deleted} rows older than ${config.retentionDays} days`);
    // The writers' reports beside the database (feedback:report) go with the rows they were made from.
    const reports = config.dbPath === ':memory:' ? [] : deleteOldReports(path.dirname(config.dbPath), before);
    if (reports.length > 0) log(`deleted ${reports.length} report files older than ${config.retentionDays} days`);
  };
  expire();
  const expiry = setInterval(expire, hourMs);
  expiry.unref();

  const clientAddress = (request: IncomingMessage): string => {
    const peer = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-real-ip'];
    const fromProxy = config.trustProxy && /^(127\.|::1$|::ffff:127\.)/.test(peer);
    return fromProxy && typeof forwarded === 'string' && forwarded ? forwarded : peer;
  };

  const guidePage = (page: string): string => {
    const route = routes.has(page);
    if (!route) throw new HttpError(422, `page: "${page.slice(0, 80)}" is not a page of the guide`);
    return route;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, config.origins);
    const path = new URL(request.url ?? '/', 'http://service').pathname;
    try {
      if (path === feedbackPaths.health) {
        if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, 'Use GET', {allow: 'GET, HEAD'});
        reply(response, 200, {ok: true, schemaVersion: store.version(), routes: routes.count()});
        return;
      }
      if (path !== feedbackPaths.answers && path !== feedbackPaths.searches) throw new HttpError(404, `No such path: ${path.slice(0, 80)}`);
      // A browser names the page's origin; only the site's own may call (tools without a browser send none).
      if (origin !== undefined && !cors['access-control-allow-origin']) throw new HttpError(403, `Origin ${origin.slice(0, 80)} may not send feedback`);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      if (request.method !== 'POST') throw new HttpError(405, 'Use POST', {allow: 'POST, OPTIONS'});
      const client = clients.key(clientAddress(request));
      if (!clients.allow(client)) {
        throw new HttpError(429, 'Too many requests: try again in a minute', {'retry-after': String(clients.retryAfter(client))});
      }
      const body = await readJson(request);
      if (path === feedbackPaths.answers) {
        const answer = parse(answerSchema, body);
        const id = store.addAnswer({page: guidePage(answer.page), helpful: answer.helpful, reason: answer.reason});
        reply(response, 201, {ok: true, id}, cors);
        return;
      }
      const search = parse(searchSchema, body);
      const query = inertQuery(search.query);
      if (!query) throw new HttpError(422, 'query: nothing is left once e-mail addresses, phone numbers, digit runs and control characters are removed');
      const page = guidePage(search.page);
      // One count per reader and query in a day (forms that differ only in niqqud or final letters are
      // one query, as the report counts them): a second report is acknowledged and not stored again.
      if (!clients.firstSearch(client, queryKey(query))) {
        reply(response, 200, {ok: true, duplicate: true}, cors);
        return;
      }
      reply(response, 201, {ok: true, id: store.addSearch({query, page, hits: search.hits})}, cors);
    } catch (error) {
      if (error instanceof HttpError) {
        reply(response, error.status, {error: error.message}, {...cors, ...error.headers, ...(error.status === 413 && {connection: 'close'})});
      } else {
        log(`error: ${(error as Error).stack ?? String(error)}`);
        reply(response, 503, {error: 'The answer could not be stored; try again later'}, cors);
      }
    }
  };

  const server = createServer({requestTimeout: 10_000, headersTimeout: 5_000}, (request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  return {
    url,
    server,
    store,
    close: async () => {
      clearInterval(expiry);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      store.close();
    },
  };
}
