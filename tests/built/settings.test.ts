import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {repoRoot} from '../../scripts/lib/files';
import algoliaEnv from '../e2e-algolia/env.json' with {type: 'json'};
import operator from '../../src/site.fixture.json' with {type: 'json'};

// The three builds `npm test` makes (scripts/test.mjs), each into its own folder and without the
// bundler's persistent cache, and each with what its settings ask for:
// - build/: a demo build (placeholders), the guide's own search, no feedback service;
// - build-feedback/: `npm run build:release` with a company's own settings (src/site.fixture.json)
//   and SITE_FEEDBACK_URL=/api/feedback: no page says it is a demo, the company's details and
//   sub-processors are shown, and the pages send feedback;
// - build-algolia/: Algolia mode at the tests' Algolia-compatible server, with an analytics id.
// A build that reused another's output or bundle would fail here. A build from a copy without
// .git (no last-update dates) is tested on the configuration (src/gitWorktree.test.ts).

const builds = {demo: 'build', release: 'build-feedback', algolia: 'build-algolia'} as const;
type Build = keyof typeof builds;

/** The text of a built page. */
function page(build: Build, file: string): string {
  return readFileSync(path.join(repoRoot, builds[build], file), 'utf8');
}

/** Every JavaScript file a build ships, joined: where the site's configuration (customFields) ends up. */
function scripts(build: Build): string {
  const dir = path.join(repoRoot, builds[build], 'assets/js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

const pages = ['index.html', 'intro.html', 'legal/privacy.html', 'legal/terms-app.html', 'legal/accessibility.html'];
const demoMarking = /data-demo-notice|גרסת הדגמה|אתר הדגמה/;

test('the three builds are there', () => {
  for (const dir of Object.values(builds)) assert.ok(existsSync(path.join(repoRoot, dir, 'index.html')), `${dir}/index.html`);
});

test("the release build, with a company's own settings: no page says it is a demo; they show the company's details, and the terms its own sub-processors", () => {
  const problems: string[] = [];
  for (const file of pages) {
    const html = page('release', file);
    if (demoMarking.test(html)) problems.push(`${file}: says it is a demo`);
    if (!html.includes(operator.SITE_COMPANY_NAME)) problems.push(`${file}: does not show the company's name`);
  }
  const terms = page('release', 'legal/terms-app.html');
  for (const {name} of operator.SITE_SUBPROCESSORS) if (!terms.includes(name)) problems.push(`legal/terms-app.html: does not list ${name}`);
  if (/לדוגמה/.test(terms)) problems.push('legal/terms-app.html: still lists an example');
  const privacy = page('release', 'legal/privacy.html');
  if (!privacy.includes(operator.SITE_PRIVACY_OFFICER)) problems.push("legal/privacy.html: does not name the company's privacy officer");
  assert.deepEqual(problems, []);
});

test('the demo build, with placeholders, says so on its pages and shows none of the release settings', () => {
  const problems: string[] = [];
  for (const file of pages) {
    const html = page('demo', file);
    if (!demoMarking.test(html)) problems.push(`${file}: does not say it is a demo`);
    if (html.includes(operator.SITE_COMPANY_NAME)) problems.push(`${file}: shows the release build's company name`);
  }
  assert.deepEqual(problems, []);
});

test('only the release build sends feedback to its service; only the Algolia build talks to Algolia, with its analytics; no build carries the admin key', () => {
  const code = Object.fromEntries((Object.keys(builds) as Build[]).map((build) => [build, scripts(build)])) as Record<Build, string>;
  assert.ok(code.release.includes('"/api/feedback"'), 'the release build sends feedback to /api/feedback');
  assert.ok(!code.demo.includes('"/api/feedback"'), 'the demo build sends no feedback');
  assert.ok(!code.algolia.includes('"/api/feedback"'), 'the Algolia build sends no feedback');
  for (const value of [algoliaEnv.ALGOLIA_APP_ID, algoliaEnv.ALGOLIA_HOST, algoliaEnv.GTAG_TRACKING_ID]) {
    assert.ok(code.algolia.includes(value), `the Algolia build has ${value}`);
    assert.ok(!code.demo.includes(value) && !code.release.includes(value), `only the Algolia build has ${value}`);
  }
  for (const build of Object.keys(builds) as Build[]) assert.ok(!code[build].includes(algoliaEnv.ALGOLIA_ADMIN_API_KEY), `${build}: the admin key`);
});
