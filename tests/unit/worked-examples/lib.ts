import {readFileSync} from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import {expandLawFigures} from '../../../src/data/lawFigures';
import {docPlace, failWithProblems} from '../../../scripts/lib/writer-problems';
import {numbersIn, plainText, statesValue, withoutListNumber} from './arithmetic';

const docsDir = path.join(import.meta.dirname, '../../../docs');
export const staticDir = path.join(import.meta.dirname, '../../../static');

/** A piece of a page with the place it came from, for messages ("calculation-results/calc-x.md:84"). */
export interface Located {
  text: string;
  where: string;
}

interface SourceLine {
  text: string;
  no: number;
}

/** The test of a page's worked example, as a writer is told to update it. */
const testOf = (where: string) => `tests/unit/worked-examples/${path.basename(where.replace(/\.md(:\d+)?$/, ''))}.test.ts`;

/** The words a test looks for are no longer on the page: the writer changed the wording, or the test must follow it. */
const wordingFix = (where: string) => `אם שיניתם את הניסוח, החזירו את המילים שהבדיקה מחפשת, או עדכנו אותן ב-${testOf(where)}`;

/**
 * Fails unless `ok`, with the English message for the developer's log and the Hebrew one the writers'
 * check shows on the page's line (scripts/lib/writer-problems.ts).
 */
function check(ok: unknown, where: string, english: string, hebrew: string, fix?: string): asserts ok {
  if (!ok) failWithProblems([{...docPlace(where), message: hebrew, fix}], `${where}: ${english}`);
}

