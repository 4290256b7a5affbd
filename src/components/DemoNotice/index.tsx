import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import {useSite} from '@site/src/hooks/useSite';
import {demoSettingsText} from '@site/src/demoSettings';

/**
 * At the top of each legal page (`<DemoNotice />` under its date), in a demo build only: which
 * details on the page are examples, naming only the settings that still show a placeholder
 * (src/site.ts placeholderSettings), so that real details are never called examples.
 * `npm run build:release` builds no such page.
 */
export default function DemoNotice(): ReactNode {
  const {demo, demoPlaceholders} = useSite();
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
          <Translate
            id="custom.demoNotice.text"
            description="The demo build's notice at the top of each legal page: the settings that still show a placeholder, named"
            values={{settings: demoSettingsText(demoPlaceholders)}}>
            {'זהו אתר הדגמה. בעמוד זה מופיעים ערכי דוגמה, שאינם פרטים של חברה אמיתית, במקום {settings}. אין להסתמך על הפרטים האלה.'}
          </Translate>
        </p>
      </Admonition>
    </div>
  );
}
