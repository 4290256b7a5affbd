import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectLinkTo, expectNumbers, minimumWageLaw, minimumWageLawLink, monthNumber, numberAfter, overtimeLaw, overtimeLawLink, r, readPage} from './lib';

// The worked example of calc-monthly-detail.md, recomputed from the page: each month at the higher of the payslip rate and that month's minimum.
const page = readPage('calculation-results/calc-monthly-detail');
const law = page.section('מה קובע החוק');
// The overtime rates are stated on one page, which the legal section links to.
const {rate125} = overtimeLaw();

const example = page.section('דוגמה מחושבת');
const premise = example.line('רונית עובדת');
const wage = numberAfter(premise, 'בשכר שעתי של');
const paidOvertimeRate = numberAfter(premise, 'את השעות הנוספות לפי'); // the payslip's rate for overtime
const inputs = example.table('חודש', 'שעות רגילות', `שעות נוספות ${rate125}%`, 'תעריף בתלוש', 'תעריף מינימום');

const months = inputs.rows.map((row) => {
  const [name, yearText] = row.label.split(' ');
  const year = Number(yearText);
  // The minimum wage of each period is stated on one page, which the legal section links to.
  const minimum = minimumWageLaw(year, monthNumber(name)).hourly;
  const paidRate = row.number('תעריף בתלוש');
  const dueRate = Math.max(paidRate, minimum);
  const regularHours = row.number('שעות רגילות');
  const overtimeHours = row.number(`שעות נוספות ${rate125}%`);
  const regular = {paid: r(regularHours * paidRate), due: r(regularHours * dueRate)};
  const overtimeValue = r((dueRate * rate125) / 100);
  const overtime = {paid: r((overtimeHours * paidRate * paidOvertimeRate) / 100), due: r(overtimeHours * overtimeValue)};
  return {row, name, label: row.label, minimum, paidRate, dueRate, regularHours, overtimeHours, regular, overtime, overtimeValue};
});
const gap = (x: {paid: number; due: number}) => r(x.due - x.paid);

test('the inputs: the wage, the payslip rate and the minimum of each month', () => {
  assert.equal(wage, months[0].minimum, 'the page says the wage is the minimum until 31.3.2026');
  expectNumbers(premise, [wage, Number(months.at(-1)!.label.split(' ')[1]), rate125, paidOvertimeRate]);
  for (const m of months) {
    assert.equal(m.paidRate, wage, `${m.row.where}: the payslip rate is the wage the employer did not update`);
    expectNumbers(m.row.cell('תעריף מינימום'), [m.minimum]);
  }
});

test('step 1: regular hours', () => {
  const step = example.section('שלב 1');
  for (const m of months) {
    const line = step.line(`- ${m.name}:`);
    if (m.dueRate === m.paidRate) expectNumbers(line, [m.regularHours, m.paidRate, m.regular.paid, 0]);
    else expectNumbers(line, [m.regularHours, m.paidRate, m.regular.paid, m.regularHours, m.dueRate, m.regular.due, gap(m.regular)]);
  }
  const raised = months.filter((m) => m.dueRate !== m.paidRate);
  const [first] = raised;
  const difference = r(first.dueRate - first.paidRate);
  expectNumbers(step.line('ההפרש בתעריף'), [
    first.dueRate,
    first.paidRate,
    difference,
    ...raised.flatMap((m) => [m.regularHours, difference, r(m.regularHours * difference)]),
    ...raised.map((m) => gap(m.regular)),
    r(raised.reduce((s, m) => s + gap(m.regular), 0)),
  ]);
});

test('step 2: overtime at 125%', () => {
  const step = example.section('שלב 2');
  const rates = [...new Map(months.map((m) => [m.dueRate, m])).values()];
  expectNumbers(
    step.line('ערך שעה נוספת'),
    rates.flatMap((m) => [m.dueRate, rate125 / 100, m.overtimeValue]),
  );
  for (const m of months) {
    expectNumbers(step.line(`- ${m.name}:`), [m.overtimeHours, m.paidRate, m.overtime.paid, m.overtimeHours, m.overtimeValue, m.overtime.due, gap(m.overtime)]);
  }
  expectNumbers(step.line('סך הפער'), [...months.map((m) => gap(m.overtime)), r(months.reduce((s, m) => s + gap(m.overtime), 0))]);
});

test('step 3: the detail table', () => {
  const table = example.section('שלב 3').table('רכיב', 'חודש', 'שולם', 'צריך היה לשלם', 'פער');
  const components: [string, 'regular' | 'overtime'][] = [
    ['שעות רגילות', 'regular'],
    [`שעות נוספות ${rate125}%`, 'overtime'],
  ];
  for (const [label, key] of components) {
    for (const m of months) {
      const row = table.find({רכיב: label, חודש: m.label});
      expectNumbers(row.cell('שולם'), [m[key].paid]);
      expectNumbers(row.cell('צריך היה לשלם'), [m[key].due]);
      expectNumbers(row.cell('פער'), [gap(m[key])]);
    }
  }
  const total = table.row('סך הכול לתקופה');
  const paid = r(months.reduce((s, m) => s + m.regular.paid + m.overtime.paid, 0));
  const due = r(months.reduce((s, m) => s + m.regular.due + m.overtime.due, 0));
  expectNumbers(total.cell('שולם'), [paid]);
  expectNumbers(total.cell('צריך היה לשלם'), [due]);
  expectNumbers(total.cell('פער'), [r(due - paid)]);
});

