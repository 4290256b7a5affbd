import type {SearchSettings} from '../../../search/config';
import {parseHost} from '../../../search/client/localClient';
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
  /** siteConfig.customFields.feedback: `{url}` of the feedback service, or null. */
  feedback?: unknown;
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
 * Algolia's hosts for the application, or the self-hosted server (ALGOLIA_HOST) that replaces them; the
 * feedback service's origin when it has one of its own.
 */
/** The feedback service's origin when SITE_FEEDBACK_URL is an address of its own; a path of the site is 'self'. */
export function feedbackOrigin(feedback: unknown): string | undefined {
  const url = isRecord(feedback) && typeof feedback.url === 'string' ? feedback.url : undefined;
  return url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

export function externalServices(site: SiteServices): ExternalServices {
  const analytics = site.pluginNames.includes(analyticsPluginName);
  const search = (isRecord(site.search) ? site.search : {}) as Partial<SearchSettings>;
  const feedback = feedbackOrigin(site.feedback);
  const withFeedback = feedback ? {feedback} : {};
  if (search.mode !== 'algolia') {
    return {analytics, ...withFeedback};
  }
  const algolia = site.algoliaThemeConfig;
  if (!isRecord(algolia) || typeof algolia.appId !== 'string') {
    throw new Error('Search mode is algolia but themeConfig.algolia.appId is not set.');
  }
  const insights = algolia.insights === true;
  return {analytics, algolia: {appId: algolia.appId, insights, ...(search.host && {host: searchHostOrigin(search.host)})}, ...withFeedback};
}
