import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {gzipBytes} from './measure';

/** What a page of a served build fetched, and what it weighs (the size budget and the benches). */

/** The offline search index's files: the entry, the term shards and texts it names (src/search/index/split.ts). */
export function isSearchIndexPath(pathname: string): boolean {
  return pathname === '/search/index.json' || /^\/search\/[td]\/[^/]+\.json$/.test(pathname);
}

/** The built file behind a URL of the served build. */
export function builtFile(buildDir: string, url: string): string {
  return path.join(buildDir, decodeURIComponent(new URL(url).pathname));
}

/**
 * What the page fetched, by kind: scripts (of the page and of its workers), stylesheets, fonts and
 * the search index's files. Prefetches of other pages (Sec-Purpose: prefetch) are not fetched for this one.
 */
export class Requests {
  private readonly urls = {script: [] as string[], stylesheet: [] as string[], font: [] as string[], index: [] as string[]};
  private readonly sorting: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.sorting.push(
        request
          .allHeaders()
          .then((headers) => {
            if (headers['sec-purpose']?.includes('prefetch')) return;
            const {pathname} = new URL(request.url());
            const kind = request.resourceType();
            if (kind === 'stylesheet' || kind === 'font') this.urls[kind].push(request.url());
            else if (kind === 'script' || (pathname.startsWith('/assets/js/') && pathname.endsWith('.js'))) this.urls.script.push(request.url());
            else if (isSearchIndexPath(pathname)) this.urls.index.push(request.url());
          })
          // A request still starting as the browser closes has no headers to read, and no page to count for.
          .catch(() => undefined),
      );
    });
  }

  /** What was fetched since the last call. */
  async take(): Promise<{script: string[]; stylesheet: string[]; font: string[]; index: string[]}> {
    await Promise.all(this.sorting.splice(0));
    const taken = structuredClone(this.urls);
    for (const list of Object.values(this.urls)) list.length = 0;
    return taken;
  }
}

/** Gzip bytes of built files, at the level deploy/nginx/guide.conf serves them (6). */
export function gzipTotal(buildDir: string, urls: readonly string[]): {bytes: number; detail: string} {
  const sizes = urls.map((url) => [path.basename(new URL(url).pathname), gzipBytes(readFileSync(builtFile(buildDir, url)))] as const);
  return {bytes: sizes.reduce((sum, [, size]) => sum + size, 0), detail: `${sizes.length} files`};
}
