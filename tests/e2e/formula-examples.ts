/**
 * Worked formulas of the guide's pages, each of which must read left to right: inside one
 * left-to-right island of the built HTML (scripts/check-static-pages.ts) and as the browser draws it
 * (formulas.spec.ts).
 */
export const formulas: readonly {path: string; formula: string}[] = [
  {path: '/calculation-results/calc-one-month-hours', formula: '38.4 − 30 = 8.4'},
  {path: '/calculation-results/calc-one-month-hours', formula: '6,720 + 1,920 + 216 + 460 = 9,316 ₪'},
  // A quantity with its Hebrew unit inside the formula.
  {path: '/calculation-results/calc-mahala', formula: '45 ₪ × 8 שעות = 360 ₪'},
  {path: '/calculation-params/calculaton-frame-work', formula: '8.6 שעות רגילות × 50 ₪ = 430 ₪'},
  // Dated figures (<LawFigure>) as its operands.
  {path: '/calculation-results/calc-monthly-detail', formula: '− 34.32 = 1.08 ₪'},
  {path: '/calculation-results/calc-ekef-misra', formula: '136.5 ÷ 182 = 0.75'},
];

/** The pages with worked examples: more than five islands each, every one of them checked (at 390 px, where lines wrap). */
export const islandPages: readonly string[] = [
  '/calculation-results/calc-one-month-hours',
  '/calculation-results/calc-one-month-report',
  '/calculation-results/calc-holiday-payment',
  '/calculation-results/calc-avraa',
];
