/**
 * Every analytics event the guide's own code sends, with what each parameter holds. The senders
 * (src/components/PageFeedback, src/analytics/searchEvents.ts) take their names from here, and
 * src/pages/_partials/analytics-events.mdx states each one, with the limits of searchEvents.ts,
 * for the cookies and privacy pages, so those pages say exactly what is sent. This module imports
 * nothing: it is part of every guide page. Nothing is sent without GTAG_TRACKING_ID.
 */

export type AnalyticsEvent = {
  name: string;
  /** The parameters the event carries. */
  params: readonly string[];
};

export const feedbackReasons = ['missing', 'unclear', 'wrong', 'other'] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];

export const analyticsEvents = {
  pageFeedback: {name: 'page_feedback', params: ['page_path', 'answer', 'reason']},
  // No search words: the number of hits, and whether the query was read on the other keyboard layout.
  search: {name: 'search', params: ['hits', 'wrong_layout']},
  searchNoResults: {name: 'search_no_results', params: ['wrong_layout']},
} as const satisfies Record<string, AnalyticsEvent>;

/**
 * The events gtag.js sends by itself, with the page view's address (no query string): the first
 * visit of a browser, the start of a visit, and the time the page was in view. Enhanced measurement
 * (scrolls, outbound clicks, site search, page changes by history…) is off in the property
 * (deploy/README.md), so these are all.
 */
export const automaticEvents = ['first_visit', 'session_start', 'user_engagement'] as const;

/** Months the Google Analytics property keeps event-level data (its data-retention setting, deploy/README.md), the shortest GA4 offers. */
export const analyticsRetentionMonths = 2;
