/**
 * The one seam through which the guide's own features (the page feedback, the search events) send
 * an analytics event. Today it hands the event to gtag when the page has it (GTAG_TRACKING_ID set);
 * without it nothing is sent and the caller is told so. Replace the body with the site's
 * consent-aware sender when there is one: the callers only need `true` when the event left.
 */

export type EventParams = Readonly<Record<string, string | number>>;

type Gtag = (command: 'event', name: string, params: EventParams) => void;

/** Called from event handlers only, never while rendering on the server. */
export function sendEvent(name: string, params: EventParams): boolean {
  const {gtag} = window as unknown as {gtag?: Gtag};
  if (typeof gtag !== 'function') return false;
  gtag('event', name, params);
  return true;
}
