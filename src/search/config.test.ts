import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {test} from 'node:test';
import {cutQuery, maxQueryLength, searchThemeConfig} from './config';

const algolia = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'guide'};

test('no ALGOLIA_* variable: the offline search, without insights', () => {
  assert.deepEqual(searchThemeConfig({}), {
    mode: 'local',
    themeConfig: {appId: 'local', apiKey: 'offline', indexName: 'guide', contextualSearch: true, searchPagePath: 'search', insights: false},
  });
});

test('all three set: Algolia, trimmed; its insights only in a build with analytics, which asks for consent', () => {
  assert.deepEqual(searchThemeConfig({...algolia, ALGOLIA_INDEX_NAME: ' guide ', GTAG_TRACKING_ID: 'G-TEST000000'}), {
    mode: 'algolia',
    themeConfig: {appId: 'APP123', apiKey: 'search-key', indexName: 'guide', contextualSearch: true, searchPagePath: 'search', insights: true},
  });
  for (const gtag of [undefined, '', ' ']) {
    assert.equal(searchThemeConfig({...algolia, GTAG_TRACKING_ID: gtag}).themeConfig.insights, false, `GTAG_TRACKING_ID=${JSON.stringify(gtag)}`);
  }
});

test('a variable set but empty, or one missing beside the others, stops with a message naming each', () => {
  for (const name of Object.keys(algolia)) {
    for (const empty of ['', '   ']) {
      assert.throws(
        () => searchThemeConfig({...algolia, [name]: empty}),
        new Error(
          `Algolia search is half configured: ${name} is empty. Set all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME ` +
            'to non-empty values, or unset all three to use the offline search.',
        ),
      );
    }
  }
  // A lone empty variable is a half configuration too, not the offline search.
  assert.throws(() => searchThemeConfig({ALGOLIA_INDEX_NAME: ''}), /ALGOLIA_APP_ID is missing, ALGOLIA_SEARCH_API_KEY is missing, ALGOLIA_INDEX_NAME is empty\./);
  assert.throws(() => searchThemeConfig({ALGOLIA_APP_ID: 'APP123'}), /ALGOLIA_SEARCH_API_KEY is missing, ALGOLIA_INDEX_NAME is missing\./);
});

// What `docusaurus build` does first: its own loader reads docusaurus.config.ts; the build stops there.
test('the real build stops on an empty ALGOLIA_INDEX_NAME, with that message: Docusaurus cannot load the configuration', () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_')));
  const load = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ['-e', "require('@docusaurus/core/lib/server/config.js').loadSiteConfig({siteDir: process.cwd()}).then(() => console.log('loaded'))"], {
      env: {...env, ...extra, FORCE_COLOR: '0'},
      encoding: 'utf8',
    });
  const broken = load({...algolia, ALGOLIA_INDEX_NAME: ''});
  assert.equal(broken.status, 1, broken.stdout);
  assert.match(broken.stderr + broken.stdout, /Algolia search is half configured: ALGOLIA_INDEX_NAME is empty\./);
  // The same loader with the whole Algolia configuration loads it.
  const whole = load(algolia);
  assert.equal(whole.status, 0, whole.stderr);
  assert.match(whole.stdout, /^loaded$/m);
});

test('a query is cut to the limit, never in the middle of a surrogate pair', () => {
  assert.equal(maxQueryLength, 64);
  assert.equal(cutQuery('חופשה'), 'חופשה');
  assert.equal(cutQuery('ab'.repeat(5_000)), 'ab'.repeat(32));
  assert.equal(cutQuery('א'.repeat(64)), 'א'.repeat(64));
  // An emoji is two UTF-16 units: the 64th unit would be the first half of one.
  assert.equal(cutQuery(`${'א'.repeat(63)}💸💸`), 'א'.repeat(63));
  assert.equal(cutQuery('💸'.repeat(40)), '💸'.repeat(32));
});
