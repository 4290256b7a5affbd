import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SerializedIndex, SerializedPage} from './serialize';
import {deserializeRecords, serializationFormat} from './serialize';
import {lazyRecords, serializedRecords, skeletonOf} from './skeleton';

const pages: SerializedPage[] = [
  ['https://x.org/a', 'he', 'default', 2, null, 'מדריך', 'חופשה'],
  ['https://x.org/b', 'he', 'default', 1, '1.0', 'מדריך', 'שכר'],
];
// Every case the columns encode apart: a position that jumps, a url met again after another one,
// a url, level and hierarchy of their own, keywords, a heading's own content, a page met twice.
const records: SerializedIndex['records'] = [
  [0, 'a1', 'lvl1', null, 'חופשה', 0, {keywords: ['נופש']}],
  [0, 'a2', 'content', null, 'ימי חופשה בשנה', 1],
  [0, 'a3', 'lvl2', 'zkaut', 'זכאות', 5, {content: 'מי זכאי'}],
  [0, 'a4', 'content', 'zkaut', 'לפי ותק', 6],
  [0, 'a5', 'lvl3', 'pidyon', 'פדיון', 7, {level: 40}],
  [0, 'a6', 'content', 'zkaut', 'שוב זכאות', 8],
  [0, 'a7', 'content', 'other', 'קישור', 9, {url: 'https://y.org/elsewhere'}],
  [1, 'b1', 'lvl1', null, 'שכר', 0],
  [1, 'b2', 'lvl2', 'min', 'מינימום', 1, {hierarchy: ['מדריך', 'שכר', 'מינימום', null, null, null, 'עמוק']}],
  [0, 'a8', 'content', null, 'עמוד חוזר', 0],
];
const serialized: SerializedIndex = {format: serializationFormat, pages, records, index: null};

test('the skeleton and the text rows give the serialized records back exactly', () => {
  const {skeleton, texts} = skeletonOf(serialized);
  assert.equal(skeleton.types.length, records.length);
  assert.deepEqual(serializedRecords(JSON.parse(JSON.stringify(skeleton)), (i) => texts[i]!), records);
});

test('lazy records equal the deserialized ones once their texts are loaded, and until then note what they miss', () => {
  const {skeleton, texts} = skeletonOf(serialized);
  const missing = new Set<number>();
  let loaded = false;
  const {records: lazy, structure} = lazyRecords(skeleton, pages, (i) => {
    if (loaded) return texts[i];
    missing.add(i);
    return undefined;
  });
  const expected = deserializeRecords(serialized);
  // What ranking reads of every record needs no text.
  assert.deepEqual(
    lazy.map((record) => [record.type, record.url_without_anchor, record.weight, record.version]),
    expected.map((record) => [record.type, record.url_without_anchor, record.weight, record.version]),
  );
  assert.equal(missing.size, 0);
  // Equal url numbers exactly where the urls are equal.
  for (let a = 0; a < expected.length; a += 1) {
    for (let b = 0; b < expected.length; b += 1) assert.equal(structure.urlIds![a] === structure.urlIds![b], expected[a]!.url === expected[b]!.url, `${a} ${b}`);
  }
  // Inherited hierarchies come from the entry's headings; a hierarchy of its own is in the record's text row.
  assert.deepEqual(lazy[5]!.hierarchy, expected[5]!.hierarchy);
  assert.equal(missing.size, 0);
  void lazy[8]!.hierarchy;
  assert.deepEqual([...missing], [8]);
  loaded = true;
  assert.deepEqual(JSON.parse(JSON.stringify(lazy)), JSON.parse(JSON.stringify(expected)));
});
