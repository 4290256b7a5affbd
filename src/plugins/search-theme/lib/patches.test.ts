import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parse} from 'acorn';
import {applyPatches, docSearchModalPatches} from './patches.ts';

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

test('every fix applies exactly once to the installed DocSearch modal', () => {
  const patched = applyPatches(modal, docSearchModalPatches);
  for (const {find, replace} of docSearchModalPatches) {
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

test('the insights plugin takes search-insights from the site\'s own bundle, never from a CDN', async () => {
  const patched = applyPatches(modal, docSearchModalPatches);
  // The original appended a <script> pointing at cdn.jsdelivr.net, which the CSP blocks.
  assert.equal(patched.includes('createElement("script")'), false);
  assert.equal(patched.includes('import("search-insights")'), true);

  // What the replacement relies on, with the package the bundler picks for browsers: calls that
  // DocSearch queued on window.aa before the library arrived, and every call after, reach it.
  const packageDir = path.dirname(require.resolve('search-insights'));
  const insights = (await import(pathToFileURL(path.join(packageDir, 'index-browser.mjs')).href)) as typeof import('search-insights');
  const sent: {url: string; data: {events: {eventName: string; objectIDs: string[]}[]}}[] = [];
  const aa = Object.assign((...args: unknown[]) => void aa.queue.push(args), {queue: [] as unknown[][]});
  aa('addAlgoliaAgent', 'insights-plugin');
  const requestFn = (url: string, data: Record<string, unknown>) => {
    sent.push({url, data: data as (typeof sent)[number]['data']});
    return Promise.resolve(true);
  };
  insights.processQueue.call(new insights.AlgoliaAnalytics({requestFn}), {AlgoliaAnalyticsObject: 'aa', aa});
  aa('viewedObjectIDs', {eventName: 'Items Viewed', index: 'guide', objectIDs: ['a', 'b']}, {headers: {'X-Algolia-Application-Id': 'APP', 'X-Algolia-API-Key': 'KEY'}});
  assert.equal(sent.length, 1);
  assert.match(sent[0]!.url, /^https:\/\/insights\.algolia\.io\/1\/events\?X-Algolia-Application-Id=APP&X-Algolia-API-Key=KEY&X-Algolia-Agent=[^&]*insights-plugin/);
  assert.deepEqual(sent[0]!.data.events.map(({eventName, objectIDs}) => ({eventName, objectIDs})), [{eventName: 'Items Viewed', objectIDs: ['a', 'b']}]);
  assert.equal(typeof insights.getRequesterForBrowser, 'function');
});
