import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {repoRoot} from '../../scripts/lib/files';
import {siteEnvVars} from '../../src/site';
import {operatorSettings} from '../../src/site.fixture';

// A deployment's build: `npm run build:release` refuses any SITE_* placeholder, naming each
// setting, before it builds; with the operator's own details it builds a site whose pages carry no
// demo marking (`npm test`'s release build, checked in tests/built/settings.test.ts). A plain
// `npm run build` with placeholders marks its pages instead (tests/e2e/demo-build.spec.ts reads
// them in the browser).

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

// A copy without .git, as a release archive or a Docker `COPY` has none: the configuration gives
// Docusaurus no dates to read, and says so, where the same configuration in a Git checkout reads
// each page's date from Git (src/gitWorktree.ts). Git is kept from the checkout by GIT_DIR, as it
// would find none in a copy. The pages of a release build with the operator's own details are
// checked on the release build `npm test` makes (tests/built/settings.test.ts).
/** The last-update date Docusaurus would show on /intro with the site's configuration in this environment, and what the configuration said. */
function introLastUpdate(env: NodeJS.ProcessEnv): {timestamp: number | null; log: string} {
  const script = `
    const {validateConfig} = await import('@docusaurus/core/lib/server/configValidation.js');
    const m = await import('./docusaurus.config.ts');
    const config = validateConfig(m.default.default ?? m.default, 'docusaurus.config.ts');
    const info = await config.future.experimental_vcs.getFileLastUpdateInfo(${JSON.stringify(path.join(repoRoot, 'docs/intro.md'))});
    console.log(JSON.stringify(info?.timestamp ?? null));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {cwd: repoRoot, encoding: 'utf8', env: {...env, FORCE_COLOR: '0'}});
  assert.equal(run.status, 0, run.stderr);
  return {timestamp: JSON.parse(run.stdout.trim().split('\n').at(-1)!) as number | null, log: run.stdout + run.stderr};
}

test("the release configuration outside a Git worktree builds without the pages' last-update dates, and says so; inside one, it reads them from Git", () => {
  const outside = introLastUpdate({...withoutSiteSettings(), ...real, GIT_DIR: path.join(tmpdir(), 'no-such-git-dir')});
  assert.equal(outside.timestamp, null);
  assert.match(outside.log, /is not inside a Git worktree .*building without the pages' last-update dates/);
  const inside = introLastUpdate({...withoutSiteSettings(), ...real});
  assert.equal(typeof inside.timestamp, 'number', inside.log);
  assert.doesNotMatch(inside.log, /is not inside a Git worktree/);
});
