import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {repoRoot} from './files';

// The reporter the writers' check reads: a failed test's problems, whether the test failed inside a
// test or while its file loaded (a worked example reads its page at the top of its file).

test('the problems of a failing assertion, inside a test and while the file loads', {timeout: 120_000}, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'problems-reporter-'));
  try {
    const lib = path.join(repoRoot, 'scripts/lib/writer-problems.ts');
    const inTest = path.join(dir, 'in-test.test.ts');
    const atLoad = path.join(dir, 'at-load.test.ts');
    writeFileSync(
      inTest,
      `import {test} from 'node:test';\nimport {failWithProblems} from ${JSON.stringify(lib)};\ntest('a', () => failWithProblems([{file: 'docs/a.md', line: 3, message: 'בעיה', fix: 'תיקון'}], 'english'));\ntest('b', () => {});\n`,
    );
    writeFileSync(
      atLoad,
      `import {test} from 'node:test';\nimport {failWithProblems} from ${JSON.stringify(lib)};\nfailWithProblems([{file: 'docs/b.md', line: 7, message: 'חסרה שורה'}], 'no line');\ntest('never', () => {});\n`,
    );
    const out = path.join(dir, 'problems.jsonl');
    const run = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), '--test', '--test-reporter=./scripts/lib/problems-reporter.mjs', `--test-reporter-destination=${out}`, inTest, atLoad],
      {cwd: repoRoot, encoding: 'utf8', env: {...process.env, NODE_TEST_CONTEXT: undefined, WRITER_PROBLEMS: '1'}},
    );
    assert.equal(run.status, 1, run.stderr);
    const failed = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as {test: string; problems?: unknown[]});
    assert.deepEqual(
      failed.map(({problems}) => problems).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      [[{file: 'docs/a.md', line: 3, message: 'בעיה', fix: 'תיקון'}], [{file: 'docs/b.md', line: 7, message: 'חסרה שורה'}]],
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
