/**
 * Loaded offline when the page is idle (./useSearchClient.ts's useIdleSearchWarmup). Its import is
 * never called: marked webpackPrefetch, it makes webpack fetch the offline client's chunks
 * (src/search/client/localClient.ts and Algolia's lite client) with `<link rel="prefetch">` as soon as
 * this module's own small chunk has loaded, so that the tap finds them here, without running them
 * on a page that never searches (as ./docSearchPrefetch.ts does for the modal's code).
 */
export const offlineClientCode = (): Promise<unknown> => import(/* webpackPrefetch: true */ '@site/src/search/client/localClient');
