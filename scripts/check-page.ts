/**
 * `npm run check:page -- docs/<section>/<id>.md`: the browser checks of one page, in about a minute
 * instead of the whole suite: builds the site when a source is newer than the last build (about
 * 25 s), then runs that page's worked example (its arithmetic and its own test, for a results page),
 * the sitemap's routes, and the page's test of every-page.spec.ts in Chromium against the production
 * build: 200 in Hebrew right to left, its structure, its Markdown twin, axe in light and dark mode at
 * 1280 and 390 px, and reflow at 640 and 320 px. E2E_PORT and CHROMIUM_PATH as for the browser tests.
 *
 *   npm run check:page -- docs/calculation-results/calc-mahala.md [--no-build]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../sidebars';
import {markdownDoc, sidebarEntries} from '../src/plugins/search-records/lib/markdownPages';
import {repoRoot} from './lib/files';
import {escapeRegExp} from './lib/markdown';

/** What the build reads: a change to any of these makes the last build old. */
const buildSources = ['docs', 'src', 'static', 'i18n', 'sidebars.ts', 'docusaurus.config.ts', 'package.json', 'babel.config.js'];
const BUILT = 'build/sitemap.xml';

function newestSource(): {file: string; time: number} {
  let newest = {file: '', time: 0};
  const visit = (file: string): void => {
    const full = path.join(repoRoot, file);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const name of readdirSync(full)) visit(path.posix.join(file, name));
    } else if (stat.mtimeMs > newest.time) {
      newest = {file, time: stat.mtimeMs};
    }
  };
  for (const source of buildSources) visit(source);
  return newest;
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): {title: string; ok: boolean; seconds: number} {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const child = spawnSync(command, args, {cwd: repoRoot, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0', ...env}});
  return {title, ok: child.status === 0, seconds: (Date.now() - started) / 1000};
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'))?.replace(/^\.\//, '');
  if (file === undefined || !/^docs\/.+\.mdx?$/.test(file) || !existsSync(path.join(repoRoot, file))) {
    console.error(`כתבו את הקובץ של העמוד, למשל: npm run check:page -- docs/calculation-results/calc-mahala.md${file ? ` (אין עמוד ${file})` : ''}`);
    return 2;
  }
  const started = Date.now();
  const doc = await markdownDoc({relativePath: file.slice('docs/'.length), content: readFileSync(path.join(repoRoot, file), 'utf8')}, sidebarEntries(sidebars));
  const route = decodeURI(doc.permalink);
  console.log(`העמוד ${file} נבדק בכתובת ${route}`);

  const results = [];
  const newest = newestSource();
  const built = existsSync(path.join(repoRoot, BUILT)) ? statSync(path.join(repoRoot, BUILT)).mtimeMs : 0;
  if (args.includes('--no-build')) {
    if (built === 0) {
      console.error('אין בנייה של האתר: הריצו בלי --no-build');
      return 2;
    }
  } else if (newest.time > built) {
    console.log(built === 0 ? 'אין עדיין בנייה של האתר: בונים (כחצי דקה).' : `${newest.file} השתנה אחרי הבנייה האחרונה: בונים מחדש (כחצי דקה).`);
    const build = run('בניית האתר', process.execPath, [path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build']);
    results.push(build);
    if (!build.ok) {
      console.log('\nהבנייה נכשלה: ההודעה שלמעלה אומרת באיזה קובץ ובאיזו שורה (למשל תג לא סגור או סוגריים מסולסלים בטקסט).');
      return 1;
    }
  } else {
    console.log('הבנייה האחרונה חדשה מכל הקבצים: לא בונים מחדש.');
  }

  const exampleTest = `tests/unit/worked-examples/${path.basename(file).replace(/\.mdx?$/, '')}.test.ts`;
  const unitTests = ['tests/unit/arithmetic.test.ts', ...(existsSync(path.join(repoRoot, exampleTest)) ? [exampleTest] : [])];
  results.push(run('החשבון והדוגמה המחושבת', path.join(repoRoot, 'node_modules/.bin/tsx'), ['--test', '--test-reporter=./scripts/lib/test-reporter.mjs', ...unitTests]));

  const grep = `(${escapeRegExp(route)}: 200 in Hebrew|the sitemap holds every route)`;
  // The page in every colour mode and width (the whole suite audits the dark mode and 390 px on a sample of pages).
  results.push(
    run(
      'בדפדפן: הכתובות, המבנה, axe בבהיר ובכהה, התאמה לרוחב',
      path.join(repoRoot, 'node_modules/.bin/playwright'),
      ['test', 'tests/e2e/every-page.spec.ts', 'tests/e2e/routes.spec.ts', '--grep', grep, '--reporter=list'],
      {E2E_AXE_ALL_MODES: '1'},
    ),
  );

  console.log('\n━━ סיכום');
  for (const {title, ok, seconds} of results) console.log(`${ok ? '✔ עבר ' : '✘ נכשל'}  ${title} (${seconds.toFixed(0)} שניות)`);
  const failed = results.filter(({ok}) => !ok).length;
  console.log(`check:page ${route}: ${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
