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
  search: {name: 'search', params: ['search_term']},
  searchNoResults: {name: 'search_no_results', params: ['search_term']},
} as const satisfies Record<string, AnalyticsEvent>;
