import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectLinkTo, expectNumbers, fullTimeLaw, fullTimeLawLink, monthNumber, numberAfter, numbers, overtimeLaw, r, readPage, workingDays} from './lib';

// The worked example of calc-one-month-hours.md, recomputed from the page: overtime per day, 125% for 2 hours, then 150%;
// the Saturday after a full week is overtime on the rest day (175% for 2 hours, then 200%).
const page = readPage('calculation-results/calc-one-month-hours');
const law = page.section('מה קובע החוק').table('נושא', 'הקביעה');
const [rate125, rate150] = numbers(law.row('גמול שעות נוספות').cell('הקביעה'));
// The 42-hour week is explained on one page, which this one links to.
const {weekHours: fullWeek} = fullTimeLaw();
const [, weeklyOvertimeCap] = numbers(law.row('תקרות שעות נוספות').cell('הקביעה'));
const [rate175, rate200] = numbers(law.row('שעות נוספות במנוחה').cell('הקביעה'));
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
// The Saturday comes after a full week of regular hours, so every hour of it is overtime on the rest day.
const rest175 = Math.min(restHours, firstTier);
const rest200 = r(restHours - rest175);
const month = {regular: r(week.regular * weeks), h125: r(week.h125 * weeks), h150: r(week.h150 * weeks), h175: rest175, h200: rest200};
const value125 = r((wage * rate125) / 100);
const value150 = r((wage * rate150) / 100);
const value175 = r((wage * rate175) / 100);
const value200 = r((wage * rate200) / 100);
const due = {
  regular: r(month.regular * wage),
  h125: r(month.h125 * value125),
  h150: r(month.h150 * value150),
  h175: r(month.h175 * value175),
  h200: r(month.h200 * value200),
};
const dueTotal = r(due.regular + due.h125 + due.h150 + due.h175 + due.h200);
const minutes = (h: number) => Math.round((h - Math.floor(h)) * 60);

test('the month named in the example has whole weeks, as the example assumes', () => {
  assert.equal(calendar.sundayToWednesday, longDaysPerWeek * calendar.thursdays, `${monthName} ${year} is not whole weeks`);
  expectNumbers(premise, [wage, 5, year, weeks, calendar.sundayToWednesday, calendar.thursdays, workDays, hoursPerDay, restHours]);
});

test('step 1: an ordinary day', () => {
  assert.ok(hours.longOvertime <= firstTier, 'the page says all of it is at 125%');
  expectNumbers(example.section('שלב 1').line('השעות הנוספות:'), [longNorm, hoursPerDay, longNorm, hours.longOvertime, minutes(hours.longOvertime), hours.longOvertime, rate125]);
});

test('step 2: the shortened Thursday', () => {
  const at150 = r(hours.shortOvertime - firstTier);
  expectNumbers(example.section('שלב 2').line('השעות הנוספות:'), [shortNorm, hoursPerDay, shortNorm, hours.shortOvertime, rate125, hours.shortOvertime, firstTier, at150, minutes(at150), rate150]);
});

test('step 3: one week', () => {
  const step = example.section('שלב 3');
  assert.equal(week.regular, fullWeek, 'the page says the regular hours are exactly a full week');
  expectNumbers(step.line('שעות רגילות:'), [longDaysPerWeek, longNorm, shortNorm, r(longDaysPerWeek * longNorm), shortNorm, week.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, longDaysPerWeek, hours.longOvertime, firstTier, week.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, week.h150]);
  expectNumbers(step.line('סך השעות הנוספות בימי החול'), [week.h125, week.h150, r(week.h125 + week.h150)]);
});

test('step 4: the Saturday after a full week is overtime on the rest day', () => {
  const step = example.section('שלב 4');
  expectNumbers(step.line('השבת באה'), [fullWeek, 16, 17]);
  expectNumbers(step.line('שעות ב-175%:'), [rate175, rest175, rate125, rate175 - rate125]);
  expectNumbers(step.line('שעות ב-200%:'), [rate200, restHours, firstTier, rest200, rate150, rate200 - rate150]);
  const weekOvertime = r(week.h125 + week.h150 + restHours);
  assert.ok(weekOvertime > weeklyOvertimeCap, 'the page says the week is over the cap');
  expectNumbers(step.line('באותו שבוע השעות'), [r(week.h125 + week.h150), restHours, weekOvertime, weeklyOvertimeCap]);
});

