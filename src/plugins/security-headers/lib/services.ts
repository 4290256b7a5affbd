import type {SearchSettings} from '../../../search/config';
import {parseHost} from '../../../search/localClient';
import type {ExternalServices} from './csp';
import {analyticsPluginName} from '../../analytics/lib/settings';

/** What of the loaded site decides which third parties the pages talk to. */
export type SiteServices = {
  /** Names of the site's loaded plugins. */
  pluginNames: readonly string[];
  /** siteConfig.customFields.search, set by docusaurus.config.ts. */
  search: unknown;
  /** siteConfig.themeConfig.algolia. */
  algoliaThemeConfig: unknown;
};


function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The origin the search client calls for ALGOLIA_HOST, read as the client reads it. */
export function searchHostOrigin(host: string): string {
  const {protocol, url, port} = parseHost(host);
  return `${protocol}://${url}${port ? `:${port}` : ''}`;
}

/**
 * The external services of a loaded site: analytics when the analytics plugin is loaded; in Algolia search mode,
 * Algolia's hosts for the application, or the self-hosted server (ALGOLIA_HOST) that replaces them.
 */
export function externalServices(site: SiteServices): ExternalServices {
  const analytics = site.pluginNames.includes(analyticsPluginName);
  const search = (isRecord(site.search) ? site.search : {}) as Partial<SearchSettings>;
  if (search.mode !== 'algolia') {
    return {analytics};
  }
  const algolia = site.algoliaThemeConfig;
  if (!isRecord(algolia) || typeof algolia.appId !== 'string') {
    throw new Error('Search mode is algolia but themeConfig.algolia.appId is not set.');
  }
  const insights = algolia.insights === true;
  return {analytics, algolia: {appId: algolia.appId, insights, ...(search.host && {host: searchHostOrigin(search.host)})}};
}
