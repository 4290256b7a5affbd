/**
 * `npm run check:writer`: every check of `npm test` that a change to the guide's pages or data can
 * fail, in about a minute and without a build: spelling, Markdown style, content (with links and
 * #anchors, the sidebar, "ראו גם", the glossary and the dated figures' data), UI translations, the
 * search's word-form table, the type check of the files a writer edits, the worked examples'
 * arithmetic, the font subset, and the search quality gate. Runs every step, then prints one line per
 * step and, for each problem, its file and line, the Hebrew message and the fix.
 *
 *   npx tsx scripts/check-writer.ts [--skip-tests] [--verbose] [--annotate] [--only=content,arithmetic]
 *
 * --skip-tests leaves out the steps that are unit tests (arithmetic, fonts, search gate):
 *   `npm test` runs them once, in its unit-test step.
 * --verbose also prints each step's own output.
 * --only=… runs only the steps named (spelling, markdown, content, translations, inflections, types,
 *   arithmetic, fonts, search); --skip=… all but those.
 * --annotate (or GITHUB_ACTIONS=true) prints every problem as a GitHub annotation line,
 *   `::error file=…,line=…,title=…::…`, shown on that line of a pull request (.github/workflows/).
 *
 * What a Markdown or data change can fail in `npm test` and is left to other commands: the build
 * (an MDX syntax error) and the size budget, which need a build (`npm run check:page`, and the
 * pull request's build job), and the browser tests (`npm run check:page` runs a page's own).
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {annotationLine} from './lib/annotations';
import {repoRoot} from './lib/files';
import {fileLineProblems, markdownlintProblems, testProblems, typeScriptProblems, type WriterProblem} from './lib/writer-problems';

type Step = {
  /** Its name for --only. */
  id: string;
  /** What is checked, in Hebrew. */
  name: string;
  command: string[];
  /** How to fix its problems, in Hebrew, when a problem's own message does not say it. */
  fix: string;
  /** A unit-test step: what a failed test that carries no problem of its own means, in Hebrew. */
  failure?: string;
  /** Its messages already say what to do: an annotation does not add `fix`. */
  messagesSayFix?: boolean;
  /** The problems in the step's output (the unit-test steps read the reporter's file instead). */
  problems?: (output: string) => WriterProblem[];
  test?: boolean;
};

const bin = (name: string): string => path.join(repoRoot, 'node_modules/.bin', name);
const tsx = (script: string, ...args: string[]): string[] => [bin('tsx'), script, ...args];
const PROBLEMS_FILE = '$WRITER_PROBLEMS_FILE';
const unitTests = (...files: string[]): string[] => [
  bin('tsx'),
  '--test',
  '--test-reporter=./scripts/lib/test-reporter.mjs',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/lib/problems-reporter.mjs',
  `--test-reporter-destination=${PROBLEMS_FILE}`,
  ...files,
];

