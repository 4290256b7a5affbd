import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import sidebars from '../../sidebars';
import {sidebarEntries} from '../../src/plugins/search-records/lib/markdownPages';

// Printing, checked through what Chromium prints: the PDF of a page and of /print, read back with
// pdftotext (Debian's poppler-utils). Text order is checked on the extracted text, which
// pdftotext gives in logical (reading) order wrapped in bidirectional marks; where things sit on
// the sheet (right to left) with the words' boxes of `pdftotext -bbox-layout`, and the colours with
// the sheet drawn as pixels by pdftoppm.

const docIds = [...sidebarEntries(sidebars).entries()].sort(([, a], [, b]) => a.order - b.order).map(([id]) => id);

type Pdf = {pages: string[]; file: string};

/** The sheet's margin on every side, in PDF points (15 mm). */
const MARGIN = (15 / 25.4) * 72;

/** The page printed to A4 as a reader's "Save as PDF" does, and its text, sheet by sheet. */
async function printed(page: Page, name = 'printed'): Promise<Pdf> {
  // Written where Playwright keeps the test's output, beside its report if it fails.
  const file = test.info().outputPath(`${name}.pdf`);
  writeFileSync(file, await page.pdf({format: 'A4', margin: {top: '15mm', bottom: '15mm', left: '15mm', right: '15mm'}}));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const pages = text
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .split('\f')
    .map((sheet) => sheet.replace(/[ \t]+/g, ' ').trim());
  // pdftotext ends with a form feed: the last piece is empty.
  return {pages: pages.at(-1) === '' ? pages.slice(0, -1) : pages, file};
}

type Box = {xMin: number; xMax: number; yMin: number; yMax: number};
type Word = Box & {text: string};
type Line = Box & {words: Word[]};
type Sheet = {width: number; height: number; lines: Line[]};

const box = (attributes: string): Box => {
  const at = (name: string): number => Number(new RegExp(`${name}="([\\d.]+)"`).exec(attributes)![1]);
  return {xMin: at('xMin'), xMax: at('xMax'), yMin: at('yMin'), yMax: at('yMax')};
};
const unescape = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Where each line and word of the PDF is drawn, sheet by sheet, in points from the top left corner. */
function layout(file: string): Sheet[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', file, '-'], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  return [...xml.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    lines: [...body!.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, attributes, words]) => ({
      ...box(attributes!),
      words: [...words!.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, wordAttributes, text]) => ({...box(wordAttributes!), text: unescape(text!)})),
    })),
  }));
}

/**
 * A word's Hebrew letters, compared in either order: the PDF keeps a right-to-left word's glyphs in
 * the order they are drawn, left to right.
 */
const letters = (word: string): string => word.replace(/[^\u05D0-\u05EA]/g, '');
const sameWord = (drawn: string, written: string): boolean => {
  const a = letters(drawn);
  const b = letters(written);
  return a !== '' && (a === b || a === [...b].reverse().join(''));
};

/** The first line of the sheets that holds every Hebrew word of the text (and the sheet it is on). */
function lineOf(sheets: Sheet[], text: string): {line: Line; sheet: Sheet} {
  const wanted = text.split(/\s+/).filter((word) => letters(word) !== '');
  for (const sheet of sheets) {
    const line = sheet.lines.find((candidate) => wanted.every((word) => candidate.words.some((drawn) => sameWord(drawn.text, word))));
    if (line) return {line, sheet};
  }
  throw new Error(`no printed line holds "${text}"`);
}

/** A sheet drawn as grey pixels at one pixel per point (pdftoppm's PGM: a header, then one byte a pixel). */
function pixels(file: string, sheet: number): {width: number; height: number; at: (x: number, y: number) => number} {
  const pgm = execFileSync('pdftoppm', ['-r', '72', '-gray', '-f', String(sheet), '-l', String(sheet), file], {maxBuffer: 64 * 1024 * 1024});
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const [width, height, offset] = [Number(header[1]), Number(header[2]), header[0].length];
  return {width, height, at: (x, y) => pgm[offset + Math.round(y) * width + Math.round(x)]!};
}

