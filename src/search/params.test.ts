import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchesFacetFilters, matchesFilters, normalizeRequest, parseParamsString, serializeParams} from './params';

const record = {language: 'he', docusaurus_tag: 'docs-default-current', type: 'content', hierarchy: {lvl0: 'תוצאות החישוב'}};

test('flat v5 parameters are typed', () => {
  const request = normalizeRequest({indexName: 'guide', query: 'חופשה', hitsPerPage: 20, attributesToSnippet: 'content:5', clickAnalytics: true});
  assert.equal(request.indexName, 'guide');
  assert.equal(request.type, 'default');
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

test('the legacy params object and facet requests', () => {
  const request = normalizeRequest({indexName: 'guide', type: 'facet', params: {facet: 'language', facetQuery: 'h', maxFacetHits: '5'}});
  assert.equal(request.type, 'facet');
  assert.deepEqual(request.params, {query: '', facet: 'language', facetQuery: 'h', maxFacetHits: 5});
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

test('the facet part of the filters syntax', () => {
  assert.ok(matchesFilters(record, 'language:he AND (docusaurus_tag:default OR docusaurus_tag:docs-default-current)'));
  assert.ok(!matchesFilters(record, 'language:en'));
  assert.ok(matchesFilters(record, 'NOT type:lvl1'));
  assert.ok(matchesFilters(record, '"language":"he"'));
});
