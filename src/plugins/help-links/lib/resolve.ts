import type {HelpTarget} from '../targets';

/** One entry of /help-links.json. */
export type HelpLink = {screen: string; page: string; heading: string; url: string};

const latinId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The problems of a target list on its own: keys and ids that are not stable Latin, a screen listed twice. */
export function listProblems(targets: readonly HelpTarget[]): string[] {
  const problems: string[] = [];
  const screens = new Set<string>();
  for (const target of targets) {
    if (!latinId.test(target.screen)) problems.push(`screen "${target.screen}": not lowercase Latin with hyphens`);
    if (!latinId.test(target.heading)) problems.push(`${target.screen}: heading id "${target.heading}" is not lowercase Latin with hyphens`);
    if (screens.has(target.screen)) problems.push(`screen "${target.screen}" is listed twice`);
    screens.add(target.screen);
  }
  return problems;
}

/** Whether a built page has a heading (h1–h6) with this id; the build's minifier drops the quotes of plain values. */
export function hasHeadingId(html: string, id: string): boolean {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<h[1-6]\\b[^>]*\\sid=(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s>]))`).test(html);
}

export type ResolveInput = {
  targets: readonly HelpTarget[];
  /** Route of every doc by id. */
  permalinkByDoc: ReadonlyMap<string, string>;
  /** The built HTML of a route, or undefined when the build has no file for it. */
  html: (permalink: string) => Promise<string | undefined>;
  /** Absolute URL of a route. */
  url: (permalink: string) => string;
};

/** Each target's link, or the list of targets that no longer resolve. */
export async function resolveHelpLinks(input: ResolveInput): Promise<{links: HelpLink[]; problems: string[]}> {
  const problems = listProblems(input.targets);
  const links: HelpLink[] = [];
  for (const target of input.targets) {
    const page = input.permalinkByDoc.get(target.doc);
    if (page === undefined) {
      problems.push(`${target.screen}: no doc "${target.doc}"`);
      continue;
    }
    const html = await input.html(page);
    if (html === undefined || !hasHeadingId(html, target.heading)) {
      problems.push(`${target.screen}: ${page} has no heading with id "${target.heading}" (write it as "## heading \\{#${target.heading}}")`);
      continue;
    }
    links.push({screen: target.screen, page, heading: target.heading, url: `${input.url(page)}#${target.heading}`});
  }
  return {links, problems};
}