/** The share of a sheet's pixels that are white, and of the rest that are dark (text), drawn at 72 dpi. */
function colours(file: string, sheet: number): {white: number; darkInk: number; ink: number} {
  const {width, height, at} = pixels(file, sheet);
  let white = 0;
  let ink = 0;
  let dark = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = at(x, y);
      if (value >= 250) white++;
      else if (value < 200) {
        ink++;
        if (value < 90) dark++;
      }
    }
  }
  return {white: white / (width * height), darkInk: ink === 0 ? 0 : dark / ink, ink};
}

/**
 * The Hebrew words of a line, in order. pdftotext puts a Latin word of a mixed line (Excel) out of
 * place, so lines are compared by their Hebrew words.
 */
const hebrewWords = (line: string): string =>
  line
    .replace(/[^\u05D0-\u05EA\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The first line of text on a sheet. */
const firstLine = (sheet: string): string =>
  sheet
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/**
 * The page, switched to the dark mode as a reader's system switches it, prints its first sheet as in
 * the light mode: white where nothing is drawn, dark text, and pixel for pixel the sheet printed in
 * the light mode (`light`, the file of the same page printed before the switch).
 */
async function expectDarkPrintsAsLight(page: Page, light: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const {file} = await printed(page, 'dark');
  const {white, darkInk, ink} = colours(file, 1);
  // The sheet is white where nothing is drawn (a screenshot of the product takes a fifth of it), and its text is dark.
  expect(white, 'white share of the first sheet').toBeGreaterThan(0.7);
  expect(ink, 'something is printed').toBeGreaterThan(500);
  expect(darkInk, 'share of the ink that is dark').toBeGreaterThan(0.3);
  // Pixel for pixel, the first sheet is the one printed in light mode.
  const [a, b] = [pixels(light, 1), pixels(file, 1)];
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let difference = 0;
  for (let y = 0; y < a.height; y++) for (let x = 0; x < a.width; x++) difference += Math.abs(a.at(x, y) - b.at(x, y));
  expect(difference / (a.width * a.height), 'mean difference from the light-mode sheet, in grey levels').toBeLessThan(1);
}

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
  expect(
    at.every((position, i) => position > 0 && (i === 0 || position > at[i - 1]!)),
    `${headings.join(', ')} at ${at.join(', ')}`,
  ).toBe(true);
  // No navbar, sidebar, table of contents, feedback, buttons or footer.
  for (const absent of ['העתקת הדף כ-Markdown', 'האם הדף עזר לכם', 'מידע משפטי', 'הסכם שירות ותמיכה', 'לאתר הראשי', 'חישוב חדש\nתוצאות הסריקה', 'עריכת הדף', 'עודכן לאחרונה']) {
    expect(text, absent).not.toContain(absent);
  }
});

/** The right edge of the sheet's text, and its left one, in points. */
const edges = (sheet: Sheet): {right: number; left: number} => ({right: sheet.width - MARGIN, left: MARGIN});

