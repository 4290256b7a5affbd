/**
 * The offline engine in a worker of its own: parsing the index, fetching the term shards and texts
 * a query needs and answering each keystroke happen beside the page, which stays responsive on a
 * slow phone. The page talks to it through `workerEngine` (./localClient.ts).
 */
import {answerBatcher} from './answerBatcher';
import {shardedSearch, type EngineResult} from '../engine';
import {searchSchedule} from './searchSchedule';
import {fetchEntry, parseEntry, splitFileReader} from '../index/loader';
import type {AlgoliaSearchRequest} from '../engine/params';

/**
 * `load`: the entry the page fetched (its URL, for the files beside it and for reading it again
 * after a deploy); without `bytes`, the entry it sent before (at idle, ./indexStart.ts).
 */
export type WorkerRequest = {id: number; type: 'load'; bytes?: ArrayBuffer; url: string} | {id: number; type: 'search'; requests: AlgoliaSearchRequest[]};
export type WorkerResponse = {id: number; ok: true; value?: unknown} | {id: number; ok: false; error: string};

type WorkerScope = {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse[]) => void;
};
const scope = self as unknown as WorkerScope;
/** Answers go to the page together, once per task. */
const send = answerBatcher<WorkerResponse>((answers) => scope.postMessage(answers));

let engine: Promise<ReturnType<typeof shardedSearch>> | undefined;

/** A search of one or two letters waits this long before fetching, for the next keystroke. */
const firstLettersPauseMs = 150;
const schedule = searchSchedule<{results: EngineResult[]}>(firstLettersPauseMs);

/** The engine over the entry's bytes (parsed inside the promise: a malformed entry rejects it). */
function parsed(bytes: ArrayBuffer, url: string): Promise<ReturnType<typeof shardedSearch>> {
  return new Promise((resolve) => {
    const entry = parseEntry(bytes);
    const search = shardedSearch((fresh) => (fresh ? fetchEntry(url)(true) : Promise.resolve(entry)), splitFileReader(url));
    resolve(search.load().then(() => search));
  });
}

scope.onmessage = ({data}) => {
  if (data.type === 'load') {
    // The page sends the entry it fetched, once (at idle, then a load without it when the search
    // opens); after a failure it fetches and sends it again.
    const {bytes, url} = data;
    engine = bytes ? parsed(bytes, url) : (engine ?? Promise.reject(new Error('The search index was not sent')));
  }
  const reply =
    data.type === 'load'
      ? engine!.then(() => undefined)
      : engine
        ? engine.then((search) => schedule(data.requests, (beforeFetching) => search.search(data.requests, beforeFetching)))
        : Promise.reject(new Error('The search index is not loaded'));
  reply.then(
    (value) => send({id: data.id, ok: true, value}),
    (error: unknown) => send({id: data.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
