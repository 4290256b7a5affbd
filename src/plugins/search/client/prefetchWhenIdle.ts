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

export function prefetchWhenIdle(alsoWhenIdle?: () => void): () => void {
  if (savesData()) return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const prefetch = (): void => {
    if (cancelled) return;
    void import('./docSearchPrefetch').catch(() => undefined);
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
