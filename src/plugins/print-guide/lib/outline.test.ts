import assert from 'node:assert/strict';
import {test} from 'node:test';
import {outlineGroups, sectionId} from './outline';

test('section ids are Latin and distinct for the guide doc ids', () => {
  assert.equal(sectionId('calculation-results/calc-avraa'), 'doc-calculation-results-calc-avraa');
  assert.equal(sectionId('release-notes/version 1.2.0'), 'doc-release-notes-version-1-2-0');
});

test('the outline keeps the order and groups neighbours of one category', () => {
  const doc = (id: string, category: string | null) => ({id, title: id, category, permalink: `/${id}`});
  const groups = outlineGroups([doc('a', null), doc('b', 'x'), doc('c', 'x'), doc('d', 'y')]);
  assert.deepEqual(
    groups.map((group) => [group.category, group.docs.map((d) => d.id)]),
    [
      [null, ['a']],
      ['x', ['b', 'c']],
      ['y', ['d']],
    ],
  );
});
