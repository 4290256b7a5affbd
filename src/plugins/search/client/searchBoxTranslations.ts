import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

/**
 * The search button's words and the opening dialog's (../lib/openingScript.ts), there from the first
 * paint. They are theme-search-algolia's own translations (its ids, its messages; Hebrew in
 * i18n/he/code.json), taken one by one: its whole table, every screen of the modal, comes with the
 * modal's code (./modalCode.ts). ../lib/searchBoxTranslations.test.ts checks each id against upstream's table.
 */
export const searchBoxTranslations = {
  button: {
    buttonText: translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'}),
  },
  searchBox: {
    searchInputLabel: translate({id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search', description: 'The ARIA label for search input'}),
    placeholderText: translate({id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs', description: 'The placeholder text for the main search input field'}),
    closeButtonText: translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel', description: 'The label and ARIA label for search box cancel button'}),
  },
} satisfies {button: DocSearchTranslations['button']; searchBox: NonNullable<DocSearchTranslations['modal']>['searchBox']};
