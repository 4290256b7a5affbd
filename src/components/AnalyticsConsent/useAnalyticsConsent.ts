import {useEffect, useState} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {analyticsSettings, consentStorageKey, consentValue, parseConsent, type Consent} from '@site/src/plugins/analytics/lib/settings';

/**
 * The reader's analytics choice and a setter: `configured` is false in a build without
 * GTAG_TRACKING_ID; `known` is false on the server and until the page has hydrated, when the
 * stored choice cannot be read yet (so nothing is shown that the stored choice would hide).
 * src/plugins/analytics/client.ts follows the stored value. A stored choice about an earlier
 * consentVersion, or older than consentMaxAgeMonths, is no choice (parseConsent): the bar asks again.
 */
export function useAnalyticsConsent(): {configured: boolean; known: boolean; consent: Consent | null; choose: (consent: Consent) => void} {
  const {customFields} = useDocusaurusContext().siteConfig;
  const configured = analyticsSettings(customFields) !== undefined;
  const [value, slot] = useStorageSlot(configured ? consentStorageKey : null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return {configured, known: configured && hydrated, consent: parseConsent(value), choose: (consent) => slot.set(consentValue(consent))};
}