const steps: Step[] = [
  {
    id: 'spelling',
    name: 'איות',
    command: tsx('scripts/check-spelling.ts'),
    fix: 'אם זו טעות, תקנו אותה. מילה נכונה שבודק האיות לא מכיר (שם של מסך או שדה, מילה לועזית בלי חלופה) הוסיפו ל-spelling-words.txt: מילה בשורה, בלי אותיות שימוש, במקומה בסדר',
    problems: fileLineProblems,
  },
  {
    id: 'markdown',
    name: 'סגנון Markdown',
    command: [bin('markdownlint-cli2')],
    fix: 'את רוב הבעיות האלה npm run lint:md -- --fix מתקן לבד',
    problems: markdownlintProblems,
  },
  {
    id: 'content',
    name: 'תוכן, תפריט הצד, "ראו גם", מונחים, נתונים מתוארכים, קישורים ועוגנים',
    command: tsx('scripts/check-content.ts'),
    fix: 'ההודעה אומרת מה לעשות. הכללים: CONTRIBUTING.md; המונחים: writing/glossary.ts; השמות במוצר: writing/product-names.md',
    messagesSayFix: true,
    problems: fileLineProblems,
  },
  {
    id: 'translations',
    name: 'תרגומי הממשק',
    command: tsx('scripts/check-translations.ts'),
    fix: 'כתבו בעברית את ה-message של המחרוזת, בקובץ שמצוין תחת i18n/he/',
    messagesSayFix: true,
    problems: fileLineProblems,
  },
  {
    id: 'inflections',
    name: 'טבלת צורות המילים של החיפוש',
    command: tsx('scripts/search-inflections.ts', '--check'),
    fix: 'הריצו npm run search:inflections ושמרו את src/search/inflections.ts באותו commit עם העמוד',
    messagesSayFix: true,
    problems: fileLineProblems,
  },
  {
    id: 'types',
    name: 'בדיקת טיפוסים של הנתונים',
    command: [bin('tsc'), '-p', 'tsconfig.writer.json'],
    fix: 'כתבו את השורה כמו השורות שלידה: אותם שדות, מספר בלי מרכאות, טקסט במרכאות, ופסיק בסוף כל שורה',
    problems: typeScriptProblems,
  },
  {
    id: 'arithmetic',
    name: 'חשבון ודוגמאות מחושבות',
    command: unitTests('tests/unit/arithmetic.test.ts', 'tests/unit/legal-pages.test.ts', 'tests/unit/worked-examples/*.test.ts', 'src/data/lawFigures.test.ts', 'src/remark/lawFigureTables.test.ts'),
    fix: 'תקנו את החישוב, וכל מספר שנגזר ממנו, גם באיור',
    failure: 'הבדיקה של הדוגמה המחושבת או של הנתונים המתוארכים נכשלה',
    test: true,
  },
  {
    id: 'fonts',
    name: 'תווים בגופן',
    command: unitTests('scripts/lib/fonts.test.ts'),
    fix: 'העמוד משתמש בתו שאין בגופן: הריצו npm run fonts ושמרו את static/fonts/ באותו commit',
    failure: 'בגופן של האתר חסר תו שהעמודים משתמשים בו',
    test: true,
  },
  {
    id: 'search',
    name: 'שער איכות החיפוש',
    command: unitTests('src/search/quality/quality.test.ts'),
    fix: 'אם העמוד החדש עונה על החיפוש טוב יותר, עשו מה שכתוב בהודעה (npm run search:baseline) ושמרו את הקבצים באותו commit עם העמוד. אחרת, בדקו את הכותרות ואת ה-keywords של העמוד ששיניתם (CONTRIBUTING.md, "שער איכות החיפוש")',
    failure: 'שער איכות החיפוש נכשל',
    test: true,
  },
];

type Result = {step: Step; ok: boolean; seconds: number; problems: WriterProblem[]; output: string};

