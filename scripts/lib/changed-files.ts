/**
 * The files a change touches, so that a problem two files share (a sidebar_position used twice) is
 * told on the one the writer changed: against the merge base with the main branch when the
 * branch has one (WRITER_BASE, else origin/main, else main), else the changes not yet committed.
 * Untracked files count as changed. Undefined outside a Git worktree.
 */
import {spawnSync} from 'node:child_process';
import {repoRoot} from './files';

export type ChangedFiles = {
  files: ReadonlySet<string>;
  /** What they were compared with, in Hebrew, for the messages. */
  against: string;
  /** The branch they were compared with; none when only the changes not yet committed are known. */
  base?: string;
};

function git(...args: string[]): string | undefined {
  const run = spawnSync('git', args, {cwd: repoRoot, encoding: 'utf8'});
  return run.status === 0 ? run.stdout.trim() : undefined;
}

const lines = (text: string | undefined): string[] => (text ?? '').split('\n').filter(Boolean);

export function changedFiles(base = process.env.WRITER_BASE): ChangedFiles | undefined {
  const head = git('rev-parse', 'HEAD');
  if (head === undefined) return undefined;
  const untracked = lines(git('ls-files', '--others', '--exclude-standard'));
  const candidates = base ? [base] : ['origin/main', 'main'];
  for (const candidate of candidates) {
    const mergeBase = git('merge-base', 'HEAD', candidate);
    if (mergeBase === undefined || mergeBase === head) continue;
    return {
      files: new Set([...lines(git('diff', '--name-only', mergeBase)), ...untracked]),
      against: `לעומת ${candidate} (בסיס המיזוג ${mergeBase.slice(0, 7)})`,
      base: candidate,
    };
  }
  return {files: new Set([...lines(git('diff', '--name-only', 'HEAD')), ...untracked]), against: 'בשינויים שעוד לא נשמרו ב-commit'};
}
