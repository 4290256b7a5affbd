import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';

/**
 * The guide shows each page's last-update date, which Docusaurus reads from Git. Built from a copy
 * without `.git` (a release archive, a Docker `COPY` that leaves it out), its Git reader would stop
 * the build ("outside any Git worktree"); such a build goes on without dates, and says so.
 * Returns the value for `future.experimental_vcs`: `true` (Docusaurus's default reader) or `false`.
 */
export function lastUpdateFromGit(siteDir: string, warn: (message: string) => void = logger.warn): boolean {
  if (insideGitWorktree(siteDir)) {
    return true;
  }
  warn(`${siteDir} is not inside a Git worktree (or git is not installed): building without the pages' last-update dates. Build from a Git checkout to show them.`);
  return false;
}

function insideGitWorktree(dir: string): boolean {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'}).trim() === 'true';
  } catch {
    return false;
  }
}
