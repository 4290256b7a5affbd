import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';

/**
 * The MCP endpoint over streamable HTTP, stateless (the SDK's simpleStatelessStreamableHttp
 * example, on Node's own http module): each POST to /mcp gets a fresh server and transport that
 * answer it in JSON and close; the guide they read is opened once. A body over `maxBodyBytes`,
 * a body that is not JSON, another method or another path is refused with a JSON-RPC error and
 * the right status; an error inside one request never stops the service.
 */

export const mcpPath = '/mcp';
/** A tool call is a few hundred bytes; the largest legitimate one (a 512-character route) stays far below. */
export const maxBodyBytes = 64 * 1024;

export type HttpService = {url: string; server: Server; close: () => Promise<void>};

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function sendError(response: ServerResponse, status: number, code: number, message: string): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, {'content-type': 'application/json; charset=utf-8', ...(status === 405 && {allow: 'POST'})});
  response.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new RequestError(413, -32600, `The request body is over ${maxBodyBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new RequestError(413, -32600, `The request body is over ${maxBodyBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new RequestError(400, -32700, 'Parse error: the request body is not JSON');
  }
}

export function startHttp(createServerForRequest: () => McpServer, port: number, host: string, log: (line: string) => void = () => {}): Promise<HttpService> {
  const server = createServer((request, response) => {
    void (async () => {
      const {pathname} = new URL(request.url ?? '/', 'http://localhost');
      if (pathname !== mcpPath) throw new RequestError(404, -32601, `Not found: the MCP endpoint is ${mcpPath}`);
      if (request.method !== 'POST') throw new RequestError(405, -32000, 'Method not allowed: this stateless server answers POST only');
      const body = await readJsonBody(request);
      const mcp = createServerForRequest();
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      response.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      await mcp.connect(transport);
      await transport.handleRequest(request, response, body);
    })().catch((error: unknown) => {
      if (error instanceof RequestError) {
        sendError(response, error.status, error.code, error.message);
        // An unread body of a refused request is thrown away, not kept.
        request.resume();
        return;
      }
      log(`MCP request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendError(response, 500, -32603, 'Internal error');
    });
  });
  // A slow or stalled client cannot hold a connection for long.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const {port: bound} = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}${mcpPath}`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
