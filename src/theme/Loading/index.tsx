import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// Replaces Docusaurus's fallback, which is English only and styled with physical margins:
// shown when a page's code fails to load (with Retry) or takes long to arrive.
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.title}>
          <Translate id="custom.loading.errorTitle" description="Shown when a page's code failed to load">
            לא הצלחנו לטעון את הדף.
          </Translate>
        </p>
        <p>
          <Translate id="custom.loading.errorHelp" description="Advice under the page-load error">
            ייתכן שהחיבור לרשת נותק או שהאתר עודכן בינתיים. בדקו את החיבור ונסו שוב.
          </Translate>
        </p>
        <p className={styles.detail}>
          <bdi dir="ltr">{String(error)}</bdi>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="custom.loading.retry" description="The button that retries loading a page">
            ניסיון חוזר
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.pending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <Translate id="custom.loading.pending" description="Shown while a page is still loading">
          הדף נטען…
        </Translate>
      </div>
    );
  }
  return null;
}
