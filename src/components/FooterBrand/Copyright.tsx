import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useSite} from '@site/src/hooks/useSite';

/** "© <year> <company>", the year taken when the page is built. */
export default function FooterCopyright(): ReactNode {
  const {site} = useSite();
  return (
    <div className="footer__copyright">
      <Translate
        id="custom.footer.copyright"
        description="The footer copyright line"
        values={{year: new Date().getFullYear(), company: site.companyName}}>
        {'© {year} {company}. כל הזכויות שמורות.'}
      </Translate>
    </div>
  );
}
