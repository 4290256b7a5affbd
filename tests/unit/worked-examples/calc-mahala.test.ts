import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-mahala.md:
// an hourly worker, 4 full months of work, then 5 consecutive working days of sick leave;
// the payslip shows 720 ₪ of sick pay.
const page = readDoc('calculation-results/calc-mahala');

const hourlyWage = 45;
const hoursPerDay = 8;
const fullMonthsWorked = 4;
const accrualPerMonth = 1.5; // Sick Pay Law: 1.5 days per full month
const maxAccrual = 90;
const absenceDays = 5;
const paidOnPayslip = 720;

/** Percentage of a day's wage for the n-th day of one absence (1-based): 0% / 50% / 100%. */
function payPercent(day: number): number {
  if (day === 1) return 0;
  if (day <= 3) return 50;
  return 100;
}

const dailyWage = roundShekel(hourlyWage * hoursPerDay);
const dayPays = Array.from({length: absenceDays}, (_, i) => roundShekel((dailyWage * payPercent(i + 1)) / 100));
const due = roundShekel(dayPays.reduce((a, b) => a + b, 0));

test('the rule: accrual per month and per year, and the cap', () => {
  assertStated(page, accrualPerMonth);
  assertStated(page, accrualPerMonth * 12); // 18 a year
  assertStated(page, maxAccrual);
});

test('step 1: accrued sick days cover the absence', () => {
  const accrued = fullMonthsWorked * accrualPerMonth;
  assertStated(page, fullMonthsWorked);
  assertStated(page, accrued); // 6
  assertStated(page, absenceDays);
  assert.ok(accrued >= absenceDays, 'the balance must cover the whole absence');
});

test('step 2: the regular daily wage', () => {
  assertStated(page, hourlyWage);
  assertStated(page, hoursPerDay);
  assertStated(page, dailyWage); // 360
});

test('step 3: pay for each day of the absence', () => {
  for (let day = 1; day <= absenceDays; day++) {
    assertStated(page, payPercent(day));
    assertStated(page, dayPays[day - 1]); // 0, 180, 180, 360, 360
  }
});

test('step 4 and 5: the total, what was paid and the gap', () => {
  const gap = roundShekel(due - paidOnPayslip);
  const paidAsFullDays = paidOnPayslip / dailyWage;
  const halfDay = roundShekel(dailyWage / 2);
  assertStated(page, due); // 1,080
  assertStated(page, paidOnPayslip); // 720
  assertStated(page, gap); // 360
  assertStated(page, paidAsFullDays); // 2 full days
  assertStated(page, halfDay); // 180
  assert.equal(roundShekel(2 * halfDay), gap, 'the gap is days 2 and 3 at 50%');
});
