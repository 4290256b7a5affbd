import {localIndexName} from '../config';
import type {AlgoliaSearchRequest} from '../engine/params';
import {hierarchyLevels} from '../records';
import {modalSnippets} from './snippets';

/**
 * The request the guide's search modal sends for a query: DocSearch 4's own (what it retrieves, its
 * <mark> tags and "…", 20 hits), the language and docs-tag filters the theme adds, and the guide's
 * snippets (theme/SearchBar's searchParameters), without analytics (offline, or before the reader's
 * consent). The offline build's dialog (src/plugins/search/client/searchDialog.ts) and the MCP server ask the
 * engine the same, so that they get the modal's hits; tests/e2e-algolia/algolia.spec.ts compares the modal's real
 * request body with it, so that an upgrade of DocSearch or of the theme that changes it is noticed.
 */
export function modalRequest(query: string, {indexName = localIndexName, words = 10}: {indexName?: string; words?: number} = {}): AlgoliaSearchRequest {
  return {
    indexName,
    query,
    attributesToRetrieve: [...hierarchyLevels.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: modalSnippets(words),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    analytics: false,
    clickAnalytics: false,
    facetFilters: ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}
