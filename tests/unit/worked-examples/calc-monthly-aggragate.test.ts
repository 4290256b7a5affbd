import {test} from 'node:test';
import {readDoc, assertStated, roundShekel} from './lib';

// Worked example of docs/calculation-results/calc-monthly-aggragate.md:
// three workers in February 2026. The first two are recomputed here from the inputs of the
// examples on the one-month-hours and one-month-report pages, so the pages cannot drift apart.
const page = readDoc('calculation-results/calc-monthly-aggragate');
const r = (x: number) => Math.round(x * 1000) / 1000;

// Dana (calc-one-month-hours): hourly 40 ₪, 4 weeks of 4 × 8.6-norm days and 1 × 7.6-norm day,
// 10.5 hours a day, 6 Saturday hours; payslip: 168 regular, 30 at 125%, Saturday at 100%.
function dana() {
  const wage = 40;
  const h125 = r(4 * (4 * (10.5 - 8.6) + 2));
  const h150 = r(4 * (10.5 - 7.6 - 2));
  const regular = r(4 * (4 * 8.6 + 7.6));
  const parts = {
    ot125: {paid: 30 * wage * 1.25, due: h125 * wage * 1.25},
    ot150: {paid: 0, due: h150 * wage * 1.5},
    rest: {paid: 6 * wage, due: 6 * wage * 1.5},
  };
  const base = regular * wage;
  const paid = roundShekel(base + parts.ot125.paid + parts.ot150.paid + parts.rest.paid);
  const due = roundShekel(base + parts.ot125.due + parts.ot150.due + parts.rest.due);
  return {paid, due, parts};
}

// Yossi (calc-one-month-report): monthly 9,100 ₪ ÷ 182; 20 h at 125%, 3 h at 150%, 6 Saturday hours
// (+50%); payslip: base + 12 h at 125%.
function yossi() {
  const wage = 9100;
  const hour = wage / 182;
  const h125 = r(8 * (10.6 - 8.6) + 2 * 2);
  const h150 = r(2 * (11.1 - 7.6 - 2));
  const parts = {
    ot125: {paid: 12 * hour * 1.25, due: h125 * hour * 1.25},
    ot150: {paid: 0, due: h150 * hour * 1.5},
    rest: {paid: 0, due: 6 * hour * 0.5},
  };
  const paid = roundShekel(wage + parts.ot125.paid + parts.ot150.paid + parts.rest.paid);
  const due = roundShekel(wage + parts.ot125.due + parts.ot150.due + parts.rest.due);
  return {paid, due, parts};
}

// Michal: monthly 7,000 ₪, paid in full, above the February 2026 minimum of 6,247.67 ₪.
const michalWage = 7000;
const minimumFeb2026 = 6247.67;
function michal() {
  return {paid: michalWage, due: Math.max(michalWage, minimumFeb2026)};
}

const workers = [dana(), yossi(), michal()];

test('each worker', () => {
  assertStated(page, minimumFeb2026);
  for (const w of workers) {
    assertStated(page, w.paid);
    assertStated(page, w.due);
    assertStated(page, roundShekel(w.due - w.paid));
  }
});

test('steps 1–3: totals of the month', () => {
  const paid = roundShekel(workers.reduce((s, w) => s + w.paid, 0));
  const due = roundShekel(workers.reduce((s, w) => s + w.due, 0));
  const gapSum = roundShekel(workers.reduce((s, w) => s + Math.max(0, w.due - w.paid), 0));
  assertStated(page, paid); // 25,310
  assertStated(page, due); // 26,941
  assertStated(page, roundShekel(due - paid)); // 1,631
  assertStated(page, gapSum); // 1,631 as the sum of the workers' gaps
});

test('step 4: percentages and average', () => {
  const paid = workers.reduce((s, w) => s + w.paid, 0);
  const due = workers.reduce((s, w) => s + w.due, 0);
  const gap = due - paid;
  assertStated(page, roundShekel((gap / due) * 100)); // 6.05
  const [d, y] = workers;
  assertStated(page, roundShekel(((d.due - d.paid) / d.due) * 100)); // 8.2
  assertStated(page, roundShekel(((y.due - y.paid) / y.due) * 100)); // 8.16
  assertStated(page, roundShekel(gap / workers.length)); // 543.67
  assertStated(page, workers.filter((w) => w.due - w.paid > 0).length); // 2
});

test('step 5: the gap by component', () => {
  const d = dana().parts;
  const y = yossi().parts;
  const ot125 = [roundShekel(d.ot125.due - d.ot125.paid), roundShekel(y.ot125.due - y.ot125.paid)];
  const ot150 = [roundShekel(d.ot150.due - d.ot150.paid), roundShekel(y.ot150.due - y.ot150.paid)];
  const rest = [roundShekel(d.rest.due - d.rest.paid), roundShekel(y.rest.due - y.rest.paid)];
  for (const x of [...ot125, ...ot150, ...rest]) assertStated(page, x);
  const t125 = roundShekel(ot125[0] + ot125[1]);
  const t150 = roundShekel(ot150[0] + ot150[1]);
  const tRest = roundShekel(rest[0] + rest[1]);
  assertStated(page, t125); // 920
  assertStated(page, t150); // 441
  assertStated(page, tRest); // 270
  assertStated(page, roundShekel(t125 + t150 + tRest)); // 1,631
});
