import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expectLinkTo, expectNumbers, fullTimeLaw, fullTimeLawLink, numberAfter, numbersAfter, overtimeLaw, overtimeLawLink, r, readPage} from './lib';

// The worked example of calc-nohehut-sahar.md, recomputed from the clock times: each day split into the norm, 2 hours at 125%, the rest at 150%.
const page = readPage('calculation-results/calc-nohehut-sahar');
const law = page.section('מה קובע החוק');
// Section 16's rates are stated on one page, which the legal section links to.
const {rate125, rate150} = overtimeLaw();
// So is the 42-hour week; the legal section names it and links to it.
const {weekHours: weeklyLimit} = fullTimeLaw();
assert.equal(numberAfter(law.line('צו ההרחבה בדבר קיצור שבוע העבודה'), 'גבול השבוע,'), weeklyLimit);
const firstTier = 2; // "the first two overtime hours of each day" (s.16)

const example = page.section('דוגמה מחושבת');
const premise = example.line('עובד בשכר שעתי');
const wage = numberAfter(premise, 'בשכר שעתי של');
const [longNorm, shortNorm] = numbersAfter(premise, 'התקן היומי בחישוב הוא');
const breakHours = premise.text.includes('הפסקה של חצי שעה') ? 0.5 : numberAfter(premise, 'הפסקה של');
const hoursOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h + m / 60;
};

const attendance = example.table('יום', 'כניסה', 'יציאה', 'נוכחות', 'הפסקה', 'שעות נטו');
const days = attendance.rows.map((row) => {
  const presence = r(hoursOf(row.cell('יציאה').text) - hoursOf(row.cell('כניסה').text));
  const net = r(presence - breakHours);
  const norm = row.label === 'חמישי' ? shortNorm : longNorm;
  const over = r(Math.max(net - norm, 0));
  return {row, name: row.label, presence, net, norm, regular: r(Math.min(net, norm)), h125: r(Math.min(over, firstTier)), h150: r(Math.max(over - firstTier, 0))};
});
const week = {
  regular: r(days.reduce((s, d) => s + d.regular, 0)),
  h125: r(days.reduce((s, d) => s + d.h125, 0)),
  h150: r(days.reduce((s, d) => s + d.h150, 0)),
};
const totalHours = r(week.regular + week.h125 + week.h150);
const value125 = r((wage * rate125) / 100);
const value150 = r((wage * rate150) / 100);
const due = {regular: r(week.regular * wage), h125: r(week.h125 * value125), h150: r(week.h150 * value150)};
const dueTotal = r(due.regular + due.h125 + due.h150);

const payslipLine = example.line('שלב 4:');
const paidHours = {regular: numberAfter(payslipLine, 'שורת שעות רגילות:'), h125: numbersAfter(payslipLine, 'שורת שעות נוספות')[1], h150: 0};
const paid = {regular: r(paidHours.regular * wage), h125: r(paidHours.h125 * value125), h150: 0};
const paidTotal = r(paid.regular + paid.h125 + paid.h150);
const paidHoursTotal = r(paidHours.regular + paidHours.h125 + paidHours.h150);

test('step 1: net hours from the clock times', () => {
  assert.deepEqual(
    days.map((d) => d.name),
    ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי'],
  );
  expectNumbers(premise, [wage, days.length, longNorm, shortNorm]);
  for (const d of days) {
    expectNumbers(d.row.cell('נוכחות'), [d.presence]);
    expectNumbers(d.row.cell('הפסקה'), [breakHours]);
    expectNumbers(d.row.cell('שעות נטו'), [d.net]);
  }
});

