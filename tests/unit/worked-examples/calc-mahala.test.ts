import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectNumbers, numberAfter, numbers, r, readPage} from './lib';

// The worked example of calc-mahala.md, recomputed from the page: 1.5 days a month; 0% / 50% / 50% / 100% by day of absence.
const page = readPage('calculation-results/calc-mahala');
const rules = page.section('הכלל בקצרה');
const [accrualPerMonth, accrualPerYear, accrualCap] = numbers(rules.line('צבירה.'));
const halfRate = numbers(rules.line('על היום השני והשלישי'))[0];
const fullRate = numbers(rules.line('מהיום הרביעי ואילך'))[0];
assert.match(rules.line('על היום הראשון').text, /לא משלמים/);
/** The percentage of a day's wage for the n-th day of one absence (1-based). */
const rateOfDay = (n: number) => (n === 1 ? 0 : n <= 3 ? halfRate : fullRate);

const example = page.section('דוגמה מחושבת');
const premise = example.line('עובד בשכר שעתי');
const wage = numberAfter(premise, 'בשכר שעתי של');
const hoursPerDay = numberAfter(premise, 'הרגיל שלו הוא');
const monthsWorked = numberAfter(premise, 'לפני');
const absenceDays = numberAfter(premise, 'נעדר בגלל מחלה');
const paid = numberAfter(premise, 'דמי מחלה של');

const accrued = r(Math.min(monthsWorked * accrualPerMonth, accrualCap));
const dayWage = r(wage * hoursPerDay);
const days = Array.from({length: absenceDays}, (_, i) => ({n: i + 1, rate: rateOfDay(i + 1), due: r((dayWage * rateOfDay(i + 1)) / 100)}));
const due = r(days.reduce((s, d) => s + d.due, 0));
const gap = r(due - paid);

test('the accrual rule', () => {
  assert.equal(accrualPerYear, r(accrualPerMonth * 12));
  expectNumbers(example.line('שלב 1:'), [1, monthsWorked, accrualPerMonth, accrued, absenceDays]);
  assert.ok(accrued >= absenceDays, 'the page says the balance covers every day of the absence');
});

test('steps 2 to 4: the day wage and each day of the absence', () => {
  expectNumbers(example.line('שלב 2:'), [2, wage, hoursPerDay, dayWage]);
  const table = example.table('יום ברצף', 'אחוז', 'חישוב', 'צריך היה לשלם');
  assert.equal(table.rows.length, absenceDays, 'one row for each day of the absence');
  for (const d of days) {
    const row = table.row(String(d.n));
    expectNumbers(row.cell('אחוז'), [d.rate]);
    expectNumbers(row.cell('חישוב'), [dayWage, d.rate]);
    expectNumbers(row.cell('צריך היה לשלם'), [d.due]);
  }
  expectNumbers(example.line('שלב 4:'), [4, ...days.map((d) => d.due), due]);
});

test('step 5: the gap and what the payslip paid', () => {
  expectNumbers(example.line('שלב 5:'), [5, due, paid, gap]);
  const row = example.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער').row('דמי מחלה');
  expectNumbers(row.cell('שולם'), [paid]);
  expectNumbers(row.cell('צריך היה לשלם'), [due]);
  expectNumbers(row.cell('פער'), [gap]);

  // The page reads the payslip as the full-pay days only, and the gap as the unpaid half days.
  const fullDays = days.filter((d) => d.rate === fullRate);
  const halfDays = days.filter((d) => d.rate === halfRate);
  assert.equal(paid, r(fullDays.reduce((s, d) => s + d.due, 0)), 'the payslip paid exactly the 100% days');
  assert.equal(gap, r(halfDays.reduce((s, d) => s + d.due, 0)), 'the gap is exactly the 50% days');
  const halfDay = r((dayWage * halfRate) / 100);
  expectNumbers(example.line('הסכום ששולם שווה'), [fullDays.length, dayWage, paid, halfRate, gap, halfDays.length, halfDay]);
});
