/**
 * The offline engine in a worker of its own: parsing the index, building the engine and answering
 * each keystroke happen beside the page, which stays responsive on a slow phone. The page talks to
 * it through `workerEngine` (./localClient.ts).
 */
import {SearchEngine} from './engine';
import {parseIndex} from './indexLoader';
import type {AlgoliaSearchRequest} from './params';

export type WorkerRequest = {id: number; type: 'load'; bytes: ArrayBuffer} | {id: number; type: 'search'; requests: AlgoliaSearchRequest[]};
export type WorkerResponse = {id: number; ok: true; value?: unknown} | {id: number; ok: false; error: string};

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};
const scope = self as unknown as WorkerScope;

let engine: Promise<SearchEngine> | undefined;

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    // The page sends the index it fetched, once; after a failure it fetches and sends it again.
    engine = new Promise((resolve) => resolve(SearchEngine.fromSerialized(parseIndex(data.bytes))));
  }
  const answer =
    data.type === 'load'
      ? engine!.then(() => undefined)
      : engine
        ? engine.then((loaded) => loaded.searchRequests(data.requests))
        : Promise.reject(new Error('The search index is not loaded'));
  answer.then(
    (value) => scope.postMessage({id: data.id, ok: true, value}),
    (error: unknown) => scope.postMessage({id: data.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
