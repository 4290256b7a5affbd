import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {figureDataProblems} from '../../scripts/lib/figures';
import {lawFigures} from './lawFigures';

// A writer adds a new dated figure (a new kind: the travel-expense cap) as one row of this file, and
// touches no type: the row passes the type check and the data check, and pages can show it.

const root = path.join(import.meta.dirname, '../..');
const source = readFileSync(path.join(import.meta.dirname, 'lawFigures.ts'), 'utf8');
const newRow = "  {kind: 'travelExpenseDaily', value: 22.6, from: '1.1.2024', source: 'צו הרחבה בדבר השתתפות המעסיק בהוצאות נסיעה לעבודה', status: 'confirmed'},\n";

function withRow(row: string): string {
  const end = source.indexOf('\n];', source.indexOf('export const lawFigures'));
  assert.ok(end > 0, 'the table of figures ends with "];"');
  return `${source.slice(0, end + 1)}${row}${source.slice(end + 1)}`;
}

test('the rows of today are valid data', () => {
  assert.deepEqual(figureDataProblems(lawFigures, source), []);
});

test('a new kind of figure added as a row passes the type check and the data check, and a page can show it', {timeout: 120_000}, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'law-figures-'));
  try {
    const file = path.join(dir, 'lawFigures.ts');
    writeFileSync(file, withRow(newRow));
    // How a page and the components use it.
    writeFileSync(
      path.join(dir, 'use.ts'),
      "import {lawFigureText, type FigureKind} from './lawFigures.ts';\nconst kind: FigureKind = 'travelExpenseDaily';\nexport const shown: string = lawFigureText(kind, 'value', '1.3.2024');\n",
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', allowImportingTsExtensions: true, types: [], noUnusedLocals: true},
        files: ['lawFigures.ts', 'use.ts'],
      }),
    );
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {encoding: 'utf8'});
    assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);

    const figures = (await import(file)) as typeof import('./lawFigures');
    assert.deepEqual(figureDataProblems(figures.lawFigures, readFileSync(file, 'utf8')), []);
    assert.equal(figures.lawFigureText('travelExpenseDaily'), '22.60\u00A0₪');
    assert.equal(figures.expandLawFigures('עד <LawFigure kind="travelExpenseDaily" show="number" /> ליום.'), 'עד 22.60 ליום.');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a wrong row is told in Hebrew, on its line', () => {
  const bad = withRow("  {kind: 'travel expense', value: '22.6', from: '31.2.2024', source: 'Travel order', status: 'final', soruce: 'x'},\n");
  const row = bad.split('\n').findIndex((line) => line.includes("kind: 'travel expense'")) + 1;
  const figures = [...lawFigures, {kind: 'travel expense', value: '22.6', from: '31.2.2024', source: 'Travel order', status: 'final', soruce: 'x'}];
  const problems = figureDataProblems(figures, bad);
  assert.deepEqual(
    problems.map((p) => p.problem.message.split(': ')[1]?.split(' ')[0]),
    ['kind', 'value', 'from', 'source', 'status', 'השדה'],
  );
  for (const {file, problem} of problems) {
    assert.equal(file, 'src/data/lawFigures.ts');
    assert.equal(problem.line, row);
    assert.match(problem.message, /^בשורה travel expense מ-31\.2\.2024 של הנתונים המתוארכים: /);
  }
  const twice = figureDataProblems([...lawFigures, lawFigures[0]], source);
  assert.equal(twice.length, 1);
  assert.match(twice[0].problem.message, /יש כבר שורה לאותו נתון מאותו תאריך/);
});
