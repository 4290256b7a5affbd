import {test} from 'node:test';
import assert from 'node:assert/strict';
import {datesIn, expectNumbers, hebrewMonths, numberAfter, numbers, numbersAfter, r, readPage, roundShekel, svgTexts, weekdayName, workingDays} from './lib';

// The worked example of calc-holiday-payment.md, recomputed from the page and the calendar: the day value is the quarter's pay ÷ its working days.
const page = readPage('calculation-results/calc-holiday-payment');
const rules = page.section('הכלל בקצרה');
const holidayWorkRate = numberAfter(rules.line('עבודה ביום חג.'), 'מקבל');
const monthsOfService = numberAfter(rules.line('תנאי הזכאות'), 'לפחות');

const example = page.section('דוגמה מחושבת');
const premise = example.line('אבי עובד בשכר');
const wage = numberAfter(premise, 'בשכר שעתי של');
const [longNorm, shortNorm] = numbersAfter(premise, 'לפי התקן:');
const [start, ...holidays] = datesIn(premise);
const hoursWorked = numberAfter(premise, 'הוא עבד');
const holidayMonth = holidays[0];

const previousMonths = [3, 2, 1].map((back) => {
  const d = new Date(Date.UTC(holidayMonth.year, holidayMonth.month - 1 - back, 1));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const {sundayToWednesday, thursdays} = workingDays(year, month);
  const hours = r(sundayToWednesday * longNorm + thursdays * shortNorm);
  return {year, month, sundayToWednesday, thursdays, days: sundayToWednesday + thursdays, hours, pay: r(hours * wage)};
});
const monthNames = hebrewMonths;
const totalPay = r(previousMonths.reduce((s, m) => s + m.pay, 0));
const totalDays = previousMonths.reduce((s, m) => s + m.days, 0);
const dayValue = roundShekel(totalPay / totalDays);
const workPay = r((hoursWorked * wage * holidayWorkRate) / 100);
const holidayPay = r(holidays.length * dayValue);
const due = r(holidayPay + workPay);

test('the holidays: dates, weekdays and eligibility', () => {
  const weekDays = 4 + 1; // four long days and the shortened Thursday
  expectNumbers(premise, [wage, weekDays, longNorm, shortNorm, weekDays, holidayMonth.year, hoursWorked]);
  for (const m of premise.text.matchAll(/(\d{1,2})\.(\d{1,2})\.(\d{4}), יום (\S+?)\)/g)) {
    assert.equal(weekdayName(Number(m[3]), Number(m[2]), Number(m[1])), m[4], `${premise.where}: ${m[0]}`);
  }
  assert.equal(holidays.length, 3, 'the page names three holidays');
  for (const h of holidays) {
    assert.ok(!['שישי', 'שבת'].includes(weekdayName(h.year, h.month, h.day)), 'the page says none falls on Friday or Saturday');
  }
  const eligibleFrom = Date.UTC(start.year, start.month - 1 + monthsOfService, start.day);
  assert.ok(eligibleFrom <= Date.UTC(holidayMonth.year, holidayMonth.month - 1, holidayMonth.day), 'three months of service by the first holiday');
  const step1 = example.section('שלב 1').line('השלים');
  assert.deepEqual(datesIn(step1)[0], holidays[0]);
  expectNumbers(step1, [monthsOfService]);
});

test('step 2: the day value from the three months before', () => {
  const step = example.section('שלב 2');
  const first = previousMonths[0];
  const last = previousMonths[2];
  assert.ok(step.line('בשלושת החודשים').text.includes(`${monthNames[first.month - 1]} עד ${monthNames[last.month - 1]} ${last.year}`), 'the quarter is the three months before the holiday month');
  for (const m of previousMonths) {
    expectNumbers(step.line(`- ${monthNames[m.month - 1]}:`), [m.sundayToWednesday, m.thursdays, m.days, m.sundayToWednesday, longNorm, m.thursdays, shortNorm, m.hours, m.hours, wage, m.pay]);
  }
  expectNumbers(step.line('סך השכר:'), [...previousMonths.map((m) => m.pay), totalPay, ...previousMonths.map((m) => m.days), totalDays, totalPay, totalDays, dayValue]);
  const weekHours = r(4 * longNorm + shortNorm);
  const averageHours = r(weekHours / 5);
  const averagePay = r(averageHours * wage);
  const thursdays = previousMonths.reduce((s, m) => s + m.thursdays, 0);
  assert.ok(dayValue < averagePay && thursdays * 5 > totalDays, 'the page explains a lower average by more than one Thursday in five days');
  expectNumbers(step.line('בדיקה:'), [4, longNorm, shortNorm, weekHours, 5, weekHours, 5, averageHours, averageHours, wage, averagePay, thursdays, totalDays, 5]);
});

