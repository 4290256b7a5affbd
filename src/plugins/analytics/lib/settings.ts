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

/**
 * What the reader consents to, as a number: raise it whenever what is measured changes (another
 * event, another parameter, another service), and every reader is asked again, since the choice
 * they made was about something else. 1: Google Analytics' page views and events as the cookies
 * page lists them in this release, and Algolia's search events in a build with Algolia. 2: the
 * same, with the bar saying that no search words go to Google and, in a build with Algolia, that
 * consent also puts the reader's searches, with their words, in the search service's statistics
 * (tests/unit/consent-version.test.ts pins what the version covers).
 */
export const consentVersion = 2;

/** A choice counts for this many months (the cookies page says so); after it the reader is asked again. */
export const consentMaxAgeMonths = 12;

/** The stored choice, as JSON under consentStorageKey: the answer, what it was about and the day it was made (YYYY-MM-DD, UTC). */
export type StoredConsent = {choice: Consent; version: number; date: string};

/** The value to store for a choice made now. */
export function consentValue(choice: Consent, now: Date = new Date()): string {
  return JSON.stringify({choice, version: consentVersion, date: now.toISOString().slice(0, 10)} satisfies StoredConsent);
}

/** The day a choice made on `date` (YYYY-MM-DD) stops counting: the same day consentMaxAgeMonths later (or the month's last day). */
function expiry(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const made = Date.UTC(year, month, day);
  if (Number.isNaN(made) || new Date(made).getUTCDate() !== day) return undefined;
  const lastDay = new Date(Date.UTC(year, month + consentMaxAgeMonths + 1, 0)).getUTCDate();
  return Date.UTC(year, month + consentMaxAgeMonths, Math.min(day, lastDay));
}

/**
 * The stored choice while it still counts: made about this consentVersion, less than
 * consentMaxAgeMonths ago, and not dated in the future. Anything else (nothing stored, a choice
 * about an earlier version, an old or malformed one, a value from elsewhere) is no choice yet:
 * nothing is measured, and the consent bar asks again.
 */
export function parseConsent(value: string | null | undefined, now: Date = new Date()): Consent | null {
  if (!value) return null;
  let stored: Partial<StoredConsent>;
  try {
    stored = JSON.parse(value) as Partial<StoredConsent>;
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || (stored.choice !== 'granted' && stored.choice !== 'denied')) return null;
  if (stored.version !== consentVersion || typeof stored.date !== 'string') return null;
  const ends = expiry(stored.date);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (ends === undefined || today >= ends || Date.parse(`${stored.date}T00:00:00Z`) > today) return null;
  return stored.choice;
}
