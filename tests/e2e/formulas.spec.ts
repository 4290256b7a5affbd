import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {formulas, islandPages} from './formula-examples';

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

// That each formula is inside one left-to-right island of the built HTML is read in Node
// (scripts/check-static-pages.ts); here, where the browser draws them. One page load a page, every
// formula of it checked, and every one out of order reported, named with its page.
for (const width of [390, 1280]) {
  test(`at ${width} px every worked formula is drawn left to right: each number and operator right of the one before`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    const paths = [...new Set([...formulas.map(({path}) => path), ...(width === 390 ? islandPages : [])])];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const {formula} of formulas.filter((entry) => entry.path === path)) {
        const tokens = await drawn(page, formula);
        if (tokens.length < 3) problems.push(`${path}: the article does not read "${formula}"`);
        problems.push(...outOfOrder(tokens).map((wrong) => `${path}: "${formula}": ${wrong}`));
      }
      if (width === 390 && islandPages.includes(path)) {
        const islands = await page.locator('main article bdi.formula-expression').allTextContents();
        if (islands.length <= 5) problems.push(`${path}: ${islands.length} formula islands`);
        for (const island of islands) problems.push(...outOfOrder(await drawn(page, island)).map((wrong) => `${path}: "${island}": ${wrong}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
