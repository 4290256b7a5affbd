import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import {demoSettingsText} from '@site/src/demoSettings';
import styles from './styles.module.css';

/**
 * "© <year> <company>", the year taken when the page is built; in a demo build (a SITE_* setting
 * still shows a placeholder, src/site.ts placeholderSettings) a line after it says so.
 */
export default function FooterCopyright(): ReactNode {
  const {site, demo, demoPlaceholders} = useSite();
  return (
    <div className="footer__copyright">
      <Translate id="custom.footer.copyright" description="The footer copyright line" values={{year: new Date().getFullYear(), company: site.companyName}}>
        {'© {year} {company}. כל הזכויות שמורות.'}
      </Translate>
      {demo && (
        <p className={styles.demo} data-demo-notice="">
          <Translate id="custom.footer.demo" description="The footer's line in a demo build: the settings that still show a placeholder, named" values={{settings: demoSettingsText(demoPlaceholders)}}>
            {'גרסת הדגמה: באתר זה מופיעים ערכי דוגמה, שאינם פרטים של חברה אמיתית, במקום {settings}.'}
          </Translate>
        </p>
      )}
    </div>
  );
}
