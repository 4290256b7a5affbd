import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  expectLinkTo,
  expectNumbers,
  fullTimeLaw,
  fullTimeLawLink,
  minimumWageLaw,
  minimumWageLawLink,
  monthNumber,
  numberAfter,
  numbers,
  overtimeLaw,
  overtimeLawLink,
  r,
  readPage,
  roundShekel,
  workingDays,
} from './lib';

// The worked example of calc-one-month-report.md, recomputed from the page: hour value = monthly wage ÷ 182, overtime per day;
// the Saturday after a full week is overtime on the rest day, which the monthly wage does not cover (175% for 2 hours, then 200%).
const page = readPage('calculation-results/calc-one-month-report');
const law = page.section('מה קובע החוק').table('נושא', 'הקביעה', 'בתוקף');
// The 182-hour divisor and the 42-hour week are explained on one page, which this one links to.
const {divisor, oldMonthHours: oldDivisor, weekHours} = fullTimeLaw();
// The overtime and weekly-rest rates are stated on one page, which this one links to.
const {rate125, rate150, rate175, rate200, restPremium} = overtimeLaw();
const firstTier = 2; // "the first two overtime hours of each day" (s.16)

const example = page.section('דוגמה מחושבת');
const premise = example.line('יוסי עובד');
const wage = numberAfter(premise, 'בשכר חודשי של');
const [, monthName, yearText] = /החודש הנבדק הוא (\S+) (\d{4})/.exec(premise.text) ?? [];
const year = Number(yearText);
const [longDays, longHours, longNorm] = numbers(example.line('בין ראשון לרביעי עבד'));
const [shortDays, shortHours, shortNorm] = numbers(example.line('ימי חמישי עבד'));
const [restHours] = numbers(example.line('בשבת אחת עבד'));
// The minimum wage of each period is stated on one page, which the legal section links to.
const minimumWage = minimumWageLaw(year, monthNumber(monthName)).monthly;

const hourValue = roundShekel(wage / divisor);
const value125 = r((hourValue * rate125) / 100);
const value150 = r((hourValue * rate150) / 100);
const longOvertime = r(longHours - longNorm);
const shortOvertime = r(shortHours - shortNorm);
const short125 = Math.min(shortOvertime, firstTier);
const short150 = r(Math.max(shortOvertime - firstTier, 0));
const h125 = r(longDays * Math.min(longOvertime, firstTier) + shortDays * short125);
const h150 = r(longDays * Math.max(longOvertime - firstTier, 0) + shortDays * short150);
const due = {
  base: wage,
  h125: r(h125 * value125),
  h150: r(h150 * value150),
  rest175: r(Math.min(restHours, firstTier) * ((hourValue * rate175) / 100)),
  rest200: r(Math.max(restHours - firstTier, 0) * ((hourValue * rate200) / 100)),
};
const dueRest = r(due.rest175 + due.rest200);
const dueTotal = r(due.base + due.h125 + due.h150 + dueRest);
assert.equal(rate175, rate125 + restPremium);
assert.equal(rate200, rate150 + restPremium);

test('the legal section links to the page that states the overtime and weekly-rest rates, and does not restate them', () => {
  expectLinkTo(page.section('מה קובע החוק'), overtimeLawLink);
  expectLinkTo(page.section('הכלל בקצרה'), overtimeLawLink);
  expectLinkTo(page.section('מה קובע החוק'), fullTimeLawLink);
  expectLinkTo(page.section('מה קובע החוק'), minimumWageLawLink);
  expectLinkTo(page.section('הכלל בקצרה'), fullTimeLawLink);
  assert.ok(!law.rows.some((row) => /מחלק|שבוע|חודש מלא/.test(row.label)), 'the legal table restates the monthly divisor instead of linking to it');
  assert.ok(
    page.section('הכלל בקצרה').lines.some((line) => line.text.includes(`חלקי ${divisor}`)),
    'the rule names the divisor it uses',
  );
  for (const row of law.rows) assert.doesNotMatch(row.cells.join(' '), /\b(125|150|175|200)%/, `${row.where}: an overtime rate restated`);
});

test('the attendance fits the month and the 5-day norms of the hours page', () => {
  const days = workingDays(year, monthNumber(monthName));
  assert.ok(longDays <= days.sundayToWednesday && shortDays <= days.thursdays, `${monthName} ${year} has fewer such days`);
  const hoursPage = readPage('calculation-results/calc-one-month-hours').section('הכלל בקצרה').line('התקן היומי בשבוע של');
  assert.equal(longNorm, numberAfter(hoursPage, 'ארבעה ימים של'));
  assert.equal(shortNorm, numberAfter(hoursPage, 'ויום אחד של'));
  expectNumbers(premise, [wage, numberAfter(hoursPage, 'בשבוע של'), year]);
});

test('step 1: the hour value', () => {
  expectNumbers(example.section('שלב 1').line('ערך שעה ב-125%'), [wage, divisor, hourValue, rate125, hourValue, rate125 / 100, value125, rate150, hourValue, rate150 / 100, value150]);
  expectNumbers(example.section('שלב 1').line('ערך שעה ב-175%'), [
    rate175,
    hourValue,
    rate175 / 100,
    r((hourValue * rate175) / 100),
    rate200,
    hourValue,
    rate200 / 100,
    r((hourValue * rate200) / 100),
  ]);
});

