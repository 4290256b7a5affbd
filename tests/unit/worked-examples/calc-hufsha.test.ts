import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-hufsha.md:
// an hourly worker (40 ₪, 5-day week) in her 6th seniority year takes one full week of vacation
// in July 2026; vacation pay = (pay for regular hours in the previous quarter ÷ 90) × days.
const page = readDoc('calculation-results/calc-hufsha');

// The 1.1.2017 table (law days, 6-day net, 5-day net) for seniority year 6.
const seniorityYear = 6;
const entitlement = {law: 18, sixDay: 16, fiveDay: 14};
const hourlyWage = 40;
const weekLawDays = 7; // Sunday to Saturday, rest days included
const weekWorkingDays = 5;
const quarterRegularPay = [6880, 7568, 7152]; // April, May, June 2026
const quarterOvertimePay = 1250; // excluded from the base
const quarterDivisor = 90;
const paidHoursPerDay = 8; // the payslip paid 8 hours a vacation day

// ⚠️ proportional entitlement example
const daysWorked = 180;
const fullYearThreshold = 200;

// the 4% alternative
const shortTermPay = 16000;
const shortTermRate = 0.04;

test('step 1 and 2: entitlement and balance', () => {
  assertStated(page, seniorityYear);
  assertStated(page, entitlement.law);
  assertStated(page, entitlement.sixDay);
  assertStated(page, entitlement.fiveDay);
  assertStated(page, weekLawDays);
  assertStated(page, entitlement.fiveDay - weekWorkingDays); // 9
  assertStated(page, entitlement.law - weekLawDays); // 11
});

const quarterTotal = quarterRegularPay.reduce((s, x) => s + x, 0);
const dailyAverage = roundShekel(quarterTotal / quarterDivisor);

test('step 3: average daily wage', () => {
  for (const m of quarterRegularPay) assertStated(page, m);
  assertStated(page, quarterTotal); // 21,600
  assertStated(page, quarterOvertimePay);
  assertStated(page, dailyAverage); // 240
});

test('step 4 and 5: vacation pay and the gap', () => {
  const due = roundShekel(dailyAverage * weekLawDays);
  const paid = roundShekel(weekWorkingDays * paidHoursPerDay * hourlyWage);
  assertStated(page, due); // 1,680
  assertStated(page, paid); // 1,600
  assertStated(page, roundShekel(due - paid)); // 80
});

test('the wrong base with overtime included', () => {
  assertStated(page, roundShekel((quarterTotal + quarterOvertimePay) / quarterDivisor)); // 253.89
});

test('proportional entitlement (⚠️ in the page)', () => {
  const share = daysWorked / fullYearThreshold;
  assertStated(page, daysWorked);
  assertStated(page, fullYearThreshold);
  assertStated(page, roundShekel(share * 100)); // 90 (%)
  assertStated(page, roundShekel(share)); // 0.9
  assertStated(page, roundShekel(entitlement.law * share)); // 16.2
});

test('the 4% alternative', () => {
  assertStated(page, shortTermPay);
  assertStated(page, roundShekel(shortTermPay * shortTermRate)); // 640
});
