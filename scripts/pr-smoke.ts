/**
 * A pull request's browser smoke set, against the production build in `build/` (built first by the
 * workflow): `npm run check:page` for each page the change adds or edits (its worked example, its
 * route, its structure, axe and reflow; scripts/check-page.ts), or, when it changes more than
 * `PR_SMOKE_PAGES` pages (6), every page's test at once; then the search's browser tests (open,
 * type Hebrew, results, keyboard, /search). The changed pages: scripts/lib/changed-files.ts
 * (WRITER_BASE). Used by .github/workflows/pull-request.yml; the whole suite is `npm test`.
 *
 *   WRITER_BASE=origin/main npx tsx scripts/pr-smoke.ts
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {changedFiles} from './lib/changed-files';
import {repoRoot} from './lib/files';

const most = Number(process.env.PR_SMOKE_PAGES ?? 6);

function run(title: string, command: string, args: string[]): {title: string; ok: boolean; seconds: number} {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, {cwd: repoRoot, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  return {title, ok: child.status === 0, seconds: (Date.now() - started) / 1000};
}

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const playwright = path.join(repoRoot, 'node_modules/.bin/playwright');

if (!existsSync(path.join(repoRoot, 'build/index.html'))) {
  console.error('build/ is missing: run `npx docusaurus build` first.');
  process.exit(2);
}
const pages = [...(changedFiles()?.files ?? [])].filter((file) => /^docs\/.+\.mdx?$/.test(file) && existsSync(path.join(repoRoot, file))).sort();
const results = [];
if (pages.length === 0) {
  console.log('No page of docs/ changed.');
} else if (pages.length <= most) {
  for (const page of pages) results.push(run(page, tsx, ['scripts/check-page.ts', page, '--no-build']));
} else {
  console.log(`${pages.length} pages changed (more than ${most}): every page's browser test.`);
  results.push(run('every page', playwright, ['test', 'tests/e2e/every-page.spec.ts', 'tests/e2e/routes.spec.ts']));
}
results.push(run('search', playwright, ['test', 'tests/e2e/search.spec.ts']));

console.log('\n━━ results');
for (const {title, ok, seconds} of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${title} (${seconds.toFixed(0)} s)`);
process.exitCode = results.every(({ok}) => ok) ? 0 : 1;