test('a printed page is laid out right to left: headings and lines end at the right margin, tables and lists start there; in dark mode it prints black on white, as in light mode', async ({page}) => {
  test.setTimeout(150_000);
  const path = '/calculation-results/calc-one-month-hours';
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(path);
  await hydrated(page);
  const article = page.locator('article').first();
  const headings = await article.locator('h1, h2').allInnerTexts();
  const firstParagraph = await article.locator('.markdown > p').first().innerText();
  const table = article.locator('table').filter({hasText: 'מה היא מציגה'}).first();
  const headers = await table.locator('thead th').allInnerTexts();
  const bulleted = await article.locator('.markdown > ul > li').first().innerText();
  const numbered = await article.locator('.markdown > ol > li').first().innerText();
  const {file} = await printed(page);
  const sheets = layout(file);

  // Each heading ends at the right margin and, shorter than a line, leaves the left side empty.
  for (const heading of headings) {
    const {line, sheet} = lineOf(sheets, heading);
    const {right, left} = edges(sheet);
    expect(line.xMax, `"${heading}" ends at the right margin`).toBeGreaterThan(right - 3);
    expect(line.xMin, `"${heading}" starts away from the left margin`).toBeGreaterThan(left + 20);
  }

  // The first paragraph's lines all end at the right margin; where they start varies (ragged left).
  const {line: first, sheet} = lineOf(sheets, firstParagraph.split(/\s+/).slice(0, 4).join(' '));
  const {right} = edges(sheet);
  const paragraph = sheet.lines.filter((line) => line.yMin >= first.yMin && line.yMin < first.yMin + 100 && line.xMax - line.xMin > 100);
  expect(paragraph.length).toBeGreaterThanOrEqual(3);
  for (const line of paragraph) expect(line.xMax, 'a paragraph line ends at the right margin').toBeGreaterThan(right - 3);
  const starts = paragraph.map((line) => line.xMin);
  expect(Math.max(...starts) - Math.min(...starts), 'the lines start where their words end (ragged left)').toBeGreaterThan(5);

  // The table's first column is on the right: its header cell is right of the second one.
  const [firstHeader, secondHeader] = (headers as [string, string]).map((header) => header.split(/\s+/)[0]!);
  const cells = sheets.flatMap((drawn) => {
    const words = drawn.lines.flatMap((line) => line.words);
    return words
      .filter((word) => sameWord(word.text, firstHeader!))
      .flatMap((first) => {
        const second = words.find((word) => sameWord(word.text, secondHeader!) && Math.abs(word.yMin - first.yMin) < 3);
        return second ? [{first, second}] : [];
      });
  });
  expect(cells.length, `the header cells "${firstHeader}" and "${secondHeader}" side by side`).toBeGreaterThan(0);
  expect(cells[0]!.first.xMin, `"${firstHeader}" is right of "${secondHeader}"`).toBeGreaterThan(cells[0]!.second.xMax);

  // A numbered item's number is right of its words.
  const numberedLine = lineOf(sheets, numbered.split(/\s+/).slice(0, 3).join(' '));
  const marker = numberedLine.line.words.find((word) => /^\.?1\.?$/.test(word.text))!;
  expect(marker, 'the list item\'s number "1." is on its line').toBeDefined();
  expect(marker.xMin, "the number is right of the item's words").toBeGreaterThan(Math.max(...numberedLine.line.words.filter((word) => word !== marker).map((word) => word.xMax)));

  // A bullet (drawn as a shape, not text) is a dark mark right of its line's words, none on the left.
  const bulletLine = lineOf(sheets, bulleted.split(/\s+/).slice(0, 3).join(' '));
  const {at} = pixels(file, sheets.indexOf(bulletLine.sheet) + 1);
  const inkBetween = (from: number, to: number): number => {
    let ink = 0;
    for (let x = Math.round(from); x <= Math.round(to); x++) {
      for (let y = Math.round(bulletLine.line.yMin); y <= Math.round(bulletLine.line.yMax); y++) if (at(x, y) < 128) ink++;
    }
    return ink;
  };
  expect(inkBetween(bulletLine.line.xMax + 2, Math.min(bulletLine.line.xMax + 20, bulletLine.sheet.width - 1)), 'a bullet right of the item').toBeGreaterThan(0);
  expect(inkBetween(Math.max(bulletLine.line.xMin - 20, 0), bulletLine.line.xMin - 2), 'no bullet left of the item').toBe(0);

  await expectDarkPrintsAsLight(page, file);
});

