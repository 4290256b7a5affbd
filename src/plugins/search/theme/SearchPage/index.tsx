import {useLayoutEffect, type ReactNode} from 'react';
import {preload} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, useSearchQueryString} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {cutQuery} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {useSearchSettings} from '../../client/useSearchClient';
import SearchPageContent from './Content';

// The /search page of @docusaurus/theme-search-algolia 3.10.2, ejected: ./Content.tsx is the
// theme's page (changes marked (CUSTOM)), this file what the guide adds around it.

/**
 * (CUSTOM) The page takes its query, title and heading from ?q= as it is; a longer query is cut to
 * the limit in the address itself, before the browser paints, so that all of them follow.
 */
function useQueryWithinLimit(): void {
  const [query, setQuery] = useSearchQueryString();
  const cut = cutQuery(query);
  useLayoutEffect(() => {
    if (cut !== query) {
      setQuery(cut);
    }
  }, [cut, query, setQuery]);
}

export default function SearchPage(): ReactNode {
  // (CUSTOM) Keep the query within the 64 characters the search accepts; offline, the index
  // downloads with the page's HTML (a preload the search client's own request takes), not after
  // its scripts have run; and a meta description like every other page's.
  useQueryWithinLimit();
  const {mode} = useSearchSettings();
  const indexUrl = useBaseUrl(indexUrlPath);
  if (mode === 'local' && !ExecutionEnvironment.canUseDOM) {
    // React writes the <link rel="preload"> into the page's HTML and keeps it on hydration. Only
    // there: in the browser, React would add it to the head of a page reached by a link (the
    // modal's "See all"), and the browser would fetch the entry again, though the engine the page
    // shares with the modal holds it; a page that has not loaded it yet asks for it as it renders.
    preload(indexUrl, {as: 'fetch', crossOrigin: 'anonymous', type: 'application/json'});
  }
  const description = translate({
    id: 'custom.searchPage.description',
    message: 'חיפוש בכל דפי המדריך למשתמש: הרשמה, חישוב חדש, פרמטרים, תוצאות הסריקה ותוצאות החישוב.',
    description: 'The meta description of the /search page',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <HtmlClassNameProvider className="search-page-wrapper">
        <SearchPageContent />
      </HtmlClassNameProvider>
    </>
  );
}
