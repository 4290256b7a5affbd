/**
 * The Markdown route of a page: its route plus `.md` (`/intro` → `/intro.md`, `/` → `/index.md`).
 * Shared by the build (which writes the file) and the page's copy button (which fetches it); works
 * on decoded and on percent-encoded paths alike.
 */
export function markdownRoute(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
