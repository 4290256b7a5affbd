import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectLinkTo, expectNumbers, fullTimeLawLink, minimumWageLaw, minimumWageLawLink, monthNumber, numberAfter, overtimeLaw, overtimeLawLink, r, readPage} from './lib';

// The worked example of calc-monthly-aggragate.md: Dana and Yossi are read from their own pages, Michal from this one.
const page = readPage('calculation-results/calc-monthly-aggragate');
const example = page.section('דוגמה מחושבת');
const law = page.section('מה קובע החוק').table('נושא', 'הקביעה', 'בתוקף');

const hoursPage = readPage('calculation-results/calc-one-month-hours').section('דוגמה מחושבת');
const danaTable = hoursPage.table('סוג שעות', 'שולם', 'צריך היה לשלם', 'פער');
const reportPage = readPage('calculation-results/calc-one-month-report').section('דוגמה מחושבת');
const yossiTable = reportPage.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');

const [, monthName, yearText] = /בחודש (\S+) (\d{4})/.exec(example.line('ארבעה עובדים').text) ?? [];
// The minimum wage of each period is stated on one page, which the legal section links to and names for the example's month.
const minimumWage = minimumWageLaw(Number(yearText), monthNumber(monthName)).monthly;
const minimumLine = page.section('מה קובע החוק').line('שכר המינימום החודשי הוא');
// The overtime rates are stated on one page, which this one links to beside its table.
const {rate125, rate150} = overtimeLaw();

const totals = (table: typeof danaTable) => {
  const row = table.row('סך הכול');
  return {paid: row.number('שולם'), due: row.number('צריך היה לשלם')};
};
const gapOf = (table: typeof danaTable, label: string) => table.row(label).number('פער');
const michalLine = example.line('- מיכל שלום');
const michalWage = numberAfter(michalLine, 'בשכר חודשי של');
const workers = [
  {name: 'דנה לוי', wage: numberAfter(hoursPage.line('דנה עובדת'), 'בשכר שעתי של'), ...totals(danaTable)},
  {name: 'יוסי כהן', wage: numberAfter(reportPage.line('יוסי עובד'), 'בשכר חודשי של'), ...totals(yossiTable)},
  // No overtime, paid in full.
  {name: 'מיכל שלום', wage: michalWage, paid: michalWage, due: michalWage},
].map((w) => ({...w, gap: r(w.due - w.paid), percent: w.due === 0 ? 0 : ((w.due - w.paid) / w.due) * 100}));
const [dana, yossi, michal] = workers;

const paid = r(workers.reduce((s, w) => s + w.paid, 0));
const due = r(workers.reduce((s, w) => s + w.due, 0));
// Overpaying one worker does not offset another's shortfall: only positive gaps add up.
const gap = r(workers.reduce((s, w) => s + Math.max(w.gap, 0), 0));
const net = r(due - paid);
const withGap = workers.filter((w) => w.gap > 0).length;
// A worker with attendance and no payslip: shown as "אין תלוש", never as paid 0, and left out of every total.
const noPayslipLine = example.line('- אבי מזרחי');
const noPayslip = {name: 'אבי מזרחי', due: numberAfter(noPayslipLine, 'בשכר חודשי של')};
const listed = workers.length + 1;

test('the workers as the earlier pages define them', () => {
  assert.equal(hoursPage.line('דנה עובדת').text.includes(`${monthName} ${yearText}`), true, "Dana's example is the same month");
  assert.equal(reportPage.line('יוסי עובד').text.includes(`${monthName} ${yearText}`), true, "Yossi's example is the same month");
  expectNumbers(example.line('- דנה לוי'), [dana.wage, dana.paid, dana.due, dana.gap]);
  expectNumbers(example.line('- יוסי כהן'), [yossi.wage, yossi.paid, yossi.due, yossi.gap]);
  assert.ok(michal.wage >= minimumWage, "the page says Michal's wage is above the minimum");
  expectNumbers(michalLine, [michal.wage, minimumWage, michal.paid]);
  expectNumbers(noPayslipLine, [noPayslip.due]);
  assert.match(noPayslipLine.text, /אין תלוש/, `${noPayslipLine.where}: the month without a payslip is marked "אין תלוש"`);
});

test('a month without a payslip: marked "אין תלוש" and left out of the totals, with a warning', () => {
  const table = example.section('שלב 4').table('עובד', 'שולם', 'צריך היה לשלם', 'פער', 'אחוז הפער');
  const row = table.row(noPayslip.name);
  assert.equal(row.cell('שולם').text, 'אין תלוש', `${row.where}: not "paid 0"`);
  assert.equal(row.cell('פער').text, 'אין תלוש', `${row.where}: no gap without a payslip`);
  expectNumbers(row.cell('צריך היה לשלם'), [noPayslip.due]);
  expectNumbers(row.cell('אחוז הפער'), []);
  // Counting the worker as paid 0 would add the whole wage to the gap; the page says so with the wage.
  expectNumbers(example.section('שלב 2').line('אילו אבי'), [0, noPayslip.due]);
  assert.ok(
    page.lines.some((line) => line.text.startsWith(':::warning') && line.text.includes('בלי תלוש')),
    'the page warns about a worker without a payslip',
  );
  const columns = page.section('העמודות בטבלה').table('עמודה', 'מה היא מציגה');
  assert.match(columns.row('שולם').cell('מה היא מציגה').text, /אין תלוש/);
  assert.doesNotMatch(page.lines.map((line) => line.text).join('\n'), /בלי תלוש מופיע עם 0/);
});

