import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

// The button's and the opening dialog's words (../client/searchBoxTranslations.ts) are theme-search-algolia's
// translations taken one by one: when upstream renames a key or an id, the button would show
// English, or the opening dialog a word other than the modal's.
const upstreamFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-search-algolia')), 'theme/SearchTranslations/index.js');
const ours = readFileSync(new URL('../client/searchBoxTranslations.ts', import.meta.url), 'utf8');

/** `key: translate({id: '…', message: '…'` pairs of a translations table. */
function entries(source: string): [key: string, id: string, message: string][] {
  return [...source.matchAll(/(\w+): translate\(\{\s*id: '([^']+)',\s*message: '([^']+)'/g)].map((match) => [match[1], match[2], match[3]]);
}

test("every word of the button and the opening dialog is upstream's, under the same key, id and message", () => {
  const upstream = entries(readFileSync(upstreamFile, 'utf8'));
  const taken = entries(ours);
  assert.equal(taken.length, 4);
  for (const entry of taken) {
    assert.ok(
      upstream.some((candidate) => candidate.join() === entry.join()),
      `${entry.join(' ')} is not in ${upstreamFile}`,
    );
  }
});
