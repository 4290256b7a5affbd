import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

/**
 * "© <year> <company>", the year taken when the page is built; in a demo build (a SITE_* setting
 * still shows a placeholder, src/site.ts placeholderSettings) a line after it says so.
 */
export default function FooterCopyright(): ReactNode {
  const {site, demo} = useSite();
  return (
    <div className="footer__copyright">
      <Translate id="custom.footer.copyright" description="The footer copyright line" values={{year: new Date().getFullYear(), company: site.companyName}}>
        {'© {year} {company}. כל הזכויות שמורות.'}
      </Translate>
      {demo && (
        <p className={styles.demo} data-demo-notice="">
          <Translate id="custom.footer.demo" description="The footer's line in a demo build, whose company details are placeholders">
            גרסת הדגמה: פרטי החברה באתר זה (שם החברה, מספר החברה, הכתובת, הטלפון וכתובות הדואר האלקטרוני) הם דוגמאות, ואינם פרטים של חברה אמיתית.
          </Translate>
        </p>
      )}
    </div>
  );
}
