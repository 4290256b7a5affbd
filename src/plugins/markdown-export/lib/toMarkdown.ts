import path from 'node:path';
import {admonitionTitles, expandMdx, type SiteConstantValues} from '../../search-records/lib/markdownPages';

/**
 * A doc's Markdown as a reader's AI tool should get it: plain CommonMark + GFM that needs neither
 * Docusaurus nor the site. Front matter removed (the title becomes the `#` heading), admonitions
 * turned into quoted blocks with their Hebrew title, MDX made plain (imports dropped, components
 * replaced by their text), heading ids `{#id}` dropped, and every link and image an absolute URL.
 * Hebrew reads right to left by its own letters: bidirectional control marks are removed, none added.
 */

/** LRM, RLM, ALM, the embeddings and overrides, and the isolates. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export type LinkContext = {
  /** The site's origin and base, e.g. https://docs.example.com/ */
  siteUrl: string;
  /** The doc's source path relative to the docs folder (calculation-results/calc-avraa.md). */
  sourcePath: string;
  /** Route of every doc by its source path relative to the docs folder. */
  routeBySource: ReadonlyMap<string, string>;
};

/** The absolute URL of a site path: spaces and Hebrew percent-encoded, the anchor kept. */
export function siteUrlOf(siteUrl: string, sitePath: string): string {
  return new URL(encodeURI(sitePath.replace(/^\//, '')), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The absolute URL of a link or image target found in a doc; external targets are kept as they are. */
export function resolveTarget(target: string, context: LinkContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target; // https:, mailto:, tel:
  if (target.startsWith('#')) {
    const route = context.routeBySource.get(context.sourcePath);
    return route === undefined ? target : `${siteUrlOf(context.siteUrl, route)}${target}`;
  }
  const hashAt = target.indexOf('#');
  const pathPart = decodeURI(hashAt === -1 ? target : target.slice(0, hashAt));
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  if (pathPart.startsWith('/')) return `${siteUrlOf(context.siteUrl, pathPart)}${hash}`;
  if (/\.mdx?$/.test(pathPart)) {
    const source = path.posix.normalize(path.posix.join(path.posix.dirname(context.sourcePath), pathPart));
    const route = context.routeBySource.get(source);
    if (route === undefined) throw new Error(`${context.sourcePath}: the link ${target} names no doc`);
    return `${siteUrlOf(context.siteUrl, route)}${hash}`;
  }
  const route = context.routeBySource.get(context.sourcePath) ?? '/';
  return `${siteUrlOf(context.siteUrl, path.posix.join(path.posix.dirname(route), pathPart))}${hash}`;
}

/** `](target)` and `](<target with spaces>)`, with an optional "title"; the target is group 1 or 2. */
const inlineTarget = /\]\((?:<([^>\n]+)>|([^)\s]+))((?:\s+"[^"\n]*")?)\)/g;
/** A reference definition: `[label]: target`. */
const definition = /^(\s{0,3}\[[^\]]+\]:\s*)(?:<([^>\n]+)>|(\S+))(.*)$/;
const fenceMarker = /^\s*(`{3,}|~{3,})/;
/** `:::type`, `:::type[title]` or `:::type title`, the opening of an admonition. */
const admonitionOpen = /^(\s*)(:{3,})([a-z]+)(?:\[(.*)\]|\s+(.+))?\s*$/;
/** A JSX component tag of our pages, kept out of the Markdown (its text stays). */
const componentTag = /<\/?[A-Z][A-Za-z0-9.]*(?:\s[^<>]*)?\/?>/g;

function rewriteTargets(line: string, context: LinkContext): string {
  const defined = definition.exec(line);
  if (defined) {
    const [, start, bracketed, bare, rest] = defined;
    return `${start}<${resolveTarget((bracketed ?? bare)!, context)}>${rest}`;
  }
  return line.replace(inlineTarget, (_match, bracketed: string | undefined, bare: string | undefined, title: string) => {
    const url = resolveTarget((bracketed ?? bare)!, context);
    return `](${/[\s()<>]/.test(url) ? `<${url}>` : url}${title})`;
  });
}

/** Prose lines (outside code) of the doc's Markdown, rewritten one by one; code blocks kept byte for byte. */
function mapProse(markdown: string, rewrite: (line: string) => string): string[] {
  let openFence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = fenceMarker.exec(line)?.[1];
    if (marker && (openFence === null || (marker[0] === openFence[0] && marker.length >= openFence.length))) {
      openFence = openFence === null ? marker : null;
      return line;
    }
    return openFence === null ? rewrite(line) : line;
  });
}

/** Admonitions as block quotes whose first line names them: `> **טיפ: התחילו בקטן**`. Nested ones nest. */
export function plainAdmonitions(lines: readonly string[]): string[] {
  const out: string[] = [];
  const stack: string[] = []; // the colons of each open admonition
  let openFence: string | null = null;
  for (const line of lines) {
    const prefix = '> '.repeat(stack.length);
    const marker = fenceMarker.exec(line)?.[1];
    if (marker && (openFence === null || (marker[0] === openFence[0] && marker.length >= openFence.length))) {
      openFence = openFence === null ? marker : null;
      out.push(`${prefix}${line}`.trimEnd());
      continue;
    }
    if (openFence === null) {
      const open = admonitionOpen.exec(line);
      if (open && admonitionTitles[open[3]!] !== undefined) {
        const label = admonitionTitles[open[3]!]!;
        const title = (open[4] ?? open[5])?.trim();
        out.push(`${prefix}> **${title ? `${label}: ${title}` : label}**`, `${prefix}>`);
        stack.push(open[2]!);
        continue;
      }
      const close = /^\s*(:{3,})\s*$/.exec(line);
      if (close && stack.length > 0) {
        stack.pop();
        // Blank lines inside the quote were `>`; the quote ends at the next blank line.
        while (out.length > 0 && /^(> ?)+$/.test(out[out.length - 1]!)) out.pop();
        out.push('> '.repeat(stack.length).trimEnd());
        continue;
      }
    }
    out.push(`${prefix}${line}`.trimEnd());
  }
  return out;
}

export type DocMarkdownInput = LinkContext & {
  title: string;
  /** The doc's Markdown without its front matter. */
  body: string;
  constants?: SiteConstantValues;
};

/** A doc as plain Markdown (see the top of this file). */
export function docToMarkdown(input: DocMarkdownInput): string {
  const expanded = expandMdx(input.body, input.constants ?? {});
  const prose = mapProse(expanded, (line) =>
    rewriteTargets(line, input)
      .replace(/^(#{1,6}\s.*?)\s*\\?\{#[^}\s]+\}\s*$/, '$1')
      .replace(componentTag, ''),
  );
  const body = plainAdmonitions(prose)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `# ${input.title}\n\n${body}\n`.replace(bidiControls, '');
}
