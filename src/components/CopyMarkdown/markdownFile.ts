import {markdownRoute} from '@site/src/plugins/markdown-export/lib/routes';

/**
 * The page's Markdown (built by src/plugins/markdown-export), fetched when the reader asks for it,
 * whatever content type the host gives it (a static server may send .md as
 * application/octet-stream): only a failed request, an error status or the site's HTML page in
 * its place (a host that answers unknown paths with the app) mean the file is not there.
 */

/** Why the file could not be had: no answer, an error status, or an HTML page instead of the file. */
export type MarkdownFailure = {kind: 'network'} | {kind: 'status'; status: number} | {kind: 'html'};

export class MarkdownUnavailableError extends Error {
  constructor(readonly failure: MarkdownFailure) {
    super(`The page's Markdown could not be fetched: ${failure.kind === 'status' ? failure.status : failure.kind}`);
  }
}

const htmlStart = /^\s*<(?:!doctype\s+html|html)[\s>]/i;

/** The Markdown file's text; MarkdownUnavailableError when the host does not give it. */
export async function fetchMarkdown(pathname: string, fetchFunction: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchFunction(markdownRoute(pathname));
  } catch {
    throw new MarkdownUnavailableError({kind: 'network'});
  }
  if (!response.ok) throw new MarkdownUnavailableError({kind: 'status', status: response.status});
  const text = await response.text().catch(() => {
    throw new MarkdownUnavailableError({kind: 'network'});
  });
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '') || htmlStart.test(text)) {
    throw new MarkdownUnavailableError({kind: 'html'});
  }
  return text;
}

/** The absolute URL of the page's Markdown on the site (SITE_URL), for links handed to an assistant. */
export function markdownUrl(siteUrl: string, pathname: string): string {
  return new URL(markdownRoute(pathname), siteUrl).href;
}

/** The assistants the menu opens, each with the address that starts a chat prefilled with `prompt`. */
export const assistants = {
  chatgpt: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  claude: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
} as const;
