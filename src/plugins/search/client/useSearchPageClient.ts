import {useMemo} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LiteClient} from 'algoliasearch/lite';
import {indexUrlPath} from '@site/src/search/index/loader';
import {createSearchClient} from '@site/src/search/client/localClient';
import {withSearchEvents} from '@site/src/analytics/searchClient';
import {useSearchSettings} from './useSearchClient';

// Not in ./useSearchClient: that module is in every page's bundle (the navbar's SearchBar), and
// this one brings the search clients' code, which only /search needs at once.

/**
 * The /search page's client, the same one the modal uses (offline, Algolia or a self-hosted
 * server). The page creates it as it renders: in the browser, that is when /search opens, so the
 * offline index starts loading then.
 *
 * Its answers are reported like the modal's (src/analytics/reportSearch.ts, loaded with the
 * client): a `search` event once typing settles and `search_no_results`, with the same limits on
 * the term, and only with the reader's consent.
 */
export function useSearchPageClient(appId: string, apiKey: string): LiteClient {
  const {host} = useSearchSettings();
  const indexUrl = useBaseUrl(indexUrlPath);
  return useMemo(
    () =>
      withSearchEvents(
        createSearchClient({appId, apiKey, host, indexUrl, preload: ExecutionEnvironment.canUseDOM}),
        import('@site/src/analytics/reportSearch').then(({reportPageSearch}) => ({reportSearch: reportPageSearch})),
      ),
    [appId, apiKey, host, indexUrl],
  );
}
