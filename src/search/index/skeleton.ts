import {emptyHierarchy, hierarchyLevels, levelWeights, type DocSearchRecord} from '../records';
import {anchoredUrl, inheritedHierarchy, type RecordExtra, type SerializedIndex, type SerializedPage} from './serialize';
import {levelOf, recordTree, type Structure} from '../engine/structure';

/*
 * What the split index's entry keeps of each record (./split.ts): only what ranking reads of every
 * record a query's postings name, by column, in about a byte a record. Type, page (its kind:
 * language, tag, page rank, version), position, the url's identity (for distinct) and whether it
 * has keywords are here (proximity reads the term shards' word positions, ./positions.ts); every
 * text (a record's own text, heading or paragraph, its anchor, keywords, a url or hierarchy of its
 * own) and each page's url and titles are in the text groups, fetched for the hits a response
 * shows. A text group is whole for its records: it also names their pages and the headings above
 * its first record that lie in earlier groups, so that a record's hierarchy comes with it.
 */

type RecordType = SerializedIndex['records'][number][2];
/** Per record one character: its type number (0–6) plus 7 times its flags. */
const typeCodes = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const sameUrlFlag = 1;
const ownHierarchyFlag = 2;
const keywordsFlag = 4;
const typeNumber = (type: RecordType): number => levelOf(type) - 1;
const typeOfNumber = (n: number): RecordType => (n === 6 ? 'content' : (`lvl${n + 1}` as RecordType));

/** What ranking reads of a page: language, docusaurus tag, page rank, version. */
export type PageKind = [language: string, docusaurusTag: string, pageRank: number, version: string | null];

export type Skeleton = {
  /** Per record one character of `typeCodes`: its type and flags (sameUrlFlag, ownHierarchyFlag, keywordsFlag). */
  types: string;
  /** Runs of records of one page: their record counts. A run's page is the next page not met yet, unless `revisits` names it. */
  runs: number[];
  /** Runs of a page met before: run, page… */
  revisits: number[];
  /** The kinds of page. */
  kinds: PageKind[];
  /** Each page's kind, run-length coded: kind, how many pages in a row… */
  pageKinds: number[];
  /** Records whose position is not 0 at a page's first record or the previous one's plus one: record, position… */
  positions: number[];
  /** Records with a new url that an earlier record already had: record, that earlier record… */
  urls: number[];
  /** Records whose level weight is not their type's: record, level… */
  levels: number[];
};

/** The rare record data only texts read. */
export type TextExtra = Pick<RecordExtra, 'keywords' | 'hierarchy' | 'url' | 'content'>;
/** A record's stored texts: objectID, its own text (a paragraph, or a heading's title), anchor, rare data. */
export type TextRow = [objectID: string, text: string | null, anchor: string | null, extra?: TextExtra];
/** A page a text group's records are on: its number, url and first two hierarchy levels. */
export type PageText = [page: number, url: string, lvl0: string | null, lvl1: string | null];
/** A heading above a text group's first record, in an earlier group: its record, its text, its hierarchy of its own if any. */
export type OpenHeading = [record: number, text: string | null, hierarchy?: (string | null)[]];
export type TextGroup = {pages: PageText[]; open: OpenHeading[]; rows: TextRow[]};

/** The record tree of serialized records (parents and subtrees). */
function treeOf(records: SerializedIndex['records']): ReturnType<typeof recordTree> {
  return recordTree(
    records.map(([, , type]) => ({type})),
    (i) => records[i]![0] === records[i - 1]![0],
    (i) => Boolean(records[i]![6]?.keywords?.length),
  );
}

/**
 * The skeleton of serialized records and their text groups; `cut` gives the groups' sizes from
 * the text rows (runs of about a given length).
 */
