import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {copySiteSources, repoRoot} from '../../scripts/lib/files';

// A release archive or a Docker `COPY` without `.git`: the site builds, warns that it has no
// last-update dates, and its pages show none (src/gitWorktree.ts).
test('a copy of the sources without .git builds, without last-update dates, and says so', {timeout: 300_000}, () => {
  const site = mkdtempSync(path.join(tmpdir(), 'guide-no-git-'));
  try {
    copySiteSources(site);
    assert.equal(existsSync(path.join(site, '.git')), false);
    const docusaurus = createRequire(path.join(repoRoot, 'package.json')).resolve('@docusaurus/core/bin/docusaurus.mjs');
    const build = spawnSync(process.execPath, [docusaurus, 'build'], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
    });
    const log = `${build.stdout}${build.stderr}`;
    assert.equal(build.status, 0, log.slice(-3000));
    assert.match(log, /is not inside a Git worktree .*building without the pages' last-update dates/);
    const intro = readFileSync(path.join(site, 'build/intro.html'), 'utf8');
    assert.match(intro, /<h1[^>]*>/);
    assert.doesNotMatch(intro, /theme-last-updated/);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
