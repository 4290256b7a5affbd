import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {missingMarkup, modalMarkup, siteSelectors} from './modalMarkup';
import {applyPatches, docSearchModalPatches} from './patches';

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
const semantics = ['modalSemantics.ts', 'modalKeyboard.ts'].map((file) => readFileSync(path.join(import.meta.dirname, '../client', file), 'utf8')).join('\n');

test("every selector the modal's corrections look for is in the list of the markup they rely on", () => {
  const used = new Set([...semantics.matchAll(/(?:querySelector(?:All)?(?:<\w+>)?|classList\.contains)\('([^']+)'\)/g)].map((match) => match[1]!));
  assert.ok(used.size >= 10, `${used.size} selectors read`);
  assert.deepEqual([...used].sort(), [...modalMarkup.map(({selector}) => selector), ...siteSelectors].sort());
});

test('the modal the site bundles (fixed) renders everything the corrections rely on', () => {
  assert.deepEqual(missingMarkup(applyPatches(modal, docSearchModalPatches)), []);
});

test('a release that renames what a correction looks for fails', () => {
  const renamed = modal.replaceAll('"DocSearch-Hit-source"', '"DocSearch-HitSource"');
  assert.deepEqual(missingMarkup(renamed), ["DocSearch-Hit-source (a group's title, the list's name): \"DocSearch-Hit-source\" is not in the modal's code"]);
});
