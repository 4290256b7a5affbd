import {sendAnalyticsEvent} from '@site/src/plugins/analytics/lib/gtag';
import {reportUnansweredSearch} from '@site/src/feedback';
import {answeredQuery, mainAnswer, searchReporter} from './searchEvents';

// The browser's side of the search events: the answers of the page's search client, reported with
// the reader's consent, from the modal and from the /search page alike (one reporter: the same rules,
// the same query not counted twice in a row). Loaded with the search (src/analytics/searchClient.ts), not with the page;
// the rules themselves are in searchEvents.ts, which has no browser dependency.

let reporter: ReturnType<typeof searchReporter> | undefined;

/** Reports one answer of the modal's search client (src/analytics/searchClient.ts loads this module with the search). */
export function reportSearch(response: unknown): void {
  const answered = answeredQuery(response);
  if (!answered) return;
  // To analytics, with the reader's consent: the number of hits, never the words (searchEvents.ts).
  (reporter ??= searchReporter(sendAnalyticsEvent)).observe(answered);
  // To the guide's own feedback service, where one is configured (src/feedback): a query that found nothing, with its words.
  reportUnansweredSearch(answered.query, answered.hits);
}

/** Reports one answer of the /search page's client: its query's own result, not the facet counts' (see mainAnswer). */
export function reportPageSearch(response: unknown): void {
  reportSearch(mainAnswer(response));
}
