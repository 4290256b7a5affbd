// Fails when `docusaurus write-translations` would add or keep a UI string that is not in Hebrew
// (npm run check:translations).
// It runs write-translations on a scratch copy of the site, so the real i18n/ is never touched.
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, statSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {untranslated, type TranslationFile} from './lib/translations.ts';

const root = path.join(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'translations-'));
const copied = ['docs', 'src', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package.json', 'tsconfig.json', 'babel.config.js'];

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? jsonFiles(file) : file.endsWith('.json') ? [file] : [];
  });
}

try {
  for (const name of copied) {
    cpSync(path.join(root, name), path.join(scratch, name), {recursive: true});
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  // "Last updated" dates come from git; the scratch copy needs a repository of its own.
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=check', '-c', 'user.email=check@localhost', ...args], {cwd: scratch, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'scratch');
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', 'he'], {cwd: scratch, stdio: 'ignore'});

  const problems = jsonFiles(path.join(scratch, 'i18n/he')).flatMap((file) => {
    const ids = untranslated(JSON.parse(readFileSync(file, 'utf8')) as TranslationFile);
    return ids.map((id) => `${path.relative(scratch, file)}: למחרוזת "${id}" אין תרגום לעברית: כתבו את ה-message שלה בעברית בקובץ הזה (npm run write-translations מוסיף מחרוזות חדשות)`);
  });
  for (const problem of problems) {
    console.log(problem);
  }
  console.log(`translations: ${problems.length} untranslated strings`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  rmSync(scratch, {recursive: true, force: true});
}
