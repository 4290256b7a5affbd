import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {parseAnnotationLine, type Annotation} from '../../scripts/lib/annotations';
import {copySiteSources, repoRoot} from '../../scripts/lib/files';

// The writers' check as a pull request runs it (--annotate), on a copy of the guide with three
// mistakes planted in its Markdown: each is an annotation in Hebrew on the file and line of the
// mistake, and the closing list names each one.

/** Replaces one line of a copied file (1-based), after checking it is the line we mean. */
function plant(site: string, file: string, line: number, expected: string, replacement: string): void {
  const full = path.join(site, file);
  const lines = readFileSync(full, 'utf8').split('\n');
  assert.equal(lines[line - 1], expected, `${file}:${line} is not the line this test plants its mistake in`);
  lines[line - 1] = replacement;
  writeFileSync(full, lines.join('\n'));
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

    const run = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-writer.ts', '--annotate', '--only=content,arithmetic'], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, GITHUB_ACTIONS: '', WRITER_BASE: '', FORCE_COLOR: '0'},
    });
    const output = `${run.stdout}${run.stderr}`;
    assert.equal(run.status, 1, output);
    const annotations = output.split('\n').flatMap((line) => parseAnnotationLine(line) ?? []);
    const at = (file: string, line: number): Annotation[] => annotations.filter((a) => a.file === file && a.line === line);

    const calculation = at('docs/calculation-results/calc-mahala.md', exampleLine);
    assert.ok(
      calculation.some((a) => /^החישוב "45 ₪ × 8 = 370" לא יוצא נכון: לפי מה שלפני ה-= יוצא 360, וכתוב 370/.test(a.message)),
      output,
    );
    assert.ok(
      calculation.some((a) => /^המספרים בשורה לא מתאימים לחישוב של הדוגמה: צריכים להיות בה, לפי הסדר, 2, 45, 8, 360/.test(a.message)),
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
    const summary = output.slice(output.indexOf('מה לתקן'));
    assert.match(summary, new RegExp(`docs/calculation-results/calc-mahala\\.md:${exampleLine}: החישוב "45 ₪ × 8 = 370" לא יוצא נכון`));
    assert.match(summary, /docs\/signup-login\/main-screen\.md:9: 418 הוא נתון מתוארך/);
    assert.match(summary, /docs\/new-calculation\/send-data-for-check\.md:5: sidebar_position: 2 כבר קיים/);
    assert.doesNotMatch(output, /^not ok|^# Subtest/m, "the tests' own output only with --verbose");
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
