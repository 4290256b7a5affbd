import {cutQuery} from '../search/config';

/**
 * Every analytics event the guide's own code sends, with what each parameter holds. The senders
 * (src/components/PageFeedback, src/analytics/searchEvents.ts) take their names from here, and
 * src/components/AnalyticsEvents describes each one, with the limits below, for the cookies and
 * privacy pages, so those pages say exactly what is sent. Nothing is sent without GTAG_TRACKING_ID.
 */

export type AnalyticsEvent = {
  name: string;
  /** The parameters the event carries. */
  params: readonly string[];
};

/** How long typing must pause before a query counts as settled and is sent. */
export const searchSettleMs = 1500;

/** A run of at least this many digits, with or without one space, dot or hyphen between them, is removed. */
export const minDigitRun = 5;

const digitRun = new RegExp(`\\d(?:[\\s.\\-]?\\d){${minDigitRun - 1},}`, 'g');

/**
 * A search term as it may leave the page: every run of 5 or more digits removed (an ID number,
 * a phone number, an account, even written 050-123-4567), spaces folded, then cut to 64 characters.
 */
export function safeSearchTerm(query: string): string {
  return cutQuery(query.replace(digitRun, ' ').replace(/\s+/g, ' ').trim()).trim();
}

export const feedbackReasons = ['missing', 'unclear', 'wrong', 'other'] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];

export const analyticsEvents = {
  pageFeedback: {name: 'page_feedback', params: ['page_path', 'answer', 'reason']},
  search: {name: 'search', params: ['search_term']},
  searchNoResults: {name: 'search_no_results', params: ['search_term']},
} as const satisfies Record<string, AnalyticsEvent>;
