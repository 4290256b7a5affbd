/**
 * `npm run check:writer`: every check of `npm test` that a change to the guide's pages or data can
 * fail, without a build: that each changed page compiles as MDX (a `<4` in the text stops the build),
 * spelling, Markdown style, content (with links and #anchors, the sidebar, "ראו גם", the glossary and
 * the dated figures' data), UI translations, the search's word-form table, the type check of the
 * files a writer edits, the worked examples, the font subset, and the search quality gate. The steps
 * run side by side (the longest first); then one line per step and, for each problem, its file and
 * line, the Hebrew message and the fix.
 *
 *   npx tsx scripts/check-writer.ts [--skip-tests] [--verbose] [--annotate] [--only=content,arithmetic] [--all]
 *
 * --skip-tests leaves out the steps that are unit tests (arithmetic, fonts, search gate):
 *   `npm test` runs them once, in its unit-test step.
 * --verbose also prints each step's own output.
 * After the problems, for each changed page, the other pages that mention its keywords (a note,
 *   never a failure: scripts/related-pages.ts), which a new page may contradict.
 * --only=… runs only the steps named (mdx, related, spelling, markdown, content, translations, inflections,
 *   types, arithmetic, fonts, search); --skip=… all but those.
 * --jobs=N (or WRITER_JOBS) runs at most N steps at a time (default: the number of cores, at least 2).
 * A step that reads only files no change touches (the type check without a changed .ts or .json,
 *   the UI translations without a change under src/ or i18n/) is left out when the change is known
 *   against the main branch (scripts/lib/changed-files.ts); --all runs it anyway.
 * --annotate (or GITHUB_ACTIONS=true) prints the problems as GitHub annotations,
 *   `::error file=…,line=…,title=…::…`, shown on their lines of a pull request: the first ten, as
 *   GitHub shows ten a step; the rest go to WRITER_ANNOTATIONS_FILE for the workflow's next steps
 *   (scripts/annotations-part.ts, .github/workflows/).
 * --summary=FILE (or GITHUB_STEP_SUMMARY) appends every problem to FILE in Markdown: the pull
 *   request's job summary (scripts/lib/writer-report.ts).
 *
 * What a Markdown or data change can fail in `npm test` and is left to other commands: the build's
 * own plugins and the size budget (`npm run check:page`, and the pull request's build job), and the
 * browser tests (`npm run check:page` runs a page's own).
 */
import {spawn} from 'node:child_process';
import {appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {changedFiles} from './lib/changed-files';
import {mdxOutputProblems} from './lib/mdx';
import {repoRoot} from './lib/files';
import {fileLineProblems, markdownlintProblems, testProblems, typeScriptProblems, type WriterProblem} from './lib/writer-problems';
import {annotationParts, summaryMarkdown, type StepReport} from './lib/writer-report';

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
  /** How long it takes, roughly: the longest start first. */
  weight?: number;
  /** The only files whose change can make it fail, and what to say when none changed (in Hebrew). */
  affectedBy?: {test: (file: string) => boolean; reason: string};
  /** Its arguments for --all, when it too reads only what changed. */
  allArgs?: string[];
  /** It never fails: its output's lines are notes for the writer, printed at the end. */
  notes?: boolean;
};

const bin = (name: string): string => path.join(repoRoot, 'node_modules/.bin', name);
const tsx = (script: string, ...args: string[]): string[] => [bin('tsx'), script, ...args];
const PROBLEMS_FILE = '$WRITER_PROBLEMS_FILE';
const unitTests = (...filesAndFlags: string[]): string[] => [
  bin('tsx'),
  '--test',
  '--test-reporter=./scripts/lib/test-reporter.mjs',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/lib/problems-reporter.mjs',
  `--test-reporter-destination=${PROBLEMS_FILE}`,
  ...filesAndFlags,
];