test('step 2: the split of each day', () => {
  const split = example.table('יום', 'תקן', 'רגילות', `${rate125}%`, `${rate150}%`);
  for (const d of days) {
    const row = split.row(d.name);
    expectNumbers(row.cell('תקן'), [d.norm]);
    expectNumbers(row.cell('רגילות'), [d.regular]);
    expectNumbers(row.cell(`${rate125}%`), [d.h125]);
    expectNumbers(row.cell(`${rate150}%`), [d.h150]);
  }
  const total = split.row('סך הכול');
  expectNumbers(total.cell('רגילות'), [week.regular]);
  expectNumbers(total.cell(`${rate125}%`), [week.h125]);
  expectNumbers(total.cell(`${rate150}%`), [week.h150]);

  assert.equal(week.regular, weeklyLimit, 'the page says the regular hours reach the weekly limit exactly');
  const [longest] = days.filter((d) => d.h150 > 0);
  const line = example.line('והשעה שנשארה');
  assert.ok(line.text.startsWith(`ביום ${longest.name}`), `${line.where}: the day with 150% hours is ${longest.name}`);
  expectNumbers(line, [longest.net, longest.norm, longest.h125, rate125, longest.net, longest.norm, firstTier, longest.h150, rate150, week.regular, week.h125, week.h150, totalHours, weeklyLimit]);
});

test('step 3: what was due', () => {
  const step = example.between('שלב 3:', 'שלב 4:');
  expectNumbers(step.line('שעות רגילות:'), [week.regular, wage, due.regular]);
  expectNumbers(step.line(`שעות ב-${rate125}%:`), [rate125, wage, rate125, value125, week.h125, value125, due.h125]);
  expectNumbers(step.line(`שעות ב-${rate150}%:`), [rate150, wage, rate150, value150, week.h150, value150, due.h150]);
  expectNumbers(step.line('סך הכול:'), [due.regular, due.h125, due.h150, dueTotal]);
});

test('steps 4 and 5: the payslip and the comparison', () => {
  expectNumbers(payslipLine, [4, paidHours.regular, paid.regular, rate125, paidHours.h125, paid.h125, rate150, paidTotal, paidHoursTotal]);
  const table = example.table('רכיב', 'שעות בדוח', 'שעות בתלוש', 'שולם', 'צריך היה לשלם', 'פער');
  const rows: [string, 'regular' | 'h125' | 'h150'][] = [
    ['שעות רגילות', 'regular'],
    [`שעות נוספות ${rate125}%`, 'h125'],
    [`שעות נוספות ${rate150}%`, 'h150'],
  ];
  for (const [label, key] of rows) {
    const row = table.row(label);
    expectNumbers(row.cell('שעות בדוח'), [week[key]]);
    expectNumbers(row.cell('שעות בתלוש'), [paidHours[key]]);
    expectNumbers(row.cell('שולם'), [paid[key]]);
    expectNumbers(row.cell('צריך היה לשלם'), [due[key]]);
    expectNumbers(row.cell('פער'), [r(due[key] - paid[key])]);
  }
  const total = table.row('סך הכול');
  expectNumbers(total.cell('שעות בדוח'), [totalHours]);
  expectNumbers(total.cell('שעות בתלוש'), [paidHoursTotal]);
  expectNumbers(total.cell('שולם'), [paidTotal]);
  expectNumbers(total.cell('צריך היה לשלם'), [dueTotal]);
  expectNumbers(total.cell('פער'), [r(dueTotal - paidTotal)]);

  // "one hour at 125% and one at 150%": the missing hours of each overtime line, written in words.
  assert.equal(r(week.h125 - paidHours.h125), 1);
  assert.equal(r(week.h150 - paidHours.h150), 1);
  expectNumbers(example.line('וקיבל תשלום על'), [
    totalHours,
    paidHoursTotal,
    r(totalHours - paidHoursTotal),
    r(dueTotal - paidTotal),
    rate125,
    r(due.h125 - paid.h125),
    rate150,
    r(due.h150 - paid.h150),
  ]);
});

test('the legal section links to the page that states the overtime rates instead of restating them', () => {
  expectLinkTo(law, overtimeLawLink);
  expectLinkTo(law, fullTimeLawLink);
  assert.doesNotMatch(law.line('סעיף 16 קובע').text, /\b(125|150)%/);
});
