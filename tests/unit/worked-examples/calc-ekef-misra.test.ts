import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-ekef-misra.md:
// November 2025, 115.5 hours worked + 2 vacation days + 1 sick day of 7 hours;
// the payslip says 60% and 4,000 ₪; then the 12-month average.
const page = readDoc('calculation-results/calc-ekef-misra');

const fullTimeMonthlyHours = 182; // 42 hours a week, from 1.4.2018
const previousFullTimeHours = 186;
const workedHours = 115.5;
const vacationDays = 2;
const sickDays = 1;
const hoursPerDay = 7;
const payslipScopePercent = 60;
const paidSalary = 4000;
const minimumWage = 6247.67; // 1.4.2025 – 31.3.2026
const minimumHourly = 34.32;
const monthlyHours = [130, 140, 128, 145, 139, 133, 136, 140, 135, 138, 137.5, 136.5]; // 12.2024 – 11.2025

const r = (x: number) => Math.round(x * 1000) / 1000; // hours and percentages, free of float noise

const vacationHours = vacationDays * hoursPerDay;
const sickHours = sickDays * hoursPerDay;
const paidAbsenceHours = vacationHours + sickHours;
const totalHours = r(workedHours + paidAbsenceHours);
const scope = totalHours / fullTimeMonthlyHours;
const scopePercent = r(scope * 100);

test('full time', () => {
  assertStated(page, fullTimeMonthlyHours);
  assertStated(page, previousFullTimeHours);
  assertStated(page, 42);
  assertStated(page, 42 / 2); // half-time: 21 hours a week
});

test('steps 1 to 3: hours and job scope', () => {
  assertStated(page, workedHours);
  assertStated(page, hoursPerDay);
  assertStated(page, vacationHours); // 14
  assertStated(page, sickHours); // 7
  assertStated(page, paidAbsenceHours); // 21
  assertStated(page, totalHours); // 136.5
  assertStated(page, scope); // 0.75
  assertStated(page, scopePercent); // 75
});

test('step 4: the gap against the payslip', () => {
  const payslipHours = r((payslipScopePercent / 100) * fullTimeMonthlyHours);
  assertStated(page, payslipScopePercent);
  assertStated(page, r(scopePercent - payslipScopePercent)); // 15 points
  assertStated(page, payslipHours); // 109.2
  assertStated(page, r(totalHours - payslipHours)); // 27.3
});

test('step 5: the effect on the minimum wage', () => {
  const minimumAtPayslipScope = roundShekel((minimumWage * payslipScopePercent) / 100);
  const minimumAtRealScope = roundShekel(minimumWage * scope);
  assertStated(page, minimumWage);
  assertStated(page, minimumHourly);
  assertStated(page, paidSalary);
  assertStated(page, minimumAtPayslipScope); // 3,748.6
  assertStated(page, minimumAtRealScope); // 4,685.75
  assertStated(page, roundShekel(minimumAtRealScope - paidSalary)); // 685.75
});

test('the 12-month average', () => {
  for (const hours of monthlyHours) assertStated(page, hours);
  const sum = r(monthlyHours.reduce((a, b) => a + b, 0));
  const average = r(sum / monthlyHours.length);
  assertStated(page, sum); // 1,638
  assertStated(page, monthlyHours.length);
  assertStated(page, average); // 136.5
  assertStated(page, r((average / fullTimeMonthlyHours) * 100)); // 75
});
