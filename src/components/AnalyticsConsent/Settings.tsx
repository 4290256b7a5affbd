import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ConsentButtons from './ConsentButtons';
import {useAnalyticsConsent} from './useAnalyticsConsent';
import styles from './styles.module.css';

/**
 * The reader's analytics choice on /legal/cookies, and the buttons that change it. Nothing in a
 * build without analytics; until the page hydrates, an empty box of the same height, so the
 * content below does not move when the choice appears.
 */
export default function AnalyticsConsentSettings(): ReactNode {
  const {configured, known, consent, choose} = useAnalyticsConsent();
  if (!configured) {
    return null;
  }
  return (
    <div className={styles.settings}>
      {known && (
        <>
          <p role="status" className={styles.status}>
            {consent === 'granted' ? (
              <Translate id="custom.analyticsConsent.statusGranted" description="Cookies page: the reader accepted analytics">
                הבחירה שלכם: מדידת הגלישה מופעלת בדפדפן זה.
              </Translate>
            ) : consent === 'denied' ? (
              <Translate id="custom.analyticsConsent.statusDenied" description="Cookies page: the reader declined analytics">
                הבחירה שלכם: מדידת הגלישה כבויה בדפדפן זה.
              </Translate>
            ) : (
              <Translate id="custom.analyticsConsent.statusNone" description="Cookies page: the reader has not chosen yet">
                עדיין לא בחרתם, ולכן מדידת הגלישה כבויה בדפדפן זה.
              </Translate>
            )}
          </p>
          <ConsentButtons current={consent} onChoose={choose} />
        </>
      )}
    </div>
  );
}
