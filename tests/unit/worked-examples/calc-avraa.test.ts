import {test} from 'node:test';
import assert from 'node:assert/strict';
import {datesIn, expectNumbers, numberAfter, numbers, r, readPage, seniorityYear} from './lib';

// The worked example of calc-avraa.md, recomputed from the page: days by seniority × day rate × job scope.
const page = readPage('calculation-results/calc-avraa');

// Private-sector days by seniority year (writing/labor-law-facts.md, section 5): [first year, last year, days].
const statutory: [number, number, number][] = [
  [1, 1, 5],
  [2, 3, 6],
  [4, 10, 7],
  [11, 15, 8],
  [16, 19, 9],
  [20, Infinity, 10],
];
const law = page.section('מה קובע החוק');
const table = law.table('ותק (שנת עבודה)', 'ימי הבראה בשנה, מגזר פרטי');
const bands = table.rows.map((row) => {
  const years = numbers(row.cell('ותק (שנת עבודה)'));
  return {first: years[0], last: row.label.includes('ואילך') ? Infinity : years[years.length - 1], days: row.number('ימי הבראה בשנה, מגזר פרטי')};
});
const bandOf = (year: number) => {
  const band = bands.find((b) => b.first <= year && year <= b.last);
  assert.ok(band, `no row for seniority year ${year}`);
  return band;
};
const rateLine = law.line('מחיר יום הבראה במגזר הפרטי');
const dayRate = numberAfter(rateLine, 'נכון ל-');
const oldRate = numberAfter(rateLine, 'המחיר היה');
const rateFrom = datesIn(rateLine)[0];
const divisor = numberAfter(page.section('הכלל בקצרה').line('לפי היקף משרה.'), 'מחלק את ממוצע השעות החודשי');

const example = page.section('דוגמה מחושבת');
const premise = example.line('בשנת הוותק');
const year = seniorityYear(premise);
const averageHours = numberAfter(premise, 'בממוצע');
const havraaYear = numberAfter(premise, 'בשנת ההבראה');
const paid = numberAfter(premise, 'בתלוש יולי');

const band = bandOf(year);
const scope = averageHours / divisor;
const fullTime = r(band.days * dayRate);
const due = r(fullTime * scope);
const paidDays = r(paid / dayRate / scope);
// 2024 and 2025: one recuperation day, pro rata to the job scope, is deducted by law (the example's worker is entitled to 7 days, so not the half day).
const deduction = r(dayRate * scope);
const dueByLaw = r(due - deduction);
const gapByLaw = r(dueByLaw - paid);
// The product does not make the deduction: its gap is the whole order's amount less the payment.
const productGap = r(due - paid);

test("the seniority table is the extension order's", () => {
  assert.deepEqual(
    bands.map((b) => [b.first, b.last, b.days]),
    statutory,
  );
});

test('the average hours are those of the job-scope example', () => {
  const scopeExample = readPage('calculation-results/calc-ekef-misra').section('ממוצע של 12 חודשים');
  const months = scopeExample.table('חודש', 'שעות');
  const hours = months.rows.flatMap((row) => row.cells.filter((_, i) => months.header[i] === 'שעות').map((c) => numbers({text: c, where: row.where})[0]));
  assert.equal(r(hours.reduce((a, b) => a + b, 0) / hours.length), averageHours);
});

test('steps 1 to 4: days, job scope, rate and the amount due by the order', () => {
  assert.ok(havraaYear > rateFrom.year, "the rate is in force in the example's havra'a year");
  assert.equal(seniorityYear(example.line('שלב 1:')), year, 'step 1 names the seniority year of the example');
  expectNumbers(example.line('שלב 1:'), [1, band.first, band.last, band.days]);
  expectNumbers(example.line('שלב 2:'), [2, averageHours, divisor, scope, scope * 100]);
  expectNumbers(example.line('שלב 3:'), [3, havraaYear, dayRate]);
  expectNumbers(example.line('שלב 4:'), [4, band.days, dayRate, fullTime, fullTime, scope * 100, due]);
});

test('step 5: the 2024 freeze-and-reduction law takes one recuperation day, pro rata to the job scope', () => {
  // חוק הקפאה והפחתה של דמי הבראה בשנת 2024 (writing/labor-law-facts.md, section 5): the rate stays, one day × scope is deducted.
  assert.ok(havraaYear === 2024 || havraaYear === 2025, "the example's havra'a year is one of the reduction years");
  expectNumbers(example.line('שלב 5:'), [5, havraaYear, havraaYear, dayRate, scope * 100, deduction, due, deduction, dueByLaw]);
});

test('steps 6 and 7: what was paid and the gap under the law', () => {
  assert.ok(Number.isInteger(paidDays), 'the payment is a whole number of days');
  assert.equal(paidDays, band.days - 1, "the payment is the order's days less the deducted day");
  expectNumbers(example.line('שלב 6:'), [6, paid, dayRate, scope * 100, paidDays, band.days]);
  expectNumbers(example.line('שלב 7:'), [7, paid, dueByLaw, gapByLaw]);
  assert.equal(gapByLaw, 0, 'a payment that made the deduction owes nothing');
});

test("the product's table: the full amount of the order, so its gap is the deduction", () => {
  const result = example.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const rows: [string, number, number][] = [
    ['ימי הבראה', paidDays, band.days],
    ['מחיר יום', dayRate, dayRate],
    ['היקף משרה', scope * 100, scope * 100],
    ['דמי הבראה', paid, due],
  ];
  for (const [label, p, d] of rows) {
    const row = result.row(label);
    expectNumbers(row.cell('שולם'), [p]);
    expectNumbers(row.cell('צריך היה לשלם'), [d]);
    expectNumbers(row.cell('פער'), [r(d - p)]);
  }
  assert.equal(productGap, deduction, "the product's gap is exactly the deducted day");
  const alternative = example.line('אילו המעסיק היה משלם');
  const lowPaid = r((band.days - 2) * dayRate * scope);
  expectNumbers(alternative, [lowPaid, r(due - lowPaid), r(due - lowPaid), deduction, r(due - lowPaid - deduction)]);
});

test('typical gap: the old day rate', () => {
  const row = page
    .section('פערים נפוצים')
    .table('מה הבדיקה מצאה', 'מה לעשות')
    .row(new RegExp(`${oldRate}`));
  expectNumbers({text: row.label, where: row.where}, [oldRate]);
  expectNumbers(row.cell('מה לעשות'), [dayRate - oldRate]);
});
