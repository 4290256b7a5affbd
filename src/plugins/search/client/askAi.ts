/**
 * The SearchBar's Ask AI state: theme-search-algolia's own hook. A guide whose configuration has no
 * `askAi` never bundles this module: the plugin (../index.ts) puts ./withoutAskAi.ts in its place,
 * as it leaves Ask AI's code out of the modal.
 */
export {useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