export function skeletonOf({pages, records}: Pick<SerializedIndex, 'pages' | 'records'>, cut: (rows: readonly TextRow[]) => number[]): {skeleton: Skeleton; groups: TextGroup[]} {
  const skeleton: Skeleton = {types: '', runs: [], revisits: [], kinds: [], pageKinds: [], positions: [], urls: [], levels: []};
  const types: string[] = [];
  const rows: TextRow[] = [];
  const firstWithUrl = new Map<string, number>();
  const kinds = new Map<string, number>();
  for (const [, language, tag, pageRank, version] of pages) {
    const key = JSON.stringify([language, tag, pageRank, version]);
    if (!kinds.has(key)) {
      kinds.set(key, kinds.size);
      skeleton.kinds.push([language, tag, pageRank, version]);
    }
    const kind = kinds.get(key)!;
    if (skeleton.pageKinds.at(-2) === kind) skeleton.pageKinds[skeleton.pageKinds.length - 1]! += 1;
    else skeleton.pageKinds.push(kind, 1);
  }
  let newPages = 0;
  let previous: {page: number; url: string; position: number} | undefined;
  records.forEach(([page, objectID, type, anchor, text, position, extra], i) => {
    const samePage = previous?.page === page;
    if (samePage) skeleton.runs[skeleton.runs.length - 1]! += 1;
    else {
      if (page === newPages) newPages += 1;
      else skeleton.revisits.push(skeleton.runs.length, page);
      skeleton.runs.push(1);
    }
    const url = extra?.url ?? anchoredUrl(pages[page]![0], anchor);
    const sameUrl = previous?.url === url;
    const flags = (sameUrl ? sameUrlFlag : 0) + (extra?.hierarchy ? ownHierarchyFlag : 0) + (extra?.keywords?.length ? keywordsFlag : 0);
    types.push(typeCodes[typeNumber(type) + 7 * flags]!);
    const earlier = firstWithUrl.get(url);
    if (!sameUrl && earlier !== undefined) skeleton.urls.push(i, earlier);
    if (earlier === undefined) firstWithUrl.set(url, i);
    if (position !== (samePage ? previous!.position + 1 : 0)) skeleton.positions.push(i, position);
    if (extra?.level !== undefined) skeleton.levels.push(i, extra.level);
    const {content, keywords, hierarchy, url: ownUrl} = extra ?? {};
    const row: TextRow = [objectID, text, anchor];
    const textExtra: TextExtra = {...(content === undefined ? {} : {content}), ...(keywords ? {keywords} : {}), ...(hierarchy ? {hierarchy} : {}), ...(ownUrl === undefined ? {} : {url: ownUrl})};
    if (Object.keys(textExtra).length > 0) row.push(textExtra);
    rows.push(row);
    previous = {page, url, position};
  });
  skeleton.types = types.join('');
  const {parent} = treeOf(records);
  const groups: TextGroup[] = [];
  let start = 0;
  for (const size of cut(rows)) {
    const end = start + size;
    const open: OpenHeading[] = [];
    for (let above = parent[start]!; above >= 0; above = parent[above]!) {
      const hierarchy = records[above]![6]?.hierarchy;
      open.unshift(hierarchy ? [above, records[above]![4], hierarchy] : [above, records[above]![4]]);
    }
    const pageNumbers = [...new Set(records.slice(start, end).map(([page]) => page))];
    groups.push({pages: pageNumbers.map((page): PageText => [page, pages[page]![0], pages[page]![5], pages[page]![6]]), open, rows: rows.slice(start, end)});
    start = end;
  }
  return {skeleton, groups};
}

