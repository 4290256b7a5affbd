import type {useAlgoliaAskAi as UpstreamHook} from '@docusaurus/theme-search-algolia/client';
import {searchBoxTranslations} from './searchBoxTranslations';

const noToggle = (): void => {};

/**
 * The SearchBar's Ask AI state where the guide offers none (no `askAi` in its configuration): what
 * theme-search-algolia's hook (./askAi.ts) returns then, without its import of every word of the
 * modal (about 2 KiB compressed in every page's main script; they come with the modal's code,
 * ./modalCode.ts). The placeholder is the same translation.
 */
export const useAlgoliaAskAi: typeof UpstreamHook = (props) => ({
  canHandleAskAi: false,
  isAskAiActive: false,
  currentPlaceholder: searchBoxTranslations.searchBox.placeholderText || props?.placeholder,
  onAskAiToggle: noToggle,
  askAi: undefined,
  extraAskAiProps: {askAi: undefined, canHandleAskAi: false, isAskAiActive: false, onAskAiToggle: noToggle},
});
