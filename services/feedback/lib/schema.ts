import {z} from 'zod';
import {safeSearchTerm} from '../../../src/analytics/searchEvents';
import {feedbackReasons, maxReportedHits, maxReportedQueryLength} from '../../../src/feedback/policy';

/** A path as a page sends it (location.pathname): at most 512 characters, starting with "/". */
const pagePath = z.string().min(1).max(512).startsWith('/');

/**
 * `POST /answers`: the answer to "האם הדף עזר לכם?", as the site sends it: the page, yes or no, and
 * a reason from the list. No free text: the site asks for none, and a field it does not send would
 * be data the pages do not declare (a body with any other field is refused).
 */
export const answerSchema = z
  .strictObject({
    page: pagePath,
    helpful: z.boolean(),
    reason: z.enum(feedbackReasons).optional(),
  })
  .refine((answer) => !(answer.helpful && answer.reason), {message: 'a reason goes only with helpful: false', path: ['reason']});

/** `POST /searches`: a query that found nothing (or almost nothing) once typing had settled. */
export const searchSchema = z.strictObject({
  query: z.string().min(1).max(maxReportedQueryLength),
  page: pagePath,
  hits: z.int().min(0).max(maxReportedHits),
});

export type Answer = z.infer<typeof answerSchema>;
export type UnansweredSearch = z.infer<typeof searchSchema>;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and control
 * characters other than line breaks and tabs: stored text is shown in a terminal and in Markdown,
 * where they could reorder or hide what a writer reads. Niqqud and the plain direction marks stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeCharacters = /[\u202A-\u202E\u2066-\u2069\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * A query as stored: the same cleaning as the site's (e-mail addresses, phone numbers and digit
 * runs removed, spaces folded, cut to 64: src/analytics/searchEvents.ts), on the service's side
 * too, whatever a client sends.
 */
export function inertQuery(query: string): string {
  return safeSearchTerm(query.replace(unsafeCharacters, ' ').normalize('NFC'));
}

/** A request body's problems in one line each, for the 400 answer. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`).join('; ');
}
