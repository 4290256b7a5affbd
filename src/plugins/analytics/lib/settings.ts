/** The analytics plugin's name; it is loaded only when GTAG_TRACKING_ID is set (the CSP then allows Google's hosts). */
export const analyticsPluginName = 'analytics';

/** What the site's configuration says about analytics: customFields.analytics, set from GTAG_TRACKING_ID. */
export type AnalyticsSettings = {trackingId: string};

/** A Google Analytics 4 measurement id, e.g. G-ABC123DEF4. */
const trackingIdPattern = /^G-[A-Z0-9]{4,16}$/;

/** The analytics settings of a site's customFields, or undefined when the site has no analytics. */
export function analyticsSettings(customFields: Readonly<Record<string, unknown>> | undefined): AnalyticsSettings | undefined {
  const analytics = customFields?.analytics as {trackingId?: unknown} | null | undefined;
  if (!analytics) {
    return undefined;
  }
  const {trackingId} = analytics;
  if (typeof trackingId !== 'string' || !trackingIdPattern.test(trackingId)) {
    throw new Error(`GTAG_TRACKING_ID must be a Google Analytics 4 measurement id (G-…), got ${JSON.stringify(trackingId)}`);
  }
  return {trackingId};
}

/** Where the reader's choice is kept: localStorage, under this key plus the site's storage suffix (`analytics-consent-<site>`). */
export const consentStorageKey = 'analytics-consent';

export type Consent = 'granted' | 'denied';

/** The stored choice; anything else (nothing stored, a value from elsewhere) is no choice yet. */
export function parseConsent(value: string | null | undefined): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