const headingPattern = /^(#{1,6})\s+(.*)$/;

function clean(text: string): string {
  return plainText(withoutListNumber(text)).replace(/\s+/g, ' ').trim();
}

/** A run of lines of a page: the whole page, a section under a heading, or part of one. */
export class Block {
  constructor(
    readonly id: string,
    readonly lines: SourceLine[],
  ) {}

  get where(): string {
    return `${this.id}.md:${this.lines[0]?.no ?? 0}`;
  }

  /** The section under the one heading that starts with `heading`, up to the next heading of its level or above. */
  section(heading: string): Block {
    const starts = this.lines.flatMap((line, index) => {
      const m = headingPattern.exec(line.text);
      return m && clean(m[2]).startsWith(heading) ? [{index, level: m[1].length}] : [];
    });
    check(
      starts.length === 1,
      this.where,
      `expected one heading starting with "${heading}", found ${starts.length}`,
      `הבדיקה של הדוגמה המחושבת מחפשת כותרת אחת שמתחילה ב"${heading}", ומצאה ${starts.length}`,
      wordingFix(this.where),
    );
    const {index, level} = starts[0];
    let end = index + 1;
    while (end < this.lines.length) {
      const m = headingPattern.exec(this.lines[end].text);
      if (m && m[1].length <= level) break;
      end += 1;
    }
    return new Block(this.id, this.lines.slice(index + 1, end));
  }

  /** The part of the block from the line that contains `from` up to (not including) the line that contains `to`. */
  between(from: string | RegExp, to?: string | RegExp): Block {
    const start = this.lineIndex(from);
    const end = to === undefined ? this.lines.length : this.lineIndex(to);
    assert.ok(end > start, `${this.where}: "${String(to)}" should come after "${String(from)}"`);
    return new Block(this.id, this.lines.slice(start, end));
  }

  private lineIndex(anchor: string | RegExp): number {
    const hits = this.lines.flatMap((line, index) => (matches(clean(line.text), anchor) ? [index] : []));
    check(
      hits.length === 1,
      this.where,
      `expected one line with "${String(anchor)}", found ${hits.length}`,
      `הבדיקה של הדוגמה המחושבת מחפשת שורה אחת עם "${String(anchor)}", ומצאה ${hits.length}`,
      wordingFix(this.where),
    );
    return hits[0];
  }

  /** The one line of the block that contains `anchor` (Markdown emphasis removed). */
  line(anchor: string | RegExp): Located {
    const line = this.lines[this.lineIndex(anchor)];
    return {text: clean(line.text), where: `${this.id}.md:${line.no}`};
  }

  /** The one table of the block whose header has all these columns. */
  table(...columns: string[]): Table {
    const tables: Table[] = [];
    for (let i = 0; i < this.lines.length; i++) {
      if (!this.lines[i].text.trimStart().startsWith('|')) continue;
      let end = i;
      while (end < this.lines.length && this.lines[end].text.trimStart().startsWith('|')) end += 1;
      tables.push(new Table(this.id, this.lines.slice(i, end)));
      i = end;
    }
    const found = tables.filter((t) => columns.every((c) => t.header.includes(c)));
    check(
      found.length === 1,
      this.where,
      `expected one table with the columns ${columns.join(', ')}, found ${found.length}`,
      `הבדיקה של הדוגמה המחושבת מחפשת טבלה אחת עם העמודות ${columns.join(', ')}, ומצאה ${found.length}`,
      wordingFix(this.where),
    );
    return found[0];
  }
}

function matches(text: string, anchor: string | RegExp): boolean {
  return typeof anchor === 'string' ? text.includes(anchor) : anchor.test(text);
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(clean);
}

/** A GFM table: its header and its body rows. */
export class Table {
  readonly header: string[];
  readonly rows: Row[];

  constructor(id: string, lines: SourceLine[]) {
    this.header = cells(lines[0].text);
    this.rows = lines.slice(2).map((line) => new Row(this.header, cells(line.text), `${id}.md:${line.no}`));
  }

  /** The one row whose cell in `column` (the first column by default) is `label`, or matches it. */
  row(label: string | RegExp, column?: string): Row {
    const index = column === undefined ? 0 : this.header.indexOf(column);
    const found = this.rows.filter((r) => (typeof label === 'string' ? r.cells[index] === label : label.test(r.cells[index])));
    const where = this.rows[0]?.where ?? '';
    check(
      found.length === 1,
      where,
      `expected one row "${String(label)}", found ${found.length}`,
      `הבדיקה של הדוגמה המחושבת מחפשת בטבלה שורה אחת "${String(label)}", ומצאה ${found.length}`,
      wordingFix(where),
    );
    return found[0];
  }

  /** The one row whose cells are these texts, by column. */
  find(criteria: Record<string, string>): Row {
    const found = this.rows.filter((row) => Object.entries(criteria).every(([column, text]) => row.cell(column).text === text));
    assert.equal(found.length, 1, `${this.rows[0]?.where}: expected one row ${JSON.stringify(criteria)}, found ${found.length}`);
    return found[0];
  }
}

export class Row {
  constructor(
    private readonly header: string[],
    readonly cells: string[],
    readonly where: string,
  ) {}

  get label(): string {
    return this.cells[0];
  }

  cell(column: string): Located {
    const index = this.header.indexOf(column);
    assert.ok(index >= 0, `${this.where}: no column "${column}"`);
    return {text: this.cells[index] ?? '', where: this.where};
  }

  /** The single number in a cell. */
  number(column: string): number {
    return single(this.cell(column));
  }
}

/** A page of the guide, by id (e.g. "calculation-results/calc-hufsha"), with its dated figures as the reader sees them. */
export function readPage(id: string): Block {
  // Each line expanded on its own: a <LawFigureTable> line becomes the lines of its table, all at its line number.
  const source = readFileSync(path.join(docsDir, `${id}.md`), 'utf8');
  return new Block(
    id,
    source.split('\n').flatMap((line, index) =>
      expandLawFigures(line)
        .split('\n')
        .map((text) => ({text, no: index + 1})),
    ),
  );
}

/** The numbers written in a piece of text, in order (dates, times and versions are not numbers). */
export function numbers(at: Located): number[] {
  return numbersIn(at.text).map((n) => n.value);
}

/** The one number in a piece of text. */
export function single(at: Located): number {
  const found = numbers(at);
  check(found.length === 1, at.where, `expected one number in "${at.text}", found ${found.length}`, `בדוגמה המחושבת צריך להיות כאן מספר אחד, ויש ${found.length}: "${at.text}"`);
  return found[0];
}

/** The first number after `phrase` in a piece of text. */
export function numberAfter(at: Located, phrase: string): number {
  const index = at.text.indexOf(phrase);
  check(index >= 0, at.where, `"${phrase}" not found in "${at.text}"`, `הבדיקה של הדוגמה המחושבת מחפשת בשורה את המילים "${phrase}"`, wordingFix(at.where));
  const found = numbersIn(at.text.slice(index + phrase.length));
  check(found.length > 0, at.where, `no number after "${phrase}"`, `בדוגמה המחושבת חסר מספר אחרי "${phrase}"`);
  return found[0].value;
}

/** All the numbers after `phrase` in a piece of text. */
export function numbersAfter(at: Located, phrase: string): number[] {
  const index = at.text.indexOf(phrase);
  assert.ok(index >= 0, `${at.where}: "${phrase}" not found in "${at.text}"`);
  return numbersIn(at.text.slice(index + phrase.length)).map((n) => n.value);
}

/**
 * Fails unless the numbers written in `at` are exactly `expected`, in order; each written figure may
 * round its value only as far as its own decimals allow (see statesValue).
 */
export function expectNumbers(at: Located, expected: number[]): void {
  const written = numbersIn(at.text);
  const show = (xs: number[]) => xs.map((x) => Number(x.toFixed(4))).join(', ');
  const ok = written.length === expected.length && written.every((w, i) => statesValue(w, expected[i]));
  const shown = written.map((w) => w.text).join(', ');
  check(
    ok,
    at.where,
    `expected the figures [${show(expected)}]\n  in: ${at.text}\n  found [${shown}]`,
    `המספרים בשורה לא מתאימים לחישוב של הדוגמה: צריכים להיות בה, לפי הסדר, ${show(expected)}; כתוב בה ${shown || 'אין מספרים'}`,
    'תקנו את המספר השגוי, וכל מספר שנגזר ממנו בשלבים הבאים, בטבלה ובאיור',
  );
}

/** Rounds to agorot, the way the guide states amounts. */
export function roundShekel(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounds hours and percentages to free them of floating-point noise. */
export function r(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const ordinals = ['ראשונה', 'שנייה', 'שלישית', 'רביעית', 'חמישית', 'שישית', 'שביעית', 'שמינית', 'תשיעית', 'עשירית'];

/** The seniority year named in "בשנת הוותק השישית". */
export function seniorityYear(at: Located): number {
  const m = /שנת הוותק ה(\S+?)(?:\s|$|[,.])/.exec(at.text);
  assert.ok(m, `${at.where}: no "שנת הוותק ה…" in "${at.text}"`);
  const year = ordinals.indexOf(m[1]) + 1;
  assert.ok(year > 0, `${at.where}: unknown ordinal "${m[1]}"`);
  return year;
}

export const hebrewMonths = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'];
const hebrewDays = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'];

/** The month (1–12) of a Hebrew month name. */
export function monthNumber(name: string): number {
  const index = hebrewMonths.indexOf(name);
  assert.ok(index >= 0, `unknown month "${name}"`);
  return index + 1;
}

/** The Hebrew name of the weekday of a date. */
export function weekdayName(year: number, month: number, day: number): string {
  return hebrewDays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** Working days of a 5-day week in a month: Sunday to Wednesday, and Thursdays (the shortened day). */
export function workingDays(year: number, month: number): {sundayToWednesday: number; thursdays: number} {
  let sundayToWednesday = 0;
  let thursdays = 0;
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) break;
    const weekday = date.getUTCDay();
    if (weekday <= 3) sundayToWednesday += 1;
    else if (weekday === 4) thursdays += 1;
  }
  return {sundayToWednesday, thursdays};
}

/** Dates written D.M.YYYY in a piece of text. */
export function datesIn(at: Located): {day: number; month: number; year: number}[] {
  return [...at.text.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d])/g)].map((m) => ({
    day: Number(m[1]),
    month: Number(m[2]),
    year: Number(m[3]),
  }));
}

