import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// Worked formulas read left to right inside the Hebrew sentences (src/remark/formulas.ts): checked
// on where the browser draws each number and operator of a formula, not on the markup.

type Token = {text: string; x: number; top: number};

/**
 * The numbers and operators of the first place the article's text reads `formula`, in the order
 * written, each with the x of its middle and the top of its line as drawn.
 */
async function drawn(page: Page, formula: string): Promise<Token[]> {
  return page
    .locator('main article')
    .first()
    .evaluate((article, wanted) => {
      const nodes: {node: Text; start: number}[] = [];
      let text = '';
      const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        nodes.push({node, start: text.length});
        // A no-break space ("240\u00A0₪") reads as a space.
        text += node.data.replace(/\u00A0/g, ' ');
      }
      const at = text.indexOf(wanted);
      if (at < 0) return [];
      const tokens: {text: string; x: number; top: number}[] = [];
      for (const match of wanted.matchAll(/\d[\d,.]*%?|[×÷+−=₪]/g)) {
        const start = at + match.index;
        const holder = [...nodes].reverse().find((entry) => entry.start <= start)!;
        const range = document.createRange();
        range.setStart(holder.node, start - holder.start);
        range.setEnd(holder.node, start - holder.start + match[0].length);
        const rect = range.getBoundingClientRect();
        tokens.push({text: match[0], x: rect.left + rect.width / 2, top: rect.top});
      }
      return tokens;
    }, formula);
}

/** The tokens out of reading order: on one line each must be right of the one before, a new line lower. */
function outOfOrder(tokens: Token[]): string[] {
  const wrong: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [tokens[i - 1]!, tokens[i]!];
    const sameLine = Math.abs(a.top - b.top) <= 4;
    if (sameLine ? b.x <= a.x : b.top < a.top) wrong.push(`"${b.text}" (x ${Math.round(b.x)}) after "${a.text}" (x ${Math.round(a.x)})`);
  }
  return wrong;
}

const formulas = [
  {path: '/calculation-results/calc-one-month-hours', formula: '38.4 − 30 = 8.4'},
  {path: '/calculation-results/calc-one-month-hours', formula: '6,720 + 1,920 + 216 + 460 = 9,316 ₪'},
  // A quantity with its Hebrew unit inside the formula.
  {path: '/calculation-results/calc-mahala', formula: '45 ₪ × 8 שעות = 360 ₪'},
  {path: '/calculation-params/calculaton-frame-work', formula: '8.6 שעות רגילות × 50 ₪ = 430 ₪'},
  // Dated figures (<LawFigure>) as its operands.
  {path: '/calculation-results/calc-monthly-detail', formula: '− 34.32 = 1.08 ₪'},
  {path: '/calculation-results/calc-ekef-misra', formula: '136.5 ÷ 182 = 0.75'},
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    for (const {path, formula} of formulas) {
      test(`"${formula}" (${path}) is drawn left to right: each number and operator right of the one before`, async ({page}) => {
        await page.goto(path);
        const tokens = await drawn(page, formula);
        expect(tokens.length, `the article reads "${formula}"`).toBeGreaterThanOrEqual(3);
        expect(outOfOrder(tokens)).toEqual([]);
      });
    }
  });
}

test('every formula island of the pages with worked examples is drawn left to right', async ({page}) => {
  await page.setViewportSize({width: 390, height: 900});
  for (const path of ['/calculation-results/calc-one-month-hours', '/calculation-results/calc-one-month-report', '/calculation-results/calc-holiday-payment', '/calculation-results/calc-avraa']) {
    await page.goto(path);
    const islands = await page.locator('main article bdi.formula-expression').allTextContents();
    expect(islands.length, path).toBeGreaterThan(5);
    for (const island of islands) expect(outOfOrder(await drawn(page, island)), `${path}: ${island}`).toEqual([]);
  }
});