test('/print holds the whole guide: a table of contents numbered as the outline and read right to left (1, then 2.1, 2.2), then every page on its own sheets in sidebar order; in dark mode it prints black on white, as in light mode', async ({
  page,
}) => {
  // The whole guide printed twice: on a loaded machine each print takes a minute or more.
  test.setTimeout(480_000);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/print');
  await hydrated(page);
  const titles = await page.locator('article > h1').allInnerTexts();
  expect(titles).toHaveLength(docIds.length);
  const contents = page.getByRole('navigation', {name: 'תוכן העניינים'});
  expect(await contents.getByRole('link').allInnerTexts()).toEqual(titles);
  const firstPage = await contents.locator(':scope > ol > li > a').first().innerText();
  const firstCategory = await contents
    .locator(':scope > ol > li:has(ol)')
    .first()
    .evaluate((item) => ({
      name: item.querySelector(':scope > span')!.textContent!,
      number: Array.from(item.parentElement!.children).indexOf(item) + 1,
      first: item.querySelector('ol > li > a')!.textContent!,
    }));
  // Every illustration loaded before printing.
  await expect
    .poll(() => page.locator('article img').evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);

  // Where the contents and the pages' links to one another lead: the ids they name.
  const contentsTargets = await contents.getByRole('link').evaluateAll((links) => links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))));
  const crossTargets = await page
    .locator('article a[href^="#"]')
    .evaluateAll((links) => [...new Set(links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))))]);

  const {pages, file} = await printed(page);
  // Each page of the guide starts a sheet: the titles are, in order, the first lines of sheets.
  const sheetStarts = pages.map((sheet) => hebrewWords(firstLine(sheet)));
  const titleSheets: number[] = [];
  let sheet = 0;
  for (const title of titles) {
    const found = sheetStarts.indexOf(hebrewWords(title), sheet);
    expect(found, `"${title}" starts a sheet after sheet ${sheet}`).toBeGreaterThanOrEqual(sheet);
    titleSheets.push(found + 1);
    sheet = found + 1;
  }
  // A PDF viewer follows a link to its named destination: each entry of the contents lands on the
  // sheet its page starts, and every link between pages has a destination in the file.
  const destinations = new Map(
    execFileSync('pdfinfo', ['-dests', file], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']})
      .split('\n')
      .flatMap((line) => {
        const match = /^\s*(\d+) \[.*\] "(.*)"$/.exec(line);
        return match ? [[decodeURIComponent(match[2]!), Number(match[1])] as const] : [];
      }),
  );
  expect(contentsTargets.map((id) => destinations.get(id))).toEqual(titleSheets);
  expect(crossTargets.length).toBeGreaterThan(0);
  expect(crossTargets.filter((id) => !destinations.has(id))).toEqual([]);
  expect(pages.length).toBeGreaterThan(docIds.length + 1);
  expect(pages.length).toBeLessThan(docIds.length * 10);
  // The cover and the table of contents come first, the pages' text in reading order.
  expect(firstLine(pages[0]!)).toMatch(/^המדריך למשתמש של /);
  expect(pages.slice(0, 3).join('\n')).toContain('תוכן העניינים');
  expect(pages.join(' ').replace(/\s+/g, ' ')).toContain('בודק השכר בודק אם עובדים קיבלו את מה שמגיע להם');
  expect(pages.join('\n')).not.toContain('הדפסה או שמירה כ-PDF');

  // The contents list: its numbers are the outline's, from the right, "1." right of the page's title.
  const sheets = layout(file).slice(0, 3);
  const numberOf = (text: string): {marker: Word; line: Line} => {
    const {line} = lineOf(sheets, text);
    const marker = line.words.find((word) => /^[\d.]+$/.test(word.text))!;
    expect(marker, `"${text}" has a number`).toBeDefined();
    return {marker, line};
  };
  const top = numberOf(firstPage);
  expect(top.marker.text.replace(/^\.|\.$/g, '')).toBe('1');
  const sub = numberOf(firstCategory.first);
  expect(sub.marker.text.replace(/^\.|\.$/g, '')).toBe(`${firstCategory.number}.1`);
  for (const {marker, line} of [top, sub]) {
    expect(marker.xMin).toBeGreaterThan(Math.max(...line.words.filter((word) => word !== marker).map((word) => word.xMax)));
  }
  const heading = lineOf(sheets, 'תוכן העניינים');
  expect(heading.line.xMax).toBeGreaterThan(edges(heading.sheet).right - 3);
  expect(lineOf(sheets, firstCategory.name).line.xMax).toBeGreaterThan(top.line.xMax - 30);

  await expectDarkPrintsAsLight(page, file);
});
