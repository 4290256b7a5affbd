import {test} from 'node:test';
import assert from 'node:assert/strict';
import {datesIn, expectNumbers, numberAfter, r, readPage, roundShekel} from './lib';

// The worked example of calc-social-afrashot.md, recomputed from the page: each contribution = salary × the rate in force that year.
const page = readPage('calculation-results/calc-social-afrashot');
const law = page.section('מה קובע החוק');
const rates = law.table('מתאריך', 'פיצויים (מעסיק)', 'תגמולים (מעסיק)', 'תגמולים (עובד)', 'סך הכול');
const periods = rates.rows.map((row) => ({
  row,
  from: datesIn({text: row.label, where: row.where})[0],
  severance: row.number('פיצויים (מעסיק)'),
  employer: row.number('תגמולים (מעסיק)'),
  employee: row.number('תגמולים (עובד)'),
  total: row.number('סך הכול'),
}));
const fullSeverance = numberAfter(law.line('חוק פיצויי פיטורים, התשכ'), 'להפריש');

const example = page.section('דוגמה מחושבת');
const premise = example.line('עובד ותיק');
const salary = numberAfter(premise, 'בשכר של');
const year = numberAfter(premise, 'בשנת');
const paid = {
  employee: numberAfter(premise, 'ניכוי תגמולי עובד'),
  employer: numberAfter(premise, 'תגמולי מעסיק'),
  severance: numberAfter(premise, 'ופיצויים'),
};
const inForce = periods.filter((p) => p.from.year <= year).at(-1)!;
const pct = (rate: number) => roundShekel((salary * rate) / 100);
const due = {employee: pct(inForce.employee), employer: pct(inForce.employer), severance: pct(inForce.severance)};
const dueTotal = roundShekel(due.employee + due.employer + due.severance);
const paidTotal = roundShekel(paid.employee + paid.employer + paid.severance);

test('the rates table adds up, and the 8.33% rule', () => {
  for (const p of periods) assert.equal(r(p.severance + p.employer + p.employee), p.total, `${p.row.where}: the total rate`);
  expectNumbers(law.line('הפער בין'), [inForce.severance, fullSeverance, inForce.severance, (inForce.severance / fullSeverance) * 100, r(fullSeverance - inForce.severance)]);
});

test('steps 1 to 4: the contributions due', () => {
  expectNumbers(premise, [salary, year, paid.employee, paid.employer, paid.severance]);
  expectNumbers(example.line('שלב 1:'), [1, salary, inForce.employee, due.employee]);
  expectNumbers(example.line('שלב 2:'), [2, salary, inForce.employer, due.employer]);
  expectNumbers(example.line('שלב 3:'), [3, salary, inForce.severance, due.severance]);
  expectNumbers(example.line('שלב 4:'), [4, due.employee, due.employer, due.severance, dueTotal, inForce.total, salary, inForce.total, pct(inForce.total)]);
  assert.equal(pct(inForce.total), dueTotal);
});

test('step 5: the gap and the table', () => {
  const paidRate = (paid.employer / salary) * 100;
  const oldPeriod = periods.find((p) => p.employer === paidRate);
  const next = oldPeriod && periods[periods.indexOf(oldPeriod) + 1];
  const step = example.line('שלב 5:');
  assert.ok(next, 'the payslip rate is an older rate of the table');
  assert.deepEqual(datesIn(step)[0], next.from, 'the payslip rate was in force until the next row of the table');
  const gap = roundShekel(due.employer - paid.employer);
  expectNumbers(step, [5, paid.employer, paidRate, due.employer, paid.employer, gap, gap, 12, roundShekel(gap * 12)]);

  // The worker's share is deducted from the wage: its gap is deducted minus due, so an over-deduction is owed to the worker.
  const deductionGap = roundShekel(paid.employee - due.employee);
  assert.ok(deductionGap > 0, "the example over-deducts the worker's share");
  const gaps = [deductionGap, gap, roundShekel(due.severance - paid.severance)];
  const owed = roundShekel(gaps.reduce((s, g) => s + Math.max(g, 0), 0));
  const table = example.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const rows: [RegExp, number, number, number, number][] = [
    [/^תגמולי עובד/, inForce.employee, paid.employee, due.employee, gaps[0]],
    [/^תגמולי מעסיק/, inForce.employer, paid.employer, due.employer, gaps[1]],
    [/^פיצויים/, inForce.severance, paid.severance, due.severance, gaps[2]],
    [/^סך הכול לעובד/, inForce.total, paidTotal, dueTotal, owed],
  ];
  for (const [label, rate, p, d, g] of rows) {
    const row = table.row(label);
    expectNumbers({text: row.label, where: row.where}, [rate]);
    expectNumbers(row.cell('שולם'), [p]);
    expectNumbers(row.cell('צריך היה לשלם'), [d]);
    expectNumbers(row.cell('פער'), [g]);
  }
  expectNumbers(example.line('הפער בתגמולי העובד.'), [paid.employee, due.employee, deductionGap, paid.employee, salary, (paid.employee / salary) * 100, inForce.employee]);
  const owedLine = example.line('מה מגיע לעובד.');
  expectNumbers(owedLine, [...gaps.filter((x) => x > 0), owed, dueTotal, paidTotal, Math.abs(roundShekel(dueTotal - paidTotal))]);
  assert.match(owedLine.text, /מינוס/, `${owedLine.where}: netting the rows would show a negative figure`);
});

test('step 6: severance against full funding', () => {
  const full = pct(fullSeverance);
  const difference = roundShekel(full - due.severance);
  const differenceRate = r(fullSeverance - inForce.severance);
  assert.equal(pct(differenceRate), difference);
  expectNumbers(example.line('שלב 6:'), [6, fullSeverance, 4]);
  expectNumbers(example.line('פיצויים מלאים:'), [salary, fullSeverance, full, full, 12, roundShekel(full * 12)]);
  expectNumbers(example.line(`- הפרשה של ${inForce.severance}%`), [inForce.severance, due.severance]);
  expectNumbers(example.line('ההפרש:'), [full, due.severance, difference, differenceRate, difference, 12, roundShekel(difference * 12)]);
  expectNumbers(example.line('אם העובד יפוטר'), [14, inForce.severance, roundShekel(difference * 12)]);
});
