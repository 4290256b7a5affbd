/**
 * Loaded by ./prefetchWhenIdle.ts when the page is idle. Its import is never called: marked
 * webpackPrefetch, it makes webpack fetch the DocSearch modal's chunk (./modalCode.ts, the module
 * the SearchBar imports when the search opens, so the same file) with `<link rel="prefetch">` as soon as this
 * module's own small chunk has loaded. DocSearch's stylesheet is already in the page's: Docusaurus
 * puts every stylesheet in one.
 */
export const docSearchModalCode = (): Promise<unknown> => import(/* webpackPrefetch: true */ './modalCode');
