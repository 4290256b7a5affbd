import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-hushtalmut.md:
// a 12,000 ₪ salary with 7.5% + 2.5%, where the employer deposited 600 ₪;
// then an 18,000 ₪ salary against the (⚠️) 15,712 ₪ ceiling.
const page = readDoc('calculation-results/calc-hushtalmut');

const salary = 12000;
const employerRate = 7.5;
const employeeRate = 2.5;
const paidEmployer = 600;
const paidEmployee = 300;
const monthsInYear = 12;
const ceiling = 15712; // ⚠️ in the page
const otherSourceCeiling = 15751;
const highSalary = 18000;

const pct = (amount: number, rate: number) => roundShekel((amount * rate) / 100);

test('the rates', () => {
  assertStated(page, employerRate);
  assertStated(page, employeeRate);
  assert.ok(employeeRate >= employerRate / 3, 'the employee share is at least a third of the employer share');
});

test('steps 1 to 3: the deposits due', () => {
  const employer = pct(salary, employerRate);
  const employee = pct(salary, employeeRate);
  assertStated(page, salary);
  assertStated(page, employer); // 900
  assertStated(page, employee); // 300
  assertStated(page, roundShekel(employer + employee)); // 1,200
  assertStated(page, employerRate + employeeRate); // 10%
});

test('steps 4 and 5: what was deposited and the gap', () => {
  const employer = pct(salary, employerRate);
  const paidRate = roundShekel((paidEmployer / salary) * 100);
  const gap = roundShekel(employer - paidEmployer);
  assertStated(page, paidEmployer);
  assertStated(page, paidEmployee);
  assertStated(page, paidRate); // 5%
  assertStated(page, gap); // 300
  assertStated(page, roundShekel(gap * monthsInYear)); // 3,600
  assertStated(page, roundShekel(paidEmployer + paidEmployee)); // 900 deposited in all
});

test('a salary above the ceiling', () => {
  const employerHigh = pct(highSalary, employerRate);
  const employeeHigh = pct(highSalary, employeeRate);
  const exempt = pct(ceiling, employerRate);
  assertStated(page, ceiling);
  assertStated(page, otherSourceCeiling);
  assertStated(page, highSalary);
  assertStated(page, employerHigh); // 1,350
  assertStated(page, employeeHigh); // 450
  assertStated(page, exempt); // 1,178.4
  assertStated(page, roundShekel(employerHigh - exempt)); // 171.6
});