/** The columns per record again: page, type, position, url identity, level, flags. */
export function skeletonColumns(skeleton: Skeleton): {
  page: Int32Array;
  type: RecordType[];
  ownHierarchy: Uint8Array;
  keywords: Uint8Array;
  position: Float64Array;
  urlId: Int32Array;
  level: Map<number, number>;
  kindOfPage: number[];
} {
  const count = skeleton.types.length;
  const page = new Int32Array(count);
  const position = new Float64Array(count);
  const urlId = new Int32Array(count);
  const type: RecordType[] = [];
  const ownHierarchy = new Uint8Array(count);
  const keywords = new Uint8Array(count);
  const pairs = (list: readonly number[]): Map<number, number> => {
    const map = new Map<number, number>();
    for (let i = 0; i < list.length; i += 2) map.set(list[i]!, list[i + 1]!);
    return map;
  };
  const positions = pairs(skeleton.positions);
  const urls = pairs(skeleton.urls);
  const revisits = pairs(skeleton.revisits);
  const kindOfPage: number[] = [];
  for (let i = 0; i < skeleton.pageKinds.length; i += 2) for (let n = 0; n < skeleton.pageKinds[i + 1]!; n += 1) kindOfPage.push(skeleton.pageKinds[i]!);
  let i = 0;
  let nextUrl = 0;
  let newPages = 0;
  skeleton.runs.forEach((size, run) => {
    const runPage = revisits.get(run) ?? newPages++;
    for (let n = 0; n < size; n += 1, i += 1) {
      page[i] = runPage;
      const code = typeCodes.indexOf(skeleton.types[i]!);
      const flags = Math.floor(code / 7);
      type.push(typeOfNumber(code % 7));
      ownHierarchy[i] = flags & ownHierarchyFlag ? 1 : 0;
      keywords[i] = flags & keywordsFlag ? 1 : 0;
      position[i] = positions.get(i) ?? (n === 0 ? 0 : position[i - 1]! + 1);
      const earlier = urls.get(i);
      urlId[i] = flags & sameUrlFlag ? urlId[i - 1]! : earlier !== undefined ? urlId[earlier]! : nextUrl++;
    }
  });
  return {page, type, ownHierarchy, keywords, position, urlId, level: pairs(skeleton.levels), kindOfPage};
}

/** The pages and serialized records again, from the skeleton and every text group. */
export function unskeleton(skeleton: Skeleton, groups: readonly TextGroup[]): Pick<SerializedIndex, 'pages' | 'records'> {
  const {page, type, position, level, kindOfPage} = skeletonColumns(skeleton);
  const pageTexts = new Map(groups.flatMap((group) => group.pages.map((text): [number, PageText] => [text[0], text])));
  const pages = kindOfPage.map((kind, n): SerializedPage => {
    const [, url, lvl0, lvl1] = pageTexts.get(n)!;
    return [url, ...skeleton.kinds[kind]!, lvl0, lvl1];
  });
  const rows = groups.flatMap((group) => group.rows);
  const records = type.map((recordType, i): SerializedIndex['records'][number] => {
    const [objectID, text, anchor, textExtra] = rows[i]!;
    const full: RecordExtra = {...textExtra};
    if (level.has(i)) full.level = level.get(i)!;
    const row: SerializedIndex['records'][number] = [page[i]!, objectID, recordType, anchor, text, position[i]!];
    if (Object.keys(full).length > 0) row.push(full);
    return row;
  });
  return {pages, records};
}

/** The text groups loaded so far, and what they tell of each record and page. */
export class LoadedTexts {
  private readonly rows = new Map<number, TextRow>();
  private readonly headings = new Map<number, OpenHeading>();
  private readonly pageTexts = new Map<number, PageText>();

  constructor(
    private readonly starts: readonly number[],
    private readonly groupOf: (record: number) => number,
    private readonly noteMissing: (group: number) => void,
  ) {}

  add(group: number, {pages, open, rows}: TextGroup): void {
    const first = this.starts[group]!;
    rows.forEach((row, n) => this.rows.set(first + n, row));
    for (const heading of open) this.headings.set(heading[0], heading);
    for (const text of pages) this.pageTexts.set(text[0], text);
  }

  /** A record's text row; undefined while its group is not loaded (noted as missing). */
  row(record: number): TextRow | undefined {
    const row = this.rows.get(record);
    if (!row) this.noteMissing(this.groupOf(record));
    return row;
  }

