import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectNumbers, numberAfter, readPage, roundShekel} from './lib';

// The worked examples of calc-hushtalmut.md, recomputed from the page: each deposit = salary × its rate.
const page = readPage('calculation-results/calc-hushtalmut');
const rules = page.section('הכלל בקצרה').line('השיעורים המקובלים');
const typicalEmployer = numberAfter(rules, 'מפקיד עד');
const typicalEmployee = numberAfter(rules, 'והעובד מפקיד');

const warning = page.section('מה קובע החוק').line('תקרת השכר החודשי');
const ceiling = numberAfter(warning, 'היא');
const exemptStated = numberAfter(warning, 'כלומר');

const short = page.section('הפקדה חסרה');
const premise = short.line('לפי החוזה האישי');
const employerRate = numberAfter(premise, 'קרן השתלמות של');
const employeeRate = numberAfter(premise, 'מהמעסיק ו-');
const salary = numberAfter(premise, 'בחודש הוא');
const paidEmployer = numberAfter(premise, 'הפקדת מעסיק של');
const paidEmployee = numberAfter(premise, 'ניכוי עובד של');
const pct = (amount: number, rate: number) => roundShekel((amount * rate) / 100);

test('the rates', () => {
  assert.ok(typicalEmployee >= typicalEmployer / 3, 'the employee share is at least a third of the employer share');
  assert.deepEqual([employerRate, employeeRate], [typicalEmployer, typicalEmployee], 'the example uses the usual rates');
  expectNumbers(premise, [employerRate, employeeRate, salary, paidEmployer, paidEmployee]);
});

test('steps 1 to 7 and the table: a short employer deposit and an over-deduction', () => {
  const dueEmployer = pct(salary, employerRate);
  const dueEmployee = pct(salary, employeeRate);
  const dueTotal = roundShekel(dueEmployer + dueEmployee);
  const paidRate = (paidEmployer / salary) * 100;
  const deductedRate = (paidEmployee / salary) * 100;
  const gap = roundShekel(dueEmployer - paidEmployer);
  // A deduction row has its own sign: deducted minus due, so an over-deduction is owed to the worker.
  const deductionGap = roundShekel(paidEmployee - dueEmployee);
  assert.ok(deductionGap > 0, "the example over-deducts the worker's share");
  const owed = roundShekel(Math.max(gap, 0) + Math.max(deductionGap, 0));
  const paidTotal = roundShekel(paidEmployer + paidEmployee);
  expectNumbers(short.line('שלב 1:'), [1, salary, employerRate, dueEmployer]);
  expectNumbers(short.line('שלב 2:'), [2, salary, employeeRate, dueEmployee]);
  expectNumbers(short.line('שלב 3:'), [3, dueEmployer, dueEmployee, dueTotal, employerRate + employeeRate]);
  expectNumbers(short.line('שלב 4:'), [4, paidEmployer, salary, paidRate, paidRate, employerRate]);
  expectNumbers(short.line('שלב 5:'), [5, dueEmployer, paidEmployer, gap, gap, 12, gap * 12]);
  expectNumbers(short.line('שלב 6:'), [6, paidEmployee, dueEmployee, deductionGap, paidEmployee, salary, deductedRate, employeeRate, deductionGap]);
  expectNumbers(short.line('שלב 7:'), [7, gap, deductionGap, owed, dueTotal, paidTotal, roundShekel(dueTotal - paidTotal)]);

  const table = short.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const rows: [string, number, number, number][] = [
    ['הפקדת מעסיק', paidEmployer, dueEmployer, gap],
    ['ניכוי עובד', paidEmployee, dueEmployee, deductionGap],
    ['סך הכול לעובד', paidTotal, dueTotal, owed],
  ];
  for (const [label, paid, due, rowGap] of rows) {
    const row = table.row(label);
    expectNumbers(row.cell('שולם'), [paid]);
    expectNumbers(row.cell('צריך היה לשלם'), [due]);
    expectNumbers(row.cell('פער'), [rowGap]);
  }
});

test('a salary above the ceiling', () => {
  const exempt = pct(ceiling, employerRate);
  expectNumbers({text: `${ceiling} ${exemptStated}`, where: warning.where}, [ceiling, exempt]);
  const high = page.section('שכר מעל התקרה');
  const highSalary = numberAfter(high.line('מרוויחה'), 'מרוויחה');
  const employer = pct(highSalary, employerRate);
  const over = roundShekel(employer - exempt);
  expectNumbers(high.line('הפקדת המעסיק:'), [highSalary, employerRate, employer]);
  expectNumbers(high.line('ניכוי העובדת:'), [highSalary, employeeRate, pct(highSalary, employeeRate)]);
  expectNumbers(high.line('עד התקרה'), [ceiling, employerRate, exempt]);
  expectNumbers(high.line('שמעל התקרה'), [employer, exempt, over]);
  expectNumbers(high.line('לא מסמן'), [over, 4]);
});
