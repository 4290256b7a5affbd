import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

// Replaces Docusaurus's fallback, which is English only and styled with physical margins:
// shown when a page's code fails to load (with Retry) or takes long to arrive.
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (error) {
    const title = translate({id: 'custom.loading.errorTitle', message: 'לא הצלחנו לטעון את הדף.', description: "Shown when a page's code failed to load"});
    return (
      <div className={styles.error} role="alert">
        {/* The tab names the failure, not the page the reader came from. */}
        <Head>
          <title>{`${title.replace(/\.$/, '')} | ${siteConfig.title}`}</title>
        </Head>
        <p className={styles.title}>{title}</p>
        <p>
          <Translate id="custom.loading.errorHelp" description="Advice under the page-load error">
            ייתכן שהחיבור לרשת נותק או שהאתר עודכן בינתיים. בדקו את החיבור ונסו שוב.
          </Translate>
        </p>
        <p className={styles.detail} dir="ltr">
          {String(error)}
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