function run(step: Step, scratch: string, verbose: boolean): Result {
  const problemsFile = path.join(scratch, `${steps.indexOf(step)}.jsonl`);
  const [command = '', ...args] = step.command;
  const started = Date.now();
  // Through a shell for the test file globs; every part is ours, none comes from input.
  const child = spawnSync([command, ...args].join(' '), {
    cwd: repoRoot,
    shell: true,
    encoding: 'utf8',
    // Without node:test's own variable: a check run from a test would make the tests it runs report to that test.
    env: {...process.env, NODE_TEST_CONTEXT: undefined, FORCE_COLOR: '0', WRITER_PROBLEMS: '1', WRITER_PROBLEMS_FILE: problemsFile},
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${child.stdout}${child.stderr}`
    .split('\n')
    .filter((line) => !line.startsWith('npm warn') && !line.startsWith('writer-problem: '))
    .join('\n');
  if (verbose) process.stdout.write(`\n━━ ${step.name}\n${output.endsWith('\n') ? output : `${output}\n`}`);
  const ok = child.status === 0;
  let problems: WriterProblem[] = [];
  if (!ok) {
    if (step.test) {
      let lines = '';
      try {
        lines = readFileSync(problemsFile, 'utf8');
      } catch {
        // No failed test was reported: the run itself failed (below).
      }
      problems = testProblems(lines, step.failure ?? 'בדיקה נכשלה');
    } else {
      problems = step.problems?.(output) ?? [];
    }
    if (problems.length === 0) {
      // Nothing in the output had a place: the last lines say what happened.
      const tail = output
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(-3)
        .join(' / ');
      problems = [{message: `הבדיקה נכשלה בלי הודעה על קובץ ושורה (${tail}); הריצו שוב עם --verbose כדי לראות את כל הפלט`}];
    }
  }
  return {step, ok, seconds: (Date.now() - started) / 1000, problems, output};
}

function place(problem: WriterProblem): string {
  if (problem.file === undefined) return '';
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: `;
}

function main(): number {
  const argv = process.argv.slice(2);
  const skipTests = argv.includes('--skip-tests');
  const verbose = argv.includes('--verbose');
  const annotate = argv.includes('--annotate') || process.env.GITHUB_ACTIONS === 'true';
  const only = argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const skip =
    argv
      .find((arg) => arg.startsWith('--skip='))
      ?.slice('--skip='.length)
      .split(',') ?? [];
  const unknown = [...(only ?? []), ...skip].filter((id) => !steps.some((step) => step.id === id));
  if (unknown.length > 0) {
    console.error(`--only, --skip: אין בדיקה בשם ${unknown.join(', ')}. הבדיקות: ${steps.map((step) => step.id).join(', ')}`);
    return 2;
  }
  const started = Date.now();
  const scratch = mkdtempSync(path.join(tmpdir(), 'check-writer-'));
  let results: Result[];
  try {
    results = steps.filter((step) => !(skipTests && step.test) && (only === undefined || only.includes(step.id)) && !skip.includes(step.id)).map((step) => run(step, scratch, verbose));
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  const failed = results.filter(({ok}) => !ok);
  const count = failed.reduce((sum, {problems}) => sum + problems.length, 0);

  if (annotate) {
    for (const {step, problems} of failed) {
      for (const problem of problems) {
        const fix = problem.fix ?? (step.messagesSayFix ? undefined : step.fix);
        console.log(annotationLine({file: problem.file, line: problem.line, title: `check:writer: ${step.name}`, message: fix ? `${problem.message}. ${fix}` : problem.message}));
      }
    }
  }

  if (verbose || annotate) console.log('\n━━ סיכום');
  for (const {step, ok, seconds, problems} of results) {
    console.log(`${ok ? '✔ עבר ' : '✘ נכשל'}  ${step.name} (${seconds.toFixed(1)} שניות${ok ? '' : `, ${problems.length} ${problems.length === 1 ? 'בעיה' : 'בעיות'}`})`);
  }
  if (failed.length > 0) {
    console.log(`\nמה לתקן (${count} ${count === 1 ? 'בעיה' : 'בעיות'}):`);
    for (const {step, problems} of failed) {
      console.log(`\n${step.name}:`);
      for (const problem of problems) {
        console.log(`  ${place(problem)}${problem.message}`);
        if (problem.fix) console.log(`    תיקון: ${problem.fix}`);
      }
      if (problems.some((problem) => !problem.fix)) console.log(`  איך מתקנים: ${step.fix}`);
    }
    if (!verbose) console.log('\nכל הפלט של הבדיקות: npm run check:writer -- --verbose');
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const verdict = failed.length > 0 ? '' : ': הכול עבר, אפשר לשמור ב-commit (CONTRIBUTING.md, "הגשת בקשת מיזוג")';
  console.log(`check:writer: ${results.length - failed.length} passed, ${failed.length} failed in ${seconds} s${verdict}`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = main();
