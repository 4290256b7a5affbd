import {hierarchyLevels, type DocSearchRecord} from '../../../src/search/records';
import type {DocSearchHit, EngineResult} from '../../../src/search/engine';

/**
 * The search the guide's modal makes, asked of the same engine (the modal's request for a wide
 * screen: src/search/client/modalRequest.ts), and the hits it gets back, shaped for an assistant.
 */

/** The hits an assistant gets, of those the modal shows, in the engine's order. */
export const maxHits = 10;
/** The modal shows at most this many hits of each lvl0 (the sidebar's category): DocSearch's default maxResultsPerGroup, which the guide keeps. */
export const modalHitsPerGroup = 5;

/** The hits the modal shows of those it receives: the first `modalHitsPerGroup` of each lvl0, in the engine's order. */
export function modalHits<Hit extends DocSearchHit>(hits: readonly Hit[]): Hit[] {
  const perGroup = new Map<string, number>();
  return hits.filter((hit) => {
    const group = String(hit.hierarchy?.lvl0 ?? '');
    const count = perGroup.get(group) ?? 0;
    perGroup.set(group, count + 1);
    return count < modalHitsPerGroup;
  });
}

export type GuideHit = {
  /** The page's title. */
  title: string;
  /** The headings above the hit within the page ("פרק › סעיף"), or null for the page itself. */
  section: string | null;
  /** The sidebar category the page sits in, or null. */
  category: string | null;
  /** Absolute URL, with the heading's anchor. */
  url: string;
  /** The words around the match, matched words in **bold**, as the modal shows them. */
  snippet: string;
};

const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'", '&#39;': "'"};

/** The modal's HTML snippet as text: its <mark> tags as Markdown bold, its escapes undone. */
export function snippetText(html: string): string {
  return html
    .replace(/<mark>/g, '**')
    .replace(/<\/mark>/g, '**')
    .replace(/&(?:amp|lt|gt|quot|#0?39);/g, (entity) => entities[entity] ?? entity);
}

type Snippets = {content?: {value?: string}; hierarchy?: Partial<Record<string, {value?: string}>>};

export function guideHit(hit: DocSearchHit): GuideHit {
  const hierarchy = (hit.hierarchy ?? {}) as Partial<DocSearchRecord['hierarchy']>;
  const headings = hierarchyLevels.slice(2).flatMap((level) => (hierarchy[level] ? [hierarchy[level]!] : []));
  const snippets = (hit._snippetResult ?? {}) as Snippets;
  // A paragraph shows its words; a heading, the words of its section's paragraph that holds the
  // query's (the engine's section snippet, as the modal shows it), else the heading itself.
  const snippet = snippets.content?.value ?? (hit.type === 'content' ? undefined : snippets.hierarchy?.[String(hit.type)]?.value);
  return {
    title: hierarchy.lvl1 ?? '',
    section: headings.length > 0 ? headings.join(' › ') : null,
    category: hierarchy.lvl0 ?? null,
    url: String(hit.url),
    snippet: snippetText(snippet ?? hit.content ?? ''),
  };
}

/** The search's answer for an assistant: the first hits, and the other-layout reading when it was searched. */
export type GuideSearchAnswer = {query: string; layoutReading?: string; nbHits: number; hits: GuideHit[]};

export function guideAnswer(query: string, result: EngineResult | undefined): GuideSearchAnswer {
  if (!result || !('hits' in result)) return {query, nbHits: 0, hits: []};
  return {
    query,
    ...(result.layoutReading !== undefined && {layoutReading: result.layoutReading}),
    nbHits: result.nbHits,
    hits: modalHits(result.hits).slice(0, maxHits).map(guideHit),
  };
}
