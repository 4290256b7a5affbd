/**
 * What the theme's /search page gets when it imports 'algoliasearch/lite' (an alias set by the
 * search-records plugin for that page only): the same client the modal uses.
 */
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createSearchClient, defaultIndexPath} from './localClient';
import type {SearchSettings} from './useSearchClient';

export * from 'algoliasearch/lite';

export function liteClient(appId: string, apiKey: string): ReturnType<typeof createSearchClient> {
  const {host} = siteConfig.customFields!.search as SearchSettings;
  const baseUrl = siteConfig.baseUrl.replace(/\/$/, '');
  // The page creates its client as it renders: in the browser, that is when /search opens.
  return createSearchClient({appId, apiKey, host, indexUrl: `${baseUrl}${defaultIndexPath}`, preload: ExecutionEnvironment.canUseDOM});
}
