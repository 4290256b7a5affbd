import {feedbackPaths} from './policy';
import type {FeedbackReason} from '../analytics/events';

/** What the site sends the feedback service (services/feedback validates the same shapes). */
export type PageAnswerBody = {page: string; helpful: boolean; reason?: FeedbackReason; text?: string};
export type UnansweredSearchBody = {query: string; page: string; hits: number};

/**
 * POSTs one JSON body to the feedback service at `base` (SITE_FEEDBACK_URL); true only once it
 * answered with a 2xx, that is, once the answer is stored. No cookie goes with it.
 */
export async function postFeedback(base: string, path: (typeof feedbackPaths)['answers' | 'searches'], body: PageAnswerBody | UnansweredSearchBody): Promise<boolean> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(body),
      credentials: 'omit',
      // A search reported just before the reader leaves the page still arrives.
      keepalive: true,
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