test('step 3: work on the holiday', () => {
  expectNumbers(example.section('שלב 3').line('השעות שעבד'), [hoursWorked, hoursWorked, wage, holidayWorkRate / 100, workPay, dayValue]);
});

test('step 4: the payslip, the table and the gap', () => {
  const step = example.section('שלב 4');
  const payslip = step.line('בתלוש של אבי');
  const [paidHours, paidRate] = numbers(payslip);
  const paid = r((paidHours * wage * paidRate) / 100);
  assert.equal(paidHours, hoursWorked, 'the payslip shows the hours worked on the holiday');
  expectNumbers(payslip, [hoursWorked, paidRate, hoursWorked, wage, paid]);

  const table = step.table('יום חג', 'שולם', 'צריך היה לשלם', 'פער');
  const holidayRows = table.rows.filter((row) => row.label.endsWith('דמי חגים'));
  assert.equal(holidayRows.length, holidays.length, 'one row for each holiday');
  for (const row of holidayRows) {
    expectNumbers(row.cell('שולם'), [0]);
    expectNumbers(row.cell('צריך היה לשלם'), [dayValue]);
    expectNumbers(row.cell('פער'), [dayValue]);
  }
  const work = table.row(/שעות עבודה ב-/);
  expectNumbers({text: work.label, where: work.where}, [hoursWorked, holidayWorkRate]);
  expectNumbers(work.cell('שולם'), [paid]);
  expectNumbers(work.cell('צריך היה לשלם'), [workPay]);
  expectNumbers(work.cell('פער'), [r(workPay - paid)]);
  const total = table.row('סך הכול');
  expectNumbers(total.cell('שולם'), [paid]);
  expectNumbers(total.cell('צריך היה לשלם'), [due]);
  expectNumbers(total.cell('פער'), [r(due - paid)]);

  expectNumbers(step.line('סך דמי החג'), [holidays.length, dayValue, holidayPay, holidayPay, workPay, due, due, paid, r(due - paid)]);
});

test('the illustration shows the same figures', () => {
  const texts = svgTexts('img/calculation-results/calc-holiday-payment.svg');
  const paid = hoursWorked * wage;
  const cells = texts.filter((t) => /^[\d,.]+$/.test(t)).slice(0, 15);
  const expected = [...holidays.flatMap(() => [0, dayValue, dayValue]), paid, workPay, r(workPay - paid), paid, due, r(due - paid)];
  expectNumbers({text: cells.join(' | '), where: 'calc-holiday-payment.svg'}, expected);
  const find = (anchor: string) => ({text: texts.find((t) => t.includes(anchor)) ?? '', where: `calc-holiday-payment.svg "${anchor}"`});
  expectNumbers(find('שכר שעתי'), [wage, holidayMonth.year]);
  expectNumbers(find('סך הפער לחודש'), [r(due - paid)]);
  expectNumbers(find('ערך יום חג'), [totalPay, totalDays, dayValue]);
});

test('the holidays parameters page uses its own day value and says why it differs', () => {
  const params = readPage('calculation-params/calculaton-holidays').section('דוגמה');
  const worker = params.line('עובד בשכר שעתי של');
  const paramsWage = numberAfter(worker, 'בשכר שעתי של');
  const paramsHours = numberAfter(worker, 'ימים,');
  const paramsDay = r(paramsHours * paramsWage);
  const weekHours = r(4 * longNorm + shortNorm);
  expectNumbers(worker, [paramsWage, 5, paramsHours, paramsHours, paramsWage, paramsDay, dayValue, weekHours, r(5 * paramsHours)]);
  const days = params.line('הימים.');
  const september = numberAfter(days, 'בספטמבר');
  const october = numberAfter(days, 'ובאוקטובר');
  expectNumbers(params.line('התשלום.'), [september, paramsDay, r(september * paramsDay), october, paramsDay, r(october * paramsDay)]);
  const work = params.line('עבודה בחג.');
  const hours = numberAfter(work, 'היה עובד');
  expectNumbers(work, [hours, hours, paramsWage, holidayWorkRate, r((hours * paramsWage * holidayWorkRate) / 100), paramsDay]);
});
