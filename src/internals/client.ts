/**
 * The Docusaurus modules that are not its public API, as the browser's bundle loads them. Each is
 * a function, so that importing this module evaluates none of them: the core's client modules are
 * in the bundle's entry (webpackMode "eager": no file of their own) and evaluated when asked for
 * (src/plugins/staged-start); the theme's Prism loader is a file of its own, fetched with the first
 * code block (src/plugins/code-highlighter). internals.test.ts checks each one.
 */

/** The core's root component (its entry imports it before it hydrates). */
export const loadCoreApp = () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');

/** The core's preloading of a route's code: `preload(pathname)`. */
export const loadCorePreload = () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');

/** The core's client entry, which hydrates the page as it is evaluated. */
export const loadCoreClientEntry = () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');

/** Registers `prism.additionalLanguages` with Prism: the theme's client module, which patches/ takes off every page. */
export const loadPrismLanguages = () => import('@docusaurus/theme-classic/lib/prism-include-languages');
