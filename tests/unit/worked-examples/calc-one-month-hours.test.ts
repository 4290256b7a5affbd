import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-one-month-hours.md:
// an hourly worker, 5-day week, February 2026 (4 full weeks), 10.5 hours every working day,
// plus 6 hours on one Saturday; the payslip is compared with the required pay.
const page = readDoc('calculation-results/calc-one-month-hours');

const hourlyWage = 40;
const hoursPerDay = 10.5;
const longDayNorm = 8.6; // Sunday to Wednesday (⚠️ in the page)
const shortDayNorm = 7.6; // the shortened Thursday
const longDaysPerWeek = 4;
const weeks = 4;
const first125Tier = 2; // the first two overtime hours of a day
const restDayHours = 6;

// What the payslip shows.
const paidRegularHours = 168;
const paid125Hours = 30;
const paidRestDayRate = 1; // Saturday hours paid as regular hours

const r = (x: number) => Math.round(x * 1000) / 1000; // hours, free of float noise

test('step 1: an ordinary day', () => {
  const overtime = r(hoursPerDay - longDayNorm);
  assertStated(page, longDayNorm);
  assertStated(page, hoursPerDay);
  assertStated(page, overtime); // 1.9
});

test('step 2: the shortened Thursday', () => {
  const overtime = r(hoursPerDay - shortDayNorm);
  const at150 = r(overtime - first125Tier);
  assertStated(page, shortDayNorm);
  assertStated(page, overtime); // 2.9
  assertStated(page, at150); // 0.9
});

test('step 3: one week', () => {
  const longDayOvertime = r(hoursPerDay - longDayNorm);
  const shortDayOvertime = r(hoursPerDay - shortDayNorm);
  const regular = r(longDaysPerWeek * longDayNorm + shortDayNorm);
  const h125 = r(longDaysPerWeek * longDayOvertime + first125Tier);
  const h150 = r(shortDayOvertime - first125Tier);
  assertStated(page, r(longDaysPerWeek * longDayNorm)); // 34.4
  assertStated(page, regular); // 42
  assertStated(page, h125); // 9.6
  assertStated(page, r(h125 + h150)); // 10.5 weekly overtime
});

function month() {
  const longDayOvertime = r(hoursPerDay - longDayNorm);
  const shortDayOvertime = r(hoursPerDay - shortDayNorm);
  const regular = r(weeks * (longDaysPerWeek * longDayNorm + shortDayNorm));
  const h125 = r(weeks * (longDaysPerWeek * longDayOvertime + first125Tier));
  const h150 = r(weeks * (shortDayOvertime - first125Tier));
  return {regular, h125, h150};
}

test('step 4: the month', () => {
  const {regular, h125, h150} = month();
  const workingDays = weeks * (longDaysPerWeek + 1);
  const total = r(regular + h125 + h150 + restDayHours);
  assertStated(page, regular); // 168
  assertStated(page, h125); // 38.4
  assertStated(page, h150); // 3.6
  assertStated(page, workingDays); // 20
  assertStated(page, total); // 216
  // the check in the page: 20 × 10.5 + 6
  assertStated(page, r(workingDays * hoursPerDay + restDayHours));
});

test('step 5: the required pay', () => {
  const {regular, h125, h150} = month();
  const rate125 = roundShekel(hourlyWage * 1.25);
  const rate150 = roundShekel(hourlyWage * 1.5);
  const regularPay = roundShekel(regular * hourlyWage);
  const pay125 = roundShekel(h125 * rate125);
  const pay150 = roundShekel(h150 * rate150);
  const restPay = roundShekel(restDayHours * rate150);
  assertStated(page, hourlyWage);
  assertStated(page, rate125); // 50
  assertStated(page, rate150); // 60
  assertStated(page, regularPay); // 6,720
  assertStated(page, pay125); // 1,920
  assertStated(page, pay150); // 216
  assertStated(page, restPay); // 360
  assertStated(page, roundShekel(regularPay + pay125 + pay150 + restPay)); // 9,216
});

test('step 6: the comparison with the payslip', () => {
  const {regular, h125, h150} = month();
  const rate125 = hourlyWage * 1.25;
  const rate150 = hourlyWage * 1.5;
  const required = {
    regular: roundShekel(regular * hourlyWage),
    ot125: roundShekel(h125 * rate125),
    ot150: roundShekel(h150 * rate150),
    rest: roundShekel(restDayHours * rate150),
  };
  const paid = {
    regular: roundShekel(paidRegularHours * hourlyWage),
    ot125: roundShekel(paid125Hours * rate125),
    ot150: 0,
    rest: roundShekel(restDayHours * hourlyWage * paidRestDayRate),
  };
  const paidTotal = roundShekel(paid.regular + paid.ot125 + paid.ot150 + paid.rest);
  const requiredTotal = roundShekel(required.regular + required.ot125 + required.ot150 + required.rest);
  const missing125Hours = r(h125 - paid125Hours);
  const restPremium = roundShekel(rate150 - hourlyWage);

  assertStated(page, paid125Hours);
  assertStated(page, paid.ot125); // 1,500
  assertStated(page, paid.rest); // 240
  assertStated(page, paidTotal); // 8,460
  assertStated(page, roundShekel(required.ot125 - paid.ot125)); // 420
  assertStated(page, missing125Hours); // 8.4
  assertStated(page, roundShekel(missing125Hours * rate125)); // 420 again, from the hours
  assertStated(page, roundShekel(required.ot150 - paid.ot150)); // 216
  assertStated(page, restPremium); // 20
  assertStated(page, roundShekel(required.rest - paid.rest)); // 120
  assertStated(page, roundShekel(requiredTotal - paidTotal)); // 756
});
