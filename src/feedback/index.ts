import siteConfig from '@generated/docusaurus.config';
import {feedbackPaths} from './policy';
import {postFeedback, type PageAnswerBody} from './send';
import {unansweredReporter} from './unanswered';

/**
 * The browser's side of the feedback service (services/feedback): where SITE_FEEDBACK_URL points,
 * page answers and unanswered searches go; unset, nothing here sends anything.
 */

/** SITE_FEEDBACK_URL as the build resolved it (docusaurus.config.ts, src/site.ts readFeedbackUrl). */
export const feedbackUrl: string | undefined = (siteConfig.customFields?.feedback as {url?: string} | null | undefined)?.url;

/** Sends a page's answer; true only once the service stored it (a 2xx). False, and nothing sent, without the service. */
export function sendPageAnswer(answer: PageAnswerBody): Promise<boolean> {
  return feedbackUrl ? postFeedback(feedbackUrl, feedbackPaths.answers, answer) : Promise.resolve(false);
}

let reporter: ReturnType<typeof unansweredReporter> | undefined;

/** One answer of the search (modal or /search page): reported once settled, if it found nothing (see ./unanswered.ts). */
export function reportUnansweredSearch(query: string, hits: number): void {
  if (!feedbackUrl) return;
  const base = feedbackUrl;
  reporter ??= unansweredReporter(
    (search) => void postFeedback(base, feedbackPaths.searches, search),
    () => window.location.pathname,
  );
  reporter.observe(query, hits);
}
