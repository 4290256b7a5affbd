import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import sidebars from '../../sidebars';
import {sidebarEntries} from '../../src/plugins/search-records/lib/markdownPages';

// Printing, checked through what Chromium prints: the PDF of a page and of /print, read back with
// pdftotext (Debian's poppler-utils). Text order is checked on the extracted text, which
// pdftotext gives in logical (reading) order wrapped in bidirectional marks.

const docIds = [...sidebarEntries(sidebars).entries()].sort(([, a], [, b]) => a.order - b.order).map(([id]) => id);

type Pdf = {pages: string[]};

/** The page printed to A4 as a reader's "Save as PDF" does, and its text, sheet by sheet (once per test). */
async function printed(page: Page): Promise<Pdf> {
  // Written where Playwright keeps the test's output, beside its report if it fails.
  const file = test.info().outputPath('printed.pdf');
  writeFileSync(file, await page.pdf({format: 'A4', margin: {top: '15mm', bottom: '15mm', left: '15mm', right: '15mm'}}));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const pages = text
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .split('\f')
    .map((sheet) => sheet.replace(/[ \t]+/g, ' ').trim());
  // pdftotext ends with a form feed: the last piece is empty.
  return {pages: pages.at(-1) === '' ? pages.slice(0, -1) : pages};
}

/**
 * The Hebrew words of a line, in order. pdftotext puts a Latin word of a mixed line (Excel) out of
 * place, so lines are compared by their Hebrew words.
 */
const hebrewWords = (line: string): string => line.replace(/[^\u05D0-\u05EA\s]/g, ' ').replace(/\s+/g, ' ').trim();

/** The first line of text on a sheet. */
const firstLine = (sheet: string): string => sheet.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

test('a guide page prints its article only, right to left and in reading order', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const {pages} = await printed(page);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.length).toBeLessThanOrEqual(8);
  const text = pages.join('\n');
  expect(firstLine(pages[0]!)).toBe('מבוא');
  // Words of the first paragraph come out in the order they are read, not mirrored.
  expect(text.replace(/\s+/g, ' ')).toContain('בודק השכר בודק אם עובדים קיבלו את מה שמגיע להם');
  // The headings follow one another as on the page.
  const headings = ['מה בודק השכר עושה', 'למי המדריך מיועד', 'מהלך העבודה בחמישה שלבים', 'איפה מתחילים', 'ראו גם'];
  const at = headings.map((heading) => text.indexOf(`\n${heading}\n`));
  expect(at.every((position, i) => position > 0 && (i === 0 || position > at[i - 1]!)), `${headings.join(', ')} at ${at.join(', ')}`).toBe(true);
  // No navbar, sidebar, table of contents, feedback, buttons or footer.
  for (const absent of ['העתקת הדף כ-Markdown', 'האם הדף עזר לכם', 'מידע משפטי', 'הסכם שירות ותמיכה', 'לאתר הראשי', 'חישוב חדש\nתוצאות הסריקה', 'עריכת הדף', 'עודכן לאחרונה']) {
    expect(text, absent).not.toContain(absent);
  }
});

test('/print holds the whole guide: a table of contents, then every page on its own sheets in sidebar order', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/print');
  await hydrated(page);
  const titles = await page.locator('article > h1').allInnerTexts();
  expect(titles).toHaveLength(docIds.length);
  const contents = await page.getByRole('navigation', {name: 'תוכן העניינים'}).getByRole('link').allInnerTexts();
  expect(contents).toEqual(titles);
  // Every illustration loaded before printing.
  await expect.poll(() => page.locator('article img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length)).toBe(0);

  const {pages} = await printed(page);
  // Each page of the guide starts a sheet: the titles are, in order, the first lines of sheets.
  const sheetStarts = pages.map((sheet) => hebrewWords(firstLine(sheet)));
  let sheet = 0;
  for (const title of titles) {
    const found = sheetStarts.indexOf(hebrewWords(title), sheet);
    expect(found, `"${title}" starts a sheet after sheet ${sheet}`).toBeGreaterThanOrEqual(sheet);
    sheet = found + 1;
  }
  expect(pages.length).toBeGreaterThan(docIds.length + 1);
  expect(pages.length).toBeLessThan(docIds.length * 10);
  // The cover and the table of contents come first, the pages' text in reading order.
  expect(firstLine(pages[0]!)).toMatch(/^המדריך למשתמש של /);
  expect(pages.slice(0, 3).join('\n')).toContain('תוכן העניינים');
  expect(pages.join(' ').replace(/\s+/g, ' ')).toContain('בודק השכר בודק אם עובדים קיבלו את מה שמגיע להם');
  expect(pages.join('\n')).not.toContain('הדפסה או שמירה כ-PDF');
});