/** The texts of the <text> elements of an SVG under static/. */
export function svgTexts(file: string): string[] {
  const svg = readFileSync(path.join(staticDir, file), 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

/** Whether a validity cell ("מ-1.4.2025 עד 31.3.2026", "מ-1.4.2026") covers the first of a month. */
export function coversMonth(at: Located, year: number, month: number): boolean {
  const [from, to] = datesIn(at).map((d) => Date.UTC(d.year, d.month - 1, d.day));
  assert.ok(from !== undefined, `${at.where}: no date in "${at.text}"`);
  const day = Date.UTC(year, month - 1, 1);
  return from <= day && (to === undefined || day <= to);
}

/**
 * The one page that states the overtime and weekly-rest rules (writing/TEMPLATE.md, "נתונים משפטיים");
 * the other pages link to its legal table and use its rates in their examples.
 */
export const overtimeLawPage = 'calculation-results/calc-one-month-hours';
export const overtimeLawLink = 'calc-one-month-hours.md#מה-קובע-החוק';

/** The rates of the overtime page's legal table, as the reader reads them there. */
export function overtimeLaw(): {rate125: number; rate150: number; rate175: number; rate200: number; restHourly: number; restPremium: number} {
  const law = readPage(overtimeLawPage).section('מה קובע החוק').table('נושא', 'הקביעה');
  const [rate125, rate150] = numbers(law.row('גמול שעות נוספות').cell('הקביעה'));
  const [rate175, rate200] = numbers(law.row('שעות נוספות במנוחה').cell('הקביעה'));
  const [, restHourly, restPremium] = numbers(law.row('מנוחה שבועית').cell('הקביעה'));
  return {rate125, rate150, rate175, rate200, restHourly, restPremium};
}

/** Fails unless the block links to `target` (the end of a Markdown link's address, e.g. overtimeLawLink). */
export function expectLinkTo(block: Block, target: string): void {
  const links = block.lines.flatMap((line) => [...line.text.matchAll(/\]\(<?([^)>]+)>?\)/g)].map((m) => m[1]));
  check(
    links.some((link) => link.endsWith(target)),
    block.where,
    `expected a link to ${target}, found ${links.length === 0 ? 'no link' : links.join(', ')}`,
    `בסעיף הזה חסר קישור אל ${target}`,
    'הוסיפו קישור לעמוד שמסביר את הכלל, כמו בעמודי התוצאות האחרים',
  );
}

