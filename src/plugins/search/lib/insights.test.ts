import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

// What the SearchBar (theme/SearchBar) relies on when insights are on: it loads the npm package
// search-insights before the modal opens, and DocSearch's insights plugin takes the client the page
// defines instead of appending a <script> from cdn.jsdelivr.net, which the CSP blocks.

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

test("DocSearch's insights plugin uses window[AlgoliaAnalyticsObject] when the page defines it", () => {
  // The plugin reads the page's client first and fetches the library only when there is none.
  assert.match(modal, /n=t\.AlgoliaAnalyticsObject\|\|"aa";"string"==typeof n&&\(s=t\[n\]\),s\|\|\(/);
  // It sends the search's credentials with each event only to a client of version 2.4 or later.
  assert.match(modal, /\(e\.version\|\|""\)\.split\("\."\)\.map\(Number\),2\),n=t\[0\],r=t\[1\],n>=3\|\|2===n&&r>=4/);
});

test('loading search-insights in a browser defines that client, with its version', async () => {
  const window: Record<string, unknown> = {};
  Object.assign(globalThis, {window});
  try {
    // The package the bundler picks for browsers.
    const packageDir = path.dirname(require.resolve('search-insights'));
    await import(pathToFileURL(path.join(packageDir, 'index-browser.mjs')).href);
    const name = window.AlgoliaAnalyticsObject;
    assert.equal(typeof name, 'string');
    const client = window[name as string] as {version?: string} | undefined;
    assert.equal(typeof client, 'function');
    const [major, minor] = (client!.version ?? '').split('.').map(Number);
    assert.ok(major! >= 3 || (major === 2 && minor! >= 4), `search-insights ${client!.version} sends no credentials`);
  } finally {
    delete (globalThis as {window?: unknown}).window;
  }
});
