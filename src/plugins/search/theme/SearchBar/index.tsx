/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia 3.10.2; the guide's changes are marked (CUSTOM),
// their reasons in ../../README.md.

import {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor, mergeFacetFilters} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAnalyticsConsent} from '@site/src/components/AnalyticsConsent/useAnalyticsConsent';
import {withSearchEvents} from '@site/src/analytics/searchClient';
import type {LiteClient} from 'algoliasearch/lite';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {cutQuery} from '@site/src/search/config';
import {modalSnippets, snippetWords} from '@site/src/search/client/snippets';
import {answeredHits, answeredQuery, withAnsweredQuery} from '../../lib/queryStamp';
import {withAnswersInOrder} from '../../lib/answerOrder';
import {useSite} from '@site/src/hooks/useSite';
import {useSearchSettings, useTransformSearchClient as useGuideSearchClient} from '../../client/useSearchClient';
import {SearchButton} from '../../client/SearchButton';
import {useSearchOpening} from '../../client/useSearchOpening';
import {useSearchLoadingStatus} from '../../client/SearchLoadingStatus';
import {searchBoxTranslations} from '../../client/searchBoxTranslations';
import {useUnansweredNotice} from '../../client/unansweredNotice';
import {useAlgoliaAskAi} from '../../client/askAi';
import {connectAhead} from '../../client/connectAhead';
import {useSlashShortcut, useSlashShortcutSetting} from '../../client/SlashShortcutSetting';
import {withSectionHeading, withSectionSnippet} from '../../lib/sectionHeading';
import {pageHitFirst} from '../../lib/pageFirst';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<(DocSearchModalProps & {askAi: unknown})['askAi'], string | undefined>;
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  /** (CUSTOM) The host the search asks, connected to once the reader opens the search (none offline). */
  connectAhead?: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// (CUSTOM) The modal's words come with its code (../../client/modalCode.ts).
let modalWords: DocSearchTranslations['modal'] | undefined;

