import {cutQuery, maxQueryLength} from '../search/config';

/**
 * Every analytics event the guide's own code sends, with what each parameter holds. The senders
 * (src/components/PageFeedback, src/analytics/searchEvents.ts) take their names from here, and
 * src/components/AnalyticsEvents lists them for the cookies and privacy pages, so those pages say
 * exactly what is sent. Nothing here is sent without GTAG_TRACKING_ID.
 */

export type AnalyticsEvent = {
  name: string;
  /** When it is sent, in Hebrew, for the legal pages. */
  when: string;
  /** Each parameter and what it holds, in Hebrew. */
  params: Readonly<Record<string, string>>;
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
  pageFeedback: {
    name: 'page_feedback',
    when: 'כשעונים על השאלה "האם הדף עזר לכם?" בסוף דף במדריך',
    params: {
      page_path: 'הכתובת של הדף בתוך המדריך, בלי פרמטרים',
      answer: 'התשובה: yes (כן) או no (לא)',
      reason: `כשעונים "לא": הסיבה שבחרתם, אחת מ-${feedbackReasons.join(', ')}`,
    },
  },
  search: {
    name: 'search',
    when: `כשמפסיקים להקליד בחלון החיפוש לפחות ${searchSettleMs / 1000} שניות`,
    params: {
      search_term: `מילות החיפוש, עד ${maxQueryLength} תווים, אחרי מחיקה של כל רצף של ${minDigitRun} ספרות או יותר (כמו מספר תעודת זהות או טלפון)`,
    },
  },
  searchNoResults: {
    name: 'search_no_results',
    when: 'כשחיפוש כזה לא מצא אף תוצאה',
    params: {
      search_term: 'מילות החיפוש, מקוצרות ומנוקות כמו באירוע search',
    },
  },
} as const satisfies Record<string, AnalyticsEvent>;
