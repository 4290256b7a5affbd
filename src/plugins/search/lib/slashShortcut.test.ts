import {test} from 'node:test';
import assert from 'node:assert/strict';
import {slashShortcutKey, slashShortcutOn, storeSlashShortcut} from './slashShortcut';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

test('"/" is on by default, off once the reader turns it off, and on again with nothing stored', () => {
  const storage = memory();
  assert.equal(slashShortcutOn(storage), true);
  storeSlashShortcut(storage, false);
  assert.equal(storage.getItem(slashShortcutKey), 'off');
  assert.equal(slashShortcutOn(storage), false);
  storeSlashShortcut(storage, true);
  assert.equal(storage.length, 0);
  assert.equal(slashShortcutOn(storage), true);
});

test('storage that cannot be read leaves the shortcut on', () => {
  const refusing = {
    getItem: (): string => {
      throw new Error('SecurityError');
    },
  };
  assert.equal(slashShortcutOn(refusing), true);
  assert.equal(slashShortcutOn(undefined), true);
});
