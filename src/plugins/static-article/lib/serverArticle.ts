import {ThemeClassNames} from '@docusaurus/theme-common';
import {scrollBoxClass, watchScrollBox} from '@site/src/components/ScrollableTable/scrollBox';
import {isPlainClick, routerPath} from './links';

/**
 * Parts of an article that only React makes work; an article with one is hydrated as before.
 * Code blocks (their copy and wrap buttons are drawn in the browser only), collapsible <details>,
 * tabs, Mermaid diagrams, and any button a component drew.
 */
export const needsReact = ['pre', 'details', '.theme-tabs-container', '.docusaurus-mermaid-container', 'button'].join(', ');

/** The element the theme's DocItem/Content renders the article in. */
export const articleClass = ThemeClassNames.docs.docMarkdown;

/**
 * The article the server wrote, while React hydrates the page, if React can leave it as it is;
 * undefined otherwise (on a client-side navigation, in the development server, which renders in
 * the browser only, or when the article holds a part of `needsReact`).
 */
export function serverArticle(hydrating: boolean): HTMLElement | undefined {
  if (!hydrating || typeof document === 'undefined') {
    return undefined;
  }
  const article = document.querySelector<HTMLElement>(`.${articleClass}`);
  return article && !article.querySelector(needsReact) ? article : undefined;
}

type Navigate = (path: string, replace: boolean) => void;

/** Where a link of the article goes through the router (./links.ts), or undefined. */
function pathOf(link: HTMLAnchorElement): string | undefined {
  return routerPath({href: link.getAttribute('href'), resolved: link.href, target: link.target, download: link.hasAttribute('download')}, new URL(window.location.href));
}

/** The route a link opens, as the routes are written (decoded: "/release-notes/version 1.2.0"). */
function routeOf(link: HTMLAnchorElement): string {
  const {pathname} = new URL(link.href);
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * What React's components did in the article, done on the server's HTML instead: wide tables
 * become keyboard stops (ScrollableTable), and links to other pages of the guide behave like the
 * theme's <Link>: their code is prefetched once they come into view (in an idle moment:
 * src/plugins/idle-prefetch) and loaded on hover or touch, and a plain click opens the page
 * through the router, without reloading. Returns the cleanup.
 */
export function enhanceServerArticle(article: HTMLElement, navigate: Navigate): () => void {
  const cleanups = Array.from(article.querySelectorAll<HTMLElement>(`.${scrollBoxClass}`), watchScrollBox);

  const linkOf = (event: Event): HTMLAnchorElement | undefined => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    return link && article.contains(link) ? link : undefined;
  };
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event);
    const path = link && pathOf(link);
    if (path === undefined || !isPlainClick(event)) {
      return;
    }
    event.preventDefault();
    navigate(path, path === window.location.pathname + window.location.search + window.location.hash);
  };
  const onEnter = (event: Event) => {
    const link = linkOf(event);
    if (link && pathOf(link) !== undefined) {
      void window.docusaurus.preload(routeOf(link));
    }
  };
  article.addEventListener('click', onClick);
  article.addEventListener('mouseover', onEnter);
  article.addEventListener('touchstart', onEnter, {passive: true});

  const prefetch = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting || entry.intersectionRatio > 0) {
        prefetch.unobserve(entry.target);
        void window.docusaurus.prefetch(routeOf(entry.target as HTMLAnchorElement));
      }
    }
  });
  article.querySelectorAll('a').forEach((link) => {
    if (pathOf(link) !== undefined) {
      prefetch.observe(link);
    }
  });

  return () => {
    cleanups.forEach((cleanup) => cleanup());
    article.removeEventListener('click', onClick);
    article.removeEventListener('mouseover', onEnter);
    article.removeEventListener('touchstart', onEnter);
    prefetch.disconnect();
  };
}
