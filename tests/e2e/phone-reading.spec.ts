import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, version} from './fixtures';

// What a reader sees on a phone: wide tables, amounts, the announcement bar, the colour toggle's first click.

const phone = {width: 390, height: 844};
const hoursPage = '/calculation-results/calc-one-month-hours';

/** The six-column "paid / should have paid / gap" table of the hours page. */
function gapTable(page: Page): Locator {
  return page.locator('table').filter({hasText: 'צריך היה לשלם'}).filter({hasText: 'סך הכול'}).first();
}

/** The amounts ("1,500 ₪") in the main content whose number and sign are not drawn on one line. */
async function brokenAmounts(page: Page): Promise<string[]> {
  return page.locator('main article').first().evaluate((article) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('pre, code')) continue;
      for (const match of node.data.matchAll(/[\d,.]*\d\s₪|₪\s\d[\d,.]*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => rect.top);
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
    // The row's name heads its card, above the values.
    const title = (await row.locator('td').first().boundingBox())!;
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

  test('a card\'s value of several pieces reads as one text: the full stop after an amount stays on its line', async ({page}) => {
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

test('on a light device the colour toggle turns the page dark at the first click, then light, then back to the device', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/intro');
  await hydrated(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /^החלפת ערכת צבעים/});
  await expect(html).toHaveAttribute('data-theme-choice', 'system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const textColour = () => page.evaluate(() => getComputedStyle(document.body).color);
  const lightText = await textColour();

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: מצב כהה)');
  expect(await textColour()).not.toBe(lightText);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'system');
  await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: לפי הגדרות המכשיר)');
  // "System" follows the device.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
