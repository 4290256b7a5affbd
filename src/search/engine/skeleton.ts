import {emptyHierarchy, hierarchyLevels, levelWeights, type DocSearchRecord} from '../records';
import {anchoredUrl, inheritedHierarchy, type RecordExtra, type SerializedIndex, type SerializedPage} from './serialize';
import {levelOf, recordTree, type Structure} from './structure';

/*
 * What the split index's entry keeps of each record (./split.ts): only what ranking reads of every
 * record a query's postings name, by column, so that it compresses to a few bytes a record. Page,
 * type, position, the url's identity (for distinct) and the heading texts (which proximity reads on
 * the best candidates and the headings above them) are here; the anchor, a url or hierarchy of the
 * record's own, and keywords, which only the hits shown read, are in the text groups with the
 * paragraph text, fetched on demand.
 */

type RecordType = SerializedIndex['records'][number][2];
/** Per record type one character, from one of four sets: url new or the previous record's, hierarchy inherited or in its text row. */
const typeCodes = ['123456c', 'ABCDEFG', 'abcdefg', 'HIJKLMN'];
const sameUrlFlag = 1;
const ownHierarchyFlag = 2;
const typeNumber = (type: RecordType): number => levelOf(type) - 1;
const typeOfNumber = (n: number): RecordType => (n === 6 ? 'content' : (`lvl${n + 1}` as RecordType));

/** The rare record data ranking reads that the columns do not give (k: it has keywords, in its text row). */
export type SkeletonExtra = Pick<RecordExtra, 'level'> & {k?: 1};
/** The rare record data only a hit shows. */
export type TextExtra = Pick<RecordExtra, 'keywords' | 'hierarchy' | 'url'>;

export type Skeleton = {
  /** Runs of records of one page: page, record count, page, record count… */
  pages: number[];
  /** Per record one character: its type, in the set of `typeCodes` its flags (sameUrlFlag, ownHierarchyFlag) name. */
  types: string;
  /** Per heading record, in order: its text. */
  headings: (string | null)[];
  /** Records whose position is not 0 at a page's first record or the previous one's plus one: record, position… */
  positions: number[];
  /** Records with a new url that an earlier record already had: record, that earlier record… */
  urls: number[];
  /** Per record with extra data: record, data. */
  extras: [record: number, extra: SkeletonExtra][];
};

/** A record's stored texts: objectID, its paragraph (a heading's content), anchor, rare data. */
export type TextRow = [objectID: string, content: string | null, anchor: string | null, extra?: TextExtra];

/** The skeleton of serialized records and their text rows. */
export function skeletonOf({pages, records}: Pick<SerializedIndex, 'pages' | 'records'>): {skeleton: Skeleton; texts: TextRow[]} {
  const skeleton: Skeleton = {pages: [], types: '', headings: [], positions: [], urls: [], extras: []};
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
    types.push(typeCodes[(sameUrl ? sameUrlFlag : 0) + (extra?.hierarchy ? ownHierarchyFlag : 0)]![typeNumber(type)]!);
    if (type !== 'content') skeleton.headings.push(text);
    const earlier = firstWithUrl.get(url);
    if (!sameUrl && earlier !== undefined) skeleton.urls.push(i, earlier);
    if (earlier === undefined) firstWithUrl.set(url, i);
    if (position !== (samePage ? previous!.position + 1 : 0)) skeleton.positions.push(i, position);
    const {content, keywords, hierarchy, url: ownUrl, level} = extra ?? {};
    const skeletonExtra: SkeletonExtra = {...(level === undefined ? {} : {level}), ...(keywords ? {k: 1 as const} : {})};
    if (Object.keys(skeletonExtra).length > 0) skeleton.extras.push([i, skeletonExtra]);
    const row: TextRow = [objectID, type === 'content' ? text : content ?? null, anchor];
    const textExtra: TextExtra = {...(keywords ? {keywords} : {}), ...(hierarchy ? {hierarchy} : {}), ...(ownUrl === undefined ? {} : {url: ownUrl})};
    if (Object.keys(textExtra).length > 0) row.push(textExtra);
    texts.push(row);
    previous = {page, url, position};
  });
  skeleton.types = types.join('');
  return {skeleton, texts};
}

