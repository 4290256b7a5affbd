import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-avraa.md:
// a private-sector worker in her 5th year of seniority, average 136.5 hours a month,
// havra'a year 2024 at 418 ₪ a day; the payslip shows 1,881 ₪.
const page = readDoc('calculation-results/calc-avraa');

const seniorityYear = 5;
const averageMonthlyHours = 136.5;
const fullTimeMonthlyHours = 182;
const dayRate = 418; // from 1.7.2023
const previousDayRate = 378; // 2014 to June 2023
const paidOnPayslip = 1881;

/** Havra'a days a year by seniority year, private sector (general extension order). */
function havraaDays(year: number): number {
  if (year <= 1) return 5;
  if (year <= 3) return 6;
  if (year <= 10) return 7;
  if (year <= 15) return 8;
  if (year <= 19) return 9;
  return 10;
}

const days = havraaDays(seniorityYear);
const scope = averageMonthlyHours / fullTimeMonthlyHours;
const scopePercent = roundShekel(scope * 100);
const fullTimeAmount = roundShekel(days * dayRate);
const due = roundShekel(fullTimeAmount * scope);

test('the seniority table', () => {
  for (const year of [1, 2, 4, 11, 16, 20]) assertStated(page, havraaDays(year));
});

test('step 1: days by seniority', () => {
  assertStated(page, seniorityYear);
  assertStated(page, days); // 7
});

test('step 2: job scope', () => {
  assertStated(page, averageMonthlyHours);
  assertStated(page, fullTimeMonthlyHours);
  assertStated(page, scope); // 0.75
  assertStated(page, scopePercent); // 75
});

test('step 3 and 4: the amount due', () => {
  assertStated(page, dayRate);
  assertStated(page, fullTimeAmount); // 2,926
  assertStated(page, due); // 2,194.5
});

test('step 5 and 6: what was paid and the gap', () => {
  const paidDays = roundShekel(paidOnPayslip / dayRate / scope);
  const gap = roundShekel(due - paidOnPayslip);
  const oneDayAtScope = roundShekel(dayRate * scope);
  assertStated(page, paidOnPayslip); // 1,881
  assertStated(page, paidDays); // 6
  assert.equal(paidDays, havraaDays(2), 'the employer used the years 2–3 row');
  assertStated(page, gap); // 313.5
  assertStated(page, oneDayAtScope); // 313.5
  assertStated(page, days - paidDays); // 1 day
});

test('the top-up when the old rate was used', () => {
  assertStated(page, previousDayRate);
  assertStated(page, dayRate - previousDayRate); // 40
});
