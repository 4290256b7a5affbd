import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {analyticsEvents, feedbackReasons, type FeedbackReason} from '@site/src/analytics/events';
import {sendEvent} from '@site/src/analytics/sendEvent';
import {useSite} from '@site/src/hooks/useSite';
import {reasonLabels} from './reasons';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';
type State = {step: 'ask'} | {step: 'why'} | {step: 'done'; answer: Answer; reason?: FeedbackReason; sent: boolean};

/** The mail to support that carries the answer, when the site does not send it (no analytics). */
function mailHref(mailto: string, page: {title: string; url: string}, answer: Answer, reason: string | undefined): string {
  const subject = translate({id: 'custom.feedback.mail.subject', message: 'משוב על הדף: {title}'}, {title: page.title});
  const lines = [
    translate({id: 'custom.feedback.mail.page', message: 'כתובת הדף: {url}'}, {url: page.url}),
    translate(
      {id: 'custom.feedback.mail.answer', message: 'האם הדף עזר: {answer}'},
      {answer: answer === 'yes' ? translate({id: 'custom.feedback.yes', message: 'כן'}) : translate({id: 'custom.feedback.no', message: 'לא'})},
    ),
    ...(reason ? [translate({id: 'custom.feedback.mail.reason', message: 'הסיבה: {reason}'}, {reason})] : []),
    '',
  ];
  return `${mailto}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
}

/**
 * "האם הדף עזר לכם?" at the end of a guide page. The answer (and after "לא", a reason) goes out as
 * one analytics event through src/analytics/sendEvent.ts; when the site sends no analytics, nothing
 * leaves the page and the reader is told so, with a mail to support that carries the page's address.
 * Each step moves the focus to what it shows, so keyboard and screen-reader users follow along.
 */
export default function PageFeedback({title}: {title: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {links} = useSite();
  const [state, setState] = useState<State>({step: 'ask'});
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null): void => {
    focusTarget.current = element;
  };
  const labels = reasonLabels();

  useEffect(() => {
    if (state.step !== 'ask') focusTarget.current?.focus();
  }, [state.step]);
  // Another page in the same layout starts with the question again.
  useEffect(() => setState({step: 'ask'}), [pathname]);

  const finish = (answer: Answer, reason?: FeedbackReason): void => {
    const sent = sendEvent(analyticsEvents.pageFeedback.name, {page_path: pathname, answer, ...(reason ? {reason} : {})});
    setState({step: 'done', answer, reason, sent});
  };

  const questionId = 'page-feedback-question';
  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        <Translate id="custom.feedback.question" description="The question at the end of every guide page">
          האם הדף עזר לכם?
        </Translate>
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
        <div role="group" aria-labelledby="page-feedback-why" ref={setFocusTarget} tabIndex={-1} className={styles.group}>
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
        <p ref={setFocusTarget} tabIndex={-1} className={styles.result}>
          {state.sent ? (
            <Translate id="custom.feedback.sent">תודה! התשובה שלכם נשלחה, והיא תעזור לנו לשפר את המדריך.</Translate>
          ) : (
            <>
              <Translate id="custom.feedback.notSent">
                תודה! האתר הזה לא שולח את התשובה לשום מקום. כדי שנדע עליה, אפשר לכתוב לנו:
              </Translate>{' '}
              <a href={mailHref(links.mailto, {title, url: new URL(pathname, siteConfig.url).href}, state.answer, state.reason && labels[state.reason])}>
                <Translate id="custom.feedback.mailLink">שליחת המשוב לצוות התמיכה בדואר אלקטרוני</Translate>
              </a>
            </>
          )}
        </p>
      )}
    </section>
  );
}
