import {translate} from '@docusaurus/Translate';
import type {FeedbackReason} from '@site/src/analytics/events';

/** The choices after "לא", in the order shown; the event carries the key. */
export function reasonLabels(): Record<FeedbackReason, string> {
  return {
    missing: translate({id: 'custom.feedback.reason.missing', message: 'לא מצאתי את מה שחיפשתי', description: 'Feedback reason'}),
    unclear: translate({id: 'custom.feedback.reason.unclear', message: 'ההסבר לא ברור', description: 'Feedback reason'}),
    wrong: translate({id: 'custom.feedback.reason.wrong', message: 'יש בדף טעות או מידע לא מעודכן', description: 'Feedback reason'}),
    other: translate({id: 'custom.feedback.reason.other', message: 'סיבה אחרת', description: 'Feedback reason'}),
  };
}
