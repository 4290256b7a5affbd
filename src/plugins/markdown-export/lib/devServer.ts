import type {IncomingMessage, ServerResponse} from 'node:http';
import {markdownContentType} from '../../security-headers/lib/headers';

/** The files of the guide as Markdown, by URL path (decoded, base URL included): `/intro.md`, `/llms.txt`… */
export type MarkdownFiles = ReadonlyMap<string, string>;

type Next = (error?: unknown) => void;

/** The content type each exported file is served with, as the nginx configuration and `_headers` serve it. */
export function contentTypeOf(urlPath: string): string {
  return urlPath.endsWith('.md') ? markdownContentType : 'text/plain; charset=utf-8';
}

function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/**
 * Serves the guide's Markdown under `npm start`, where no build has written it: a GET or HEAD of a
 * path that `files` knows answers with that file, computed from the sources at the time of the
 * request (an edit shows at once); anything else goes on to the dev server. `files` is asked only
 * for paths that could be one of them (ending in .md or .txt).
 */
export function markdownMiddleware(files: () => Promise<MarkdownFiles>) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const urlPath = decodedPath(request.url);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || urlPath === undefined || !/\.(md|txt)$/.test(urlPath)) {
      next();
      return;
    }
    files().then(
      (all) => {
        const text = all.get(urlPath);
        if (text === undefined) {
          next();
          return;
        }
        const body = Buffer.from(text, 'utf8');
        response.statusCode = 200;
        response.setHeader('Content-Type', contentTypeOf(urlPath));
        response.setHeader('Content-Length', body.length);
        response.setHeader('Cache-Control', 'no-store');
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}

type Middleware = {name: string; middleware: ReturnType<typeof markdownMiddleware>} | ((...args: never[]) => unknown) | object;

/**
 * The `devServer.setupMiddlewares` that puts the middleware first, before the dev server's history
 * fallback (which answers every path, /intro.md included, with the app's HTML). Docusaurus merges a
 * plugin's devServer into its own with webpack-merge, which calls both functions with the same list
 * and joins what they return: so this one adds to that list and returns nothing more of its own.
 */
export function markdownFirst(middleware: ReturnType<typeof markdownMiddleware>) {
  return <M extends Middleware>(middlewares: M[]): M[] => {
    middlewares.unshift({name: 'markdown-export', middleware} as M);
    return [];
  };
}
