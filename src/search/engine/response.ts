import type {Hit, HighlightResult, SearchResponse, SnippetResult} from 'algoliasearch/lite';
import {normalizeWord, type WordSpan} from '../hebrew/hebrew';
import {highlightValue, snippetValue, type HighlightTags} from './highlight';
import {valueAtPath, type SearchParameters} from './params';
import {hierarchyLevels, type DocSearchRecord} from '../records';
import type {EngineSettings} from './options';
import type {QueryWord} from './queryForms';
import type {Candidate} from './ranking';

/* Algolia-shaped answers: hits with their highlighted and snippeted attributes, facet counts. */

export type DocSearchHit = Hit<Partial<DocSearchRecord>>;
export type EngineResponse = SearchResponse<Partial<DocSearchRecord>> & {
  index: string;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  params: string;
  queryID?: string;
  /** The query read on the other keyboard layout, when that reading was searched instead (../hebrew/keyboardLayout.ts). */
  layoutReading?: string;
};
export type EngineResult = EngineResponse;

export function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads `content:10` into an attribute and a word count. */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const separator = spec.lastIndexOf(':');
  if (separator > 0) {
    const words = Number(spec.slice(separator + 1));
    if (Number.isFinite(words)) return {attribute: spec.slice(0, separator), words};
  }
  return {attribute: spec, words: 10};
}

export function highlightTags(params: SearchParameters, settings: EngineSettings): HighlightTags {
  return {
    pre: params.highlightPreTag ?? settings.highlightPreTag,
    post: params.highlightPostTag ?? settings.highlightPostTag,
  };
}

/** How many candidates hold each value of each facet asked for ('*': every attribute for faceting). */
export function facetCounts(
  records: readonly DocSearchRecord[],
  candidates: readonly Candidate[],
  facets: readonly string[] | undefined,
  settings: EngineSettings,
): Record<string, Record<string, number>> | undefined {
  if (!facets || facets.length === 0) return undefined;
  const attributes = facets.includes('*') ? settings.attributesForFaceting : facets;
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const values: Record<string, number> = {};
    for (const candidate of candidates) {
      const value = valueAtPath(records[candidate.index], attribute);
      for (const item of Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) {
        values[String(item)] = (values[String(item)] ?? 0) + 1;
      }
    }
    counts[attribute] = values;
  }
  return counts;
}

/** The attribute paths a list like ['hierarchy', 'content'] or ['hierarchy.lvl1:10'] names on a record. */
function expandAttributes(record: DocSearchRecord, attributes: readonly string[]): string[] {
  const paths: string[] = [];
  for (const attribute of attributes) {
    if (attribute === '*') {
      paths.push(...hierarchyLevels.map((lvl) => `hierarchy.${lvl}`), 'content');
    } else if (attribute === 'hierarchy') {
      paths.push(...hierarchyLevels.map((lvl) => `hierarchy.${lvl}`));
    } else {
      paths.push(attribute);
    }
  }
  return paths.filter((path, i) => paths.indexOf(path) === i && typeof valueAtPath(record, path) === 'string');
}

/** Sets a dotted path (`hierarchy.lvl1`) on an object, making the objects on the way: valueAtPath's inverse. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

function retrieve(record: DocSearchRecord, attributes: readonly string[]): Partial<DocSearchRecord> {
  if (attributes.includes('*')) {
    return structuredClone(record);
  }
  const picked: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = valueAtPath(record, attribute);
    if (value !== undefined) setAtPath(picked, attribute, structuredClone(value));
  }
  return picked as Partial<DocSearchRecord>;
}

/** Which of the query's words a word of the candidate's texts is (the index terms the candidate matched). */
function matcherOf(candidate: Candidate): (span: WordSpan) => number[] {
  const cache = new Map<string, number[]>();
  return (span) => {
    let matchedWords = cache.get(span.text);
    if (matchedWords === undefined) {
      const token = normalizeWord(span.text);
      matchedWords = token === null ? [] : candidate.terms.flatMap((wordTerms, i) => (wordTerms.has(token) ? [i] : []));
      cache.set(span.text, matchedWords);
    }
    return matchedWords;
  };
}

/**
 * One hit: the retrieved attributes, and the highlighted and snippeted ones, marking the words the
 * candidate matched. A heading's hit (its record has no content) may be given `section`, the
 * paragraph of its section that answers the query best (SearchEngine's `sectionParagraph`): its
 * snippet is then the hit's `_snippetResult.content`, as a paragraph's own would be. Algolia's
 * answers have no such snippet; a reader of the hit who does not know it sees only the heading.
 */
export function hitOf(
  record: DocSearchRecord,
  candidate: Candidate,
  words: readonly QueryWord[],
  params: SearchParameters,
  settings: EngineSettings,
  section?: {record: DocSearchRecord; candidate: Candidate},
): DocSearchHit {
  const tags = highlightTags(params, settings);
  const queryWordTexts = words.map((word) => word.text);
  const matcher = matcherOf(candidate);
  const highlightResult: Record<string, unknown> = {};
  const snippetResult: Record<string, unknown> = {};
  for (const path of expandAttributes(record, params.attributesToHighlight ?? settings.attributesToHighlight)) {
    setAtPath(highlightResult, path, highlightValue(valueAtPath(record, path) as string, matcher, queryWordTexts, tags));
  }
  for (const spec of params.attributesToSnippet ?? settings.attributesToSnippet) {
    const {attribute, words: size} = parseSnippetAttribute(spec);
    const ellipsis = params.snippetEllipsisText ?? settings.snippetEllipsisText;
    for (const path of expandAttributes(record, [attribute])) {
      setAtPath(snippetResult, path, snippetValue(valueAtPath(record, path) as string, matcher, words.length, size, tags, ellipsis));
    }
    if (attribute === 'content' && section?.record.content && record.type !== 'content') {
      snippetResult.content = snippetValue(section.record.content, matcherOf(section.candidate), words.length, size, tags, ellipsis);
    }
  }
  return {
    ...retrieve(record, params.attributesToRetrieve ?? settings.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: highlightResult as {[attribute: string]: HighlightResult},
    _snippetResult: snippetResult as {[attribute: string]: SnippetResult},
  };
}
