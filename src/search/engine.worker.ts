/**
 * The offline engine in a worker of its own: parsing the index, building the engine and answering
 * each keystroke happen beside the page, which stays responsive on a slow phone. The page talks to
 * it through `workerEngine` (./localClient.ts).
 */
import {SearchEngine} from './engine';
import {parseIndex} from './indexLoader';
import type {AlgoliaSearchRequest} from './params';

export type WorkerRequest = {id: number; type: 'load'; indexUrl: string; bytes: ArrayBuffer} | {id: number; type: 'search'; requests: AlgoliaSearchRequest[]};
export type WorkerResponse = {id: number; ok: true; value?: unknown} | {id: number; ok: false; error: string};

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};
const scope = self as unknown as WorkerScope;

let engine: Promise<SearchEngine> | undefined;
let loadedFrom: string | undefined;

/** Builds the engine from the index the page fetched (its URL tells one index from another). */
function load(indexUrl: string, bytes: ArrayBuffer): Promise<SearchEngine> {
  if (!engine || loadedFrom !== indexUrl) {
    loadedFrom = indexUrl;
    engine = Promise.resolve(bytes)
      .then((data) => SearchEngine.fromSerialized(parseIndex(data)))
      .catch((error: unknown) => {
        // A failed load is reported to the search that asked; the next one loads again.
        engine = undefined;
        throw error;
      });
  }
  return engine;
}

scope.onmessage = ({data}) => {
  const answer =
    data.type === 'load'
      ? load(data.indexUrl, data.bytes).then(() => undefined)
      : engine
        ? engine.then((loaded) => loaded.searchRequests(data.requests))
        : Promise.reject(new Error('The search index is not loaded'));
  answer.then(
    (value) => scope.postMessage({id: data.id, ok: true, value}),
    (error: unknown) => scope.postMessage({id: data.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
