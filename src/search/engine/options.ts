import type {SynonymHit} from 'algoliasearch';
import {indexSettings} from '../settings';
import type {FieldBoosts, TermIndexFactory} from './termIndex';

export type TypoTolerance = boolean;
/** prefixNone is the quality gate's control without the last word as a prefix. */
export type QueryType = 'prefixLast' | 'prefixNone';

/** The settings the engine follows; the defaults are the guide's Algolia settings. */
export type EngineSettings = {
  attributesToRetrieve: readonly string[];
  attributesToHighlight: readonly string[];
  attributesToSnippet: readonly string[];
  attributesForFaceting: readonly string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  ranking: readonly string[];
  customRanking: readonly string[];
  distinct: boolean | number;
  attributeForDistinct: string;
  hitsPerPage: number;
  typoTolerance: TypoTolerance;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  allowTyposOnNumericTokens: boolean;
  queryType: QueryType;
  /** With 'he', query words are also looked up without and with Hebrew prefix letters. */
  queryLanguages: readonly string[];
  removeWordsIfNoResults: string;
  /** With 'he', a Hebrew query word also finds its other inflections and spellings (תלושים finds תלוש). */
  ignorePlurals: boolean | readonly string[];
  /** With 'he', question and function words (איך, מה, של…) are left out of a query that has other words. */
  removeStopWords: boolean | readonly string[];
};

export const defaultEngineSettings: EngineSettings = indexSettings;

export type EngineOptions = {
  settings?: Partial<EngineSettings>;
  synonyms?: readonly SynonymHit[];
  /** The weight of a match in each field; the default ranks titles and headings above body text. */
  fieldBoosts?: Partial<FieldBoosts>;
  termIndex?: TermIndexFactory;
  /**
   * With false, a record answers a query with any of its words, however it holds them (the engine
   * before it could answer "no results" for what the guide does not cover; the quality gate's control).
   */
  distinctiveWords?: boolean;
};
