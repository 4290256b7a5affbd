import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {localAppId, type SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {openingClass} from '../lib/openingScript';
import {prefetchAtLoad} from './prefetchWhenIdle';
import {warmSearch} from './useSearchClient';

/*
 * A quick reader's first search: the modal's code prefetched, and offline the engine's worker and
 * the index's entry readied, once the page's load event has come (its first idle moment after it,
 * 100 ms at the latest: ./prefetchWhenIdle.ts's prefetchAtLoad), scheduled as the site's code runs,
 * not once React has hydrated the page and it is idle (the SearchBar's effect still asks then, and
 * finds them under way). The size budget, whose pages never have an idle moment
 * (scripts/check-budget.ts), charges them to the first search, as before. Not on the /search page, whose own results need the
 * bandwidth (its LCP), as the SearchBar's idle prefetch leaves it alone too. Offline, the opening
 * dialog's own answers (./openingAnswers.ts) are fetched then too, and run from the first keystroke in
 * the dialog, on every page.
 */
if (ExecutionEnvironment.canUseDOM) {
  const {appId, indexName, searchPagePath} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const indexUrl = `${siteConfig.baseUrl.replace(/\/$/, '')}${indexUrlPath}`;
  const offline = appId === localAppId;
  // Offline, the opening dialog answers each keystroke itself until the modal takes over
  // (./openingAnswers.ts, fetched with the search's readying at the load event, else at the first keystroke).
  let answers: Promise<typeof import('./openingAnswers')> | undefined;
  const loadAnswers = () => (answers ??= import('./openingAnswers'));
  const answer = (field: HTMLInputElement): void => {
    loadAnswers().then(
      ({answerInDialog}) => answerInDialog(field, indexUrl, indexName),
      () => {
        answers = undefined;
      },
    );
  };
  if (offline) {
    document.addEventListener('input', ({target}) => {
      if (target instanceof HTMLInputElement && target.classList.contains(`${openingClass}__input`)) answer(target);
    });
    // Text typed in the dialog before this code ran.
    const typed = document.querySelector<HTMLInputElement>(`.${openingClass}__input`);
    if (typed?.value) answer(typed);
  }
  if (!location.pathname.replace(/\/$/, '').endsWith(`/${searchPagePath}`)) {
    prefetchAtLoad(
      offline
        ? () => {
            warmSearch(indexUrl);
            void loadAnswers().catch(() => undefined);
          }
        : undefined,
    );
  }
}
