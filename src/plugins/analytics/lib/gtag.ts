import siteConfig from '@generated/docusaurus.config';
import {createStorageSlot} from '@docusaurus/theme-common';
import {analyticsSettings, consentStorageKey, parseConsent} from './settings';
import {cookieDomains, eventParams, gtagConfig, pageViewParams} from './pageView';

/**
 * gtag.js in the browser, behind the reader's consent. Nothing here runs on the server or in a
 * build without GTAG_TRACKING_ID; nothing reaches Google before the reader accepts.
 */

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & {dataLayer?: unknown[]; gtag?: Gtag} & Record<string, unknown>;

const trackingId = analyticsSettings(siteConfig.customFields)?.trackingId;
const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

let started = false;
/** The address of the last page view, the referrer of the next one (a client-side navigation keeps document.referrer). */
let lastLocation = '';

function analyticsWindow(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);
}

/** The reader's choice as stored now (another tab may have changed it). */
export function currentConsent() {
  return typeof window === 'undefined' ? null : parseConsent(createStorageSlot(consentStorageKey).get());
}

/** Whether events may be sent: an id is configured, the reader accepted, and gtag is set up. */
function active(): boolean {
  return Boolean(trackingId) && started && currentConsent() === 'granted';
}

/**
 * Sets up gtag's queue and loads gtag.js from Google: called only once the reader accepted. Page
 * views are ours to send, each with a sanitised address; the rest of the configuration is
 * gtagConfig's (no Google signals, no ad personalisation, the cookie on this host only).
 */
export function startAnalytics(): void {
  const win = analyticsWindow();
  if (!win || !trackingId || currentConsent() !== 'granted') return;
  win[`ga-disable-${trackingId}`] = false;
  if (started) return;
  started = true;
  win.dataLayer = win.dataLayer ?? [];
  const queue = win.dataLayer;
  // gtag.js reads Arguments objects from the queue, not arrays.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', trackingId, gtagConfig());
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(trackingId);
  document.head.appendChild(script);
}

/**
 * Kept by DocSearch's insights plugin with the reader's consent: the search that showed each result
 * they opened, for Algolia's click events (listed on /legal/cookies).
 */
export const insightsCacheKey = 'AlgoliaObjectQueryCache';

/**
 * After the reader declines (or withdraws consent): gtag sends nothing more on this page
 * (Google's documented `ga-disable-<id>` switch), its cookies are deleted, and so is what Algolia's
 * click events kept in the browser.
 */
export function stopAnalytics(): void {
  const win = analyticsWindow();
  if (!win || !trackingId) return;
  win[`ga-disable-${trackingId}`] = true;
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  for (const name of names) {
    for (const domain of ['', ...cookieDomains(location.hostname).map((each) => `; domain=${each}`)]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  try {
    localStorage.removeItem(insightsCacheKey);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** A page view of the page now shown: its path only, never its query string or hash. */
export function sendPageView(): void {
  if (!active()) return;
  const params = pageViewParams(location, document.title, lastLocation || document.referrer);
  lastLocation = params.page_location;
  // Whatever gtag sends next (its own events too) carries these, not the address bar's.
  analyticsWindow()!.gtag!('set', {page_location: params.page_location, page_referrer: params.page_referrer, page_title: params.page_title});
  analyticsWindow()!.gtag!('event', 'page_view', params);
}

/**
 * The one way a feature sends an analytics event (page feedback, search use…): nothing happens
 * without GTAG_TRACKING_ID or without the reader's consent, and the caller is told whether it left. Pass what happened, never what the
 * reader typed: values are text (cut to 100 characters), numbers or booleans, and addresses lose
 * their query string.
 */
export function sendAnalyticsEvent(name: string, params: Readonly<Record<string, unknown>> = {}): boolean {
  if (!active()) return false;
  analyticsWindow()!.gtag!('event', name, eventParams(params, location.origin));
  return true;
}
