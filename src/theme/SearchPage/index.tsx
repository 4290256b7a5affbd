import {useLayoutEffect, type ReactNode} from 'react';
import {preload} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {useSearchQueryString} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cutQuery} from '@site/src/search/config';
import {defaultIndexPath} from '@site/src/search/indexLoader';
import type {SearchSettings} from '@site/src/search/useSearchClient';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The theme's page takes its query, title and heading from ?q= as it is; a longer query is cut to
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

// The theme's page sets a title only: give it the description every other page has; and keep its
// query within the 64 characters the search accepts. Offline, the index downloads with
// the page's HTML (a preload the search client's own request takes), not after its scripts have run.
export default function SearchPageWrapper(props: Props): ReactNode {
  useQueryWithinLimit();
  const {mode} = useDocusaurusContext().siteConfig.customFields!.search as SearchSettings;
  const indexUrl = useBaseUrl(defaultIndexPath);
  if (mode === 'local') {
    // React writes the <link rel="preload"> into the page's HTML and keeps it on hydration.
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
      <SearchPage {...props} />
    </>
  );
}
