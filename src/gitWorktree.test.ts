import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {getVcsPreset} from '@docusaurus/utils';
import {lastUpdateFromGit} from './gitWorktree';

test('inside this repository, the dates come from Git (in the dev server too) and nothing is said', () => {
  const warnings: string[] = [];
  assert.equal(
    lastUpdateFromGit(path.resolve(__dirname, '..'), (message) => warnings.push(message)),
    'git-ad-hoc',
  );
  assert.deepEqual(warnings, []);
});

test('outside any Git worktree, the build goes on without dates and warns, naming the folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-no-git-'));
  try {
    const warnings: string[] = [];
    assert.equal(
      lastUpdateFromGit(dir, (message) => warnings.push(message)),
      false,
    );
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not inside a Git worktree.*without the pages' last-update dates`));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test("under npm start, a page not yet committed gets no date (Docusaurus's default gives it 14.10.2018)", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-new-page-'));
  const environment = process.env.NODE_ENV;
  try {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: dir});
    git('init', '-q');
    writeFileSync(path.join(dir, 'intro.md'), '---\ntitle: מבוא\n---\n');
    git('add', 'intro.md');
    git('commit', '-qm', 'the guide');
    const page = path.join(dir, 'new-page.md');
    writeFileSync(page, '---\ntitle: עמוד חדש\n---\n');
    const preset = lastUpdateFromGit(dir, () => {});
    assert.equal(preset, 'git-ad-hoc');
    process.env.NODE_ENV = 'development';
    assert.equal(await getVcsPreset(preset).getFileLastUpdateInfo(page), null);
    assert.deepEqual(await getVcsPreset('default-v1').getFileLastUpdateInfo(page), {timestamp: Date.UTC(2018, 9, 14, 7, 27, 35), author: 'Author'});
  } finally {
    process.env.NODE_ENV = environment;
    rmSync(dir, {recursive: true, force: true});
  }
});
