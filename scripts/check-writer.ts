/**
 * `npm run check:writer`: everything a change to the guide's pages can break, in about half a
 * minute and without a build: spelling, Markdown style, content (with links and #anchors,
 * the sidebar, "ראו גם" and the glossary), UI translations, the worked examples' arithmetic, the
 * font subset, and the search quality gate. Runs every step, then ends with a short Hebrew list
 * of what failed and how to fix each.
 *
 *   npx tsx scripts/check-writer.ts [--skip-tests]
 *
 * --skip-tests leaves out the steps that are unit tests (arithmetic, fonts, search gate):
 * `npm test` runs them once, in its unit-test step.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {repoRoot} from './lib/files';

type Step = {
  /** What is checked, in Hebrew. */
  name: string;
  command: string[];
  /** How to fix it, in Hebrew: the last list shows it for each step that failed. */
  fix: string;
  test?: boolean;
};

const bin = (name: string): string => path.join(repoRoot, 'node_modules/.bin', name);
const tsx = (script: string): string[] => [bin('tsx'), script];
const unitTests = (...files: string[]): string[] => [bin('tsx'), '--test', '--test-reporter=./scripts/lib/test-reporter.mjs', ...files];

const steps: Step[] = [
  {
    name: 'איות',
    command: tsx('scripts/check-spelling.ts'),
    fix: 'תקנו כל מילה שגויה בשורה שמצוינת. מילה נכונה שבודק האיות לא מכיר (שם של מסך או שדה, מילה לועזית בלי חלופה) הוסיפו ל-spelling-words.txt: מילה בשורה, בלי אותיות שימוש, במקומה בסדר.',
  },
  {
    name: 'סגנון Markdown',
    command: [bin('markdownlint-cli2')],
    fix: 'תקנו לפי הכלל שבהודעה (MD…, הסבר לכל כלל באתר של markdownlint). את רוב הבעיות npm run lint:md -- --fix מתקן לבד.',
  },
  {
    name: 'תוכן, תפריט הצד, "ראו גם", מונחים, קישורים ועוגנים',
    command: tsx('scripts/check-content.ts'),
    fix: 'כל שורה אומרת מה לעשות, עם הקובץ ומספר השורה. הכללים: CONTRIBUTING.md, והמונחים ב-writing/glossary.ts.',
  },
  {
    name: 'תרגומי הממשק',
    command: tsx('scripts/check-translations.ts'),
    fix: 'כתבו בעברית את ה-message של כל מחרוזת שמופיעה, בקובץ שמצוין תחת i18n/he/.',
  },
  {
    name: 'חשבון ודוגמאות מחושבות',
    command: unitTests('tests/unit/arithmetic.test.ts', 'tests/unit/legal-pages.test.ts', 'tests/unit/worked-examples/*.test.ts'),
    fix: 'בשורות שבסוף הפלט: הקובץ, השורה והמספרים שצריכים להופיע בה. תקנו את החישוב, וכל מספר שנגזר ממנו, גם באיור.',
    test: true,
  },
  {
    name: 'תווים בגופן',
    command: unitTests('scripts/lib/fonts.test.ts'),
    fix: 'העמוד משתמש בתו שאין בגופן: הריצו npm run fonts ושמרו את static/fonts/ באותו commit.',
    test: true,
  },
  {
    name: 'שער איכות החיפוש',
    command: unitTests('src/search/quality/quality.test.ts'),
    fix: 'אם עמוד חדש הוא עכשיו התוצאה הראשונה של חיפוש והוא עונה עליו טוב יותר, עשו מה שכתוב בשורה "שער החיפוש" למטה (npm run search:baseline, ולפעמים קודם הוספה של העמוד ב-src/search/quality/queries.ts) ושמרו את הקבצים באותו commit עם העמוד. אחרת, חיפוש שעמוד קיים כבר לא מוצא: בדקו את הכותרות ואת ה-keywords של העמוד ששיניתם (CONTRIBUTING.md, "שער איכות החיפוש").',
    test: true,
  },
];

function main(): number {
  const skipTests = process.argv.includes('--skip-tests');
  const started = Date.now();
  const results = steps
    .filter((step) => !(skipTests && step.test))
    .map((step) => {
      const [command = '', ...args] = step.command;
      console.log(`\n━━ ${step.name}`);
      const stepStart = Date.now();
      // Through a shell for the test file globs; every part is ours, none comes from input.
      const run = spawnSync([command, ...args].join(' '), {cwd: repoRoot, shell: true, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, maxBuffer: 64 * 1024 * 1024});
      const output = `${run.stdout}${run.stderr}`.split('\n').filter((line) => !line.startsWith('npm warn')).join('\n');
      process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const notes = output.split('\n').filter((line) => line.startsWith('✘ ')).map((line) => line.slice(2));
      return {step, ok: run.status === 0, seconds: (Date.now() - stepStart) / 1000, notes};
    });
  const failed = results.filter(({ok}) => !ok);
  console.log('\n━━ סיכום');
  for (const {step, ok, seconds} of results) console.log(`${ok ? 'עבר ' : 'נכשל'}  ${step.name} (${seconds.toFixed(1)} שניות)`);
  if (failed.length > 0) {
    console.log(`\nמה לתקן (${failed.length}):`);
    failed.forEach(({step, notes}, i) => {
      console.log(`${i + 1}. ${step.name}: ${step.fix}`);
      for (const note of notes.slice(0, 3)) console.log(`   ${note}`);
    });
  } else {
    console.log('\nהכול עבר. אפשר לשמור ב-commit (ראו "הגשת בקשת מיזוג" ב-CONTRIBUTING.md).');
  }
  console.log(`check:writer: ${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = main();
