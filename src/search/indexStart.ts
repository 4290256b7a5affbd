import {fetchIndexBytes} from './indexLoader';

/*
 * The offline search's first moves, made at the reader's tap: the engine's worker starts (its script
 * downloads and runs) and the index's entry is fetched, in parallel with the modal's code and the
 * search client's (./localClient.ts), instead of after them. On a slow phone that chain of chunks
 * took half a second before the entry was even asked for. This module is in every page's bundle
 * (the SearchBar's opening calls it), so it holds no engine code: the worker's script is its own
 * chunk, fetched only when `startIndexWork` runs.
 */

/** Per index URL: the worker, and the entry's download until the client's engine takes it. */
const started = new Map<string, {worker: Worker; bytes?: Promise<ArrayBuffer>; taken?: boolean}>();

/** The engine's worker, one per index URL (absolute) for the page's lifetime. */
export function engineWorker(absoluteUrl: string): Worker {
  let work = started.get(absoluteUrl);
  if (!work) {
    work = {worker: new Worker(new URL('./engine.worker.ts', import.meta.url))};
    started.set(absoluteUrl, work);
  }
  return work.worker;
}

/**
 * Starts the worker and the entry's download for an index URL, once, where the browser has workers
 * (elsewhere the client loads the index in the page when it is asked to). A failed download is not
 * reported here: the client that takes it fetches again.
 */
export function startIndexWork(indexUrl: string): void {
  if (typeof Worker !== 'function' || typeof location === 'undefined') return;
  const absoluteUrl = new URL(indexUrl, location.href).href;
  engineWorker(absoluteUrl);
  const work = started.get(absoluteUrl)!;
  if (work.bytes || work.taken) return;
  work.bytes = fetchIndexBytes(absoluteUrl);
  work.bytes.catch(() => undefined);
}

/** The entry's download the tap started, handed over once (a second load fetches again), or undefined. */
export function takeStartedEntry(absoluteUrl: string): Promise<ArrayBuffer> | undefined {
  const work = started.get(absoluteUrl);
  if (!work || work.taken) return undefined;
  work.taken = true;
  const {bytes} = work;
  work.bytes = undefined;
  return bytes;
}
