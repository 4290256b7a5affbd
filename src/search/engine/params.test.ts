import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchesFacetFilters, normalizeRequest, parseParamsString, serializeParams} from './params';

const record = {language: 'he', docusaurus_tag: 'docs-default-current', type: 'content', hierarchy: {lvl0: 'תוצאות החישוב'}};

test('flat v5 parameters are typed', () => {
  const request = normalizeRequest({indexName: 'guide', query: 'חופשה', hitsPerPage: 20, attributesToSnippet: 'content:5', clickAnalytics: true});
  assert.equal(request.indexName, 'guide');
  assert.deepEqual(request.params, {query: 'חופשה', hitsPerPage: 20, attributesToSnippet: ['content:5'], clickAnalytics: true});
});

test('a URL-encoded params string is decoded, JSON values included', () => {
  const params =
    'query=123&hitsPerPage=15&page=2&facetFilters=%5B%22language%3Ahe%22%2C%5B%22docusaurus_tag%3Adefault%22%5D%5D' +
    '&attributesToSnippet=%5B%22content%3A10%22%5D&highlightPreTag=%3Cmark%3E&advancedSyntax=true&distinct=1';
  const request = normalizeRequest({indexName: 'guide', params});
  assert.deepEqual(request.params, {
    query: '123',
    hitsPerPage: 15,
    page: 2,
    facetFilters: ['language:he', ['docusaurus_tag:default']],
    attributesToSnippet: ['content:10'],
    highlightPreTag: '<mark>',
    advancedSyntax: true,
    distinct: 1,
  });
});

test('the legacy params object; a facet-values search or a filters expression is refused', () => {
  assert.deepEqual(normalizeRequest({indexName: 'guide', type: 'default', params: {query: 'חופשה', hitsPerPage: '5'}}).params, {query: 'חופשה', hitsPerPage: 5});
  assert.throws(() => normalizeRequest({indexName: 'guide', type: 'facet', params: {facet: 'language', facetQuery: 'h'}}), /hits only/);
  assert.throws(() => normalizeRequest({indexName: 'guide', params: 'query=x&filters=language%3Ahe'}), /not a filters expression/);
  assert.deepEqual(normalizeRequest({indexName: 'guide', params: {query: 'x', filters: ''}}).params, {query: 'x', filters: ''});
});

test('serializeParams and parseParamsString round-trip', () => {
  const params = {query: 'דו"ח 125%', hitsPerPage: 20, facetFilters: ['language:he'], clickAnalytics: true};
  assert.deepEqual(parseParamsString(serializeParams(params)), params);
  assert.doesNotMatch(serializeParams(params), /\+/);
});

test('facet filters: AND of entries, OR inside, negation, nested paths', () => {
  assert.ok(matchesFacetFilters(record, ['language:he', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]));
  assert.ok(!matchesFacetFilters(record, ['language:he', ['docusaurus_tag:default']]));
  assert.ok(matchesFacetFilters(record, 'type:content'));
  assert.ok(!matchesFacetFilters(record, ['type:-content']));
  assert.ok(matchesFacetFilters(record, ['hierarchy.lvl0:תוצאות החישוב']));
  assert.ok(matchesFacetFilters(record, undefined));
});
