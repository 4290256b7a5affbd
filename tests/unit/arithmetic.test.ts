import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expandLawFigures} from '../../src/data/lawFigures';
import {failWithProblems, type WriterProblem} from '../../scripts/lib/writer-problems';
import {checkLine, checkMarkdown, findCalculations, numbersIn, statesValue} from './worked-examples/arithmetic';

// Every calculation written in the guide (prose, lists, table cells, illustrations) must add up.

const root = path.join(import.meta.dirname, '../..');
/** The calculations with "=" a result page's worked example has at the least (CONTRIBUTING.md, "מה בודקות בדיקות החשבון"). */
const MIN_EXAMPLE_CALCULATIONS = 5;

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const ok = (text: string) => {
  const result = checkLine(text);
  assert.ok(result.found > 0, `no calculation found in: ${text}`);
  assert.deepEqual(result.errors, [], `should add up: ${text}`);
};
const wrong = (text: string) => {
  const result = checkLine(text);
  assert.ok(result.errors.length > 0, `should fail: ${text}`);
};
const none = (text: string) => assert.deepEqual(findCalculations(text), [], `not a calculation: ${text}`);

test('parser: the four operations, with precedence, parentheses and chains', () => {
  ok('9,100 ÷ 182 = 50 ₪ לשעה');
  ok('38.4 × 50 = 1,920 ₪');
  ok('שעות רגילות: 4 × 8.6 + 7.6 = 34.4 + 7.6 = 42 שעות');
  ok('8 + 4 × 1.25 = 13');
  ok('(8 + 4) × 1.25 = 15');
  ok('הפער: 10,725 − 9,850 = 875 ₪.');
  ok('השכר: (21,600 + 1,250) ÷ 90 = 253.89 ₪, גבוה מדי');
  ok('בתלוש: 1,881 ₪ = 6 ימים × 418 ₪ × 75%');
  wrong('38.4 × 50 = 1,902 ₪');
  wrong('8 + 4 × 1.25 = 15');
  wrong('4 × 8.6 + 7.6 = 34.4 + 7.6 = 43');
  wrong('4 × 8.6 + 7.6 = 35.4 + 7.6 = 42');
});

test('parser: the ASCII and the Hebrew forms of the operators', () => {
  ok('9100 / 182 = 50');
  ok('38.4 * 50 = 1920');
  ok('38.4 x 50 = 1,920');
  ok('10,725 - 9,850 = 875');
  ok('11.75 שעות נוכחות פחות 0.75 שעות הפסקה = 11 שעות');
  ok('3 כפול 4 = 12');
  wrong('10,725 - 9,850 = 857');
  wrong('9100 / 182 = 48.92');
});

test('parser: Hebrew text, units and notes around the numbers', () => {
  ok('שלב 1: צבירה. 4 חודשים × 1.5 ימים = 6 ימי מחלה צבורים.');
  ok('ערך שעה ב-125% הוא 40 × 1.25 = 50 ₪, וערך שעה ב-150% הוא 40 × 1.5 = 60 ₪.');
  ok('נשארות 2.4 שעות נוספות: 2 שעות × 62.50 ₪ (125%) = 125 ₪, ו-0.4 שעה × 75 ₪ (150%) = 30 ₪.');
  ok('היתרה: 14 − 5 = 9 ימי עבודה, או 18 − 7 = 11 ימים לפי ספירת החוק.');
  ok('חסרות 38.4 − 30 = 8.4 שעות, ולכן הפער הוא 8.4 × 50 = 420 ₪.');
  wrong('חסרות 38.4 − 30 = 8.4 שעות, ולכן הפער הוא 8.4 × 50 = 402 ₪.');
  const [calc] = findCalculations('סך הכול: 6,720 + 1,920 + 216 + 360 = 9,216 ₪.');
  assert.deepEqual(
    calc.numbers.map((n) => n.value),
    [6720, 1920, 216, 360, 9216],
  );
});

