/**
 * What a page view tells Google about the page: its address without the query string and the hash
 * (a query may hold what the reader typed, as `/search?q=…` does), and a title that cannot carry
 * it either (the search page's title quotes the query).
 */
export type PageViewParams = {page_location: string; page_path: string; page_title: string; page_referrer: string};

type Where = {origin: string; pathname: string; search: string};

/**
 * An address as analytics may see it: this site's addresses without query string and hash;
 * another site's (the referrer) reduced to its origin; anything unreadable, nothing.
 */
export function sanitizedUrl(url: string, siteOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  if (!/^https?:$/.test(parsed.protocol)) {
    return '';
  }
  return parsed.origin === siteOrigin ? `${parsed.origin}${parsed.pathname}` : `${parsed.origin}/`;
}

/** The parameters of a page view of `where`, reached from `referrer` (a full URL or ''). */
export function pageViewParams(where: Where, title: string, referrer: string): PageViewParams {
  const page_path = where.pathname;
  return {
    page_location: `${where.origin}${page_path}`,
    page_path,
    // The title of a page reached with a query string may quote it: the path stands in for it.
    page_title: where.search && where.search !== '?' ? page_path : title,
    page_referrer: referrer ? sanitizedUrl(referrer, where.origin) : '',
  };
}

/** A value an event may carry: short text, a number or a yes/no. */
export type EventValue = string | number | boolean;

const maxTextLength = 100;

/**
 * The parameters of a custom event as sent: addresses lose their query string and hash, text is
 * cut to 100 characters, and anything but text, numbers and booleans is dropped. Callers never
 * pass what the reader typed (search words, feedback text): an event says what happened, not what
 * was written.
 */
export function eventParams(params: Readonly<Record<string, unknown>>, siteOrigin: string): Record<string, EventValue> {
  const result: Record<string, EventValue> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' && Number.isFinite(value)) {
      result[name] = value;
    } else if (typeof value === 'boolean') {
      result[name] = value;
    } else if (typeof value === 'string') {
      const text = /^https?:\/\//.test(value) ? sanitizedUrl(value, siteOrigin) : value.startsWith('/') ? value.replace(/[?#].*$/s, '') : value;
      result[name] = text.slice(0, maxTextLength);
    }
  }
  return result;
}

/**
 * The configuration gtag.js gets (`gtag('config', id, …)`). Google Analytics 4 has no IP masking
 * (`anonymize_ip` does nothing there): the browser's address reaches Google with every request, and
 * the pages say so. What the configuration can turn off, it does:
 * - `send_page_view: false`: the site sends its own page views, without query string or hash;
 * - `allow_google_signals: false`: no linking with the Google accounts of signed-in readers;
 * - `allow_ad_personalization_signals: false`: nothing measured here is used for ads;
 * - `cookie_domain: 'none'`: `_ga` and `_ga_<id>` are host-only cookies of the guide's own host, not
 *   of its parent domain (gtag's default, which shares them with every site under it).
 */
export function gtagConfig() {
  return {send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_domain: 'none'} as const;
}

/**
 * The domains a Google Analytics cookie may have been set on from `hostname`: gtag sets `_ga` on
 * the widest domain that takes a cookie (example.com for docs.example.com). Clearing the choice
 * tries each, from the host itself up to the last two labels.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) {
    return [hostname];
  }
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