/**
 * The one page that explains the 42-hour week and the 182-hour month (hourly value = monthly wage ÷ 182;
 * writing/TEMPLATE.md, "נתונים משפטיים"): the other pages use the numbers in their arithmetic and link here.
 */
export const fullTimeLawPage = 'calculation-params/calculaton-frame-work';
export const fullTimeLawLink = 'calculaton-frame-work.md#שבוע-מלא-וחודש-מלא';

/** The full-time week and month of that page, and the monthly divisor before the week was shortened, as the reader reads them there. */
export function fullTimeLaw(): {weekHours: number; monthHours: number; oldMonthHours: number; divisor: number} {
  const law = readPage(fullTimeLawPage).section('מה קובע החוק').section('שבוע מלא וחודש מלא');
  const weekHours = numberAfter(law.line('צו ההרחבה.'), 'את השבוע ל-');
  const month = law.line('חודש מלא:');
  const monthHours = numberAfter(month, 'שעות בשבוע ו-');
  assert.equal(numberAfter(month, 'משרה מלאה היא'), weekHours, `${month.where}: the full-time week differs from the order's week`);
  const oldMonthHours = numberAfter(month, 'החודש המלא היה');
  const divisor = numberAfter(law.line('ערך שעה.'), 'השכר החודשי חלקי');
  assert.equal(divisor, monthHours, `${law.where}: the hourly value divides by another number than the full-time month`);
  return {weekHours, monthHours, oldMonthHours, divisor};
}

/**
 * The one page that states the minimum wage of each period (writing/TEMPLATE.md, "נתונים משפטיים"):
 * the other pages use its amounts in their examples and link to its table.
 */
export const minimumWageLawPage = 'calculation-params/calculation-general-params';
export const minimumWageLawLink = 'calculation-general-params.md#תקופת-החישוב-ושכר-המינימום';

/** The monthly and hourly minimum wage in force on the first of a month, as the reader reads them in that page's table. */
export function minimumWageLaw(year: number, month: number): {monthly: number; hourly: number} {
  const table = readPage(minimumWageLawPage).section('תקופת החישוב ושכר המינימום').table('בתוקף מ-', 'לחודש, משרה מלאה', 'לשעה');
  const day = Date.UTC(year, month - 1, 1);
  const row = table.rows
    .map((candidate) => {
      const [from] = datesIn(candidate.cell('בתוקף מ-'));
      assert.ok(from, `${candidate.where}: no date`);
      return {candidate, from: Date.UTC(from.year, from.month - 1, from.day)};
    })
    .filter(({from}) => from <= day)
    .sort((a, b) => a.from - b.from)
    .at(-1)?.candidate;
  assert.ok(row, `${minimumWageLawPage}.md: no minimum wage in force on 1.${month}.${year}`);
  return {monthly: numbers(row.cell('לחודש, משרה מלאה'))[0], hourly: numbers(row.cell('לשעה'))[0]};
}
