import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-nohehut-sahar.md:
// one week of an hourly worker (40 ₪), 5-day week, daily norm 8.6 h and 7.6 h on Thursday,
// an unpaid half-hour break; clocked hours split per day and compared with the payslip lines.
const page = readDoc('calculation-results/calc-nohehut-sahar');

const hourlyWage = 40;
const breakHours = 0.5;
const first125Tier = 2; // the first two overtime hours of each day
const weeklyLimit = 42;
const days = [
  {name: 'ראשון', clockIn: '08:00', clockOut: '17:06', norm: 8.6},
  {name: 'שני', clockIn: '08:00', clockOut: '19:06', norm: 8.6},
  {name: 'שלישי', clockIn: '08:00', clockOut: '20:06', norm: 8.6},
  {name: 'רביעי', clockIn: '08:00', clockOut: '17:06', norm: 8.6},
  {name: 'חמישי', clockIn: '08:00', clockOut: '16:06', norm: 7.6},
];
// The payslip lines.
const payslipRegularHours = 42;
const payslipRegularPay = 1680;
const payslip125Hours = 3;
const payslip125Pay = 150;
const payslip150Pay = 0;

const r = (x: number) => Math.round(x * 1000) / 1000; // hours, free of float noise
const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const split = days.map((d) => {
  const presence = r((minutes(d.clockOut) - minutes(d.clockIn)) / 60);
  const net = r(presence - breakHours);
  const regular = Math.min(net, d.norm);
  const at125 = r(Math.min(Math.max(net - d.norm, 0), first125Tier));
  const at150 = r(Math.max(net - d.norm - first125Tier, 0));
  return {...d, presence, net, regular, at125, at150};
});
const sum = (xs: number[]) => r(xs.reduce((a, b) => a + b, 0));
const regularHours = sum(split.map((d) => d.regular));
const hours125 = sum(split.map((d) => d.at125));
const hours150 = sum(split.map((d) => d.at150));
const totalHours = r(regularHours + hours125 + hours150);

const rate125 = roundShekel(hourlyWage * 1.25);
const rate150 = roundShekel(hourlyWage * 1.5);
const dueRegular = roundShekel(regularHours * hourlyWage);
const due125 = roundShekel(hours125 * rate125);
const due150 = roundShekel(hours150 * rate150);
const due = roundShekel(dueRegular + due125 + due150);
const paid = roundShekel(payslipRegularPay + payslip125Pay + payslip150Pay);

test('step 1: net hours of each day', () => {
  assertStated(page, breakHours);
  for (const d of split) {
    assertStated(page, d.presence); // 9.1, 11.1, 12.1, 8.1
    assertStated(page, d.net); // 8.6, 10.6, 11.6, 7.6
  }
});

test('step 2: the split per day and the week totals', () => {
  for (const d of split) {
    assertStated(page, d.norm);
    assertStated(page, d.at125);
    assertStated(page, d.at150);
  }
  assertStated(page, regularHours); // 42
  assert.equal(regularHours, weeklyLimit, 'regular hours reach exactly the weekly limit');
  assertStated(page, hours125); // 4
  assertStated(page, hours150); // 1
  assertStated(page, totalHours); // 47
});

test('step 3: what should have been paid', () => {
  assertStated(page, hourlyWage);
  assertStated(page, dueRegular); // 1,680
  assertStated(page, rate125); // 50
  assertStated(page, due125); // 200
  assertStated(page, rate150); // 60
  assertStated(page, due150); // 60
  assertStated(page, due); // 1,940
});

test('steps 4 and 5: the payslip and the gaps', () => {
  const payslipHours = payslipRegularHours + payslip125Hours;
  assertStated(page, payslipRegularHours);
  assertStated(page, payslipRegularPay);
  assertStated(page, payslip125Hours);
  assertStated(page, payslip125Pay);
  assertStated(page, paid); // 1,830
  assertStated(page, payslipHours); // 45
  assertStated(page, r(totalHours - payslipHours)); // 2 missing hours
  assertStated(page, roundShekel(due125 - payslip125Pay)); // 50
  assertStated(page, roundShekel(due150 - payslip150Pay)); // 60
  assertStated(page, roundShekel(due - paid)); // 110
});
