import type {IndexSettings} from 'algoliasearch/lite';

/**
 * The index settings of the guide, as the DocSearch crawler's Docusaurus template sets them, with
 * Hebrew as the query and index language. The same object is uploaded to Algolia by search:push and
 * gives the local engine its defaults, so that both answer alike.
 */
export const highlightPreTag = '<span class="algolia-docsearch-suggestion--highlight">';
export const highlightPostTag = '</span>';

export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag,
  highlightPostTag,
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  distinct: true,
  attributeForDistinct: 'url',
  hitsPerPage: 20,
  typoTolerance: true,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 12,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  queryType: 'prefixLast',
  queryLanguages: ['he'],
  indexLanguages: ['he'],
  ignorePlurals: ['he'],
  removeStopWords: ['he'],
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} as const satisfies IndexSettings;

export type GuideIndexSettings = typeof indexSettings;
