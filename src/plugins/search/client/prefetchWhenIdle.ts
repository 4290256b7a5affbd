/**
 * Fetches the DocSearch modal's code once the page is idle (after the load event, at the browser's
 * first idle moment, or after `idleTimeoutMs` at the latest), so that it is in the browser before
 * the reader opens the search. It is fetched, not run: loading the small ./docSearchPrefetch module
 * makes webpack add `<link rel="prefetch">` for the modal's chunk (its webpackPrefetch import),
 * which the browser fetches at the lowest priority and keeps for the `import()` that opens the
 * modal; running the modal's code then costs no main-thread time on a page that never searches.
 * Hovering, touching or focusing the search button loads (and runs) the code at once (SearchBar).
 * `alsoWhenIdle` readies the search itself at the same moment (offline: ./useSearchClient.ts's
 * useIdleSearchWarmup). Nothing when the reader saves data (`savesData`). Returns the cancel
 * function (for an effect's cleanup).
 */
const idleTimeoutMs = 5000;

/**
 * Whether the reader asked the browser to save data, or is on a 2G connection (the test the core
 * makes before prefetching a page's code): then nothing of the search is fetched ahead, about
 * 150 KiB that a reader who never searches would pay for; it loads when the search is opened.
 */
function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}

let arrived = false;

/**
 * Whether the modal's prefetched code has arrived (it is in the browser's cache): opening the search
 * then only runs it, which ./useSearchOpening.ts puts off while the reader types.
 */
export const prefetchArrived = (): boolean => arrived;

/**
 * Watches the scripts webpack prefetches (`<link rel="prefetch" as="script">`, added as the small
 * module's chunk arrives, before its import resolves): `arrived` once each has a resource timing
 * entry or fired its load event. A failed prefetch leaves it false: the tap loads the code itself.
 * The first call's links only.
 */
let watched = false;

function watchPrefetchedScripts(): void {
  // Once, for the modal's links: a second call (the idle moment's, after the load event's) would
  // watch the links other prefetches have added since (the offline client's, the next pages'), and
  // say the modal's code is not here while it is.
  if (watched) return;
  watched = true;
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="script"]'));
  const waiting = new Set(links.filter((link) => performance.getEntriesByName(link.href).length === 0));
  arrived = links.length > 0 && waiting.size === 0;
  for (const link of waiting) {
    link.addEventListener(
      'load',
      () => {
        waiting.delete(link);
        arrived = waiting.size === 0;
      },
      {once: true},
    );
  }
}

/** How long after the load event the prefetch of ./searchWarmup.ts waits for an idle moment at most. */
const loadDeadlineMs = 100;

/**
 * The same prefetch (and `alsoThen`), from ./searchWarmup.ts as the site's code runs, not from the
 * SearchBar's effect: once the page's load event has come, at the browser's first idle moment or
 * `loadDeadlineMs` after it at the latest. On a slow phone the page hydrates for seconds after its
 * load, its network quiet meanwhile, and its first idle moment (and the effect that waits for it)
 * came after hydration: a reader who tapped the search then found the modal's code, the engine's
 * worker and the index's entry not fetched yet, and waited for them after the tap. Fetched, not run:
 * the main thread only starts the worker. Nothing when the reader saves data.
 */
export function prefetchAtLoad(alsoThen?: () => void): void {
  if (savesData()) return;
  const prefetch = (): void => {
    void import('./docSearchPrefetch').then(watchPrefetchedScripts, () => undefined);
    alsoThen?.();
  };
  const schedule = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, {timeout: loadDeadlineMs});
    else setTimeout(prefetch, loadDeadlineMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
}

export function prefetchWhenIdle(alsoWhenIdle?: () => void): () => void {
  if (savesData()) return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (): void => {
    if (cancelled) return;
    void import('./docSearchPrefetch').then(watchPrefetchedScripts, () => undefined);
    alsoWhenIdle?.();
  };
  const schedule = (): void => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(prefetch, {timeout: idleTimeoutMs});
    else timer = setTimeout(prefetch, idleTimeoutMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
