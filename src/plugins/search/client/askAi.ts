/**
 * The SearchBar's Ask AI state: theme-search-algolia's own hook.
 */
export {useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
