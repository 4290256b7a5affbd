import {hierarchyLevels, levelWeights, type DocSearchRecord} from '../records';
import {anchoredUrl, inheritedHierarchy, type RecordExtra, type SerializedIndex, type SerializedPage} from './serialize';
import {levelOf, recordTree, type Structure} from './structure';

/*
 * What the split index's entry keeps of each record (./split.ts): only what ranking reads of every
 * record a query's postings name, by column, so that it compresses to a few bytes a record. Page,
 * type, position and the url's identity (for distinct) are here; the anchor and the heading text,
 * which only the hits shown and the proximity of the best candidates read, are in the text groups
 * with the paragraph text, fetched on demand.
 */

type RecordType = SerializedIndex['records'][number][2];
/** Per record type one character: when its url is a new one, and when it is the previous record's. */
const newUrlCodes = '123456c';
const sameUrlCodes = 'ABCDEFG';
const typeNumber = (type: RecordType): number => levelOf(type) - 1;
const typeOfNumber = (n: number): RecordType => (n === 6 ? 'content' : (`lvl${n + 1}` as RecordType));

/** The rare record data the columns do not give (k: it has keywords, in its text row). */
export type SkeletonExtra = Omit<RecordExtra, 'content' | 'keywords'> & {k?: 1};

export type Skeleton = {
  /** Runs of records of one page: page, record count, page, record count… */
  pages: number[];
  /** Per record one character: its type, in `newUrlCodes` when its url differs from the previous record's, else in `sameUrlCodes`. */
  types: string;
  /** Records whose position is not 0 at a page's first record or the previous one's plus one: record, position… */
  positions: number[];
  /** Records with a new url that an earlier record already had: record, that earlier record… */
  urls: number[];
  /** Per record with extra data: record, data. */
  extras: [record: number, extra: SkeletonExtra][];
};

/** A record's stored texts: objectID, its paragraph (a heading's content), anchor, heading text, its page keywords. */
export type TextRow = [objectID: string, content: string | null, anchor: string | null, heading: string | null, keywords?: string[]];

/** The skeleton of serialized records and their text rows. */
export function skeletonOf({pages, records}: Pick<SerializedIndex, 'pages' | 'records'>): {skeleton: Skeleton; texts: TextRow[]} {
  const skeleton: Skeleton = {pages: [], types: '', positions: [], urls: [], extras: []};
  const types: string[] = [];
  const texts: TextRow[] = [];
  const firstWithUrl = new Map<string, number>();
  let previous: {page: number; url: string; position: number} | undefined;
  records.forEach(([page, objectID, type, anchor, text, position, extra], i) => {
    const samePage = previous?.page === page;
    if (samePage) skeleton.pages[skeleton.pages.length - 1]! += 1;
    else skeleton.pages.push(page, 1);
    const url = extra?.url ?? anchoredUrl(pages[page]![0], anchor);
    const sameUrl = previous?.url === url;
    types.push((sameUrl ? sameUrlCodes : newUrlCodes)[typeNumber(type)]!);
    const earlier = firstWithUrl.get(url);
    if (!sameUrl && earlier !== undefined) skeleton.urls.push(i, earlier);
    if (earlier === undefined) firstWithUrl.set(url, i);
    if (position !== (samePage ? previous!.position + 1 : 0)) skeleton.positions.push(i, position);
    const {content, keywords, ...rest} = extra ?? {};
    const skeletonExtra: SkeletonExtra = {...rest, ...(keywords ? {k: 1 as const} : {})};
    if (Object.keys(skeletonExtra).length > 0) skeleton.extras.push([i, skeletonExtra]);
    const row: TextRow = [objectID, type === 'content' ? text : content ?? null, anchor, type === 'content' ? null : text];
    if (keywords) row.push(keywords);
    texts.push(row);
    previous = {page, url, position};
  });
  skeleton.types = types.join('');
  return {skeleton, texts};
}

/** The columns per record again: page, type, position, url identity, extra. */
export function skeletonColumns(skeleton: Skeleton): {page: Int32Array; type: RecordType[]; position: Float64Array; urlId: Int32Array; extra: Map<number, SkeletonExtra>} {
  const count = skeleton.types.length;
  const page = new Int32Array(count);
  const position = new Float64Array(count);
  const urlId = new Int32Array(count);
  const type: RecordType[] = [];
  const positions = new Map<number, number>();
  for (let i = 0; i < skeleton.positions.length; i += 2) positions.set(skeleton.positions[i]!, skeleton.positions[i + 1]!);
  const urls = new Map<number, number>();
  for (let i = 0; i < skeleton.urls.length; i += 2) urls.set(skeleton.urls[i]!, skeleton.urls[i + 1]!);
  let i = 0;
  let nextUrl = 0;
  for (let run = 0; run < skeleton.pages.length; run += 2) {
    for (let n = 0; n < skeleton.pages[run + 1]!; n += 1, i += 1) {
      page[i] = skeleton.pages[run]!;
      const code = skeleton.types[i]!;
      const same = sameUrlCodes.indexOf(code);
      type.push(typeOfNumber(same >= 0 ? same : newUrlCodes.indexOf(code)));
      position[i] = positions.get(i) ?? (n === 0 ? 0 : position[i - 1]! + 1);
      const earlier = urls.get(i);
      urlId[i] = same >= 0 ? urlId[i - 1]! : earlier !== undefined ? urlId[earlier]! : nextUrl++;
    }
  }
  return {page, type, position, urlId, extra: new Map(skeleton.extras)};
}

