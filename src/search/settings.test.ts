import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hierarchyLevels} from './records';
import {indexSettings} from './settings';

test('searchable attributes follow the hierarchy, then content', () => {
  const expected = [...hierarchyLevels.map((level) => `unordered(hierarchy.${level})`), 'content'];
  assert.deepEqual(indexSettings.searchableAttributes.slice(0, expected.length), expected);
});

test('custom ranking is page rank, then level, then position, as DocSearch records expect', () => {
  assert.deepEqual(indexSettings.customRanking, ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
});

test('facets, snippets, languages and distinct match the Docusaurus template', () => {
  assert.deepEqual(indexSettings.attributesForFaceting, ['type', 'lang', 'language', 'version', 'docusaurus_tag']);
  assert.deepEqual(indexSettings.attributesToSnippet, ['content:10']);
  assert.equal(indexSettings.snippetEllipsisText, '…');
  assert.deepEqual(indexSettings.queryLanguages, ['he']);
  assert.deepEqual(indexSettings.indexLanguages, ['he']);
  assert.deepEqual(indexSettings.ignorePlurals, ['he']);
  assert.deepEqual(indexSettings.removeStopWords, ['he']);
  assert.equal(indexSettings.distinct, true);
  assert.equal(indexSettings.attributeForDistinct, 'url');
  assert.match(indexSettings.highlightPreTag, /algolia-docsearch-suggestion--highlight/);
  assert.equal(indexSettings.highlightPostTag, '</span>');
});

test('the settings survive a JSON round trip unchanged (what the upload sends)', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(indexSettings)), indexSettings);
});
