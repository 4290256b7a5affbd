import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectLinkTo, expectNumbers, fullTimeLaw, fullTimeLawLink, minimumWageLaw, minimumWageLawLink, monthNumber, numberAfter, numbers, r, readPage, roundShekel} from './lib';

// The worked example of calc-ekef-misra.md, recomputed from the page: (hours worked + paid absences) ÷ full-time hours.
const page = readPage('calculation-results/calc-ekef-misra');
const law = page.section('מה קובע החוק');
const frame = law.line('אין הגדרה אחת בחוק');
// The full-time month is explained on one page; this page states the number it divides by and links there.
const {monthHours: fullTime} = fullTimeLaw();
assert.equal(numberAfter(frame, 'שעות בשבוע ו-'), fullTime, `${frame.where}: the full-time month differs from the one explained on its page`);
// The minimum wage of each period is stated on one page, which the legal section links to.
const minimumLine = law.line('שכר מינימום.');

const example = page.section('דוגמה מחושבת');
const premise = example.line('בתלוש של');
const [, monthName, yearText] = /בתלוש של (\S+) (\d{4})/.exec(premise.text) ?? [];
const year = Number(yearText);
const month = monthNumber(monthName);
const minimumWage = minimumWageLaw(year, month).monthly;
const payslipScope = numberAfter(premise, 'היקף משרה של');
const paid = numberAfter(premise, 'ששולם לה הוא');
const worked = numberAfter(example.line('- שעות עבודה בפועל'), ':');
const [vacationDays, vacationDayHours] = numbers(example.line('- חופשה:'));
const sickLine = example.line('- מחלה:');
const sickDays = sickLine.text.includes('יום אחד') ? 1 : numbers(sickLine)[0];
const sickDayHours = numbers(sickLine).at(-1)!;

const vacationHours = r(vacationDays * vacationDayHours);
const sickHours = r(sickDays * sickDayHours);
const absence = r(vacationHours + sickHours);
const total = r(worked + absence);
const scope = total / fullTime;
const payslipHours = r((payslipScope / 100) * fullTime);

test('steps 1 to 4: hours, job scope and the gap in scope', () => {
  expectNumbers(example.line('שלב 1:'), [1, vacationDays, vacationDayHours, vacationHours, sickHours, vacationHours, sickHours, absence]);
  expectNumbers(example.line('שלב 2:'), [2, worked, absence, total]);
  expectNumbers(example.line('שלב 3:'), [3, total, fullTime, scope, scope * 100]);
  expectNumbers(example.line('שלב 4:'), [4, scope * 100, payslipScope, r(scope * 100 - payslipScope)]);

  const table = example.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const hours = table.row('סך השעות');
  expectNumbers(hours.cell('שולם'), [payslipHours]);
  expectNumbers(hours.cell('צריך היה לשלם'), [total]);
  expectNumbers(hours.cell('פער'), [r(total - payslipHours)]);
  const percent = table.row('היקף משרה');
  expectNumbers(percent.cell('שולם'), [payslipScope]);
  expectNumbers(percent.cell('צריך היה לשלם'), [scope * 100]);
  expectNumbers(percent.cell('פער'), [r(scope * 100 - payslipScope)]);
  expectNumbers(example.line('בעמודה שולם'), [payslipHours, payslipScope, fullTime, payslipHours]);
});

test('step 5: the effect on the minimum wage', () => {
  expectLinkTo(law, minimumWageLawLink);
  assert.ok(minimumLine.text.includes('כפול היקף המשרה'), `${minimumLine.where}: the part-time minimum is the full-time one times the job scope`);
  expectNumbers(example.line('שלב 5:'), [5, year, minimumWage]);
  const atPayslipScope = roundShekel((minimumWage * payslipScope) / 100);
  const atRealScope = roundShekel(minimumWage * scope);
  assert.ok(paid > atPayslipScope && paid < atRealScope, 'the page says the pay looks above the minimum but is below it');
  expectNumbers(example.line('לפי ההיקף שבתלוש'), [minimumWage, payslipScope, atPayslipScope, paid]);
  expectNumbers(example.line('לפי ההיקף המחושב'), [minimumWage, scope * 100, atRealScope, r(atRealScope - paid), atRealScope, paid]);
});

test('the 12-month average', () => {
  const section = example.section('ממוצע של 12 חודשים');
  const table = section.table('חודש', 'שעות');
  const pairs = [0, 2].flatMap((offset) =>
    table.rows.map((row) => {
      const [m, y] = row.cells[offset].split('.').map(Number);
      return {month: m, year: y, hours: numbers({text: row.cells[offset + 1], where: row.where})[0]};
    }),
  );
  pairs.forEach((p, i) => {
    const expected = new Date(Date.UTC(year, month - 12 + i, 1));
    assert.deepEqual([p.month, p.year], [expected.getUTCMonth() + 1, expected.getUTCFullYear()], "twelve months in a row, ending with the example's month");
  });
  const sum = r(pairs.reduce((s, p) => s + p.hours, 0));
  const average = r(sum / pairs.length);
  expectNumbers(section.line('סכום:'), [sum, sum, pairs.length, average, average, fullTime, (average / fullTime) * 100]);
});

test('the full-time week and month link to the page that explains them', () => {
  expectLinkTo(page.section('הכלל בקצרה'), fullTimeLawLink);
  expectLinkTo(law, fullTimeLawLink);
  expectNumbers(page.section('הכלל בקצרה').line('הנוסחה.'), [fullTime]);
});
