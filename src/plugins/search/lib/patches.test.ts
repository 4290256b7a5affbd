import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {parse} from 'acorn';
import {applyPatches, docSearchModalPatches, firstSuggestionsPatch} from './patches.ts';

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
const everyBuild = [...docSearchModalPatches, firstSuggestionsPatch(['חופשה', 'שכר'])];

test('every fix applies exactly once to the installed DocSearch modal', () => {
  const patched = applyPatches(modal, everyBuild);
  for (const {find, replace} of everyBuild) {
    assert.equal(patched.includes(find), false);
    assert.equal(patched.includes(replace), true);
  }
  // The patched module must still be valid JavaScript.
  assert.doesNotThrow(() => parse(patched, {ecmaVersion: 'latest', sourceType: 'module'}));
});

test('a fix that no longer matches fails loudly', () => {
  assert.throws(() => applyPatches('no such code', docSearchModalPatches), /no longer applies \(not found\)/);
  const twice = `${docSearchModalPatches[0]!.find}${docSearchModalPatches[0]!.find}`;
  assert.throws(() => applyPatches(twice, docSearchModalPatches.slice(0, 1)), /found twice/);
});

test('every fix has its upstream-ready report', () => {
  for (const {report, why} of everyBuild) {
    assert.ok(existsSync(new URL(`../upstream/${report}`, import.meta.url)), `${report} for: ${why}`);
  }
});
