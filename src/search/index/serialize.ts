import {emptyHierarchy, hierarchyLevels, levelWeights, type DocSearchRecord, type HierarchyLevel, type RecordType} from '../records';
import {levelOf} from '../engine/structure';

/*
 * Serialization: a page table, one row per record holding only its own text (the hierarchy is
 * rebuilt from the headings above it), and the full-text index with its identity ids left out.
 */

export const serializationFormat = 'guide-search/2';

export type SerializedPage = [url: string, language: string, docusaurusTag: string, pageRank: number, version: string | null, lvl0: string | null, lvl1: string | null];
export type RecordExtra = {url?: string; level?: number; keywords?: string[]; hierarchy?: (string | null)[]; content?: string | null};
type SerializedRecord = [page: number, objectID: string, type: RecordType, anchor: string | null, text: string | null, position: number, extra?: RecordExtra];

export type SerializedIndex = {
  format: typeof serializationFormat;
  pages: SerializedPage[];
  records: SerializedRecord[];
  index: unknown;
};

export function anchoredUrl(urlWithoutAnchor: string, anchor: string | null): string {
  return anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
}

function pageKey(record: Pick<DocSearchRecord, 'url_without_anchor' | 'language' | 'docusaurus_tag' | 'weight' | 'version'>): string {
  return JSON.stringify([record.url_without_anchor, record.language, record.docusaurus_tag, record.weight.pageRank, record.version ?? null]);
}

/** The hierarchy a record has when it only carries its own text: its parent's, plus its own level. */
export function inheritedHierarchy(type: RecordType, text: string | null, parent: DocSearchRecord | undefined, page: SerializedPage): DocSearchRecord['hierarchy'] {
  const hierarchy = parent ? {...parent.hierarchy} : {...emptyHierarchy(), lvl0: page[5], lvl1: page[6]};
  if (type !== 'content') {
    const level = levelOf(type);
    hierarchy[`lvl${level}` as HierarchyLevel] = text;
    for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
  }
  return hierarchy;
}

function sameHierarchy(a: DocSearchRecord['hierarchy'], b: DocSearchRecord['hierarchy']): boolean {
  return hierarchyLevels.every((lvl) => a[lvl] === b[lvl]);
}

export function serializeRecords(records: readonly DocSearchRecord[], parent: Int32Array): Pick<SerializedIndex, 'pages' | 'records'> {
  const pages: SerializedPage[] = [];
  const pageIndex = new Map<string, number>();
  const rows = records.map((record, i): SerializedRecord => {
    const key = pageKey(record);
    let page = pageIndex.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(key, page);
      pages.push([record.url_without_anchor, record.language, record.docusaurus_tag, record.weight.pageRank, record.version ?? null, record.hierarchy.lvl0, record.hierarchy.lvl1]);
    }
    const text = record.type === 'content' ? record.content : record.hierarchy[record.type];
    const extra: RecordExtra = {};
    const rebuilt = inheritedHierarchy(record.type, text, parent[i]! >= 0 ? records[parent[i]!] : undefined, pages[page]!);
    if (!sameHierarchy(rebuilt, record.hierarchy)) extra.hierarchy = hierarchyLevels.map((lvl) => record.hierarchy[lvl]);
    if (record.type !== 'content' && record.content !== null) extra.content = record.content;
    if (record.url !== anchoredUrl(record.url_without_anchor, record.anchor)) extra.url = record.url;
    if (record.weight.level !== levelWeights[record.type]) extra.level = record.weight.level;
    if (record.keywords?.length) extra.keywords = record.keywords;
    const row: SerializedRecord = [page, record.objectID, record.type, record.anchor, text, record.weight.position];
    if (Object.keys(extra).length > 0) row.push(extra);
    return row;
  });
  return {pages, records: rows};
}

export function deserializeRecords(serialized: SerializedIndex): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  // Open headings of the current page, to find each record's parent as analyzeStructure does.
  let stack: DocSearchRecord[] = [];
  let currentPage = -1;
  for (const [page, objectID, type, anchor, text, position, extra] of serialized.records) {
    const pageRow = serialized.pages[page]!;
    const [urlWithoutAnchor, language, docusaurusTag, pageRank, version] = pageRow;
    if (page !== currentPage) {
      stack = [];
      currentPage = page;
    }
    while (stack.length > 0 && levelOf(stack.at(-1)!.type) >= levelOf(type)) stack.pop();
    const hierarchy = extra?.hierarchy
      ? (Object.fromEntries(hierarchyLevels.map((lvl, i) => [lvl, extra.hierarchy![i] ?? null])) as DocSearchRecord['hierarchy'])
      : inheritedHierarchy(type, text, stack.at(-1), pageRow);
    const record: DocSearchRecord = {
      objectID,
      hierarchy,
      content: type === 'content' ? text : (extra?.content ?? null),
      type,
      url: extra?.url ?? anchoredUrl(urlWithoutAnchor, anchor),
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank, level: extra?.level ?? levelWeights[type], position},
    };
    if (version !== null) record.version = version;
    if (extra?.keywords) record.keywords = extra.keywords;
    records.push(record);
    if (type !== 'content') stack.push(record);
  }
  return records;
}