test('parser: percentages', () => {
  ok('9,000 × 6% = 540');
  ok('10,000 ₪ × 18.5% = 1,850 ₪');
  ok('600 ₪ ÷ 12,000 ₪ = 5%');
  ok('1,631 ÷ 26,941 × 100 = 6.05%');
  ok('6% + 6.5% + 6% = 18.5%');
  ok('75% − 60% = 15 נקודות אחוז');
  ok('182 × 75% = 136.5 שעות');
  wrong('9,000 × 6% = 5,400');
  wrong('6% + 6.5% + 6% = 19%');
  wrong('600 ₪ ÷ 12,000 ₪ = 6%');
});

test('parser: only the rounding the written result implies', () => {
  ok('9,100 ÷ 186 = 48.92 ₪'); // 48.9247
  ok('1,631 ÷ 3 = 543.67 ₪');
  ok('756 ÷ 9,216 × 100 = 8.2%'); // 8.203
  ok('21,496 ÷ 64 = 335.88 ₪'); // 335.875
  wrong('9,100 ÷ 182 = 48.92 ₪');
  wrong('1,631 ÷ 3 = 543.6 ₪');
  wrong('38.4 − 30 = 8 שעות'); // 8.4 is exact: it may not be rounded away
  wrong('21,600 ÷ 90 = 250 ₪');
  assert.ok(statesValue({value: 48.92, decimals: 2}, 9100 / 186));
  assert.ok(!statesValue({value: 48.9, decimals: 1}, 48.95));
  assert.ok(!statesValue({value: 8, decimals: 0}, 8.4));
});

test('parser: true negatives — dates, versions, ranges, IDs, phone numbers, times', () => {
  none('בתוקף מ-1.4.2018 עד 31.3.2026');
  none('גרסה 1.2.0 = הגרסה הנוכחית');
  none('שעות הלילה 0–8, שנות ותק 1–5');
  none('מספר זהות 123456782 = 9 ספרות');
  none('טלפון 03-1234567 = המוקד');
  none('050-1234567 = 050 - 1234567');
  none('מ-1.4.2025 – 31.3.2026 = שנת המינימום');
  none('כניסה 08:00, יציאה 17:06 = 9.1 שעות');
  none('8.6 שעות = 8:36');
  none('12.2024 = חודש');
  none('1/4/2018 = 1.4.2018');
  none('ב-125% מערך השעה, ו-150% אחריהן');
  // A date glued to an operator is still not a number.
  none('1.4.2026 − 1.4.2025 = שנה');
  assert.deepEqual(
    numbersIn('מ-1.4.2025 שכר של 6,247.67 ₪ (34.32 ₪ לשעה), גרסה 1.2.0, 08:00, ת"ז 123456782').map((n) => n.value),
    [6247.67, 34.32],
  );
});

test('parser: Markdown — table cells, list numbers, front matter and code are handled', () => {
  const md = ['---', 'title: 2 + 2 = 5', '---', '', '1. 2 × 3 = 6', '| 30 × 50 = 1,500 ₪ | 6 × 40 = 240 ₪ |', '```', '2 + 2 = 5', '```', 'סך הכול 6,720 + 1,500 + 240 = 8,640 ₪.'].join('\n');
  const result = checkMarkdown(md);
  assert.equal(result.found, 4);
  assert.deepEqual(
    result.errors.map((e) => [e.line, e.text]),
    [[10, '6,720 + 1,500 + 240 = 8,640']],
  );

  // A cell that is only a calculation has its result in the next cell; a range or a label is not one.
  const table = [
    '| עובדים, חודשים | חישוב | קרדיטים |',
    '|---|---|---|',
    '| 8 עובדים, 3 חודשים | 8 × 3 | 24 קרדיטים |',
    '| 2 | 360 ₪ × 50% | 180 ₪ |',
    '| 3 | 360 ₪ × 50% | 108 ₪ |',
    '| 1–5 | 16 | 12 |',
    '| 1 × 1 | קרדיט אחד |',
  ].join('\n');
  const cells = checkMarkdown(table);
  assert.equal(cells.found, 3);
  assert.deepEqual(
    cells.errors.map((e) => [e.line, e.text]),
    [[5, '360 ₪ × 50% = 108']],
  );
});

