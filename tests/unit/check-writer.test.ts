import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {parseAnnotationLine, type Annotation} from '../../scripts/lib/annotations';
import {copySiteSources, repoRoot} from '../../scripts/lib/files';

// The writers' check as a pull request runs it (--annotate, a job summary), on a copy of the guide
// with twelve mistakes planted in its Markdown: each is an annotation in Hebrew on the file and line
// of the mistake (in parts of ten, as GitHub shows them), the job summary lists every one, and so
// does the closing list.

/** Replaces one line of a copied file (1-based), after checking it is the line we mean. */
function plant(site: string, file: string, line: number, expected: string, replacement: string): void {
  const full = path.join(site, file);
  const lines = readFileSync(full, 'utf8').split('\n');
  assert.equal(lines[line - 1], expected, `${file}:${line} is not the line this test plants its mistake in`);
  lines[line - 1] = replacement;
  writeFileSync(full, lines.join('\n'));
}

/** Inserts `text` and a blank line before the page's "ראו גם"; the line it is on. */
function plantBeforeSeeAlso(site: string, file: string, text: string): number {
  const full = path.join(site, file);
  const lines = readFileSync(full, 'utf8').split('\n');
  const at = lines.indexOf('## ראו גם');
  assert.ok(at > 0, `${file} has no "## ראו גם"`);
  lines.splice(at, 0, text, '');
  writeFileSync(full, lines.join('\n'));
  return at + 1;
}