test('step 2: overtime day by day', () => {
  const step = example.section('שלב 2');
  assert.ok(longOvertime <= firstTier, "the page says all of the long days' overtime is at 125%");
  assert.ok(shortOvertime >= firstTier, 'the page says two of the Thursday hours are at 125%');
  expectNumbers(step.line('הימים הארוכים'), [longDays, longHours, longNorm, longOvertime, rate125, longDays, longOvertime, r(longDays * longOvertime)]);
  expectNumbers(step.line('ימי חמישי:'), [shortDays, shortHours, shortNorm, shortOvertime, rate125, short150, rate150, r(shortDays * short125), rate125, r(shortDays * short150), rate150]);
  expectNumbers(step.line('סך הכול בחודש'), [r(longDays * longOvertime), r(shortDays * short125), h125, rate125, h150, rate150]);
  expectNumbers(step.line('השבת:'), [weekHours, restHours, restPremium, rate175, firstTier, rate200, restHours, firstTier, restHours - firstTier]);
});

test('step 3: what was due', () => {
  const step = example.section('שלב 3');
  expectNumbers(step.line('שכר יסוד:'), [wage]);
  expectNumbers(step.line('שעות נוספות ב-125%'), [rate125, h125, value125, due.h125]);
  expectNumbers(step.line('שעות נוספות ב-150%'), [rate150, h150, value150, due.h150]);
  expectNumbers(step.line('שעות נוספות במנוחה:'), [firstTier, r((hourValue * rate175) / 100), restHours - firstTier, r((hourValue * rate200) / 100), due.rest175, due.rest200, dueRest]);
  expectNumbers(step.line('סך הכול:'), [due.base, due.h125, due.h150, dueRest, dueTotal]);
  expectNumbers(step.line('מנוחה חלופית על'), [restHours]);
});

test('step 4: minimum wage', () => {
  assert.ok(wage >= minimumWage, 'the page says the base wage is above the minimum');
  expectNumbers(example.section('שלב 4').line('שכר המינימום'), [year, minimumWage, wage]);
});

test('step 5: the payslip, the table and the gaps', () => {
  const step = example.section('שלב 5');
  const payslip = step.line('בתלוש של יוסי');
  const paidHours = numberAfter(payslip, 'ו-'); // the payslip's overtime hours, the one payslip input
  const paid = {base: wage, h125: r(paidHours * value125), h150: 0, rest: 0};
  const paidTotal = r(paid.base + paid.h125 + paid.h150 + paid.rest);
  expectNumbers(payslip, [wage, paidHours, rate125, paidHours, value125, paid.h125, rate150, wage, paid.h125, paidTotal]);

  const table = step.table('רכיב', 'שולם', 'צריך היה לשלם', 'פער');
  const rows: [string, number, number][] = [
    ['שכר יסוד', paid.base, due.base],
    [`שעות נוספות ${rate125}%`, paid.h125, due.h125],
    [`שעות נוספות ${rate150}%`, paid.h150, due.h150],
    ['שעות נוספות במנוחה', paid.rest, dueRest],
    ['סך הכול', paidTotal, dueTotal],
  ];
  for (const [label, p, d] of rows) {
    const row = table.row(label);
    expectNumbers(row.cell('שולם'), [p]);
    expectNumbers(row.cell('צריך היה לשלם'), [d]);
    expectNumbers(row.cell('פער'), [r(d - p)]);
  }
  expectNumbers(table.row('בדיקת שכר מינימום').cell('פער'), [Math.max(0, r(minimumWage - wage))]);

  const missing = r(h125 - paidHours);
  expectNumbers(step.line('חסרות'), [rate125, h125, paidHours, missing, missing, value125, r(missing * value125)]);
  // The headline is the sum of the positive gaps; the net difference comes second.
  const gaps = rows.slice(0, -1).map(([, p, d]) => r(d - p));
  const positive = r(gaps.reduce((s, g) => s + Math.max(g, 0), 0));
  expectNumbers(table.row('סך הכול').cell('פער'), [positive]);
  expectNumbers(step.line('סכום הפערים החיוביים'), [...gaps.filter((g) => g > 0), positive, dueTotal, paidTotal, r(dueTotal - paidTotal)]);
});

test('step 6: an overpaid component does not pay for the unpaid ones', () => {
  const step = example.section('שלב 6');
  const premiseLine = step.line('נניח שבאותו תלוש');
  const paidBase = numberAfter(premiseLine, 'שכר יסוד של');
  const over = r(paidBase - wage);
  const baseGap = r(wage - paidBase);
  assert.ok(baseGap < 0, 'the example overpays the base wage');
  expectNumbers(premiseLine, [paidBase, over, wage, paidBase, -baseGap]);
  assert.match(premiseLine.text, /מינוס/, `${premiseLine.where}: the gap is negative`);
  // The other rows as in step 5: the payslip pays the 125% hours it lists, nothing for the 150% and Saturday hours.
  const paidHours = numberAfter(example.section('שלב 5').line('בתלוש של יוסי'), 'ו-');
  const others = [r(due.h125 - paidHours * value125), due.h150, dueRest];
  const missing = r(others.reduce((s, g) => s + Math.max(g, 0), 0));
  const paidTotal = r(paidBase + paidHours * value125);
  expectNumbers(step.line('סך הפער, מה שחסר'), [...others, missing]);
  expectNumbers(step.line('ההפרש נטו'), [dueTotal, paidTotal, r(dueTotal - paidTotal)]);
  assert.ok(r(dueTotal - paidTotal) < missing, 'the net figure is smaller than what is missing');
  expectNumbers(step.line('לכן הדוח מציג בראש'), [over, missing]);
});

test('typical gap: the old divisor', () => {
  const oldValue = wage / oldDivisor;
  expectNumbers(page.section('פערים נפוצים').line(`לפי ${oldDivisor} שעות`), [oldDivisor, oldDivisor, wage, oldDivisor, oldValue, hourValue, hourValue - oldValue]);
});
