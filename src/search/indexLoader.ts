import type {SerializedIndex} from './engine';

/** Where the built site serves the index, relative to its baseUrl. */
export const defaultIndexPath = '/search/index.json';

export type IndexLoader = () => Promise<SerializedIndex>;

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
