import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';

/**
 * The guide shows each page's last-update date, which Docusaurus reads from Git. Built from a copy
 * without `.git` (a release archive, a Docker `COPY` that leaves it out), its Git reader would stop
 * the build ("outside any Git worktree"); such a build goes on without dates, and says so.
 * Returns the value for `future.experimental_vcs`: 'git-ad-hoc' (one `git log` per page, what
 * Docusaurus's default reader does in a build), or `false`. Not the default itself: under `npm start`
 * it gives every page a made-up date (14.10.2018), a new page not yet committed included; read from
 * Git, a page not yet committed shows no date, and an edited one the date of its last commit.
 */
export function lastUpdateFromGit(siteDir: string, warn: (message: string) => void = logger.warn): 'git-ad-hoc' | false {
  if (insideGitWorktree(siteDir)) {
    return 'git-ad-hoc';
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
