import {fetchIndexBytes} from '../index/loader';
import type {AlgoliaSearchRequest} from '../engine/params';

/*
 * The offline search's first moves, made once the page is idle or at the reader's tap, whichever
 * comes first: the engine's worker starts (its script downloads and runs) and the index's entry is
 * fetched, in parallel with the modal's code and the search client's (./localClient.ts), instead
 * of after them. At idle the entry is also handed to the worker, which parses it then, beside the
 * page. On a slow phone that chain took 0.8 s after the tap. This module is in every page's bundle
 * (the SearchBar calls it), so it holds no engine code: the worker's script is its own chunk,
 * fetched only when `startIndexWork` runs.
 */

/**
 * Per index URL: the worker, and the entry until the client's engine takes it: its bytes, or
 * undefined once the worker holds it.
 */
type Work = {worker: Worker; entry?: Promise<ArrayBuffer | undefined>; taken?: boolean};
const started = new Map<string, Work>();

/**
 * The ids of the messages sent here, the load at idle and a search asked ahead: the client's own
 * messages count from 0, and nobody waits for their answers.
 */
const idleLoadId = -1;
const aheadSearchId = -2;

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
 * (elsewhere the client loads the index in the page when it is asked to). `parse`: the worker
 * parses the entry as soon as it arrives (at idle: the reader has not asked yet). A failed download
 * is not reported here: the client that takes it fetches again. Returns the URL's work, if any.
 */
export function startIndexWork(indexUrl: string, parse = false): Work | undefined {
  if (typeof Worker !== 'function' || typeof location === 'undefined') return undefined;
  const absoluteUrl = new URL(indexUrl, location.href).href;
  const worker = engineWorker(absoluteUrl);
  const work = started.get(absoluteUrl)!;
  if (work.entry || work.taken) return work;
  const bytes = fetchIndexBytes(absoluteUrl);
  work.entry = parse
    ? bytes.then((entry) => {
        worker.postMessage({id: idleLoadId, type: 'load', bytes: entry, url: absoluteUrl}, [entry]);
        return undefined;
      })
    : bytes;
  work.entry.catch(() => undefined);
  return work;
}

/**
 * The entry the idle moment or the tap started, handed over once (a second load fetches again):
 * its bytes, or undefined when the worker holds it already; undefined when nothing was started.
 */
export function takeStartedEntry(absoluteUrl: string): Promise<ArrayBuffer | undefined> | undefined {
  const work = started.get(absoluteUrl);
  if (!work || work.taken) return undefined;
  work.taken = true;
  const {entry} = work;
  work.entry = undefined;
  return entry;
}

/**
 * Starts the worker and the entry's download as `startIndexWork` does, the worker parsing the entry
 * as it arrives, then has it search `requests` once that is done: the files the search needs
 * (term shards, texts) are fetched then, and the same query asked later finds them fetched or
 * under way (the engine fetches each file once). Its answer is thrown away.
 */
export function searchAhead(indexUrl: string, requests: AlgoliaSearchRequest[]): void {
  const work = startIndexWork(indexUrl, true);
  void work?.entry?.then(
    () => work.worker.postMessage({id: aheadSearchId, type: 'search', requests}),
    () => undefined,
  );
}
