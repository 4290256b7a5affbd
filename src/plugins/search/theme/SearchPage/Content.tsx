/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia 3.10.2; the guide's changes are marked (CUSTOM),
// their reasons in ../../README.md.

import {type ReactNode, startTransition, useEffect, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';

import algoliaSearchHelper from 'algoliasearch-helper';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {PageMetadata, useEvent, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {maxQueryLength, searchPageHitsPerPage} from '@site/src/search/config';
import {useSearchPageClient} from '../../client/useSearchPageClient';
import {useSearchSettings} from '../../client/useSearchClient';
import {useUnansweredNotice} from '../../client/unansweredNotice';
import {useAnalyticsConsent} from '@site/src/components/AnalyticsConsent/useAnalyticsConsent';
import AlgoliaLogo from './AlgoliaLogo';
import LayoutReadingNotice from './LayoutReadingNotice';
import {getSearchPageTitle, useDocumentsFoundPlural} from './pageTexts';
import QueryHeading from './QueryHeading';
import WithoutScriptNotice from './WithoutScriptNotice';
import {SearchVersionSelectList, useDocsSearchVersionsHelpers} from './VersionSelect';
import styles from './styles.module.css';

/** (CUSTOM) A query typed on the page is searched once typing has paused this long (the theme's delay). */
const typingPauseMs = 300;

type ResultDispatcherState = {
  items: {
    title: string;
    url: string;
    summary: string;
    breadcrumbs: string[];
  }[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  // (CUSTOM) The other keyboard layout's reading, when the engine searched it instead of the query.
  layoutReading?: string | null;
};

type ResultDispatcher = {type: 'reset'; value?: undefined} | {type: 'loading'; value?: undefined} | {type: 'update'; value: ResultDispatcherState} | {type: 'advance'; value?: undefined};

// (CUSTOM) The page's layout is rendered once, around the part that holds the search's state: the
// theme's component held both, and each change of that state (the search's start, its results)
// rendered the navbar and the footer again with the results, a long task on a phone as the first
// results came.
export default function SearchPageContent(): ReactNode {
  return (
    <Layout>
      <SearchPageMain />
    </Layout>
  );
}

function SearchPageMain(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const unansweredNotice = useUnansweredNotice();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();

  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);

  const initialSearchResultState: ResultDispatcherState = {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
  };
  const [searchResultState, searchResultStateDispatcher] = useReducer((prevState: ResultDispatcherState, data: ResultDispatcher) => {
    switch (data.type) {
      case 'reset': {
        return initialSearchResultState;
      }
      case 'loading': {
        return {...prevState, loading: true};
      }
      case 'update': {
        if (searchQuery !== data.value.query) {
          return prevState;
        }

        return {
          ...data.value,
          items: data.value.lastPage === 0 ? data.value.items : prevState.items.concat(data.value.items),
        };
      }
      case 'advance': {
        const hasMore = prevState.totalPages! > prevState.lastPage! + 1;

        return {
          ...prevState,
          lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage,
          hasMore,
        };
      }
      default:
        return prevState;
    }
  }, initialSearchResultState);

  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch ? ['language', 'docusaurus_tag'] : [];

  // (CUSTOM) The guide's client, the one the modal uses (offline, Algolia or a self-hosted server).
  const algoliaClient = useSearchPageClient(appId, apiKey);
  // (CUSTOM) Algolia's search analytics (its statistics of each query, keyed by the reader's
  // address) only with the reader's consent, as in the modal (theme/SearchBar).
  const {mode} = useSearchSettings();
  const {consent} = useAnalyticsConsent();
  const algoliaHelper = algoliaSearchHelper(algoliaClient, indexName, {
    hitsPerPage: searchPageHitsPerPage, // (CUSTOM) shared with the search asked ahead (client/searchPageStart.ts)
    analytics: mode === 'algolia' && consent === 'granted',
    advancedSyntax: true,
    disjunctiveFacets,
  });

  algoliaHelper.on('result', ({results: {query, hits, page, nbHits, nbPages, ...answer}}) => {
    if (query === '' || !Array.isArray(hits)) {
      searchResultStateDispatcher({type: 'reset'});
      return;
    }

    const sanitizeValue = (value: string) => value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

    const items = hits.map(
      ({
        url,
        _highlightResult: {hierarchy},
        _snippetResult: snippet = {},
      }: {
        url: string;
        _highlightResult: {hierarchy: {[key: string]: {value: string}}};
        _snippetResult: {content?: {value: string}};
      }) => {
        const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key]!.value));
        return {
          title: titles.pop()!,
          url: processSearchResultUrl(url),
          // (CUSTOM) The snippet carries the index's own ellipsis where it was cut.
          summary: snippet.content ? sanitizeValue(snippet.content.value) : '',
          breadcrumbs: titles,
        };
      },
    );

    // (CUSTOM) The results render as a transition: React renders them in slices, between which the
    // page stays responsive (on a phone, rendered at once, they were one long task).
    startTransition(() =>
      searchResultStateDispatcher({
        type: 'update',
        value: {
          items,
          query,
          totalResults: nbHits,
          totalPages: nbPages,
          lastPage: page,
          hasMore: nbPages > page + 1,
          loading: false,
          layoutReading: (answer as {layoutReading?: string}).layoutReading ?? null,
        },
      }),
    );
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;

          if (isIntersecting && prevY.current > currentY) {
            searchResultStateDispatcher({type: 'advance'});
          }

          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);

      Object.entries(docsSearchVersionsHelpers.searchVersions).forEach(([pluginId, searchVersion]) => {
        algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', `docs-${pluginId}-${searchVersion}`);
      });
    }

    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  // (CUSTOM) The query the page opens with is searched at once; one typed on the page once typing
  // pauses. The theme searched 300 ms after every change, the first too, and never cancelled one:
  // a word typed fast was searched once per letter.
  const opening = useRef(true);
  useEffect(() => {
    const openedWith = opening.current;
    opening.current = false;
    searchResultStateDispatcher({type: 'reset'});

    if (!searchQuery) {
      return undefined;
    }
    searchResultStateDispatcher({type: 'loading'});
    if (openedWith) {
      makeSearch();
      return undefined;
    }
    const typing = setTimeout(() => makeSearch(), typingPauseMs);
    return () => clearTimeout(typing);
  }, [searchQuery, docsSearchVersionsHelpers.searchVersions, makeSearch]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {
      return;
    }

    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return (
    <>
      <PageMetadata title={pageTitle} />

      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      {/* (CUSTOM) The page's content is its <main> landmark, with results or without (the theme
          wrapped only the result list, so an empty or failed search left the page without one). */}
      <main className="container margin-vert--lg">
        {/* (CUSTOM) The heading names ?q= as the HTML is parsed (./QueryHeading.tsx). */}
        <QueryHeading title={pageTitle} />
        {/* (CUSTOM) Without JavaScript, what to do instead of the search (./WithoutScriptNotice.tsx). */}
        <WithoutScriptNotice />

        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div
            className={clsx('col', styles.searchQueryColumn, {
              'col--9': docsSearchVersionsHelpers.versioningEnabled,
              'col--12': !docsSearchVersionsHelpers.versioningEnabled,
            })}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'The placeholder for search page input',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'The ARIA label for search page input',
              })}
              onChange={(e) => setSearchQuery(e.target.value)}
              value={searchQuery}
              // (CUSTOM) The search takes 64 characters at most.
              maxLength={maxQueryLength}
              autoComplete="off"
              autoFocus
            />
          </div>

          {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && <SearchVersionSelectList docsSearchVersionsHelpers={docsSearchVersionsHelpers} />}
        </form>

        <LayoutReadingNotice reading={searchResultState.items.length > 0 ? searchResultState.layoutReading : null} />

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>{!!searchResultState.totalResults && documentsFoundPlural(searchResultState.totalResults)}</div>

          <div className={clsx('col', 'col--4', styles.searchLogoColumn)}>
            <span>
              {translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by',
                description: 'The text explain that the search powered by Algolia',
              })}
            </span>
            <Link
              to="https://www.algolia.com/"
              aria-label={translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Powered by Algolia',
                description: 'The description label for Algolia mention',
              })}>
              <AlgoliaLogo />
            </Link>
          </div>
        </div>

        {searchResultState.items.length > 0 ? (
          <div>
            {searchResultState.items.map(({title, url, summary, breadcrumbs}, i) => (
              <article key={i} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                </Heading>

                {/* (CUSTOM) A plain list: a landmark per result made many with one name (axe landmark-unique). */}
                {breadcrumbs.length > 0 && (
                  <div>
                    <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                      {breadcrumbs.map((html, index) => (
                        <li
                          key={index}
                          className="breadcrumbs__item"
                          // Developer provided the HTML, so assume it's safe.
                          dangerouslySetInnerHTML={{__html: html}}
                        />
                      ))}
                    </ul>
                  </div>
                )}

                {summary && (
                  <p
                    className={styles.searchResultItemSummary}
                    // Developer provided the HTML, so assume it's safe.
                    dangerouslySetInnerHTML={{__html: summary}}
                  />
                )}
              </article>
            ))}
          </div>
        ) : (
          [
            searchQuery && !searchResultState.loading && (
              <p key="no-results">
                <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                  No results were found
                </Translate>
              </p>
            ),
            // (CUSTOM) Where unanswered searches are kept, the notice the modal's no-results screen shows too.
            searchQuery && !searchResultState.loading && unansweredNotice && <p key="unanswered-kept">{unansweredNotice}</p>,
            !!searchResultState.loading && <div key="spinner" className={styles.loadingSpinner} />,
          ]
        )}

        {searchResultState.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </>
  );
}