const steps: Step[] = [
  {
    id: 'mdx',
    name: 'הידור העמודים (MDX)',
    command: tsx('scripts/check-mdx.ts'),
    allArgs: ['--all'],
    fix: 'כתבו לוכסן הפוך לפני ה-< או ה-{ שבטקסט (\\<), או שימו את הביטוי בתוך `קוד`',
    problems: mdxOutputProblems,
  },
  {
    id: 'related',
    name: 'עמודים שמזכירים את אותו נושא',
    command: tsx('scripts/related-pages.ts'),
    fix: '',
    notes: true,
  },
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
    fix: 'תקנו ביד, כמו שההודעה אומרת: את הכלל הזה npm run lint:md -- --fix לא מתקן',
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
    weight: 3,
    // write-translations reads the site's code, its strings, the sidebar and the config, not the pages' text.
    affectedBy: {
      test: (file) => /^(src|i18n)\//.test(file) || /^(sidebars\.ts|docusaurus\.config\.ts|package(-lock)?\.json|babel\.config\.js)$/.test(file) || /\/_category_\./.test(file),
      reason: 'לא השתנה קובץ תחת src/ או i18n/, תפריט הצד או ההגדרות',
    },
    fix: 'כתבו בעברית את ה-message של המחרוזת, בקובץ שמצוין תחת i18n/he/',
    messagesSayFix: true,
    problems: fileLineProblems,
  },
  {
    id: 'inflections',
    name: 'טבלת צורות המילים של החיפוש',
    command: tsx('scripts/search-inflections.ts', '--check'),
    fix: 'הריצו npm run search:inflections ושמרו את src/search/hebrew/inflections.ts באותו commit עם העמוד',
    messagesSayFix: true,
    problems: fileLineProblems,
  },
  {
    id: 'types',
    name: 'בדיקת טיפוסים של הנתונים',
    command: [bin('tsc'), '-p', 'tsconfig.writer.json'],
    weight: 4,
    affectedBy: {test: (file) => /\.(tsx?|json|jsonc)$/.test(file), reason: 'לא השתנה קובץ .ts או .json'},
    fix: 'כתבו את השורה כמו השורות שלידה: אותם שדות, מספר בלי מרכאות, טקסט במרכאות, ופסיק בסוף כל שורה',
    problems: typeScriptProblems,
  },
  {
    id: 'arithmetic',
    name: 'חשבון ודוגמאות מחושבות',
    weight: 2,
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
    // What a page can move: the gate's answers and the snippets. The crippled-engine controls test the engine, not the
    // pages, and run with the unit tests of npm test.
    command: unitTests('--test-name-pattern=holds.its.baseline', '--test-name-pattern=deep.in.a.long.section', 'src/search/quality/quality.test.ts'),
    weight: 5,
    fix: 'אם העמוד החדש עונה על החיפוש טוב יותר, עשו מה שכתוב בהודעה (npm run search:baseline) ושמרו את הקבצים באותו commit עם העמוד. אחרת, בדקו את הכותרות ואת ה-keywords של העמוד ששיניתם (CONTRIBUTING.md, "שער איכות החיפוש")',
    failure: 'שער איכות החיפוש נכשל',
    test: true,
  },
];

type Result = {step: Step; ok: boolean; seconds: number; problems: WriterProblem[]; output: string; skipped?: string};

/** Runs one step in its own process, without waiting: the steps share nothing and run side by side. */
function run(step: Step, scratch: string, everything: boolean): Promise<Result> {
  const problemsFile = path.join(scratch, `${step.id}.jsonl`);
  const started = Date.now();
  return new Promise((resolve) => {
    // Through a shell for the test file globs; every part is ours, none comes from input.
    const child = spawn([...step.command, ...(everything ? (step.allArgs ?? []) : [])].join(' '), {
      cwd: repoRoot,
      shell: true,
      // Without node:test's own variable: a check run from a test would make the tests it runs report to that test.
      env: {...process.env, NODE_TEST_CONTEXT: undefined, FORCE_COLOR: '0', WRITER_PROBLEMS: '1', WRITER_PROBLEMS_FILE: problemsFile},
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (status) => {
      const output = Buffer.concat(chunks)
        .toString('utf8')
        .split('\n')
        .filter((line) => !line.startsWith('npm warn') && !line.startsWith('writer-problem: '))
        .join('\n');
      const ok = status === 0;
      resolve({step, ok, seconds: (Date.now() - started) / 1000, problems: ok ? [] : problemsOf(step, output, problemsFile), output});
    });
  });
}

function problemsOf(step: Step, output: string, problemsFile: string): WriterProblem[] {
  let problems: WriterProblem[];
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
  if (problems.length > 0) return problems;
  // Nothing in the output had a place: the last lines say what happened.
  const tail = output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-3)
    .join(' / ');
  return [{message: `הבדיקה נכשלה בלי הודעה על קובץ ושורה (${tail}); הריצו שוב עם --verbose כדי לראות את כל הפלט`}];
}

