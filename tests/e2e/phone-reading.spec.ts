import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, version, colourModeSettled} from './fixtures';

// What a reader sees on a phone: wide tables, amounts, the announcement bar. (The colour toggle's
// first click on a light device is tested with the rest of its cycle in layout.spec.ts.)

const phone = {width: 390, height: 844};
const hoursPage = '/calculation-results/calc-one-month-hours';

/** The six-column "paid / should have paid / gap" table of the hours page. */
function gapTable(page: Page): Locator {
  return page.locator('table').filter({hasText: 'צריך היה לשלם'}).filter({hasText: 'סך הכול'}).first();
}

/** The amounts ("1,500 ₪") in the main content whose number and sign are not drawn on one line. */
async function brokenAmounts(page: Page): Promise<string[]> {
  return page
    .locator('main article')
    .first()
    .evaluate((article) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('pre, code')) continue;
        for (const match of node.data.matchAll(/[\d,.]*\d\s₪|₪\s\d[\d,.]*/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => rect.top);
          // Pieces of one line (the number and the sign are separate bidi runs) differ by a pixel at most.
          if (Math.max(...tops) - Math.min(...tops) > 4) broken.push(match[0]);
        }
      }
      return broken;
    });
}

test.describe('wide tables on a phone', () => {
  test.use({viewport: phone});

  test('a six-column table shows each row as a card: every column, named, on screen without swiping', async ({page}) => {
    await page.goto(hoursPage);
    const table = gapTable(page);
    await table.scrollIntoViewIfNeeded();
    const box = table.locator('xpath=..');
    // Nothing is left to swipe to.
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    const row = table.locator('tbody tr').filter({hasText: 'נוספות 125%'});
    const should = row.locator('td[data-label="צריך היה לשלם"]');
    const gap = row.locator('td[data-label="פער"]');
    await expect(should).toHaveText('1,920\u00A0₪');
    await expect(gap).toHaveText('420\u00A0₪');
    for (const cell of [should, gap]) {
      const rect = (await cell.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(phone.width);
      // The column's name is drawn beside the value, on the same line.
      const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
      expect(label).toContain(await cell.getAttribute('data-label'));
    }
    // The row's name heads its card, above the values, and is the row's header.
    await expect(row.getByRole('rowheader')).toHaveText('נוספות 125%');
    const title = (await row.locator('th').boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual((await should.boundingBox())!.y + 1);
    // Screen readers still read a table, with its six column headers.
    await expect(page.getByRole('table').filter({hasText: 'צריך היה לשלם'}).filter({hasText: 'סך הכול'}).getByRole('columnheader')).toHaveCount(6);
    expect(await brokenAmounts(page)).toEqual([]);
  });

  test('at 1280 px the same table is a table, its amounts each on one line', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(hoursPage);
    const table = gapTable(page);
    await expect(table.locator('thead')).toBeVisible();
    const row = table.locator('tbody tr').filter({hasText: 'נוספות 125%'});
    const tops = await row.locator('td').evaluateAll((cells) => new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    expect(await brokenAmounts(page)).toEqual([]);
  });

  test("a card's value of several pieces reads as one text: the full stop after an amount stays on its line", async ({page}) => {
    await page.goto('/calculation-params/calculation-general-params');
    const row = page.locator('table[data-cards] tbody tr').filter({hasText: '1.4.2024'});
    const status = row.locator('td[data-label="מצב"]');
    await status.scrollIntoViewIfNeeded();
    await expect(status).toContainText('32.31\u00A0₪. ההפרש');
    // The amount's last character and the full stop after it (a formula's box, then the sentence's text).
    const [amountTop, stopTop] = await status.evaluate((cell) => {
      const formula = Array.from(cell.querySelectorAll('.formula')).find((span) => span.textContent?.includes('32.31'))!;
      const stop = document.createRange();
      const after = formula.nextSibling as Text;
      stop.setStart(after, 0);
      stop.setEnd(after, 1);
      return [formula.getBoundingClientRect().top, stop.getBoundingClientRect().top];
    });
    expect(Math.abs(amountTop - stopTop)).toBeLessThanOrEqual(4);
  });

  test('no amount of the results pages is split from its ₪ sign', async ({page}) => {
    for (const path of [hoursPage, '/calculation-results/calc-nohehut-sahar', '/calculation-results/calc-hushtalmut', '/calculation-params/calculaton-month']) {
      await page.goto(path);
      await page.locator('main article').first().waitFor();
      expect(await brokenAmounts(page), path).toEqual([]);
    }
  });
});

test.describe('announcement bar on a phone', () => {
  test.use({viewport: phone});

  test('takes one line with the version and the link, and with the header less than an eighth of the screen', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const bar = page.getByRole('complementary', {name: 'הודעה'});
    await expect(bar).toContainText(`חדש בגרסה ${version}`);
    const link = bar.getByRole('link', {name: 'מה חדש בגרסה'});
    await expect(link).toBeVisible();
    await expect(bar.getByText('פיצול ומיזוג עמודים')).toBeHidden();
    const barBox = (await bar.boundingBox())!;
    const linkBox = (await link.boundingBox())!;
    // One line: the link is no taller than a line of the bar.
    expect(barBox.height).toBeLessThanOrEqual(36);
    expect(linkBox.height).toBeLessThanOrEqual(barBox.height);
    const navbar = (await page.locator('nav.navbar').boundingBox())!;
    expect((barBox.height + navbar.height) / phone.height).toBeLessThan(0.125);
    // The close button is still a target of 24 px at least (WCAG 2.5.8).
    const close = (await bar.getByRole('button', {name: 'סגירת ההודעה'}).boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
  });

  test('at 1280 px it names what is new', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/intro');
    await expect(page.getByRole('complementary', {name: 'הודעה'}).getByText('פיצול ומיזוג עמודים')).toBeVisible();
  });
});

/** sRGB channels (0-255) to relative luminance (WCAG 2). */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// One load; the window resized and the device's colours switched (the page follows them while the
// choice is "system"), every width and scheme measured and every one below 3:1 reported.
test("the announcement bar's ✕ is 3:1 or more against the bar, light and dark, at 390 and 1280 px", async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/intro');
  await hydrated(page);
  const low: string[] = [];
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({width, height: 844});
      await page.emulateMedia({colorScheme: scheme});
      await colourModeSettled(page, scheme);
      const close = page.getByRole('complementary', {name: 'הודעה'}).getByRole('button', {name: 'סגירת ההודעה'});
      await expect(close).toBeVisible();
      // The colour the ✕'s strokes are drawn in, with the opacity of every box it is in, over the
      // bar's background: the colour the reader sees.
      const {stroke, background} = await close.evaluate((button) => {
        const rgba = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
        const path = button.querySelector('svg g') ?? button;
        let opacity = 1;
        for (let box: Element | null = path; box && box !== button.parentElement; box = box.parentElement) opacity *= Number(getComputedStyle(box).opacity);
        const stroke = rgba(getComputedStyle(path).stroke === 'none' ? getComputedStyle(path).color : getComputedStyle(path).stroke);
        let background: number[] = [0, 0, 0, 0];
        for (let box: Element | null = button; box && (background[3] ?? 1) === 0; box = box.parentElement) {
          background = rgba(getComputedStyle(box).backgroundColor);
          if (background.length === 3) background.push(1);
        }
        return {stroke: [...stroke.slice(0, 3), (stroke[3] ?? 1) * opacity], background};
      });
      const seen = stroke.slice(0, 3).map((channel, index) => channel * stroke[3]! + background[index]! * (1 - stroke[3]!));
      const ratio = contrast(seen, background.slice(0, 3));
      if (!(ratio >= 3)) low.push(`${scheme}, ${width} px: ✕ ${JSON.stringify(seen)} on ${JSON.stringify(background)}, ${ratio.toFixed(2)}:1`);
    }
  }
  expect(low).toEqual([]);
});

