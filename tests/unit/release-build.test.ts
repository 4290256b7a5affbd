import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {copySiteSources, repoRoot} from '../../scripts/lib/files';
import {siteEnvVars} from '../../src/site';
import {operatorSettings} from '../../src/site.fixture';

// A deployment's build: `npm run build:release` refuses any SITE_* placeholder, naming each
// setting, before it builds; with the operator's own details it builds a site whose pages carry no
// demo marking. A plain `npm run build` with placeholders marks its pages instead
// (tests/e2e/demo-build.spec.ts reads them in the browser).

const real = operatorSettings;

/** The environment of this process without any SITE_* setting: what a build with none would see. */
function withoutSiteSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')));
}

/** What `customFields.demo` the site's configuration sets in this environment. */
function demoField(env: NodeJS.ProcessEnv): unknown {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', "import('./docusaurus.config.ts').then((m) => console.log(JSON.stringify((m.default.default ?? m.default).customFields.demo)))"], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}

test('with placeholders the configuration marks a demo build, naming the settings; with real details it does not', () => {
  const placeholders = [...Object.values(siteEnvVars).filter((variable) => variable !== 'SITE_PRODUCT_NAME'), 'SITE_SUBPROCESSORS'];
  assert.deepEqual(demoField(withoutSiteSettings()), {placeholders});
  assert.deepEqual(demoField({...withoutSiteSettings(), ...real, SITE_SUPPORT_EMAIL: 'help@example.com'}), {placeholders: ['SITE_SUPPORT_EMAIL']});
  assert.equal(demoField({...withoutSiteSettings(), ...real}), null);
});

test('build:release refuses a build with placeholders, names each setting, and builds nothing', () => {
  const run = spawnSync('npm', ['run', '--silent', 'build:release', '--', '--out-dir', 'must-not-exist'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {...withoutSiteSettings(), ...real, SITE_PRIVACY_OFFICER: '', SITE_URL: 'https://docs.example.com'},
  });
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.deepEqual(
    run.stdout
      .split('\n')
      .filter((line) => /^SITE_/.test(line))
      .map((line) => line.split(':')[0]),
    ['SITE_URL', 'SITE_PRIVACY_OFFICER'],
  );
  assert.match(run.stdout, /2 placeholder settings/);
  assert.doesNotMatch(run.stdout + run.stderr, /\[SUCCESS\]|Generated static files/);
});

test('build:release refuses a malformed setting too: a company number whose check digit fails', () => {
  const run = spawnSync('npm', ['run', '--silent', 'build:release', '--', '--out-dir', 'must-not-exist'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {...withoutSiteSettings(), ...real, SITE_COMPANY_ID: '515555556'},
  });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /SITE_COMPANY_ID="515555556": ספרת הביקורת של מספר החברה \(ח״פ\) שגויה/);
});

// The copy has no .git, as a release archive or a Docker `COPY` has none: the site builds, warns
// that it has no last-update dates, and its pages show none (src/gitWorktree.ts). One build for both.
test("build:release with the operator's own details, from a copy of the sources without .git, builds; no page says it is a demo or shows a last-update date", {timeout: 600_000}, () => {
  const site = mkdtempSync(path.join(tmpdir(), 'guide-release-'));
  try {
    copySiteSources(site);
    assert.equal(existsSync(path.join(site, '.git')), false);
    const run = spawnSync('npm', ['run', '--silent', 'build:release'], {
      cwd: site,
      encoding: 'utf8',
      env: {...withoutSiteSettings(), ...real, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
    });
    const log = `${run.stdout}${run.stderr}`;
    assert.equal(run.status, 0, log.slice(-3000));
    assert.match(log, /deploy check: every SITE_\* setting is set/);
    assert.match(log, /is not inside a Git worktree .*building without the pages' last-update dates/);
    for (const page of ['index.html', 'intro.html', 'legal/privacy.html', 'legal/terms-app.html', 'legal/accessibility.html']) {
      const html = readFileSync(path.join(site, 'build', page), 'utf8');
      assert.doesNotMatch(html, /data-demo-notice|גרסת הדגמה|אתר הדגמה/, page);
      assert.ok(html.includes('חברה לבדיקת שכר בע״מ'), `${page} shows the company's own name`);
      assert.doesNotMatch(html, /theme-last-updated/, page);
    }
    // The terms list the operator's own sub-processors, the AI engine's provider among them.
    const terms = readFileSync(path.join(site, 'build/legal/terms-app.html'), 'utf8');
    assert.ok(terms.includes('Model Provider Inc.') && terms.includes('ענן ישראלי בע״מ'));
    assert.doesNotMatch(terms, /לדוגמה/);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
