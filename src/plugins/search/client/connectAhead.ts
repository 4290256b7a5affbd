/**
 * An early connection to the host the search asks (Algolia's, or a self-hosted server), made when
 * the reader opens the search and not before: a `<link rel="preconnect">` in every page's head
 * connected each reader's browser to that host (its address reaching it) on every page, whether
 * they searched or not. Opened, the modal's code still loads for a moment, which the connection
 * uses. Once per page; nothing for the offline search.
 */
export function connectAhead(origin: string | undefined): void {
  if (!origin || typeof document === 'undefined') return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]');
  if (Array.from(links).some((link) => link.getAttribute('href') === origin)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}
