import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {cutQuery, searchPageHitsPerPage, type SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {searchAhead} from '@site/src/search/client/indexStart';

/*
 * The /search page, opened from its address, starts its search as the site's code runs, before
 * React renders the page: the engine's worker (its script downloads and runs), the index's entry,
 * which the worker parses as it arrives, and the search of the address's query, whose files the
 * worker fetches while the page hydrates. The page's own search (theme/SearchPage), asked once it
 * has rendered, finds them fetched or under way; its client takes the worker over
 * (src/search/client/localClient.ts). Before, the worker started only once the page had rendered.
 *
 * The page's HTML says it all: only /search carries the entry's preload (theme/SearchPage), and
 * only offline; the download here takes that preload.
 */
if (ExecutionEnvironment.canUseDOM) {
  const preloaded = document.querySelector<HTMLLinkElement>(`link[rel=preload][as=fetch][href$="${indexUrlPath}"]`);
  const query = cutQuery(new URLSearchParams(location.search).get('q') ?? '');
  if (preloaded && query.trim()) {
    const {indexName} = siteConfig.themeConfig.algolia as SearchThemeConfig;
    // The page's page of results: the texts of the same hits.
    searchAhead(preloaded.href, [{indexName, query, hitsPerPage: searchPageHitsPerPage}]);
  }
}