/** The columns per record again: page, type, position, url identity, extra. */
export function skeletonColumns(skeleton: Skeleton): {
  page: Int32Array;
  type: RecordType[];
  heading: (string | null)[];
  ownHierarchy: Uint8Array;
  position: Float64Array;
  urlId: Int32Array;
  extra: Map<number, SkeletonExtra>;
} {
  const count = skeleton.types.length;
  const page = new Int32Array(count);
  const position = new Float64Array(count);
  const urlId = new Int32Array(count);
  const type: RecordType[] = [];
  const heading: (string | null)[] = [];
  const ownHierarchy = new Uint8Array(count);
  let headings = 0;
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
      const flags = typeCodes.findIndex((codes) => codes.includes(code));
      type.push(typeOfNumber(typeCodes[flags]!.indexOf(code)));
      heading.push(type[i] === 'content' ? null : skeleton.headings[headings++]!);
      ownHierarchy[i] = flags & ownHierarchyFlag ? 1 : 0;
      const same = flags & sameUrlFlag;
      position[i] = positions.get(i) ?? (n === 0 ? 0 : position[i - 1]! + 1);
      const earlier = urls.get(i);
      urlId[i] = same ? urlId[i - 1]! : earlier !== undefined ? urlId[earlier]! : nextUrl++;
    }
  }
  return {page, type, heading, ownHierarchy, position, urlId, extra: new Map(skeleton.extras)};
}

/** The serialized records again, from the skeleton and the text rows. */
export function serializedRecords(skeleton: Skeleton, text: (record: number) => TextRow): SerializedIndex['records'] {
  const {page, type, heading, position, extra} = skeletonColumns(skeleton);
  return type.map((recordType, i) => {
    const [objectID, content, anchor, textExtra] = text(i);
    const level = extra.get(i)?.level;
    const full: RecordExtra = {...(level === undefined ? {} : {level}), ...textExtra};
    if (recordType !== 'content' && content !== null) full.content = content;
    const row: SerializedIndex['records'][number] = [page[i]!, objectID, recordType, anchor, recordType === 'content' ? content : heading[i]!, position[i]!];
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
    if (columns.ownHierarchy[i]) {
      const fixed = text(i)?.[3]?.hierarchy;
      if (!fixed) return {hierarchy: emptyHierarchy(), complete: false};
      hierarchies[i] = Object.fromEntries(hierarchyLevels.map((lvl, level) => [lvl, fixed[level] ?? null])) as DocSearchRecord['hierarchy'];
      return {hierarchy: hierarchies[i], complete: true};
    }
    const parent = tree.parent[i]! >= 0 ? hierarchyOf(tree.parent[i]!) : undefined;
    const hierarchy = inheritedHierarchy(records[i]!.type, columns.heading[i]!, parent && ({hierarchy: parent.hierarchy} as DocSearchRecord), pages[columns.page[i]!]!);
    const complete = parent?.complete ?? true;
    if (complete) hierarchies[i] = hierarchy;
    return {hierarchy, complete};
  };
  records.forEach((record, i) => {
    Object.defineProperty(record, 'objectID', {enumerable: true, get: () => text(i)?.[0] ?? ''});
    Object.defineProperty(record, 'hierarchy', {enumerable: true, get: () => hierarchyOf(i).hierarchy});
    Object.defineProperty(record, 'content', {enumerable: true, get: () => text(i)?.[1] ?? null});
    Object.defineProperty(record, 'anchor', {enumerable: true, get: () => text(i)?.[2] ?? null});
    Object.defineProperty(record, 'url', {enumerable: true, get: () => text(i)?.[3]?.url ?? anchoredUrl(record.url_without_anchor, record.anchor)});
    if (columns.extra.get(i)?.k === 1) Object.defineProperty(record, 'keywords', {enumerable: true, get: () => text(i)?.[3]?.keywords});
  });
  return {records, structure: {...tree, documents: [], urlIds: columns.urlId}};
}
