import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {idleQueue} from '../lib/idleQueue';

/**
 * Links to other pages prefetch their page's code as they come into view (the core's <Link>, and
 * the server-rendered article's links in src/plugins/static-article): each one asks
 * `window.docusaurus.prefetch`. Here each of those asks waits for an idle moment of its own.
 *
 * Docusaurus runs them as the links appear: on a guide page, the sidebar's, the navbar's and the
 * article's links come into view together just after hydration, and their prefetches (each
 * matching the route and adding a `<link rel="prefetch">` per chunk: 375 on the longest page at
 * 1280 px) ran as one task of about 100 ms on this machine, four times that on Lighthouse's phone.
 * Loading a page on hover or touch (`preload`) is left as it is: it runs at once.
 *
 * The core sets `window.docusaurus` (a frozen object) as its entry runs, after the client modules;
 * this module takes that assignment and keeps the object with `prefetch` queued.
 */
type DocusaurusGlobal = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

/** At most this long before a queued prefetch runs even on a page that is never idle. */
const idleTimeoutMs = 10_000;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: idleTimeoutMs});
  else setTimeout(run, 50);
}

if (ExecutionEnvironment.canUseDOM) {
  const queue = idleQueue(whenIdle);
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(core: DocusaurusGlobal) {
      current = Object.freeze({
        ...core,
        prefetch: (routePath: string) => queue.add(routePath, () => void core.prefetch(routePath)),
      });
    },
  });
}
