import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-monthly-detail.md:
// an hourly worker paid 34.32 ₪ from March to May 2026, while the hourly minimum rose to 35.4 ₪
// on 1.4.2026; overtime at 125% paid at 100%.
const page = readDoc('calculation-results/calc-monthly-detail');

const paidRate = 34.32;
const minimumUntilMarch = 34.32;
const minimumFromApril = 35.4;
const months = [
  {name: 'March', regular: 170, ot125: 10, minimum: minimumUntilMarch},
  {name: 'April', regular: 160, ot125: 12, minimum: minimumFromApril},
  {name: 'May', regular: 176, ot125: 8, minimum: minimumFromApril},
];

function rows() {
  return months.map((m) => {
    const due = Math.max(paidRate, m.minimum);
    const regularPaid = roundShekel(m.regular * paidRate);
    const regularDue = roundShekel(m.regular * due);
    const otRate = roundShekel(due * 1.25);
    const otPaid = roundShekel(m.ot125 * paidRate);
    const otDue = roundShekel(m.ot125 * otRate);
    return {
      ...m,
      regularPaid,
      regularDue,
      regularGap: roundShekel(regularDue - regularPaid),
      otRate,
      otPaid,
      otDue,
      otGap: roundShekel(otDue - otPaid),
    };
  });
}

test('the rates', () => {
  assertStated(page, paidRate);
  assertStated(page, minimumFromApril);
  assertStated(page, roundShekel(minimumFromApril - paidRate)); // 1.08
  assertStated(page, roundShekel(paidRate * 1.25)); // 42.9
  assertStated(page, roundShekel(minimumFromApril * 1.25)); // 44.25
});

test('step 1: regular hours, month by month', () => {
  const diff = minimumFromApril - paidRate;
  for (const row of rows()) {
    assertStated(page, row.regular);
    assertStated(page, row.regularPaid);
    assertStated(page, row.regularDue);
    assertStated(page, row.regularGap);
    if (row.minimum > paidRate) assertStated(page, roundShekel(row.regular * diff)); // the check by the difference
  }
  const total = roundShekel(rows().reduce((s, x) => s + x.regularGap, 0));
  assertStated(page, total); // 362.88
});

test('step 2: overtime at 125%, month by month', () => {
  for (const row of rows()) {
    assertStated(page, row.ot125);
    assertStated(page, row.otPaid);
    assertStated(page, row.otDue);
    assertStated(page, row.otGap);
  }
  const total = roundShekel(rows().reduce((s, x) => s + x.otGap, 0));
  assertStated(page, total); // 284.4
});

test('step 3 and 4: totals for the period and per month', () => {
  const all = rows();
  const paid = roundShekel(all.reduce((s, x) => s + x.regularPaid + x.otPaid, 0));
  const due = roundShekel(all.reduce((s, x) => s + x.regularDue + x.otDue, 0));
  assertStated(page, paid); // 18,395.52
  assertStated(page, due); // 19,042.8
  assertStated(page, roundShekel(due - paid)); // 647.28
  for (const row of all) assertStated(page, roundShekel(row.regularGap + row.otGap)); // 85.8, 291.96, 269.52
});
