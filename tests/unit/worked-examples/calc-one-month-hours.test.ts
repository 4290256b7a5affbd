import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectNumbers, monthNumber, numberAfter, numbers, r, readPage, workingDays} from './lib';

// The worked example of calc-one-month-hours.md, recomputed from the page: overtime per day, 125% for 2 hours, then 150%.
const page = readPage('calculation-results/calc-one-month-hours');
const law = page.section('מה קובע החוק').table('נושא', 'הקביעה');
const [rate125, rate150] = numbers(law.row('גמול שעות נוספות').cell('הקביעה'));
const [fullWeek] = numbers(law.row('שבוע עבודה וחודש מלא').cell('הקביעה'));
const [, weeklyOvertimeCap] = numbers(law.row('תקרות שעות נוספות').cell('הקביעה'));
const [, restRate] = numbers(law.row('מנוחה שבועית').cell('הקביעה'));
const normBullet = page.section('הכלל בקצרה').line('התקן היומי בשבוע של 5 ימים');
const longNorm = numberAfter(normBullet, 'ארבעה ימים של');
const shortNorm = numberAfter(normBullet, 'ויום אחד של');
const firstTier = 2; // "the first two overtime hours of each day" (s.16), written in words on the page
const longDaysPerWeek = 4;

const example = page.section('דוגמה מחושבת');
const premise = example.line('דנה עובדת');
const wage = numberAfter(premise, 'בשכר שעתי של');
const [, monthName, yearText] = /החודש הוא (\S+) (\d{4})/.exec(premise.text) ?? [];
const year = Number(yearText);
const hoursPerDay = numberAfter(premise, 'עבדה דנה');
const restHours = numberAfter(premise, 'בנוסף עבדה');
const calendar = workingDays(year, monthNumber(monthName));
const weeks = calendar.thursdays;
const workDays = calendar.sundayToWednesday + calendar.thursdays;

const hours = {
  longOvertime: r(hoursPerDay - longNorm),
  shortOvertime: r(hoursPerDay - shortNorm),
};
const week = {
  regular: r(longDaysPerWeek * longNorm + shortNorm),
  long125: r(longDaysPerWeek * Math.min(hours.longOvertime, firstTier)),
  h125: r(longDaysPerWeek * Math.min(hours.longOvertime, firstTier) + Math.min(hours.shortOvertime, firstTier)),
  h150: r(longDaysPerWeek * Math.max(hours.longOvertime - firstTier, 0) + Math.max(hours.shortOvertime - firstTier, 0)),
};
const month = {regular: r(week.regular * weeks), h125: r(week.h125 * weeks), h150: r(week.h150 * weeks), rest: restHours};
const value125 = r((wage * rate125) / 100);
const value150 = r((wage * rate150) / 100);
const valueRest = r((wage * restRate) / 100);
const due = {
  regular: r(month.regular * wage),
  h125: r(month.h125 * value125),
  h150: r(month.h150 * value150),
  rest: r(month.rest * valueRest),
};
const dueTotal = r(due.regular + due.h125 + due.h150 + due.rest);
const minutes = (h: number) => Math.round((h - Math.floor(h)) * 60);

test('the month named in the example has whole weeks, as the example assumes', () => {
  assert.equal(calendar.sundayToWednesday, longDaysPerWeek * calendar.thursdays, `${monthName} ${year} is not whole weeks`);
  expectNumbers(premise, [wage, 5, year, weeks, calendar.sundayToWednesday, calendar.thursdays, workDays, hoursPerDay, restHours]);
});

test('step 1: an ordinary day', () => {
  assert.ok(hours.longOvertime <= firstTier, 'the page says all of it is at 125%');
  expectNumbers(example.section('שלב 1').line('השעות הנוספות:'), [
    longNorm, hoursPerDay, longNorm, hours.longOvertime, minutes(hours.longOvertime), hours.longOvertime, rate125,
  ]);
});

test('step 2: the shortened Thursday', () => {
  const at150 = r(hours.shortOvertime - firstTier);
  expectNumbers(example.section('שלב 2').line('השעות הנוספות:'), [
    shortNorm, hoursPerDay, shortNorm, hours.shortOvertime, rate125, hours.shortOvertime, firstTier, at150, minutes(at150), rate150,
  ]);
});