test.describe('the back-to-top button on a phone', () => {
  test.use({viewport: phone});

  for (const path of [hoursPage, '/calculation-results/calc-monthly-detail']) {
    test(`never covers the text of a table, the page scrolled up through its card tables (${path})`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.markdown table[data-cards]').first()).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      /** The button as drawn (when shown) and every cell's text that crosses it. */
      const state = () =>
        page.evaluate(() => {
          const button = document.querySelector<HTMLElement>('.theme-back-to-top-button')!;
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          const shown = style.visibility === 'visible' && Number(style.opacity) > 0.05 && box.width > 1;
          const crosses = (rect: DOMRect) => rect.width > 0 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
          const covered: string[] = [];
          for (const cell of Array.from(document.querySelectorAll('.markdown table :is(td, th)'))) {
            const range = document.createRange();
            range.selectNodeContents(cell);
            if (Array.from(range.getClientRects()).some(crosses)) covered.push(cell.textContent!.trim());
          }
          // The button's place, shown or not, over a table: the page has a stretch where it matters.
          const centre = {x: box.left + box.width / 2, y: box.top + box.height / 2};
          const overTable = Array.from(document.querySelectorAll('.markdown table')).some((table) => {
            const rect = table.getBoundingClientRect();
            return centre.x > rect.left && centre.x < rect.right && centre.y > rect.top && centre.y < rect.bottom;
          });
          return {shown, covered: shown ? covered : [], overTable, scrollY: window.scrollY};
        });
      let shownSteps = 0;
      let tableSteps = 0;
      for (let step = 0; step < 200; step += 1) {
        await page.evaluate(() => window.scrollBy(0, -150));
        // Once the button has settled (it fades in and out), it covers no cell's text.
        await expect.poll(async () => (await state()).covered, {timeout: 3_000, message: `at scrollY ${(await state()).scrollY}`}).toEqual([]);
        const now = await state();
        if (now.shown) shownSteps += 1;
        if (now.overTable) tableSteps += 1;
        if (now.scrollY === 0) break;
      }
      // The button showed on the way up, and its place crossed the tables.
      expect(shownSteps).toBeGreaterThan(3);
      expect(tableSteps).toBeGreaterThan(3);
    });
  }
});
