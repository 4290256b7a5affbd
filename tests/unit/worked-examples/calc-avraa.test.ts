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
const gap = r(due - paid);

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

test('steps 1 to 4: days, job scope, rate and the amount due', () => {
  assert.ok(havraaYear > rateFrom.year, "the rate is in force in the example's havra'a year");
  assert.equal(seniorityYear(example.line('שלב 1:')), year, 'step 1 names the seniority year of the example');
  expectNumbers(example.line('שלב 1:'), [1, band.first, band.last, band.days]);
  expectNumbers(example.line('שלב 2:'), [2, averageHours, divisor, scope, scope * 100]);
  expectNumbers(example.line('שלב 3:'), [3, havraaYear, dayRate]);
  expectNumbers(example.line('שלב 4:'), [4, band.days, dayRate, fullTime, fullTime, scope * 100, due]);
});

test('steps 5 and 6: what was paid and the gap', () => {
  assert.ok(Number.isInteger(paidDays), 'the payment is a whole number of days');
  const paidBand = bands.find((b) => b.days === paidDays);
  assert.ok(paidBand, 'the payment matches a row of the seniority table');
  expectNumbers(example.line('שלב 5:'), [5, paid, dayRate, scope * 100, paidDays, paidBand.first, paidBand.last]);
  assert.equal(band.days - paidDays, 1, 'the page says the gap is exactly one day');
  expectNumbers(example.line('שלב 6:'), [6, due, paid, gap, scope * 100, dayRate, scope * 100, r(dayRate * scope)]);
  assert.equal(gap, r(dayRate * scope));

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
});

test('typical gap: the old day rate', () => {
  const row = page
    .section('פערים נפוצים')
    .table('מה הבדיקה מצאה', 'מה לעשות')
    .row(new RegExp(`${oldRate}`));
  expectNumbers({text: row.label, where: row.where}, [oldRate]);
  expectNumbers(row.cell('מה לעשות'), [dayRate - oldRate]);
});