test('step 5: the month', () => {
  const step = example.section('שלב 5');
  const total = r(month.regular + month.h125 + month.h150 + month.h175 + month.h200);
  expectNumbers(step.line('מכפילים'), [weeks]);
  expectNumbers(step.line('שעות רגילות:'), [week.regular, weeks, month.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, week.h125, weeks, month.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, week.h150, weeks, month.h150]);
  expectNumbers(step.line('שעות נוספות במנוחה:'), [month.h175, rate175, month.h200, rate200]);
  assert.equal(total, r(workDays * hoursPerDay + restHours));
  expectNumbers(step.line('בדיקה:'), [month.regular, month.h125, month.h150, month.h175, month.h200, total, workDays, hoursPerDay, restHours]);
});

test('step 6: the amounts due', () => {
  const step = example.section('שלב 6');
  expectNumbers(step.line('ערך שעה ב-125%'), [rate125, wage, rate125 / 100, value125, rate150, wage, rate150 / 100, value150]);
  expectNumbers(step.line('ערך שעה ב-175%'), [rate175, wage, rate175 / 100, value175, rate200, wage, rate200 / 100, value200]);
  expectNumbers(step.line('שעות רגילות:'), [month.regular, wage, due.regular]);
  expectNumbers(step.line('שעות ב-125%:'), [rate125, month.h125, value125, due.h125]);
  expectNumbers(step.line('שעות ב-150%:'), [rate150, month.h150, value150, due.h150]);
  expectNumbers(step.line('שעות נוספות במנוחה:'), [month.h175, value175, month.h200, value200, due.h175, due.h200, r(due.h175 + due.h200)]);
  expectNumbers(step.line('סך הכול:'), [due.regular, due.h125, due.h150, r(due.h175 + due.h200), dueTotal]);
});

test('step 7: the payslip, the table and the gaps', () => {
  const step = example.section('שלב 7');
  const table = step.table('סוג שעות', 'שעות בתלוש', 'שעות לפי הנוכחות', 'שולם', 'צריך היה לשלם', 'פער');
  // Payslip hours are the example's input; the payslip paid its overtime lines at their rate and the Saturday hours at 100%.
  const rows = [
    {label: `רגילות 100%`, paidRate: 100, hours: month.regular, due: due.regular},
    {label: `נוספות ${rate125}%`, paidRate: rate125, hours: month.h125, due: due.h125},
    {label: `נוספות ${rate150}%`, paidRate: rate150, hours: month.h150, due: due.h150},
    {label: `נוספות במנוחה ${rate175}%`, paidRate: 100, hours: month.h175, due: due.h175},
    {label: `נוספות במנוחה ${rate200}%`, paidRate: 100, hours: month.h200, due: due.h200},
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

  const [regular, ot125, ot150, rest175, rest200] = rows;
  assert.equal(ot150.payslipHours, 0, 'the page says no hour was paid at 150%');
  const saturdayHours = rest175.payslipHours + rest200.payslipHours;
  const saturdayPaid = r(rest175.paid + rest200.paid);
  expectNumbers(step.line('בתלוש של דנה'), [
    regular.payslipHours,
    ot125.payslipHours,
    rate125,
    ot125.payslipHours,
    value125,
    ot125.paid,
    rate150,
    saturdayHours,
    saturdayHours,
    wage,
    saturdayPaid,
    regular.paid,
    ot125.paid,
    saturdayPaid,
    paidTotal,
  ]);
  const missing = r(month.h125 - ot125.payslipHours);
  expectNumbers(step.line('חסרות'), [rate125, month.h125, ot125.payslipHours, missing, missing, value125, r(missing * value125)]);
  const extra175 = r(value175 - wage);
  const extra200 = r(value200 - wage);
  expectNumbers(step.line('בשעות השבת'), [
    100,
    rest175.payslipHours,
    extra175,
    rest200.payslipHours,
    extra200,
    r(rest175.payslipHours * extra175),
    r(rest200.payslipHours * extra200),
    r(rest175.due - rest175.paid + rest200.due - rest200.paid),
  ]);
});

test("this page's legal table is the one the other pages rely on: the rest-day overtime rates are overtime plus the rest premium", () => {
  const {restHourly, restPremium} = overtimeLaw();
  assert.equal(restHourly, 100 + restPremium, 'hourly workers get 100% and the premium for an hour of rest');
  assert.equal(rate175, rate125 + restPremium);
  assert.equal(rate200, rate150 + restPremium);
});

test('the full-time week and month are used here and explained on their own page, which the rule and the law link to', () => {
  expectLinkTo(page.section('הכלל בקצרה'), fullTimeLawLink);
  expectLinkTo(page.section('מה קובע החוק'), fullTimeLawLink);
  assert.ok(!law.rows.some((row) => /שבוע עבודה|חודש מלא/.test(row.label)), 'the legal table restates the full-time week instead of linking to it');
});
