import type {SplitEntry, SplitFileReader} from '../engine';

/*
 * Fetching the split index (src/search/index/split.ts) in the browser: the entry at a fixed URL,
 * the term shards and texts it names beside it. Imported by every page's search code, so it holds
 * no engine code (types only).
 */

/** The URL path at which the built site serves the index's entry, relative to its baseUrl (a URL, not a file). */
export const indexUrlPath = '/search/index.json';

/** A file of the split index that the server no longer has: the entry belongs to an older build. */
export class MissingFileError extends Error {
  readonly missingFile = true;
}

/** Reads the entry; `fresh`: past every cache (after a deploy made the cached one stale). */
export type EntryLoader = (fresh: boolean) => Promise<SplitEntry>;

/**
 * Fetches a URL, failing on any status but 2xx (a 404 as MissingFileError). A plain GET, as the
 * /search page's `<link rel="preload" as="fetch">` asks for the entry, so that the page's request
 * takes the preloaded one.
 */
async function fetchOk(url: string, fetchFunction: typeof globalThis.fetch, init?: RequestInit): Promise<Response> {
  const response = await (init ? fetchFunction(url, init) : fetchFunction(url));
  if (!response.ok) {
    const message = `The search index file ${url} answered ${response.status} ${response.statusText}`;
    throw response.status === 404 ? new MissingFileError(message) : new Error(message);
  }
  return response;
}

function absolute(indexUrl: string): string {
  return new URL(indexUrl, globalThis.location?.href).href;
}

/** The entry's bytes, unparsed: the page fetches them and hands them over to the worker, which parses them. */
export async function fetchIndexBytes(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): Promise<ArrayBuffer> {
  return (await fetchOk(indexUrl, fetchFunction)).arrayBuffer();
}

export function parseEntry(bytes: ArrayBuffer): SplitEntry {
  return JSON.parse(new TextDecoder().decode(bytes)) as SplitEntry;
}

/** Loads the entry from its URL. */
export function fetchEntry(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): EntryLoader {
  return async (fresh) => (await (await fetchOk(absolute(indexUrl), fetchFunction, fresh ? {cache: 'no-cache'} : undefined)).json()) as SplitEntry;
}

/** Reads the files the entry names, from beside it (their names carry their content's hash: cached for good). */
export function splitFileReader(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): SplitFileReader {
  const base = absolute(indexUrl);
  return async (file) => (await fetchOk(new URL(file, base).href, fetchFunction)).json() as Promise<unknown>;
}
