import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {lastUpdateFromGit} from './gitWorktree';

test('inside this repository, the dates come from Git (in the dev server too) and nothing is said', () => {
  const warnings: string[] = [];
  assert.equal(lastUpdateFromGit(path.resolve(__dirname, '..'), (message) => warnings.push(message)), 'git-ad-hoc');
  assert.deepEqual(warnings, []);
});

test('outside any Git worktree, the build goes on without dates and warns, naming the folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-no-git-'));
  try {
    const warnings: string[] = [];
    assert.equal(lastUpdateFromGit(dir, (message) => warnings.push(message)), false);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not inside a Git worktree.*without the pages' last-update dates`));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