test('step 3: one week', () => {
  const step = example.section('שלב 3');
  assert.equal(week.regular, fullWeek, 'the page says the regular hours are exactly a full week');
  expectNumbers(step.line('שעות רגילות:'), [longDaysPerWeek, longNorm, shortNorm, r(longDaysPerWeek * longNorm), shortNorm, week.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, longDaysPerWeek, hours.longOvertime, firstTier, week.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, week.h150]);
  const overtime = r(week.h125 + week.h150);
  assert.ok(overtime <= weeklyOvertimeCap, 'the page says the week is under the cap');
  expectNumbers(step.line('סך השעות הנוספות בשבוע'), [week.h125, week.h150, overtime, weeklyOvertimeCap]);
});

test('step 4: the month', () => {
  const step = example.section('שלב 4');
  const total = r(month.regular + month.h125 + month.h150 + month.rest);
  expectNumbers(step.line('מכפילים'), [weeks]);
  expectNumbers(step.line('שעות רגילות:'), [week.regular, weeks, month.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, week.h125, weeks, month.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, week.h150, weeks, month.h150]);
  expectNumbers(step.line('מנוחה שבועית:'), [month.rest, restRate]);
  assert.equal(total, r(workDays * hoursPerDay + restHours));
  expectNumbers(step.line('בדיקה:'), [month.regular, month.h125, month.h150, month.rest, total, workDays, hoursPerDay, restHours]);
});

test('step 5: the amounts due', () => {
  const step = example.section('שלב 5');
  expectNumbers(step.line('ערך שעה ב-125%'), [rate125, wage, rate125 / 100, value125, rate150, wage, rate150 / 100, value150]);
  expectNumbers(step.line('שעות רגילות:'), [month.regular, wage, due.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, month.h125, value125, due.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, month.h150, value150, due.h150]);
  expectNumbers(step.line('מנוחה שבועית:'), [month.rest, valueRest, due.rest]);
  expectNumbers(step.line('סך הכול:'), [due.regular, due.h125, due.h150, due.rest, dueTotal]);
});

test('step 6: the payslip, the table and the gaps', () => {
  const step = example.section('שלב 6');
  const table = step.table('סוג שעות', 'שעות בתלוש', 'שעות לפי הנוכחות', 'שולם', 'צריך היה לשלם', 'פער');
  // Payslip hours are the example's input; the payslip paid its overtime lines at their rate and the Saturday hours at 100%.
  const rows = [
    {label: `רגילות 100%`, rate: 100, paidRate: 100, hours: month.regular, due: due.regular},
    {label: `נוספות ${rate125}%`, rate: rate125, paidRate: rate125, hours: month.h125, due: due.h125},
    {label: `נוספות ${rate150}%`, rate: rate150, paidRate: rate150, hours: month.h150, due: due.h150},
    {label: `מנוחה שבועית ${restRate}%`, rate: restRate, paidRate: 100, hours: month.rest, due: due.rest},
  ].map((row) => {
    const payslipHours = table.row(row.label).number('שעות בתלוש');
    return {...row, payslipHours, paid: r((payslipHours * wage * row.paidRate) / 100)};
  });
  for (const row of rows) {
    const cells = table.row(row.label);
    expectNumbers(cells.cell('שעות לפי הנוכחות'), [row.hours]);
    expectNumbers(cells.cell('שולם'), [row.paid]);
    expectNumbers(cells.cell('צריך היה לשלם'), [row.due]);
    expectNumbers(cells.cell('פער'), [r(row.due - row.paid)]);
  }
  const paidTotal = r(rows.reduce((s, x) => s + x.paid, 0));
  const total = table.row('סך הכול');
  expectNumbers(total.cell('שולם'), [paidTotal]);
  expectNumbers(total.cell('צריך היה לשלם'), [dueTotal]);
  expectNumbers(total.cell('פער'), [r(dueTotal - paidTotal)]);

  const [regular, ot125, ot150, rest] = rows;
  assert.equal(ot150.payslipHours, 0, 'the page says no hour was paid at 150%');
  expectNumbers(step.line('בתלוש של דנה'), [
    regular.payslipHours, ot125.payslipHours, rate125, ot125.payslipHours, value125, ot125.paid, rate150,
    rest.payslipHours, rest.payslipHours, wage, rest.paid, regular.paid, ot125.paid, rest.paid, paidTotal,
  ]);
  const missing = r(month.h125 - ot125.payslipHours);
  const premium = restRate - 100;
  expectNumbers(step.line('חסרות'), [
    rate125, month.h125, ot125.payslipHours, missing, missing, value125, r(missing * value125),
    premium, rest.payslipHours, r((wage * premium) / 100), r(rest.due - rest.paid),
  ]);
});
