/**
 * The widest mobile width, Docusaurus's own (the theme's `desktopBreakpoint` and Infima's media
 * queries): the slide-out menu up to 996 px, the full navbar from 997 px.
 */
export const desktopBreakpoint = 996;

/**
 * Below the desktop width the navbar's links and the docs sidebar live in the slide-out menu, which
 * only JavaScript opens. Without JavaScript this style shows them in the page instead: the navbar's
 * two groups of links take a row each (the search button in line, not over them), the menu button
 * (which would do nothing) is hidden, and the sidebar stands above the page's content, in the order
 * of the HTML. At every width the search button, which only JavaScript opens, is hidden: the link
 * the SearchBar writes in a <noscript> beside it leads to the /search page, which says what to do
 * instead (src/plugins/search). Logical properties only.
 */
export function noScriptStyle(breakpoint: number = desktopBreakpoint): string {
  return `@media (max-width: ${breakpoint}px) {
  html .navbar__toggle { display: none; }
  html .navbar { block-size: auto; min-block-size: var(--ifm-navbar-height); }
  html .navbar__items { flex: 1 1 100%; flex-wrap: wrap; row-gap: 0.25rem; }
  html .navbar__items--right { justify-content: flex-start; }
  html .navbar__item.navbar__link { display: inline-block; }
  html :has(> .DocSearch-Button) { position: static; }
  html :has(> .theme-doc-sidebar-container) { flex-direction: column; }
  html .theme-doc-sidebar-container { display: block; inline-size: 100%; border-block-end: 1px solid var(--ifm-toc-border-color); }
}
html button.DocSearch-Button { display: none; }`;
}
