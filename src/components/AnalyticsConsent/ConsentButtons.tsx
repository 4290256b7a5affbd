import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Consent} from '@site/src/plugins/analytics/lib/settings';
import styles from './styles.module.css';

type Props = {
  onChoose: (consent: Consent) => void;
  /** The stored choice, shown as the pressed button; undefined where no choice is shown (the bar). */
  current?: Consent | null;
  className?: string;
};

/** Accept and decline, side by side, the same size and style: declining is as easy as accepting. */
export default function ConsentButtons({onChoose, current, className}: Props): ReactNode {
  const pressed = (consent: Consent) => (current === undefined ? undefined : current === consent);
  return (
    <div className={clsx(styles.buttons, className)}>
      <button type="button" className={clsx('button button--primary', styles.button)} aria-pressed={pressed('granted')} onClick={() => onChoose('granted')}>
        <Translate id="custom.analyticsConsent.accept" description="Button that accepts analytics">
          אישור מדידה
        </Translate>
      </button>
      <button type="button" className={clsx('button button--primary', styles.button)} aria-pressed={pressed('denied')} onClick={() => onChoose('denied')}>
        <Translate id="custom.analyticsConsent.decline" description="Button that declines analytics">
          סירוב למדידה
        </Translate>
      </button>
    </div>
  );
}
