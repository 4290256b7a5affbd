import {translate} from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';

/**
 * In a build with the feedback service, the notice the search's no-results screens show (the
 * modal's and /search's): a search that found nothing is kept to improve the guide, so type no
 * personal details (the privacy page: src/pages/_partials/feedback-service.mdx). Undefined otherwise.
 */
export function useUnansweredNotice(): string | undefined {
  const {services} = useSite();
  return services.feedback === 'on'
    ? translate({
        id: 'custom.search.unansweredKept',
        message: 'חיפושים שלא מצאו תוצאות נשמרים אצלנו כדי לשפר את המדריך, ולכן אל תקלידו בחיפוש שמות או פרטים אישיים אחרים.',
        description: 'Search no-results screen, in a build with the feedback service: unanswered searches are kept; type no personal details',
      })
    : undefined;
}