test('parser: number words next to an operator', () => {
  ok('ושעה אחת × 75 ₪ = 75 ₪');
  ok('שעתיים × 62.5 ₪ = 125 ₪');
  wrong('ושעה אחת × 75 ₪ = 150 ₪');
  none('שעה אחת ביום = 60 דקות');
});

/** A calculation that does not add up, as the writer reads it (in Hebrew) and as the developer's log shows it. */
type Failure = {problem: WriterProblem; english: string};

const fix = 'תקנו את התוצאה או את המספרים שלפניה, וכל מספר שנגזר מהם בהמשך הדוגמה, בטבלה ובאיור';

function failure(file: string, line: number, e: {text: string; computed: number; written: string}): Failure {
  const computed = Number(e.computed.toFixed(4));
  return {
    problem: {file, line, message: `החישוב "${e.text}" לא יוצא נכון: לפי מה שלפני ה-= יוצא ${computed}, וכתוב ${e.written}`, fix},
    english: `${file}:${line}: ${e.text} (the left side is ${e.computed}, written ${e.written})`,
  };
}

function expectNoFailures(failures: Failure[]): void {
  if (failures.length > 0)
    failWithProblems(
      failures.map((f) => f.problem),
      failures.map((f) => f.english).join('\n'),
    );
}

/** A page with its dated figures as the reader sees them (<LawFigure> expanded), and the source line of each line. */
function expandedPage(source: string): {text: string; sourceLine: number[]} {
  const lines = source.split('\n').flatMap((line, index) =>
    expandLawFigures(line)
      .split('\n')
      .map((text) => ({text, no: index + 1})),
  );
  return {text: lines.map((line) => line.text).join('\n'), sourceLine: lines.map((line) => line.no)};
}

test('every calculation in the guide adds up', (t) => {
  const failures: Failure[] = [];
  let found = 0;
  for (const file of filesUnder('docs', '.md')) {
    const page = expandedPage(readFileSync(path.join(root, file), 'utf8'));
    const result = checkMarkdown(page.text);
    found += result.found;
    // Every result page (calc-…) has a worked example, written step by step with "=": at least
    // five calculations, else the example is not there to check. The page of next steps has none.
    if (file.includes('calculation-results/calc-') && result.found < MIN_EXAMPLE_CALCULATIONS) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      const heading = lines.indexOf('## דוגמה מחושבת');
      failures.push({
        problem: {
          file,
          line: heading < 0 ? undefined : heading + 1,
          message: `בעמוד נמצאו רק ${result.found} חישובים עם "=", ובדוגמה המחושבת של עמוד תוצאה צריכים להיות לפחות ${MIN_EXAMPLE_CALCULATIONS}`,
          fix: 'כתבו את הדוגמה שלב אחר שלב, כל שלב עם החישוב שלו והתוצאה אחרי "=" (למשל 45 ₪ × 8 שעות = 360 ₪), כמו בתבנית (writing/TEMPLATE.md)',
        },
        english: `${file}: its worked example should be found (${result.found} calculations, at least ${MIN_EXAMPLE_CALCULATIONS})`,
      });
    }
    for (const e of result.errors) failures.push(failure(file, page.sourceLine[e.line - 1] ?? e.line, e));
  }
  t.diagnostic(`${found} calculations checked in docs/`);
  expectNoFailures(failures);
});

test('every calculation in the illustrations adds up', (t) => {
  const failures: Failure[] = [];
  let found = 0;
  for (const file of filesUnder('static/img', '.svg')) {
    const svg = readFileSync(path.join(root, file), 'utf8');
    for (const [index, line] of svg.split('\n').entries()) {
      for (const m of line.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) {
        const result = checkLine(m[1]);
        found += result.found;
        for (const e of result.errors) failures.push(failure(file, index + 1, e));
      }
    }
  }
  t.diagnostic(`${found} calculations checked in static/img/`);
  expectNoFailures(failures);
});
