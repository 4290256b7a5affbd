import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-one-month-report.md:
// a full-time monthly-paid worker, February 2026, overtime per day on the 182-hour divisor.
const page = readDoc('calculation-results/calc-one-month-report');

const monthlyWage = 9100;
const monthlyDivisor = 182;
const oldDivisor = 186;
const longDayNorm = 8.6;
const shortDayNorm = 7.6;
const first125Tier = 2;
const longDays = 8; // Sunday–Wednesday days with overtime
const longDayHours = 10.6;
const shortDays = 2; // Thursdays with overtime
const shortDayHours = 11.1;
const restDayHours = 6;
const restDayPremium = 0.5; // monthly-paid: an extra 50%
const minimumWageFeb2026 = 6247.67;
const paid125Hours = 12; // on the payslip

const r = (x: number) => Math.round(x * 1000) / 1000;

function overtime() {
  const longOt = r(longDayHours - longDayNorm);
  const shortOt = r(shortDayHours - shortDayNorm);
  const h125 = r(longDays * Math.min(longOt, first125Tier) + shortDays * Math.min(shortOt, first125Tier));
  const h150 = r(longDays * Math.max(longOt - first125Tier, 0) + shortDays * Math.max(shortOt - first125Tier, 0));
  return {longOt, shortOt, h125, h150};
}

const hourValue = roundShekel(monthlyWage / monthlyDivisor);
const rate125 = roundShekel(hourValue * 1.25);
const rate150 = roundShekel(hourValue * 1.5);

test('step 1: the hour value on 182 hours', () => {
  assertStated(page, monthlyWage);
  assertStated(page, monthlyDivisor);
  assertStated(page, hourValue); // 50
  assertStated(page, rate125); // 62.5
  assertStated(page, rate150); // 75
});

test('step 2: overtime day by day', () => {
  const {longOt, shortOt, h125, h150} = overtime();
  assertStated(page, longDayHours);
  assertStated(page, shortDayHours);
  assertStated(page, longOt); // 2
  assertStated(page, r(longDays * longOt)); // 16
  assertStated(page, shortOt); // 3.5
  assertStated(page, r(shortOt - first125Tier)); // 1.5
  assertStated(page, r(shortDays * first125Tier)); // 4
  assertStated(page, h125); // 20
  assertStated(page, h150); // 3
});

test('step 3: what should have been paid', () => {
  const {h125, h150} = overtime();
  const pay125 = roundShekel(h125 * rate125);
  const pay150 = roundShekel(h150 * rate150);
  const rest = roundShekel(restDayHours * hourValue * restDayPremium);
  assertStated(page, pay125); // 1,250
  assertStated(page, pay150); // 225
  assertStated(page, rest); // 150
  assertStated(page, roundShekel(monthlyWage + pay125 + pay150 + rest)); // 10,725
});

test('step 4: minimum wage check', () => {
  assertStated(page, minimumWageFeb2026);
  // the base wage is above the minimum, so the gap is 0
  assertStated(page, Math.max(0, roundShekel(minimumWageFeb2026 - monthlyWage)));
});

test('step 5: comparison with the payslip', () => {
  const {h125, h150} = overtime();
  const paid125 = roundShekel(paid125Hours * rate125);
  const paidTotal = roundShekel(monthlyWage + paid125);
  const requiredTotal = roundShekel(
    monthlyWage + h125 * rate125 + h150 * rate150 + restDayHours * hourValue * restDayPremium,
  );
  const missingHours = r(h125 - paid125Hours);
  assertStated(page, paid125); // 750
  assertStated(page, paidTotal); // 9,850
  assertStated(page, missingHours); // 8
  assertStated(page, roundShekel(missingHours * rate125)); // 500
  assertStated(page, roundShekel(h125 * rate125 - paid125)); // 500
  assertStated(page, roundShekel(requiredTotal - paidTotal)); // 875
});

test('typical gap: the old 186-hour divisor', () => {
  const oldValue = roundShekel(monthlyWage / oldDivisor);
  assertStated(page, oldDivisor);
  assertStated(page, oldValue); // 48.92
  assertStated(page, roundShekel(hourValue - oldValue)); // 1.08
});