test('steps 1 to 3: the totals', () => {
  expectNumbers(example.section('שלב 1').line('='), [...workers.map((w) => w.paid), paid]);
  expectNumbers(example.section('שלב 2').line('='), [...workers.map((w) => w.due), due]);
  // The headline is the sum of the positive gaps; the net difference comes second.
  expectNumbers(example.section('שלב 3').line('='), [...workers.map((w) => w.gap), gap, due, paid, net]);
});

test('step 4: percentages, the average and the table', () => {
  const step = example.section('שלב 4');
  expectNumbers(step.line('אחוז הפער לחודש'), [gap, due, 100, (gap / due) * 100]);
  expectNumbers(step.line('אצל דנה'), [dana.gap, dana.due, 100, dana.percent, yossi.gap, yossi.due, 100, yossi.percent]);
  expectNumbers(step.line('פער ממוצע לעובד עם תלוש'), [gap, workers.length, gap / workers.length]);
  expectNumbers(step.line('עובדים עם פער'), [withGap, workers.length]);

  const table = step.table('עובד', 'שולם', 'צריך היה לשלם', 'פער', 'אחוז הפער');
  for (const w of workers) {
    const row = table.row(w.name);
    expectNumbers(row.cell('שולם'), [w.paid]);
    expectNumbers(row.cell('צריך היה לשלם'), [w.due]);
    expectNumbers(row.cell('פער'), [w.gap]);
    expectNumbers(row.cell('אחוז הפער'), [w.percent]);
  }
  const total = table.row(/^סך הכול לחודש/);
  expectNumbers({text: total.label, where: total.where}, [listed, workers.length, withGap]);
  expectNumbers(total.cell('שולם'), [paid]);
  expectNumbers(total.cell('צריך היה לשלם'), [due]);
  expectNumbers(total.cell('פער'), [gap]);
  expectNumbers(total.cell('אחוז הפער'), [(gap / due) * 100]);
});

test("step 5: the gap by component, from the two workers' pages", () => {
  const step = example.section('שלב 5');
  const components = [
    {anchor: `שעות נוספות ב-${rate125}%`, dana: gapOf(danaTable, `נוספות ${rate125}%`), yossi: gapOf(yossiTable, `שעות נוספות ${rate125}%`), rate: rate125},
    {anchor: `שעות נוספות ב-${rate150}%`, dana: gapOf(danaTable, `נוספות ${rate150}%`), yossi: gapOf(yossiTable, `שעות נוספות ${rate150}%`), rate: rate150},
    {
      anchor: 'שעות נוספות במנוחה השבועית',
      dana: r(gapOf(danaTable, 'נוספות במנוחה 175%') + gapOf(danaTable, 'נוספות במנוחה 200%')),
      yossi: gapOf(yossiTable, 'שעות נוספות במנוחה'),
    },
  ].map((c) => ({...c, sum: r(c.dana + c.yossi)}));
  // The page says the whole gap comes from these components: every other line of both tables has none.
  assert.equal(gapOf(danaTable, 'רגילות 100%'), 0);
  assert.equal(gapOf(yossiTable, 'שכר יסוד'), 0);
  for (const c of components) {
    expectNumbers(step.line(c.anchor), [...(c.rate ? [c.rate] : []), c.dana, c.yossi, c.sum]);
  }
  const sum = r(components.reduce((s, c) => s + c.sum, 0));
  assert.equal(sum, gap, "the components add up to the month's gap");
  expectNumbers(step.line('בדיקה:'), [...components.map((c) => c.sum), sum]);
  // "Both workers are missing the 150% hours and the Saturday premium."
  const [, ot150, rest] = components;
  assert.ok(ot150.dana > 0 && ot150.yossi > 0 && rest.dana > 0 && rest.yossi > 0);
  expectNumbers(step.line('אצל שני העובדים'), [rate150]);
});

test('the rules of the month link to the page that states the overtime rates, and the table does not restate them', () => {
  expectLinkTo(page.section('מה קובע החוק'), overtimeLawLink);
  expectLinkTo(page.section('מה קובע החוק'), fullTimeLawLink);
  expectLinkTo(page.section('מה קובע החוק'), minimumWageLawLink);
  expectNumbers(minimumLine, [Number(yearText), minimumWage]);
  for (const row of law.rows) assert.doesNotMatch(row.cells.join(' '), /\b(125|150|175|200)%/, `${row.where}: an overtime rate restated`);
});
