/**
 * Chooses the search backend at build time. With no ALGOLIA_* variables the guide uses its own
 * offline engine behind the same DocSearch interface; with all three it talks to Algolia.
 */
export type SearchMode = 'local' | 'algolia';

/** What the browser's search code reads from the site's `customFields.search`. */
export type SearchSettings = {mode: SearchMode; host?: string};

export const algoliaEnvVars = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** The longest query the search accepts (64 characters; a selection used as the initial query is cut to it too), in the modal and in the search forms. */
export const maxQueryLength = 64;

/** A query cut to `maxQueryLength` UTF-16 units (an input's maxLength), never halving a surrogate pair. */
export function cutQuery(query: string): string {
  if (query.length <= maxQueryLength) {
    return query;
  }
  const cut = query.slice(0, maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Results a page of /search shows (theme/SearchPage/Content.tsx, and its search asked ahead). */
export const searchPageHitsPerPage = 15;

/** The application id that marks the offline engine; it is never a real Algolia application. */
export const localAppId = 'local';
/** The index name of the offline engine and the default for Algolia uploads. */
export const localIndexName = 'guide';

export type SearchThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
  insights: boolean;
};

export function searchThemeConfig(env: Record<string, string | undefined>): {
  mode: SearchMode;
  themeConfig: SearchThemeConfig;
} {
  const given = algoliaEnvVars.filter((name) => env[name] !== undefined);
  const common = {contextualSearch: true, searchPagePath: 'search'};
  if (given.length === 0) {
    return {
      mode: 'local',
      themeConfig: {...common, appId: localAppId, apiKey: 'offline', indexName: localIndexName, insights: false},
    };
  }
  const problems = algoliaEnvVars.filter((name) => !env[name]?.trim()).map((name) => (env[name] === undefined ? `${name} is missing` : `${name} is empty`));
  if (problems.length > 0) {
    throw new Error(`Algolia search is half configured: ${problems.join(', ')}. ` + `Set all of ${algoliaEnvVars.join(', ')} to non-empty values, or unset all three to use the offline search.`);
  }
  const [appId, apiKey, indexName] = algoliaEnvVars.map((name) => env[name]!.trim());
  // Algolia's view and click events (its insights, and `clickAnalytics` in the queries) are analytics:
  // possible only in a build that asks for the reader's consent to analytics (GTAG_TRACKING_ID), and
  // sent only once it is given (theme/SearchBar). Without it, the CSP does not even allow their host.
  const insights = Boolean(env.GTAG_TRACKING_ID?.trim());
  return {mode: 'algolia', themeConfig: {...common, appId, apiKey, indexName, insights}};
}
