import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import {useSite} from '@site/src/hooks/useSite';

/**
 * At the top of each legal page (`<DemoNotice />` under its date), in a demo build only: the company
 * details on the page are examples (a SITE_* setting still shows a placeholder, src/site.ts
 * placeholderSettings), so the page binds no one. `npm run build:release` builds no such page.
 */
export default function DemoNotice(): ReactNode {
  const {demo} = useSite();
  if (!demo) {
    return null;
  }
  return (
    // The records of the search hold none of it (src/plugins/search-records: not-indexed).
    <div data-demo-notice="" className="not-indexed">
      <Admonition
        type="warning"
        title={
          <Translate id="custom.demoNotice.title" description="Title of the demo build's notice at the top of each legal page">
            גרסת הדגמה
          </Translate>
        }>
        <p>
          <Translate id="custom.demoNotice.text" description="The demo build's notice at the top of each legal page: the company details are placeholders">
            זהו אתר הדגמה. פרטי החברה בעמוד זה – שם החברה, מספר החברה, הכתובת, הטלפון, כתובות הדואר האלקטרוני ושמות בעלי התפקידים – הם דוגמאות בלבד, ואינם פרטים של חברה אמיתית. לכן העמוד אינו מחייב
            איש, ואין להסתמך עליו כעל תנאים או מדיניות של חברה.
          </Translate>
        </p>
      </Admonition>
    </div>
  );
}
