import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {analyticsEvents, feedbackReasons, type FeedbackReason} from '@site/src/analytics/events';
import {sendAnalyticsEvent} from '@site/src/plugins/analytics/lib/gtag';
import {feedbackUrl, sendPageAnswer} from '@site/src/feedback';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

/** The choices after "לא", in the order shown; the event carries the key. */
function reasonLabels(): Record<FeedbackReason, string> {
  return {
    missing: translate({id: 'custom.feedback.reason.missing', message: 'לא מצאתי את מה שחיפשתי'}),
    unclear: translate({id: 'custom.feedback.reason.unclear', message: 'ההסבר לא ברור'}),
    wrong: translate({id: 'custom.feedback.reason.wrong', message: 'יש בדף טעות או מידע ישן'}),
    other: translate({id: 'custom.feedback.reason.other', message: 'סיבה אחרת'}),
  };
}

type Answer = 'yes' | 'no';

/** Each step takes the focus when it appears, so keyboard and screen-reader users follow along. */
const focusOnMount = (element: HTMLElement | null): void => element?.focus();
/**
 * `sent`: the answer went out (to analytics, with consent), or, with the feedback service, the
 * service stored it; `sending` while the service has not answered yet.
 */
type State = {step: 'ask'} | {step: 'why'} | {step: 'done'; reason?: FeedbackReason; sent: boolean; sending?: boolean};

/** The mail to support that carries the answer, when the site did not send it (no analytics, or the feedback service did not store it). */
function mailHref(mailto: string, page: {title: string; url: string}, answer: string): string {
  const subject = translate({id: 'custom.feedback.mail.subject', message: 'משוב על הדף: {title}'}, {title: page.title});
  const body = translate({id: 'custom.feedback.mail.body', message: 'כתובת הדף: {url}\nהתשובה: {answer}\n\n'}, {url: page.url, answer});
  return `${mailto}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * "האם הדף עזר לכם?" at the end of a guide page. The answer (and after "לא", a reason) goes out as
 * one analytics event through sendAnalyticsEvent (src/plugins/analytics: only with the reader's consent),
 * and, where the site has a feedback service (SITE_FEEDBACK_URL, src/feedback), to that service,
 * consent or not: no third party is involved. The reader is told it was received only once the
 * service stored it, and otherwise that it could not be sent. When the site sends the answer
 * nowhere, nothing leaves the page and the reader is told so. Where it was not received, a mail to
 * support carries the page's address and the answer.
 * Each step moves the focus to what it shows, so keyboard and screen-reader users follow along.
 */
export default function PageFeedback({title}: {title: string}): ReactNode {
  const {pathname} = useLocation();
  const {links} = useSite();
  const [state, setState] = useState<State>({step: 'ask'});
  const labels = reasonLabels();

  const finish = (answer: Answer, reason?: FeedbackReason): void => {
    const sent = sendAnalyticsEvent(analyticsEvents.pageFeedback.name, {page_path: pathname, answer, ...(reason ? {reason} : {})});
    if (!feedbackUrl) {
      setState({step: 'done', reason, sent});
      return;
    }
    setState({step: 'done', reason, sent: false, sending: true});
    void sendPageAnswer({page: pathname, helpful: answer === 'yes', ...(reason ? {reason} : {})}).then((stored) => setState({step: 'done', reason, sent: stored}));
  };

  const questionId = 'page-feedback-question';
  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        <Translate id="custom.feedback.question">האם הדף עזר לכם?</Translate>
      </p>
      {state.step === 'ask' && (
        <div className={styles.buttons}>
          <button type="button" className="button button--outline button--primary" onClick={() => finish('yes')}>
            <Translate id="custom.feedback.yes">כן</Translate>
          </button>
          <button type="button" className="button button--outline button--primary" onClick={() => setState({step: 'why'})}>
            <Translate id="custom.feedback.no">לא</Translate>
          </button>
        </div>
      )}
      {state.step === 'why' && (
        <div role="group" aria-labelledby="page-feedback-why" ref={focusOnMount} tabIndex={-1} className={styles.group}>
          <p id="page-feedback-why" className={styles.prompt}>
            <Translate id="custom.feedback.why">למה הדף לא עזר לכם?</Translate>
          </p>
          <div className={styles.buttons}>
            {feedbackReasons.map((reason) => (
              <button key={reason} type="button" className="button button--outline button--secondary" onClick={() => finish('no', reason)}>
                {labels[reason]}
              </button>
            ))}
          </div>
        </div>
      )}
      {state.step === 'done' && (
        <p ref={focusOnMount} tabIndex={-1} className={styles.result} aria-live="polite">
          {state.sending ? (
            <Translate id="custom.feedback.sending">שולחים את התשובה…</Translate>
          ) : state.sent ? (
            feedbackUrl ? (
              <Translate id="custom.feedback.received">תודה! התשובה שלכם התקבלה.</Translate>
            ) : (
              <Translate id="custom.feedback.sent">תודה! התשובה שלכם נשלחה.</Translate>
            )
          ) : (
            <>
              {feedbackUrl ? (
                <Translate id="custom.feedback.sendFailed">תודה! לא הצלחנו לשלוח את התשובה. כדי שנדע עליה, כתבו לנו:</Translate>
              ) : (
                <Translate id="custom.feedback.notSent">תודה! האתר הזה לא שולח את התשובה לשום מקום. כדי שנדע עליה, כתבו לנו:</Translate>
              )}{' '}
              <a
                href={mailHref(
                  links.mailto,
                  {title, url: window.location.origin + window.location.pathname},
                  state.reason ? labels[state.reason] : translate({id: 'custom.feedback.yes', message: 'כן'}),
                )}>
                <Translate id="custom.feedback.mailLink">כתיבה לצוות התמיכה</Translate>
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
