import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SavedSearches} from './savedSearches';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)};
}
const hit = (n: number) => ({objectID: String(n), url: `/p${n}`, type: 'lvl1', hierarchy: {lvl1: `דף ${n}`}});

test('recent searches: newest first, each once, 7 kept, 4 beside favourites', () => {
  const storage = memory();
  const saved = new SavedSearches('guide', storage);
  for (let n = 0; n < 9; n += 1) saved.add(hit(n));
  saved.add(hit(5));
  assert.deepEqual(
    saved.recent().map((item) => item.objectID),
    ['5', '8', '7', '6', '4', '3', '2'],
  );
  saved.favorite(hit(8));
  assert.deepEqual(
    saved.favorites().map((item) => item.objectID),
    ['8'],
  );
  saved.add(hit(9));
  assert.deepEqual(
    saved.recent().map((item) => item.objectID),
    ['9', '5', '7', '6'],
  );
  // A favourite opened again is not added to the recent searches.
  saved.add(hit(8));
  assert.equal(saved.recent()[0]!.objectID, '9');
  assert.deepEqual([...storage.items.keys()].sort(), ['__DOCSEARCH_FAVORITE_SEARCHES__guide', '__DOCSEARCH_RECENT_SEARCHES__guide']);
});

test('favourites: 10 kept; a removed search is gone; a broken or refused storage keeps nothing and throws nothing', () => {
  const saved = new SavedSearches('guide', memory());
  for (let n = 0; n < 12; n += 1) saved.favorite(hit(n));
  assert.equal(saved.favorites().length, 10);
  saved.remove(hit(11), true);
  assert.equal(saved.favorites()[0]!.objectID, '10');
  const broken = new SavedSearches('guide', {
    getItem: () => '{not json',
    setItem: () => {
      throw new Error('quota');
    },
  });
  assert.deepEqual(broken.recent(), []);
  assert.doesNotThrow(() => broken.add(hit(1)));
});
