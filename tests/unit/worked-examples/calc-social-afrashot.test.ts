import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-social-afrashot.md:
// a 10,000 ₪ salary in 2025 at 6% + 6.5% + 6% = 18.5%, where the employer's benefits were 600 ₪;
// then severance at 6% against full funding at 8.33%.
const page = readDoc('calculation-results/calc-social-afrashot');

const salary = 10000;
const employeeRate = 6;
const employerRate = 6.5;
const severanceRate = 6;
const fullSeveranceRate = 8.33;
const paidEmployee = 600;
const paidEmployer = 600;
const paidSeverance = 600;
const monthsInYear = 12;

const pct = (amount: number, rate: number) => roundShekel((amount * rate) / 100);
const rate = (x: number) => Math.round(x * 100) / 100;

test('steps 1 to 4: the contributions due', () => {
  const employee = pct(salary, employeeRate);
  const employer = pct(salary, employerRate);
  const severance = pct(salary, severanceRate);
  const totalRate = rate(employeeRate + employerRate + severanceRate);
  assertStated(page, salary);
  assertStated(page, employeeRate);
  assertStated(page, employerRate);
  assertStated(page, employee); // 600
  assertStated(page, employer); // 650
  assertStated(page, severance); // 600
  assertStated(page, roundShekel(employee + employer + severance)); // 1,850
  assertStated(page, totalRate); // 18.5
  assert.equal(pct(salary, totalRate), roundShekel(employee + employer + severance));
});

test('step 5: what was paid and the gap', () => {
  const employer = pct(salary, employerRate);
  const paidEmployerRate = rate((paidEmployer / salary) * 100);
  const gap = roundShekel(employer - paidEmployer);
  assertStated(page, paidEmployer);
  assertStated(page, paidEmployerRate); // 6%
  assertStated(page, gap); // 50
  assertStated(page, roundShekel(gap * monthsInYear)); // 600 a year
  assertStated(page, roundShekel(paidEmployee + paidEmployer + paidSeverance)); // 1,800
});

test('step 6: severance at 6% against 8.33%', () => {
  const full = pct(salary, fullSeveranceRate);
  const difference = roundShekel(full - paidSeverance);
  const differenceRate = rate(fullSeveranceRate - severanceRate);
  assertStated(page, fullSeveranceRate);
  assertStated(page, full); // 833
  assertStated(page, roundShekel(full * monthsInYear)); // 9,996
  assertStated(page, difference); // 233
  assertStated(page, differenceRate); // 2.33
  assertStated(page, pct(salary, differenceRate)); // 233 again
  assertStated(page, roundShekel(difference * monthsInYear)); // 2,796
  assertStated(page, Math.round((severanceRate / fullSeveranceRate) * 100)); // about 72%
});