test('planted mistakes are annotated in Hebrew on their lines, and the summary lists them', {timeout: 600_000}, () => {
  const site = mkdtempSync(path.join(tmpdir(), 'check-writer-'));
  try {
    copySiteSources(site);
    const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@localhost', ...args], {cwd: site, encoding: 'utf8'});
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'the guide');

    // A wrong product of the worked example, a dated figure written by hand, and a sidebar_position
    // that another page of the section already has (the other page is untouched).
    // The worked example's line is found by its text, so that an edit above it does not move the plant.
    const exampleLine = 1 + readFileSync(path.join(site, 'docs/calculation-results/calc-mahala.md'), 'utf8').split('\n').indexOf('**שלב 2: שכר יום רגיל.** 45 ₪ × 8 שעות = 360 ₪.');
    plant(site, 'docs/calculation-results/calc-mahala.md', exampleLine, '**שלב 2: שכר יום רגיל.** 45 ₪ × 8 שעות = 360 ₪.', '**שלב 2: שכר יום רגיל.** 45 ₪ × 8 שעות = 370 ₪.');
    plant(site, 'docs/signup-login/main-screen.md', 9, '', 'מחיר יום הבראה הוא 418 ₪.\n');
    plant(site, 'docs/new-calculation/send-data-for-check.md', 5, 'sidebar_position: 3', 'sidebar_position: 2');
    // Nine more, one a page: two that stop the build (MDX), three of style, three of content, one of arithmetic.
    const planted: [string, number][] = [
      ['docs/calculation-results/calc-mahala.md', exampleLine],
      ['docs/signup-login/main-screen.md', 9],
      ['docs/new-calculation/send-data-for-check.md', 5],
      ...(
        [
          ['docs/intro.md', 'פחות מ-<4 ימים בחודש.'],
          ['docs/signup-login/login-with-password.md', 'הסכום {לפני מס} מופיע בתלוש.'],
          ['docs/scan-results/scan-report.md', 'שורה עם רווחים בסוף.   '],
          ['docs/scan-results/export-to-excel.md', 'הכתובת https://example.com בלי קישור.'],
          ['docs/signup-login/account-mngmnt.md', '```\nקוד בלי שפה\n```'],
          ['docs/scan-results/organize-workers.md', 'ראו [עמוד שאין](./no-such-page.md).'],
          ['docs/scan-results/process-screen.md', 'ראו [סעיף שאין](#no-such-section).'],
          ['docs/calculation-params/calculaton-social.md', 'TODO: לכתוב את הסעיף.'],
          ['docs/calculation-params/calculaton-month.md', 'למשל 10 × 5 = 60.'],
        ] as const
      ).map(([file, text]): [string, number] => [file, plantBeforeSeeAlso(site, file, text)]),
    ];
    assert.equal(planted.length, 12);

    const summaryFile = path.join(site, 'summary.md');
    const restFile = path.join(site, 'annotations.json');
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-writer.ts', '--annotate', '--only=mdx,markdown,content,arithmetic'], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, GITHUB_ACTIONS: '', WRITER_BASE: '', FORCE_COLOR: '0', GITHUB_STEP_SUMMARY: summaryFile, WRITER_ANNOTATIONS_FILE: restFile},
    });
    const output = `${run.stdout}${run.stderr}`;
    assert.equal(run.status, 1, output);

    // The job summary: all twelve, each with its file and line.
    const summary = readFileSync(summaryFile, 'utf8');
    for (const [file, line] of planted) assert.ok(summary.includes(`\`${file}:${line}\``), `${file}:${line} is not in the summary:\n${summary}`);
    assert.match(summary, new RegExp(`\`docs/intro\\.md:${planted[3][1]}\` \\| התו "<" נקרא כתחילה של תגית, והעמוד לא נבנה`));

    // The annotations: the first ten printed by the check, the rest in the file for the next steps; none lost.
    const printed = output.split('\n').flatMap((line) => parseAnnotationLine(line) ?? []);
    assert.ok(printed.length <= 10, output);
    const rest = (JSON.parse(readFileSync(restFile, 'utf8')) as string[][]).flat().flatMap((line) => parseAnnotationLine(line) ?? []);
    const annotations = [...printed, ...rest];
    for (const [file, line] of planted)
      assert.ok(
        annotations.some((a) => a.file === file && a.line === line),
        `${file}:${line} has no annotation`,
      );
    const at = (file: string, line: number): Annotation[] => annotations.filter((a) => a.file === file && a.line === line);

    const calculation = at('docs/calculation-results/calc-mahala.md', exampleLine);
    assert.ok(
      // Both problems of the line in one annotation, one a line.
      calculation.some((a) => /^החישוב "45 ₪ × 8 = 370" לא יוצא נכון: לפי מה שלפני ה-= יוצא 360, וכתוב 370/m.test(a.message)),
      output,
    );
    assert.ok(
      calculation.some((a) => /^המספרים בשורה לא מתאימים לחישוב של הדוגמה: צריכים להיות בה, לפי הסדר, 2, 45, 8, 360/m.test(a.message)),
      output,
    );
    assert.ok(calculation.every((a) => a.level === 'error' && a.title === 'check:writer: חשבון ודוגמאות מחושבות'));

    const figure = at('docs/signup-login/main-screen.md', 9);
    assert.equal(figure.length, 1, output);
    assert.match(figure[0].message, /^418 הוא נתון מתוארך \(havraaDayPrivate .*\) שכתוב ביד: כתבו במקומו <LawFigure kind="havraaDayPrivate" at="1\.7\.2023" \/>/);

    const position = annotations.filter((a) => /sidebar_position/.test(a.message));
    assert.deepEqual(
      position.map((a) => `${a.file}:${a.line}`),
      ['docs/new-calculation/send-data-for-check.md:5'],
      output,
    );
    assert.match(position[0].message, /כבר קיים ב-docs\/new-calculation\/reports-lists\.md \(העמוד הזה השתנה בשינויים שעוד לא נשמרו ב-commit, והעמוד האחר לא\)/);

    // Every annotation is Hebrew; the closing list names the same problems with their places.
    assert.ok(annotations.length >= 4 && annotations.every((a) => /[א-ת]/.test(a.message)), output);
    const list = output.slice(output.indexOf('מה לתקן'));
    for (const [file, line] of planted) assert.ok(list.includes(`${file}:${line}: `), `${file}:${line} is not in the closing list`);
    assert.match(list, new RegExp(`docs/calculation-results/calc-mahala\\.md:${exampleLine}: החישוב "45 ₪ × 8 = 370" לא יוצא נכון`));
    assert.match(list, /docs\/signup-login\/main-screen\.md:9: 418 הוא נתון מתוארך/);
    assert.match(list, /docs\/new-calculation\/send-data-for-check\.md:5: sidebar_position: 2 כבר קיים/);
    assert.doesNotMatch(output, /^not ok|^# Subtest/m, "the tests' own output only with --verbose");
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
