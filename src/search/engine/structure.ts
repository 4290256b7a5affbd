import {hierarchyLevels, type DocSearchRecord, type RecordType} from '../records';
import type {OwnTexts} from './termIndex';

/*
 * The structure of the records: which texts each record owns and which records inherit them. Each
 * heading is indexed once, on its own record, and the records under it inherit its matches.
 */

export function levelOf(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** Records grouped by page in first-seen order, each page in position order: the order of ties. */
export function orderRecords(records: readonly DocSearchRecord[]): DocSearchRecord[] {
  const pageOrder = new Map<string, number>();
  for (const record of records) {
    if (!pageOrder.has(record.url_without_anchor)) {
      pageOrder.set(record.url_without_anchor, pageOrder.size);
    }
  }
  return records
    .map((record, index) => ({record, index}))
    .sort((a, b) => pageOrder.get(a.record.url_without_anchor)! - pageOrder.get(b.record.url_without_anchor)! || a.record.weight.position - b.record.weight.position || a.index - b.index)
    .map(({record}) => record);
}

export type Structure = {
  /** The page's place in the index order, for keeping ties page by page. */
  page: Int32Array;
  /** The nearest record above on the same page whose heading contains this one, or -1. */
  parent: Int32Array;
  /** The end (exclusive) of the contiguous run of records that inherit this record's matches. */
  subtreeEnd: Int32Array;
  /** The documents of the term index: each record's own texts, then one document per record with keywords. */
  documents: OwnTexts[];
  /** The record that each keywords document belongs to, by document number minus the record count. */
  keywordOwners: number[];
  /** Each record's url as a number (equal numbers, equal urls), where the urls themselves are not loaded yet (the split index). */
  urlIds?: Int32Array;
};

/**
 * The record tree alone (no texts): what ranking needs, from the type of each record, whether it is
 * on the same page as the one before, and whether it has keywords.
 */
export function recordTree(records: readonly Pick<DocSearchRecord, 'type'>[], samePage: (index: number) => boolean, hasKeywords: (index: number) => boolean): Omit<Structure, 'documents'> {
  const count = records.length;
  const parent = new Int32Array(count).fill(-1);
  const page = new Int32Array(count);
  const subtreeEnd = new Int32Array(count);
  const keywordOwners: number[] = [];
  // Open headings of the current page, from the page title down.
  let stack: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = records[i]!;
    const newPage = i > 0 && !samePage(i);
    if (newPage) {
      for (const open of stack) subtreeEnd[open] = i;
      stack = [];
    }
    page[i] = newPage ? page[i - 1]! + 1 : i > 0 ? page[i - 1]! : 0;
    const level = levelOf(record.type);
    while (stack.length > 0 && levelOf(records[stack.at(-1)!]!.type) >= level) {
      subtreeEnd[stack.pop()!] = i;
    }
    parent[i] = stack.at(-1) ?? -1;
    if (hasKeywords(i)) keywordOwners.push(i);
    subtreeEnd[i] = i + 1;
    if (record.type !== 'content') {
      stack.push(i);
    }
  }
  for (const open of stack) subtreeEnd[open] = count;
  return {page, parent, subtreeEnd, keywordOwners};
}

export function analyzeStructure(records: readonly DocSearchRecord[]): Structure {
  const tree = recordTree(
    records,
    (i) => records[i]!.url_without_anchor === records[i - 1]!.url_without_anchor,
    (i) => Boolean(records[i]!.keywords?.length),
  );
  const own = records.map((record, i): OwnTexts => {
    const parentRecord = tree.parent[i]! >= 0 ? records[tree.parent[i]!] : undefined;
    const texts: OwnTexts = {};
    for (const lvl of hierarchyLevels) {
      const value = record.hierarchy[lvl];
      if (value && value !== parentRecord?.hierarchy[lvl]) {
        texts[lvl] = value;
      }
    }
    if (record.content) {
      texts.content = record.content;
    }
    return texts;
  });
  const keywords = tree.keywordOwners.map((i): OwnTexts => ({keywords: records[i]!.keywords!.join(', ')}));
  return {...tree, documents: [...own, ...keywords]};
}
