/**
 * A small static server for the production build, as a CDN would serve it: brotli or gzip by the
 * request's Accept-Encoding, long caching for hashed assets, trailingSlash:false routes
 * (/intro -> intro.html) and 404.html with status 404 for unknown paths. Like nginx with
 * gzip_static/brotli_static (deploy/nginx/guide.conf), it sends a file's precompressed copy
 * (`<file>.br`, `<file>.gz`, src/plugins/precompress) when the build has one, and compresses the
 * rest on the fly. The benches measure the build through it; `docusaurus serve` sends everything
 * uncompressed.
 */
import {readFile, stat} from 'node:fs/promises';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {brotliCompressSync, constants as zlib, gzipSync} from 'node:zlib';

export type StaticServer = {url: string; close: () => Promise<void>};

export type StaticServerOptions = {port?: number; host?: string};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Font and image formats are compressed already. */
const compressible = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg']);

export type Encoding = 'br' | 'gzip' | 'identity';

/** As deploy/nginx does: hashed assets for a year, illustrations and fonts for a week, pages revalidated. */
function cacheControl(pathname: string, extension: string): string {
  if (pathname.startsWith('/assets/') || /^\/search\/[td]\//.test(pathname)) return 'public, max-age=31536000, immutable';
  if (/^\/(img|fonts)\//.test(pathname)) return 'public, max-age=604800';
  return extension === '.html' ? 'no-cache' : 'public, max-age=3600';
}

/** The best encoding the client accepts: brotli, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name!.toLowerCase(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The file a URL path is served from, with trailingSlash:false: /intro -> intro.html,
 * / and /dir/ -> index.html; undefined when none exists (or the path leaves the root).
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  const candidates = decoded.endsWith('/') ? [path.join(file, 'index.html')] : [file, `${file}.html`, path.join(file, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Serves `root` (a Docusaurus build folder) until closed; port 0 picks a free port. */
export async function serveStatic(root: string, {port = 0, host = '127.0.0.1'}: StaticServerOptions = {}): Promise<StaticServer> {
  const absoluteRoot = path.resolve(root);
  const compressed = new Map<string, Buffer>();

  async function body(file: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached) return cached;
    if (encoding !== 'identity') {
      const precompressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
      if (precompressed) {
        compressed.set(key, precompressed);
        return precompressed;
      }
    }
    const raw = await readFile(file);
    // The levels of the nginx config in deploy/ (gzip 6, brotli 5): fast enough to compress on the fly.
    const encoded =
      encoding === 'br' ? brotliCompressSync(raw, {params: {[zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length}}) : encoding === 'gzip' ? gzipSync(raw, {level: 6}) : raw;
    compressed.set(key, encoded);
    return encoded;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const found = await resolveFile(absoluteRoot, pathname);
    const file = found ?? path.join(absoluteRoot, '404.html');
    const extension = path.extname(file);
    const encoding = compressible.has(extension) ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const content = await body(file, encoding);
    response.writeHead(found ? 200 : 404, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Content-Length': content.length,
      'Cache-Control': found ? cacheControl(pathname, extension) : 'no-cache',
      ...(encoding === 'identity' ? {} : {'Content-Encoding': encoding}),
      ...(compressible.has(extension) ? {Vary: 'Accept-Encoding'} : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : content);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'}).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
