import type {SerializedIndex} from './engine';

/** The URL path at which the built site serves the index, relative to its baseUrl (a URL, not a file). */
export const indexUrlPath = '/search/index.json';

export type IndexLoader = () => Promise<SerializedIndex>;

/**
 * Fetches the index, failing on any status but 2xx. A plain GET, as the /search page's
 * `<link rel="preload" as="fetch">` asks for it, so that the page's request takes the preloaded one.
 */
async function fetchOk(indexUrl: string, fetchFunction: typeof globalThis.fetch): Promise<Response> {
  const response = await fetchFunction(indexUrl);
  if (!response.ok) {
    throw new Error(`The search index at ${indexUrl} answered ${response.status} ${response.statusText}`);
  }
  return response;
}

/** Loads the index from a URL. */
export function fetchIndex(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): IndexLoader {
  return async () => (await (await fetchOk(indexUrl, fetchFunction)).json()) as SerializedIndex;
}

/** The index's bytes, unparsed: the page fetches them and hands them over to the worker, which parses them. */
export async function fetchIndexBytes(indexUrl: string, fetchFunction: typeof globalThis.fetch = globalThis.fetch): Promise<ArrayBuffer> {
  return (await fetchOk(indexUrl, fetchFunction)).arrayBuffer();
}

export function parseIndex(bytes: ArrayBuffer): SerializedIndex {
  return JSON.parse(new TextDecoder().decode(bytes)) as SerializedIndex;
}
