import {readFeedbackUrl} from './site';
import {searchThemeConfig} from './search/config';

/**
 * What a build talks to, from its environment: Google Analytics (GTAG_TRACKING_ID), the search
 * (offline, Algolia's hosts, or an Algolia-compatible server at ALGOLIA_HOST) and the feedback
 * service (SITE_FEEDBACK_URL). docusaurus.config.ts builds the site from this, and
 * tests/unit/legal-combinations.test.ts renders the legal pages of each combination from the same
 * values, so that what the pages say is tied to what the build is configured to send.
 */
export function buildServices(env: Record<string, string | undefined>) {
  // Google Analytics, only when a tracking id is given, and then only with the reader's consent (src/plugins/analytics).
  const gtagTrackingId = env.GTAG_TRACKING_ID?.trim() || undefined;
  // Algolia when ALGOLIA_* are set (its insights only with GTAG_TRACKING_ID); otherwise the guide's own offline search.
  const search = searchThemeConfig(env);
  // An Algolia-compatible host instead of Algolia's (the tests' double, tests/tools/search-server.ts).
  const searchHost = env.ALGOLIA_HOST?.trim() || undefined;
  // The first-party feedback service (services/feedback) that page answers and unanswered searches go to; unset: nothing is sent.
  const feedbackUrl = readFeedbackUrl(env);
  return {
    gtagTrackingId,
    search,
    feedbackUrl,
    /** The site's customFields that the browser code and the legal pages read (serviceConstants of src/site.ts). */
    customFields: {
      search: {mode: search.mode, host: searchHost},
      analytics: gtagTrackingId ? {trackingId: gtagTrackingId} : null,
      feedback: feedbackUrl ? {url: feedbackUrl} : null,
    },
  };
}
