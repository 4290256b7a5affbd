import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {localAppId, type SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/indexLoader';
import {prefetchAtLoad} from './prefetchWhenIdle';
import {warmSearch} from './useSearchClient';

/*
 * A quick reader's first search: the modal's code prefetched, and offline the engine's worker and
 * the index's entry readied, once the page's load event has come (its first idle moment after it,
 * 100 ms at the latest: ./prefetchWhenIdle.ts's prefetchAtLoad), scheduled as the site's code runs,
 * not once React has hydrated the page and it is idle (the SearchBar's effect still asks then, and
 * finds them under way). The size budget, whose pages never have an idle moment
 * (scripts/check-budget.ts), charges them to the first search, as before. Not on the /search page, whose own results need the
 * bandwidth (its LCP), as the SearchBar's idle prefetch leaves it alone too.
 */
if (ExecutionEnvironment.canUseDOM) {
  const {appId, searchPagePath} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  if (!location.pathname.replace(/\/$/, '').endsWith(`/${searchPagePath}`)) {
    const indexUrl = `${siteConfig.baseUrl.replace(/\/$/, '')}${indexUrlPath}`;
    prefetchAtLoad(appId === localAppId ? () => warmSearch(indexUrl) : undefined);
  }
}
