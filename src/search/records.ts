/**
 * The DocSearch record: the one shape that flows from the built HTML to the local engine, the
 * HTTP server and the Algolia upload (the fields the DocSearch crawler's Docusaurus template writes).
 */
export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** A heading record is typed by its level (lvl1 is the page title); a paragraph, item or cell is 'content'. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type DocSearchRecord = {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  /** Absolute URL, with the heading's #anchor when the record sits under a heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  version?: string;
  /** The page's front-matter keywords (spellings and synonyms readers type), on the lvl1 record only. */
  keywords?: string[];
  weight: {pageRank: number; level: number; position: number};
};

/** DocSearch's level weights: headings above content, higher headings first (custom ranking desc(weight.level)). */
export const levelWeights: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

export function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}
