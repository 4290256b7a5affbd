/**
 * What the feedback service (services/feedback) accepts and keeps, in one place: the service
 * validates against these limits, the site sends within them, and the privacy and cookies pages
 * state them (src/pages/_partials/feedback-service.mdx). Browser-safe: no Node APIs.
 */
import {feedbackReasons} from '../analytics/events';
import {maxQueryLength} from '../search/config';

export {feedbackReasons};

/** The longest unanswered query (the search box's own limit, src/search/config.ts maxQueryLength). */
export const maxReportedQueryLength = maxQueryLength;
/** A search is reported as unanswered with this many hits or fewer; the site reports only zero. */
export const maxReportedHits = 2;
/** The largest request body the service reads. */
export const maxBodyBytes = 2048;
/** Days a stored answer or search is kept before the service deletes it (FEEDBACK_RETENTION_DAYS may only shorten it). */
export const retentionDays = 180;
/** How long the in-memory salted hash of a reader's address lives (rate limiting, one count per reader and query). */
export const clientHashHours = 24;
/** Requests a minute one reader's address may make. */
export const requestsPerMinute = 30;
/** The fewest distinct readers (in one day) an unanswered query needs before the writers' report lists it. */
export const reportMinReaders = 3;

/** The service's paths under SITE_FEEDBACK_URL. */
export const feedbackPaths = {answers: '/answers', searches: '/searches', health: '/health'} as const;
