/** What a click on a link of the server-rendered article needs to know about the link. */
export type LinkFacts = {
  /** The href attribute as written. */
  href: string | null;
  /** The href resolved against the page (HTMLAnchorElement.href). */
  resolved: string;
  target: string;
  download: boolean;
};

/**
 * The address, within the site, that the theme's <Link> opens through the router, without
 * reloading the page; undefined when the browser follows the link itself: another site, mailto:
 * and tel:, a place on this page, a new tab or window, a download. (<Link> writes every link with
 * a protocol with target="_blank", so a same-origin one is left to the browser by its target.)
 */
export function routerPath(link: LinkFacts, page: URL): string | undefined {
  const {href, target, download} = link;
  if (!href || href.startsWith('#') || download || (target !== '' && target !== '_self')) {
    return undefined;
  }
  const url = new URL(link.resolved, page);
  if (url.origin !== page.origin) {
    return undefined;
  }
  return url.pathname + url.search + url.hash;
}

/** A click of the main button with no modifier key, not handled yet: one a link opens in the same tab. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
