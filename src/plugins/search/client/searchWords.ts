import {translate} from '@docusaurus/Translate';
import type {DialogWords, NoResultsWords, StartWords} from '../lib/dialogMarkup';
import type {LayoutNoticeMessages} from '../lib/layoutNotice';

/*
 * The search dialog's words, by theme-search-algolia's translation ids (i18n/he/code.json) where DocSearch has the
 * same text, else the guide's own.
 */

/** "החיפוש נטען…": the search's code or its index is still loading. */
export function loadingText(): string {
  return translate({id: 'custom.search.loading', message: 'החיפוש נטען…', description: 'Shown in the search while its code or its index is still loading'});
}

/** The frame's words, which the SearchBar renders with the page. */
export function dialogWords(): DialogWords {
  return {
    label: translate({id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search', description: 'The ARIA label for search input'}),
    placeholder: translate({id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs', description: 'The placeholder text for the main search input field'}),
    clear: translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query', description: 'The label and ARIA label for search box reset button'}),
    cancel: translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel', description: 'The label and ARIA label for search box cancel button'}),
    loading: loadingText(),
    navigate: translate({id: 'theme.SearchModal.footer.navigateText', message: 'to navigate', description: 'The navigate text for footer'}),
    up: translate({id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up', description: 'The ARIA label for navigate up key in footer'}),
    down: translate({id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down', description: 'The ARIA label for navigate down key in footer'}),
    select: translate({id: 'theme.SearchModal.footer.selectText', message: 'to select', description: 'The select text for footer'}),
    close: translate({id: 'theme.SearchModal.footer.closeText', message: 'to close', description: 'The close text for footer'}),
    closeKey: translate({id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key', description: 'The ARIA label for close key in footer'}),
    newTab: translate({
      id: 'custom.search.newTabHint',
      message: 'לפתיחה בכרטיסייה חדשה',
      description: 'Footer of the search modal, after the keys Ctrl (⌘ on a Mac) and Enter: they open the chosen result in a new tab',
    }),
    enterKey: translate({id: 'custom.search.enterKey', message: 'מקש Enter', description: "Accessible name of the Enter key drawn in the search modal's footer"}),
    slashSetting: translate({
      id: 'custom.search.slashShortcut',
      message: 'המקש {key} פותח את החיפוש',
      description: "The setting in the search dialog's footer that turns the single-key shortcut off and on",
    }),
  };
}

/** The words of the dialog's screens and of what its status says. */
export function searchMessages(): {
  start: StartWords;
  noResults: Omit<NoResultsWords, 'notice'>;
  error: {title: string; help: string};
  unansweredKept: string;
  seeAll: string;
  found: string;
  locale: string;
} {
  const noResults = translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for', description: 'The text when there are no results'});
  return {
    start: {
      recent: translate({id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent', description: 'The title for recent searches'}),
      favorites: translate({id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite', description: 'The title for favorite searches'}),
      none: translate({id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches', description: 'The text when there are no recent searches'}),
      save: translate({id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search', description: 'The title for save recent search button'}),
      remove: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
        description: 'The title for remove recent search button',
      }),
      removeFavorite: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
        description: 'The title for remove favorite search button',
      }),
    },
    noResults: {
      noResults,
      tryThese: translate({
        id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
        description: 'The text for suggested query',
      }),
      report: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
        description: 'The text for reporting missing results',
      }),
      reportLink: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.', description: 'The link text for reporting missing results'}),
    },
    error: {
      title: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results', description: 'The title for error screen'}),
      help: translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.', description: 'The help text for error screen'}),
    },
    unansweredKept: translate({
      id: 'custom.search.unansweredKept',
      message: 'חיפושים שלא מצאו תוצאות נשמרים אצלנו כדי לשפר את המדריך, ולכן אל תקלידו בחיפוש שמות או פרטים אישיים אחרים.',
      description: 'Search no-results screen, in a build with the feedback service: unanswered searches are kept; type no personal details',
    }),
    seeAll: translate({id: 'theme.SearchBar.seeAll', message: 'See all {count} results'}),
    found: translate({
      id: 'theme.SearchPage.documentsFound.plurals',
      description:
        'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One document found|{count} documents found',
    }),
    locale: document.documentElement.lang || 'he',
  };
}

export function layoutNoticeMessages(): LayoutNoticeMessages {
  return {
    typedOnEnglish: translate({
      id: 'custom.search.layoutReading.typedOnEnglish',
      message: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת אנגלית)',
      description: 'Shown when a query typed in Latin letters was searched as the Hebrew the same keys give ({reading})',
    }),
    typedOnHebrew: translate({
      id: 'custom.search.layoutReading.typedOnHebrew',
      message: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת עברית)',
      description: 'Shown when a query typed in Hebrew letters was searched as the English the same keys give ({reading})',
    }),
  };
}
