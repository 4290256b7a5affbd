import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SerializedIndex, SerializedPage} from './serialize';
import {deserializeRecords, serializationFormat} from './serialize';
import {analyzeStructure} from '../engine/structure';
import {lazyRecords, LoadedTexts, skeletonOf, unskeleton, type TextGroup} from './skeleton';

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

/** Groups of three records (the first group ends inside page 0, the second starts under its heading זכאות). */
const cutInThrees = (rows: readonly unknown[]): number[] => Array.from({length: Math.ceil(rows.length / 3)}, (_, n) => Math.min(3, rows.length - 3 * n));

test('the skeleton and the text groups give the serialized pages and records back exactly', () => {
  for (const cut of [cutInThrees, (rows: readonly unknown[]) => [rows.length], (rows: readonly unknown[]) => rows.map(() => 1)]) {
    const {skeleton, groups} = skeletonOf(serialized, cut);
    assert.equal(skeleton.types.length, records.length);
    assert.deepEqual(unskeleton(JSON.parse(JSON.stringify(skeleton)), JSON.parse(JSON.stringify(groups))), {pages, records});
  }
});

test("the skeleton holds no text: no url, title, heading or paragraph, whatever the guide's size", () => {
  const {skeleton} = skeletonOf(serialized, cutInThrees);
  const json = JSON.stringify(skeleton);
  for (const text of ['x.org', 'חופשה', 'זכאות', 'פדיון', 'מינימום', 'ימי חופשה', 'מדריך']) assert.ok(!json.includes(text), text);
});

test('a text group names its pages and the headings above its first record that earlier groups hold', () => {
  const {groups} = skeletonOf(serialized, cutInThrees);
  // Records 3–5: under זכאות (record 2, in the first group), in the page חופשה.
  assert.deepEqual(groups[1]!.open, [
    [0, 'חופשה'],
    [2, 'זכאות'],
  ]);
  assert.deepEqual(groups[1]!.pages, [[0, 'https://x.org/a', 'מדריך', 'חופשה']]);
  // Records 6–8: a8 of page 0 and b1, b2 of page 1.
  assert.deepEqual(
    groups[2]!.pages.map(([page]) => page),
    [0, 1],
  );
});

function lazyOver(groups: TextGroup[], sizes: number[]) {
  const starts = sizes.map((_, n) => sizes.slice(0, n).reduce((sum, size) => sum + size, 0));
  const missing = new Set<number>();
  const groupOf = (record: number): number => starts.filter((start) => start <= record).length - 1;
  const texts = new LoadedTexts(starts, groupOf, (group) => missing.add(group));
  const load = (group: number): void => texts.add(group, JSON.parse(JSON.stringify(groups[group])) as TextGroup);
  return {texts, missing, load};
}

test('lazy records equal the deserialized ones once their texts are loaded, and until then note what they miss', () => {
  const {skeleton, groups} = skeletonOf(serialized, cutInThrees);
  const {texts, missing, load} = lazyOver(
    groups,
    groups.map((group) => group.rows.length),
  );
  const {records: lazy, structure} = lazyRecords(JSON.parse(JSON.stringify(skeleton)), texts);
  const expected = deserializeRecords(serialized);
  // What ranking reads of every record needs no text.
  assert.deepEqual(
    lazy.map((record) => [record.type, record.weight, record.version, record.language, record.docusaurus_tag]),
    expected.map((record) => [record.type, record.weight, record.version, record.language, record.docusaurus_tag]),
  );
  const whole = analyzeStructure(expected);
  assert.deepEqual([structure.keywordOwners, structure.parent, structure.subtreeEnd, structure.page], [whole.keywordOwners, whole.parent, whole.subtreeEnd, whole.page]);
  assert.equal(missing.size, 0);
  // Equal url numbers exactly where the urls are equal.
  for (let a = 0; a < expected.length; a += 1) {
    for (let b = 0; b < expected.length; b += 1) assert.equal(structure.urlIds![a] === structure.urlIds![b], expected[a]!.url === expected[b]!.url, `${a} ${b}`);
  }
  // A record's hierarchy, url and texts need its own group only, its headings in an earlier group too.
  void lazy[5]!.anchor;
  assert.deepEqual([...missing], [1]);
  load(1);
  missing.clear();
  assert.deepEqual(lazy[5]!.hierarchy, expected[5]!.hierarchy);
  assert.deepEqual([lazy[5]!.url, lazy[5]!.content, lazy[3]!.objectID], [expected[5]!.url, expected[5]!.content, expected[3]!.objectID]);
  assert.equal(missing.size, 0);
  // A hierarchy of its own is in the record's group.
  void lazy[8]!.hierarchy;
  assert.deepEqual([...missing], [2]);
  groups.forEach((_, group) => load(group));
  assert.deepEqual(JSON.parse(JSON.stringify(lazy)), JSON.parse(JSON.stringify(expected)));
});