/** The serialized records again, from the skeleton and the text rows. */
export function serializedRecords(skeleton: Skeleton, text: (record: number) => TextRow): SerializedIndex['records'] {
  const {page, type, position, extra} = skeletonColumns(skeleton);
  return type.map((recordType, i) => {
    const [objectID, content, anchor, heading, keywords] = text(i);
    const {k, ...rest} = extra.get(i) ?? {};
    const full: RecordExtra = {...rest};
    if (recordType !== 'content' && content !== null) full.content = content;
    if (k && keywords) full.keywords = keywords;
    const row: SerializedIndex['records'][number] = [page[i]!, objectID, recordType, anchor, recordType === 'content' ? content : heading, position[i]!];
    if (Object.keys(full).length > 0) row.push(full);
    return row;
  });
}

/**
 * The records of a skeleton, their stored texts read from `text` (undefined: not loaded yet, and
 * noted as missing by it; the engine then answers again once it is), and the record tree with each
 * record's url identity, for distinct.
 */
export function lazyRecords(skeleton: Skeleton, pages: readonly SerializedPage[], text: (record: number) => TextRow | undefined): {records: DocSearchRecord[]; structure: Structure} {
  const columns = skeletonColumns(skeleton);
  const records = columns.type.map((type, i): DocSearchRecord => {
    const [urlWithoutAnchor, language, docusaurusTag, pageRank, version] = pages[columns.page[i]!]!;
    const extra = columns.extra.get(i);
    const record = {type, url_without_anchor: urlWithoutAnchor, language, docusaurus_tag: docusaurusTag, weight: {pageRank, level: extra?.level ?? levelWeights[type], position: columns.position[i]!}} as DocSearchRecord;
    if (version !== null) record.version = version;
    return record;
  });
  const tree = recordTree(records, (i) => columns.extra.get(i)?.k === 1);
  const hierarchies: (DocSearchRecord['hierarchy'] | undefined)[] = [];
  /** A record's hierarchy, kept once every heading above it is loaded. */
  const hierarchyOf = (i: number): {hierarchy: DocSearchRecord['hierarchy']; complete: boolean} => {
    const known = hierarchies[i];
    if (known) return {hierarchy: known, complete: true};
    const fixed = columns.extra.get(i)?.hierarchy;
    if (fixed) {
      hierarchies[i] = Object.fromEntries(hierarchyLevels.map((lvl, level) => [lvl, fixed[level] ?? null])) as DocSearchRecord['hierarchy'];
      return {hierarchy: hierarchies[i], complete: true};
    }
    const parent = tree.parent[i]! >= 0 ? hierarchyOf(tree.parent[i]!) : undefined;
    const row = records[i]!.type === 'content' ? [] : text(i);
    const hierarchy = inheritedHierarchy(records[i]!.type, row?.[3] ?? null, parent && ({hierarchy: parent.hierarchy} as DocSearchRecord), pages[columns.page[i]!]!);
    const complete = row !== undefined && (parent?.complete ?? true);
    if (complete) hierarchies[i] = hierarchy;
    return {hierarchy, complete};
  };
  records.forEach((record, i) => {
    const fixedUrl = columns.extra.get(i)?.url;
    Object.defineProperty(record, 'objectID', {enumerable: true, get: () => text(i)?.[0] ?? ''});
    Object.defineProperty(record, 'hierarchy', {enumerable: true, get: () => hierarchyOf(i).hierarchy});
    Object.defineProperty(record, 'content', {enumerable: true, get: () => text(i)?.[1] ?? null});
    Object.defineProperty(record, 'anchor', {enumerable: true, get: () => text(i)?.[2] ?? null});
    if (fixedUrl !== undefined) record.url = fixedUrl;
    else Object.defineProperty(record, 'url', {enumerable: true, get: () => anchoredUrl(record.url_without_anchor, record.anchor)});
    if (columns.extra.get(i)?.k === 1) Object.defineProperty(record, 'keywords', {enumerable: true, get: () => text(i)?.[4]});
  });
  return {records, structure: {...tree, documents: [], urlIds: columns.urlId}};
}