// (CUSTOM) The modal's code only: its stylesheets are client modules (../../index.ts). Every
// stylesheet ends up in the page's one, and imported here each left an empty script of its own,
// which the tap fetched (unprefetched) before the modal could open.
function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return import('../../client/modalCode').then(({DocSearchModal: Modal, translations}) => {
    DocSearchModal = Modal;
    modalWords = translations.modal;
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          // (CUSTOM) A paragraph's hit names its section after its page, and a heading's hit shows its
          // section's snippet (../../lib/sectionHeading.ts); a page's own hit comes before its
          // sections', which the modal draws as its branches (../../lib/pageFirst.ts).
          pageHitFirst(items).map((item) => ({
            ...withSectionHeading(withSectionSnippet(item)),
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  // (CUSTOM) data-query: the query this result answers (../../lib/queryStamp.ts), read by the live
  // region and the layout notice, which say nothing of results another query left on screen.
  return (
    <Link to={hit.url} data-query={answeredQuery(hit)}>
      {children}
    </Link>
  );
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // (CUSTOM) The count of the answer whose results are on screen (../../lib/queryStamp.ts): the
  // modal's context.nbHits adds up every keystroke's count.
  const count = answeredHits(state.collections.flatMap((collection) => collection.items)) ?? 0;

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as unknown as DocSearchProps);
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(props);

  const {connectAhead: searchOrigin} = props;
  const prepareSearchContainer = useCallback(() => {
    // (CUSTOM) The search's host, only now that the reader opens the search (../../client/connectAhead.ts).
    connectAhead(searchOrigin);
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [searchOrigin]);

  const {insights} = props;
  // (CUSTOM) With insights on, DocSearch's insights plugin takes the client the page defines
  // (window[AlgoliaAnalyticsObject], which search-insights sets when it loads) instead of
  // fetching the library from a CDN, which the Content-Security-Policy blocks. Without it (offline),
  // the modal still opens: only the click analytics are lost.
  const loadModal = useCallback(() => Promise.all([importDocSearchModalIfNeeded(), insights && import('search-insights').catch(() => undefined)]), [insights]);
  const modalLoaded = useCallback(() => DocSearchModal !== null && !insights, [insights]);

  // (CUSTOM) No keystroke lost while the modal's code loads: the opening dialog takes them, and the
  // modal starts from them (../../client/useSearchOpening.ts).
  const {
    waiting,
    open: openModal,
    close: closeModal,
    initialQuery: openingQuery,
    preload: preloadModal,
  } = useSearchOpening({
    prepare: prepareSearchContainer,
    loaded: modalLoaded,
    load: loadModal,
    isOpen,
    setIsOpen,
    container: searchContainer,
    onClose: useCallback(() => {
      setIsOpen(false);
      searchButtonRef.current?.focus();
      onAskAiToggle(false);
    }, [onAskAiToggle]),
  });
  // (CUSTOM) "החיפוש נטען…" in the modal while the search itself still loads.
  const loadingStatus = useSearchLoadingStatus(isOpen, searchContainer);
  // (CUSTOM) The "/" shortcut can be turned off, in the modal's footer (WCAG 2.1.4).
  const [slashShortcut, setSlashShortcut] = useSlashShortcut();
  const slashSetting = useSlashShortcutSetting(isOpen, searchContainer, slashShortcut, setSlashShortcut);

  const resultsFooterComponent = useResultsFooterComponent({closeModal});
  const searchPageUrl = useBaseUrl(`/${typeof props.searchPagePath === 'string' ? props.searchPagePath : 'search'}`);
  // (CUSTOM) The search button is the guide's: its name is its visible text (WCAG 2.5.3).
  // (CUSTOM) Its words, and the opening dialog's, are here from the first paint (the ids of
  // theme-search-algolia's translations, checked by ../../lib/searchBoxTranslations.test.ts); the modal's others come
  // with its code.
  const buttonTranslations = props.translations?.button ?? searchBoxTranslations.button;
  const openingTranslations = props.translations?.modal?.searchBox ?? searchBoxTranslations.searchBox;
  // (CUSTOM) Where unanswered searches are kept (SITE_FEEDBACK_URL), the no-results screen says so before "Let us know."
  const unansweredNotice = useUnansweredNotice();
  const modalTranslations = withUnansweredNotice(props.translations?.modal ?? modalWords, unansweredNotice);

  useDocSearchKeyboardEvents({
    // (CUSTOM) The opening dialog counts as open: the shortcut closes it. DocSearch 4 never calls onInput.
    isOpen: isOpen || waiting,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    keyboardShortcuts: {'Ctrl/Cmd+K': true, '/': slashShortcut},
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {/* (CUSTOM) No preconnect in the page's head: the search connects when it opens (prepareSearchContainer). */}
      <SearchButton
        label={buttonTranslations?.buttonText ?? ''}
        opening={openingTranslations}
        // (CUSTOM) The modal's code loads as the pointer, a touch or the focus reaches the button.
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        ref={searchButtonRef}
      />
      {/* (CUSTOM) Without JavaScript the button does nothing, and the no-JavaScript style hides it
          (src/plugins/no-js-navigation): this link takes its place, to the /search page, which says
          what the reader can do instead (SearchPage/WithoutScriptNotice.tsx). */}
      {props.searchPagePath && (
        <noscript>
          <a className="navbar__link search-without-script" href={searchPageUrl}>
            {buttonTranslations?.buttonText ?? ''}
          </a>
        </noscript>
      )}

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            // (CUSTOM) What the reader typed while the modal loaded; else the selected text, cut
            // to the 64 characters the search takes.
            initialQuery={openingQuery() ?? cutQuery(window.getSelection()?.toString() ?? '')}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            {...(props as unknown as DocSearchProps)}
            translations={modalTranslations}
            searchParameters={searchParameters}
            {...extraAskAiProps}
          />,
          searchContainer.current,
        )}
      {loadingStatus}
      {slashSetting}
    </>
  );
}

/** The modal's words with the notice, one object for each set of words (they come with the modal's code), so that the modal's props keep their identity across renders. */
const wordsWithNotice = new WeakMap<NonNullable<DocSearchTranslations['modal']>, NonNullable<DocSearchTranslations['modal']>>();

/** The modal's words with the notice before the no-results screen's "Let us know." question. */
function withUnansweredNotice(words: DocSearchTranslations['modal'] | undefined, notice: string | undefined): DocSearchTranslations['modal'] | undefined {
  if (!words || !notice) return words;
  let withNotice = wordsWithNotice.get(words);
  if (!withNotice) {
    const screen = words.noResultsScreen ?? {};
    withNotice = {...words, noResultsScreen: {...screen, reportMissingResultsText: `${notice} ${screen.reportMissingResultsText ?? ''}`.trim()}};
    wordsWithNotice.set(words, withNotice);
  }
  return withNotice;
}

/**
 * (CUSTOM) The guide's props: its search client (offline by default), loaded when the modal opens;
 * shorter snippets; an early connection only to the host the search really uses; and "Let us know."
 * on the no-results screen mails support, with the query filled in.
 */
function useGuideProps(): Partial<DocSearchV4Props> {
  const {siteConfig} = useDocusaurusContext();
  const {mode, host} = useSearchSettings();
  const guideClient = useGuideSearchClient();
  // (CUSTOM) What readers search for, once their typing settles, reported to analytics with the
  // reader's consent (src/analytics/reportSearch.ts, loaded when the modal opens).
  const transformSearchClient = useCallback(
    // A late answer to an earlier keystroke is the newest one already given (../../lib/answerOrder.ts).
    (client: LiteClient) => withAnswersInOrder(withSearchEvents(withAnsweredQuery(guideClient ? guideClient(client) : client), import('@site/src/analytics/reportSearch'))),
    [guideClient],
  );
  const {links} = useSite();
  // Algolia's view and click events are analytics: sent only with the reader's consent, which
  // only a build with GTAG_TRACKING_ID asks for (src/plugins/analytics).
  const {consent} = useAnalyticsConsent();
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => {
      const subject = translate(
        {id: 'custom.search.missingResultsSubject', message: 'חיפוש ללא תוצאות: {query}', description: 'E-mail subject when a reader reports a search without results'},
        {query},
      );
      return `${links.mailto}?subject=${encodeURIComponent(subject)}`;
    },
    [links.mailto],
  );
  return {
    searchParameters: {
      // Algolia's search analytics (its statistics of each query, keyed by the reader's address) only with consent, like its click events.
      analytics: mode === 'algolia' && consent === 'granted',
      attributesToSnippet: modalSnippets(snippetWords()),
    },
    // The lite client the guide builds is what DocSearch calls on its own.
    transformSearchClient: transformSearchClient as unknown as DocSearchV4Props['transformSearchClient'],
    // The host the search asks, connected to when the reader opens the search; none offline.
    connectAhead:
      mode !== 'algolia' ? undefined : host ? (/^https?:\/\//.test(host) ? host : `https://${host}`) : `https://${(siteConfig.themeConfig.algolia as {appId: string}).appId}-dsn.algolia.net`,
    getMissingResultsUrl,
    insights: mode === 'algolia' && consent === 'granted',
  };
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {mode} = useSearchSettings();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // (CUSTOM) The guide's props, between the theme config and the props given here.
    ...useGuideProps(),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return (
    <>
      {/* (CUSTOM) The search mode, for CSS and the modal's semantics. */}
      <Head>
        <html data-search-mode={mode} />
      </Head>
      <DocSearch {...docSearchProps} />
    </>
  );
}