test('step 4: the gap month by month', () => {
  const line = example.section('שלב 4').line('לכל חודש בנפרד');
  const firstRaised = months.find((m) => m.dueRate !== m.paidRate);
  assert.ok(firstRaised && line.text.includes(`מתחיל ב${firstRaised.name}`), `${line.where}: the gap should be said to start in ${firstRaised?.name}`);
  const perMonth = months.flatMap((m) => (gap(m.regular) === 0 ? [gap(m.overtime)] : [gap(m.regular), gap(m.overtime), r(gap(m.regular) + gap(m.overtime))]));
  const total = r(months.reduce((s, m) => s + gap(m.regular) + gap(m.overtime), 0));
  expectNumbers(line, [paidOvertimeRate, rate125, ...perMonth, total]);
});

test('the legal section links to the page that states the overtime rates instead of restating them', () => {
  expectLinkTo(law, overtimeLawLink);
  expectLinkTo(law, minimumWageLawLink);
  assert.doesNotMatch(law.lines.map((line) => line.text).join('\n'), /\b(125|150)%/);
});

test('step 5: a month without a payslip is "אין תלוש", not paid 0, and stays out of the period total', () => {
  const step = example.section('שלב 5');
  const premiseLine = step.line('נניח שתקופת החישוב');
  const [, monthLabel] = /גם ל(\S+ \d{4})/.exec(premiseLine.text) ?? [];
  const [name, yearText] = monthLabel.split(' ');
  const hours = numberAfter(premiseLine, 'עבדה רונית');
  const minimum = minimumWageLaw(Number(yearText), monthNumber(name)).hourly;
  const due = r(hours * Math.max(wage, minimum));
  const row = step.table('רכיב', 'חודש', 'שולם', 'צריך היה לשלם', 'פער').find({רכיב: 'שעות רגילות', חודש: monthLabel});
  assert.equal(row.cell('שולם').text, 'אין תלוש', `${row.where}: a month without a payslip is not "paid 0"`);
  assert.equal(row.cell('פער').text, 'אין תלוש', `${row.where}: no gap without a payslip`);
  expectNumbers(row.cell('צריך היה לשלם'), [due]);
  const periodGap = r(months.reduce((s, m) => s + Math.max(gap(m.regular), 0) + Math.max(gap(m.overtime), 0), 0));
  expectNumbers(step.line('הסכום שהיה צריך לשלם'), [hours, minimum, due, periodGap]);
  expectNumbers(step.line('אילו'), [0]);
  assert.doesNotMatch(page.lines.map((line) => line.text).join('\n'), /בלי תלוש מופיע עם 0/);
});

test('the period total adds the positive gaps only', () => {
  const columns = page.section('העמודות בטבלה').table('עמודה', 'מה היא מציגה');
  assert.match(columns.row('סך הכול לתקופה').cell('מה היא מציגה').text, /סכום הפערים החיוביים/);
});

test('overtime paid a month late: the screen adds the positive rows, the law nets the right over the period', () => {
  const late = example.section('שעות נוספות ששולמו בחודש הבא');
  const premiseLine = late.line('דנה עובדת');
  const hourly = numberAfter(premiseLine, 'בשכר שעתי של');
  const value = r((hourly * rate125) / 100);
  expectNumbers(late.line('ערך שעה נוספת'), [rate125, hourly, rate125 / 100, value]);
  const inputs = late.table('חודש', `שעות נוספות ${rate125}% בדוח הנוכחות`, `שעות נוספות ${rate125}% בתלוש`);
  const rows = inputs.rows.map((row) => {
    const worked = row.number(`שעות נוספות ${rate125}% בדוח הנוכחות`);
    const paidHours = row.number(`שעות נוספות ${rate125}% בתלוש`);
    return {label: row.label, worked, paidHours, due: r(worked * value), paid: r(paidHours * value)};
  });
  // Each payslip pays the hours of the month before it.
  rows.forEach((m, i) => assert.equal(m.paidHours, i === 0 ? 0 : rows[i - 1].worked, `${m.label}: the payslip pays the previous month's hours`));

  const detail = late.table('רכיב', 'חודש', 'שולם', 'צריך היה לשלם', 'פער');
  for (const m of rows) {
    const row = detail.find({רכיב: `שעות נוספות ${rate125}%`, חודש: m.label});
    expectNumbers(row.cell('שולם'), [m.paid]);
    expectNumbers(row.cell('צריך היה לשלם'), [m.due]);
    const g = r(m.due - m.paid);
    expectNumbers(row.cell('פער'), [Math.abs(g)]);
    assert.equal(row.cell('פער').text.includes('מינוס'), g < 0, `${row.where}: a negative gap is written "מינוס"`);
  }
  const gaps = rows.map((m) => r(m.due - m.paid));
  const positiveRows = r(gaps.filter((g) => g > 0).reduce((a, b) => a + b, 0));
  const net = r(gaps.reduce((a, b) => a + b, 0));
  const due = r(rows.reduce((s, m) => s + m.due, 0));
  const paid = r(rows.reduce((s, m) => s + m.paid, 0));
  assert.ok(positiveRows > net, 'the example shows the row-level total over-claiming');
  expectNumbers(late.line('מה מוצג במסך'), [positiveRows]);
  expectNumbers(late.line('מה חסר לפי החוק'), [...gaps.map(Math.abs), net, ...rows.map((m) => m.due), due, ...rows.map((m) => m.paid), paid, due, paid, net]);
  const last = rows.at(-1)!;
  assert.equal(net, last.due, 'what is still open is the last month, which the next payslip pays');
  expectNumbers(late.line('מה לעשות'), [net, last.worked, last.worked, rate125, net]);
});
