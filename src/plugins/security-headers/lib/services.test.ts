import {test} from 'node:test';
import assert from 'node:assert/strict';
import {externalServices, searchHostOrigin} from './services.ts';
import {analyticsPluginName} from '../../analytics/lib/settings.ts';

const plugins = ['docusaurus-plugin-content-docs', 'docusaurus-theme-classic'];

test('offline search and no analytics: no third party', () => {
  assert.deepEqual(externalServices({pluginNames: plugins, search: {mode: 'local'}, algoliaThemeConfig: {appId: 'local', insights: false}}), {analytics: false});
  // A search host without Algolia settings changes nothing: the offline engine answers.
  assert.deepEqual(externalServices({pluginNames: plugins, search: {mode: 'local', host: 'http://127.0.0.1:8108'}, algoliaThemeConfig: {appId: 'local'}}), {analytics: false});
});

test('analytics when the analytics plugin is loaded', () => {
  assert.deepEqual(externalServices({pluginNames: [...plugins, analyticsPluginName], search: {mode: 'local'}, algoliaThemeConfig: {appId: 'local'}}), {analytics: true});
});

test('Algolia with its application id and insights setting in Algolia mode', () => {
  assert.deepEqual(externalServices({pluginNames: plugins, search: {mode: 'algolia'}, algoliaThemeConfig: {appId: 'ABC123', insights: true}}), {
    analytics: false,
    algolia: {appId: 'ABC123', insights: true},
  });
  assert.throws(() => externalServices({pluginNames: plugins, search: {mode: 'algolia'}, algoliaThemeConfig: undefined}), /appId/);
});

test('a self-hosted server (ALGOLIA_HOST) by the origin the client calls', () => {
  assert.deepEqual(externalServices({pluginNames: plugins, search: {mode: 'algolia', host: 'search.example.com'}, algoliaThemeConfig: {appId: 'ABC123', insights: false}}), {
    analytics: false,
    algolia: {appId: 'ABC123', insights: false, host: 'https://search.example.com'},
  });
  assert.equal(searchHostOrigin('http://localhost:8108'), 'http://localhost:8108');
  assert.equal(searchHostOrigin('https://search.example.com/path'), 'https://search.example.com');
});

test('the feedback service (SITE_FEEDBACK_URL) by its origin when it has one of its own; a path of the site adds nothing', () => {
  const site = {pluginNames: plugins, search: {mode: 'local'}, algoliaThemeConfig: {appId: 'local'}};
  assert.deepEqual(externalServices({...site, feedback: {url: 'https://feedback.example.com/v1'}}), {analytics: false, feedback: 'https://feedback.example.com'});
  assert.deepEqual(externalServices({...site, feedback: {url: '/api/feedback'}}), {analytics: false});
  assert.deepEqual(externalServices({...site, feedback: null}), {analytics: false});
  assert.deepEqual(externalServices({...site, search: {mode: 'algolia'}, algoliaThemeConfig: {appId: 'ABC', insights: false}, feedback: {url: 'http://127.0.0.1:8109'}}), {
    analytics: false,
    algolia: {appId: 'ABC', insights: false},
    feedback: 'http://127.0.0.1:8109',
  });
});
