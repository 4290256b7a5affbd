/**
 * A renamed page keeps its former title findable: readers search for the name they remember (the
 * monthly summary was a ריכוז). Each title a page has had, in Git's history or before an uncommitted
 * change, must stand in its front matter's keywords, which the search ranks on the page's title.
 */
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import {repoRoot} from './files';
import type {Problem} from './content';

function git(...args: string[]): string | undefined {
  const run = spawnSync('git', args, {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return run.status === 0 ? run.stdout : undefined;
}

const unquote = (title: string): string => title.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The titles a page's front matter has had, from a patch of its history (`-title: …` lines). */
export function titlesInPatch(patch: string): string[] {
  return [...new Set([...patch.matchAll(/^-title:\s*(.+)$/gm)].map((match) => unquote(match[1]!)))];
}

/** The titles the page had before: in its Git history (following renames), and at HEAD. Empty outside Git. */
export function formerTitles(file: string): string[] {
  const history = git('log', '--follow', '--format=', '-p', '--', file) ?? '';
  const head = git('show', `HEAD:${file}`);
  let headTitle: string | undefined;
  try {
    headTitle = head === undefined ? undefined : (matter(head).data.title as string | undefined);
  } catch {
    headTitle = undefined;
  }
  return [...new Set([...titlesInPatch(history), ...(headTitle ? [String(headTitle)] : [])])];
}

/** A former title that is neither the page's title nor among its keywords. */
export function formerTitleProblems(source: string, former: readonly string[]): Problem[] {
  let data: {title?: unknown; keywords?: unknown};
  try {
    data = matter(source).data;
  } catch {
    return []; // docProblems reports the broken front matter.
  }
  const title = String(data.title ?? '');
  const keywords = new Set((Array.isArray(data.keywords) ? data.keywords : []).map((keyword) => String(keyword).trim()));
  const line = source.split('\n').findIndex((text) => text.startsWith('keywords:')) + 1 || 1;
  return former
    .filter((old) => old !== title && !keywords.has(old))
    .map((old) => ({line, message: `הכותרת הקודמת של הדף, "${old}", חסרה ב-keywords: קוראים מחפשים את השם שהם זוכרים. הוסיפו אותה לרשימת keywords.`}));
}
