import type {ReactNode} from 'react';
import AnalyticsConsentBar from '@site/src/components/AnalyticsConsent/Bar';

/** Every page, in a build with analytics: the consent bar after the page, until the reader chooses. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AnalyticsConsentBar />
    </>
  );
}
