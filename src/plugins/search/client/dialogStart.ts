import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {startIndexWork} from '@site/src/search/client/indexStart';
import {dialogGlobal, type DialogApi} from '../lib/dialogScript';

/*
 * The offline search dialog's start, in every page's code: its code (./searchDialog.ts) is fetched once the page has
 * loaded (not when the reader saves data), with the engine's worker and the index's entry, and it takes the frame the
 * opening script shows (../lib/dialogScript.ts) at the reader's tap, or at once if the reader tapped before this ran.
 */

if (ExecutionEnvironment.canUseDOM) {
  const api = (window as unknown as Record<string, DialogApi | undefined>)[dialogGlobal];
  const {searchPagePath} = siteConfig.themeConfig.algolia as SearchThemeConfig & {searchPagePath?: string};
  const indexUrl = `${siteConfig.baseUrl.replace(/\/$/, '')}${indexUrlPath}`;
  let code: Promise<typeof import('./searchDialog')> | undefined;
  const load = () =>
    (code ??= import(/* webpackChunkName: "search-dialog" */ './searchDialog').catch((error: unknown) => {
      code = undefined;
      throw error;
    }));
  if (api) {
    api.onopen = (box) => {
      startIndexWork(indexUrl, true);
      load().then(
        ({attach}) => {
          if (box.isConnected) attach(box);
        },
        () => api.fail(),
      );
    };
    api.onclose = () =>
      void code?.then(
        ({detach}) => detach(),
        () => undefined,
      );
    const open = document.querySelector<HTMLElement>('.DocSearch-Container');
    if (open) api.onopen(open);
  }
  // Not on /search, whose own search starts with the page (./searchPageStart.ts).
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  const savesData = connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
  if (!savesData && !location.pathname.replace(/\/$/, '').endsWith(`/${searchPagePath ?? 'search'}`)) {
    const warm = (): void => {
      startIndexWork(indexUrl, true);
      void load().catch(() => undefined);
    };
    // At the first idle moment after the load event, a tenth of a second after it at the latest.
    const schedule = (): void => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(warm, {timeout: 100}) : setTimeout(warm, 100));
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, {once: true});
  }
}
