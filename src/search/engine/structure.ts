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
    .sort(
      (a, b) =>
        pageOrder.get(a.record.url_without_anchor)! - pageOrder.get(b.record.url_without_anchor)! ||
        a.record.weight.position - b.record.weight.position ||
        a.index - b.index,
    )
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
};

export function analyzeStructure(records: readonly DocSearchRecord[]): Structure {
  const count = records.length;
  const parent = new Int32Array(count).fill(-1);
  const page = new Int32Array(count);
  const subtreeEnd = new Int32Array(count);
  const own: OwnTexts[] = [];
  const keywords: OwnTexts[] = [];
  const keywordOwners: number[] = [];
  // Open headings of the current page, from the page title down.
  let stack: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = records[i]!;
    if (i > 0 && records[i - 1]!.url_without_anchor !== record.url_without_anchor) {
      for (const open of stack) subtreeEnd[open] = i;
      stack = [];
    }
    page[i] = i > 0 && records[i - 1]!.url_without_anchor !== record.url_without_anchor ? page[i - 1]! + 1 : i > 0 ? page[i - 1]! : 0;
    const level = levelOf(record.type);
    while (stack.length > 0 && levelOf(records[stack.at(-1)!]!.type) >= level) {
      subtreeEnd[stack.pop()!] = i;
    }
    const parentIndex = stack.at(-1) ?? -1;
    parent[i] = parentIndex;
    const parentRecord = parentIndex >= 0 ? records[parentIndex] : undefined;
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
    if (record.keywords?.length) {
      keywords.push({keywords: record.keywords.join(', ')});
      keywordOwners.push(i);
    }
    own.push(texts);
    subtreeEnd[i] = i + 1;
    if (record.type !== 'content') {
      stack.push(i);
    }
  }
  for (const open of stack) subtreeEnd[open] = count;
  return {page, parent, subtreeEnd, documents: [...own, ...keywords], keywordOwners};
}
