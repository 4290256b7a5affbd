import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {SearchThemeConfig} from '@site/src/search/config';
import {prefetchAtLoad} from './prefetchWhenIdle';

/*
 * With Algolia, a quick reader's first search: the modal's code prefetched once the page's load event has come (its
 * first idle moment after it, 100 ms at the latest: ./prefetchWhenIdle.ts's prefetchAtLoad), scheduled as the site's
 * code runs, not once React has hydrated the page and it is idle (the SearchBar's effect still asks then, and finds it
 * under way). The size budget, whose pages never have an idle moment (scripts/check-budget.ts), charges it to the first
 * search. Not on the /search page, whose own results need the bandwidth (its LCP).
 */
if (ExecutionEnvironment.canUseDOM) {
  const {searchPagePath} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  if (!location.pathname.replace(/\/$/, '').endsWith(`/${searchPagePath}`)) prefetchAtLoad();
}
