/**
 * The modal's line under a paragraph's snippet names the page only (DocSearch shows
 * `hierarchy.lvl1` there): a reader could not tell which section of a long page the paragraph
 * stands in. With the section's heading after the page's title ("חופשה שנתית › שאלות נפוצות"), the
 * hit says where its answer is before it is opened. Headings come highlighted, as DocSearch shows
 * them, from the hit's `_highlightResult` when it has one.
 */

type Highlighted = {value?: string};
type HierarchyLevels = Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;

export type HitWithHierarchy = {
  type: string;
  hierarchy: HierarchyLevels;
  _highlightResult?: {hierarchy?: Partial<Record<keyof HierarchyLevels, Highlighted>>} & Record<string, unknown>;
  _snippetResult?: {hierarchy?: Partial<Record<keyof HierarchyLevels, Highlighted>>} & Record<string, unknown>;
};

/** Between the page's title and the section's heading (mirrored right to left). */
export const pathSeparator = ' › ';

const sectionLevels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The level's text as DocSearch would show it: highlighted if the hit has it so, else escaped. */
function shown(hit: HitWithHierarchy, level: keyof HierarchyLevels): string {
  return hit._snippetResult?.hierarchy?.[level]?.value ?? hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '');
}

/** A paragraph's hit with its section's heading after the page's title in the line DocSearch shows under it. */
export function withSectionHeading<T extends object>(item: T): T {
  const hit = item as unknown as HitWithHierarchy;
  if (hit.type !== 'content') return item;
  const section = sectionLevels.find((level) => hit.hierarchy[level]);
  if (!section || !hit.hierarchy.lvl1) return item;
  const path = `${shown(hit, 'lvl1')}${pathSeparator}${shown(hit, section)}`;
  const snippet = hit._snippetResult ?? {};
  return {...item, _snippetResult: {...snippet, hierarchy: {...snippet.hierarchy, lvl1: {...snippet.hierarchy?.lvl1, value: path}}}};
}

/**
 * A heading's hit from the offline engine carries the snippet of its section's paragraph that holds
 * the query's words (`_snippetResult.content`: src/search/engine/searchEngine.ts, `sectionParagraphs`);
 * DocSearch shows a section heading's hit as the heading and its page only, and a page title's
 * content only when the hit has content. So a section heading's hit is shown as a paragraph's is (the
 * snippet, and under it the page's title and the heading: `withSectionHeading` next), and a page
 * title's with the snippet under the title. A hit without that snippet (Algolia's) stays as it is.
 */
export function withSectionSnippet<T extends object>(item: T): T {
  const hit = item as unknown as HitWithHierarchy;
  const snippet = (hit._snippetResult as {content?: Highlighted} | undefined)?.content?.value;
  if (hit.type === 'content' || !snippet) return item;
  // The hit's own content is the snippet's text without its highlight tags: DocSearch shows it, as
  // HTML, where the snippet is gone (a saved search keeps no _snippetResult), and it marks nothing there.
  const content = snippet.replace(/<[^>]*>/g, '');
  return hit.type === 'lvl1' ? {...item, content} : {...item, type: 'content', content};
}