/** Runs the steps, at most `jobs` at a time, the longest first; the results in the steps' order. */
async function runAll(selected: Step[], jobs: number, scratch: string, verbose: boolean, everything: boolean): Promise<Result[]> {
  const queue = [...selected].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
  const results = new Map<Step, Result>();
  const worker = async (): Promise<void> => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      const result = await run(step, scratch, everything);
      if (verbose) process.stdout.write(`\n━━ ${step.name}\n${result.output.endsWith('\n') ? result.output : `${result.output}\n`}`);
      results.set(step, result);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, jobs)}, worker));
  return selected.map((step) => results.get(step) as Result);
}

function place(problem: WriterProblem): string {
  if (problem.file === undefined) return '';
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: `;
}

const report = (result: Result): StepReport => ({
  name: result.step.name,
  ok: result.ok,
  seconds: result.seconds,
  problems: result.problems,
  fix: result.step.messagesSayFix ? undefined : result.step.fix,
  skipped: result.skipped,
});

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const skipTests = argv.includes('--skip-tests');
  const verbose = argv.includes('--verbose');
  const everything = argv.includes('--all');
  const annotate = argv.includes('--annotate') || process.env.GITHUB_ACTIONS === 'true';
  const value = (name: string): string | undefined => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('only')?.split(',');
  const skip = value('skip')?.split(',') ?? [];
  const jobs = Number(value('jobs') ?? process.env.WRITER_JOBS ?? Math.max(2, availableParallelism()));
  const unknown = [...(only ?? []), ...skip].filter((id) => !steps.some((step) => step.id === id));
  if (unknown.length > 0) {
    console.error(`--only, --skip: אין בדיקה בשם ${unknown.join(', ')}. הבדיקות: ${steps.map((step) => step.id).join(', ')}`);
    return 2;
  }
  const started = Date.now();
  const chosen = steps.filter((step) => !(skipTests && step.test) && (only === undefined || only.includes(step.id)) && !skip.includes(step.id));
  // A step whose files no change touches is left out, when the change is known against the main
  // branch (a pull request, a branch of its own); --all, --only and a change without a branch run it.
  const changed = everything || only !== undefined ? undefined : changedFiles();
  const untouched = (step: Step): boolean => changed?.base !== undefined && step.affectedBy !== undefined && ![...changed.files].some(step.affectedBy.test);
  const scratch = mkdtempSync(path.join(tmpdir(), 'check-writer-'));
  let results: Result[];
  try {
    const ran = await runAll(
      chosen.filter((step) => !untouched(step)),
      jobs,
      scratch,
      verbose,
      everything,
    );
    results = chosen.map((step) => ran.find((result) => result.step === step) ?? {step, ok: true, seconds: 0, problems: [], output: '', skipped: step.affectedBy?.reason});
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
  const failed = results.filter(({ok}) => !ok);
  const count = failed.reduce((sum, {problems}) => sum + problems.length, 0);
  const seconds = (Date.now() - started) / 1000;
  const reports = results.map(report);

  if (annotate) {
    // The first ten here; the rest in a file, for the steps after this one (.github/workflows/pull-request.yml).
    const [first = [], ...rest] = annotationParts(reports.filter((step) => !step.ok));
    for (const line of first) console.log(line);
    const restFile = process.env.WRITER_ANNOTATIONS_FILE;
    if (restFile) writeFileSync(restFile, JSON.stringify(rest));
  }
  const notes = results.filter(({step}) => step.notes).flatMap(({output}) => output.split('\n').filter((line) => line.trim() !== ''));
  const summaryFile = value('summary') ?? process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile) appendFileSync(summaryFile, summaryMarkdown(reports, seconds, notes));

  if (verbose || annotate) console.log('\n━━ סיכום');
  for (const {step, ok, seconds: took, problems, skipped} of results) {
    if (skipped) console.log(`– דילוג  ${step.name} (${skipped})`);
    else console.log(`${ok ? '✔ עבר ' : '✘ נכשל'}  ${step.name} (${took.toFixed(1)} שניות${ok ? '' : `, ${problems.length} ${problems.length === 1 ? 'בעיה' : 'בעיות'}`})`);
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
  if (notes.length > 0) console.log(`\nלקריאה (לא בעיה):\n${notes.map((line) => `  ${line}`).join('\n')}`);
  const ran = results.filter(({skipped}) => !skipped).length;
  const verdict = failed.length > 0 ? '' : ': הכול עבר, אפשר לשמור ב-commit (CONTRIBUTING.md, "הגשת בקשת מיזוג")';
  console.log(`check:writer: ${ran - failed.length} passed, ${failed.length} failed in ${seconds.toFixed(0)} s${verdict}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