  /** A record's own text and hierarchy of its own, known from its group or as a heading above a loaded group's first record. */
  own(record: number): {text: string | null; hierarchy: (string | null)[] | undefined} | undefined {
    const row = this.rows.get(record);
    if (row) return {text: row[1], hierarchy: row[3]?.hierarchy};
    const heading = this.headings.get(record);
    return heading && {text: heading[1], hierarchy: heading[2]};
  }

  page(page: number): PageText | undefined {
    return this.pageTexts.get(page);
  }
}

/**
 * The records of a skeleton, their texts read from `texts` (not loaded yet: noted as missing by
 * it; the engine then answers again once they are), and the record tree with each record's url
 * identity, for distinct.
 */
export function lazyRecords(skeleton: Skeleton, texts: LoadedTexts): {records: DocSearchRecord[]; structure: Structure} {
  const columns = skeletonColumns(skeleton);
  const records = columns.type.map((type, i): DocSearchRecord => {
    const [language, docusaurusTag, pageRank, version] = skeleton.kinds[columns.kindOfPage[columns.page[i]!]!]!;
    const record = {type, language, docusaurus_tag: docusaurusTag, weight: {pageRank, level: columns.level.get(i) ?? levelWeights[type], position: columns.position[i]!}} as DocSearchRecord;
    if (version !== null) record.version = version;
    return record;
  });
  const tree = recordTree(
    records,
    (i) => columns.page[i] === columns.page[i - 1],
    (i) => columns.keywords[i] === 1,
  );
  const hierarchies: DocSearchRecord['hierarchy'][] = [];
  /** A record's hierarchy, once its texts and those of the headings above it are known. */
  const known = (i: number): DocSearchRecord['hierarchy'] | undefined => {
    if (hierarchies[i]) return hierarchies[i];
    const own = texts.own(i);
    const page = texts.page(columns.page[i]!);
    if (!own || !page) return undefined;
    if (own.hierarchy) return (hierarchies[i] = Object.fromEntries(hierarchyLevels.map((lvl, level) => [lvl, own.hierarchy![level] ?? null])) as DocSearchRecord['hierarchy']);
    const parent = tree.parent[i]! >= 0 ? known(tree.parent[i]!) : undefined;
    if (tree.parent[i]! >= 0 && !parent) return undefined;
    const pageRow = [page[1], '', '', 0, null, page[2], page[3]] as SerializedPage;
    return (hierarchies[i] = inheritedHierarchy(records[i]!.type, own.text, parent && ({hierarchy: parent} as DocSearchRecord), pageRow));
  };
  const hierarchyOf = (i: number): DocSearchRecord['hierarchy'] => {
    const hierarchy = known(i);
    if (hierarchy) return hierarchy;
    texts.row(i);
    return emptyHierarchy();
  };
  const urlWithoutAnchor = (i: number): string => {
    const page = texts.page(columns.page[i]!);
    if (!page) texts.row(i);
    return page?.[1] ?? '';
  };
  records.forEach((record, i) => {
    Object.defineProperty(record, 'objectID', {enumerable: true, get: () => texts.row(i)?.[0] ?? ''});
    Object.defineProperty(record, 'hierarchy', {enumerable: true, get: () => hierarchyOf(i)});
    Object.defineProperty(record, 'content', {enumerable: true, get: () => (record.type === 'content' ? texts.row(i)?.[1] : texts.row(i)?.[3]?.content) ?? null});
    Object.defineProperty(record, 'url', {enumerable: true, get: () => texts.row(i)?.[3]?.url ?? anchoredUrl(urlWithoutAnchor(i), record.anchor)});
    Object.defineProperty(record, 'url_without_anchor', {enumerable: true, get: () => urlWithoutAnchor(i)});
    Object.defineProperty(record, 'anchor', {enumerable: true, get: () => texts.row(i)?.[2] ?? null});
    if (columns.keywords[i] === 1) Object.defineProperty(record, 'keywords', {enumerable: true, get: () => texts.row(i)?.[3]?.keywords});
  });
  return {records, structure: {...tree, documents: [], urlIds: columns.urlId}};
}
