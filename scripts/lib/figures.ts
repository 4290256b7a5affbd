/**
 * The dated-figures check: a page never writes by hand an amount of src/data/lawFigures.ts (the
 * minimum wage, the price of a convalescence day, the study-fund ceiling…); it shows it with
 * `<LawFigure kind="…" />`, so that next year's update is one row of that table.
 */
import {formatAmount, lawFigureTableTag, lawFigures, type LawFigure, type LawFigureTableName} from '../../src/data/lawFigures';
import type {FileProblem, Problem} from './content';
import {HEBREW_LETTER, codeFreeBody, escapeRegExp, lineAt, prose, visibleFrontMatter} from './markdown';
import {MINIMUM_WAGE_HOME} from './rule-home';

/** The ways a page may write an amount: 6,247.67 / 6247.67; 35.40 / 35.4; 418. */
function spellings(value: number): string[] {
  const grouped = formatAmount(value);
  const twoDecimals = value.toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2});
  return [...new Set([grouped, grouped.replace(/,/g, ''), twoDecimals, twoDecimals.replace(/,/g, ''), String(value)])];
}

/** One pattern per figure: the amount as a whole number, not part of a longer number, date or version. */
function figurePattern(figure: LawFigure): RegExp {
  const alternatives = spellings(figure.value).map(escapeRegExp).join('|');
  return new RegExp(`(?<![\\d.,])(?:${alternatives})(?![\\d]|[.,]\\d)`, 'g');
}

const patterns = lawFigures.map((figure) => ({figure, pattern: figurePattern(figure)}));

/**
 * A heading's anchor is made from its Markdown, before <LawFigure> renders, so a figure in a heading
 * gives the built page and the dev server's search records different anchors: keep figures out of headings.
 */
function headingProblems(source: string): Problem[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i) =>
      /^#{1,6}\s.*<LawFigure\b/.test(line) ? [{line: i + 1, message: 'בכותרת יש <LawFigure>, והעוגן של הכותרת לא יתאים לסכום שהיא מציגה: כתבו את הכותרת בלי הסכום, והסכום בפסקה שאחריה'}] : [],
    );
}

/** Each dated figure the page writes by hand, in what the reader reads: the prose and the visible front matter. */
export function figureProblems(source: string): Problem[] {
  const texts = [prose(source), visibleFrontMatter(source)];
  const handWritten = texts.flatMap((text) =>
    patterns.flatMap(({figure, pattern}) =>
      [...text.matchAll(pattern)].map((match) => ({
        line: lineAt(text, match.index),
        message: `${match[0]} הוא נתון מתוארך (${figure.kind} מ-${figure.from}, ${figure.source}) שכתוב ביד: כתבו במקומו <LawFigure kind="${figure.kind}" at="${figure.from}" /> (ובלי ₪: show="number"), כדי שהעדכון של השנה הבאה יהיה שורה אחת ב-src/data/lawFigures.ts`,
      })),
    ),
  );
  return [...handWritten, ...headingProblems(source), ...tagProblems(source)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** Each `<LawFigure>` names a kind of the table, and a date on which that kind is in force. */
function tagProblems(source: string, figures: readonly LawFigure[] = lawFigures): Problem[] {
  const kinds = [...new Set(figures.map((figure) => figure.kind))];
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(/<LawFigure\b([^>]*?)\/>/g)].flatMap((match): Problem[] => {
        const kind = /\bkind=["']([^"']*)["']/.exec(match[1])?.[1];
        const at = /\bat=["']([^"']*)["']/.exec(match[1])?.[1];
        if (kind === undefined || !kinds.includes(kind)) {
          return [{line: i + 1, message: `ב-<LawFigure> אין נתון בשם kind="${kind ?? ''}": כתבו אחד מהשמות של src/data/lawFigures.ts (${kinds.join(', ')}), או הוסיפו שם שורה לנתון החדש`}];
        }
        if (at === undefined) return [];
        const time = dateTime(at);
        if (time === undefined) return [{line: i + 1, message: `התאריך at="${at}" ב-<LawFigure> אינו תאריך: כתבו יום.חודש.שנה, למשל at="1.4.2025"`}];
        const first = figures
          .filter((figure) => figure.kind === kind)
          .map((figure) => dateTime(figure.from) ?? Infinity)
          .sort((a, b) => a - b)[0];
        return first !== undefined && time < first
          ? [{line: i + 1, message: `ב-${at} הנתון ${kind} עוד לא היה בתוקף (השורה הראשונה שלו ב-src/data/lawFigures.ts היא מתאריך מאוחר יותר): תקנו את התאריך, או הוסיפו שורה לתקופה הזאת`}]
          : [];
      }),
    );
}

/** "1.4.2025" → its UTC time, or undefined unless it is a real day written D.M.YYYY. */
function dateTime(text: string): number | undefined {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 && year >= 1948 && year <= 2100 ? time : undefined;
}

export const LAW_FIGURES_FILE = 'src/data/lawFigures.ts';
const fields = new Set(['kind', 'value', 'from', 'source', 'status', 'note']);
const hebrew = HEBREW_LETTER;

/** The line of a row in the data file: the line of its `kind`, in the row whose `from` is its date. */
function rowLine(figure: Readonly<Record<string, unknown>>, fileSource: string): number | undefined {
  const lines = fileSource.split('\n');
  const kind = `'${String(figure.kind)}'`;
  const from = `'${String(figure.from)}'`;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes(`kind: ${kind}`)) continue;
    // The row runs to the next row's kind (a row may be written over several lines).
    let end = i + 1;
    while (end < lines.length && !/\bkind:/.test(lines[end]) && end - i < 12) end += 1;
    if (lines.slice(i, end).join('\n').includes(`from: ${from}`)) return i + 1;
  }
  return undefined;
}

/**
 * Every row of src/data/lawFigures.ts is a figure the pages can show: a kind named in Latin camelCase,
 * an amount, a real date, a Hebrew source, a status, a note in Hebrew when there is one, and no
 * second row of the same kind and date. Messages name the row's line of `fileSource`.
 */
export function figureDataProblems(figures: readonly unknown[], fileSource: string): FileProblem[] {
  const seen = new Set<string>();
  return figures.flatMap((item, index): FileProblem[] => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Readonly<Record<string, unknown>>;
    const line = rowLine(row, fileSource);
    const named = typeof row.kind === 'string' && row.kind !== '' ? `בשורה ${row.kind}${typeof row.from === 'string' ? ` מ-${row.from}` : ''}` : `בשורה ה-${index + 1}`;
    const problem = (message: string): FileProblem => ({file: LAW_FIGURES_FILE, problem: {line, message: `${named} של הנתונים המתוארכים: ${message}`}});
    const problems: FileProblem[] = [];
    if (typeof row.kind !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(row.kind)) {
      problems.push(problem(`kind צריך להיות שם באותיות לטיניות, מילה אחת שכל חלק בה מתחיל באות גדולה (למשל travelExpenseDaily), ולא "${String(row.kind)}"`));
    }
    if (typeof row.value !== 'number' || !Number.isFinite(row.value) || row.value <= 0) {
      problems.push(problem(`value צריך להיות הסכום בשקלים, מספר חיובי בלי מרכאות ובלי ₪ (למשל value: 22.6), ולא ${JSON.stringify(row.value)}`));
    }
    if (typeof row.from !== 'string' || dateTime(row.from) === undefined) {
      problems.push(problem(`from צריך להיות היום שבו הסכום נכנס לתוקף, יום.חודש.שנה במרכאות (למשל from: '1.1.2026'), ולא ${JSON.stringify(row.from)}`));
    }
    if (typeof row.source !== 'string' || !hebrew.test(row.source)) {
      problems.push(problem('source צריך להיות בעברית שם החוק, צו ההרחבה או הפרסום שקובע את הסכום (ראו writing/labor-law-facts.md)'));
    }
    if (row.status !== 'confirmed' && row.status !== 'check') {
      problems.push(problem(`status צריך להיות 'confirmed' (מקור רשמי) או 'check' (פורסם ועוד לא סופי), ולא ${JSON.stringify(row.status)}`));
    }
    if (row.note !== undefined && (typeof row.note !== 'string' || !hebrew.test(row.note))) {
      problems.push(problem('note, כשיש, צריך להיות משפט בעברית שאומר לקורא מה עוד לא סופי'));
    }
    for (const key of Object.keys(row).filter((key) => !fields.has(key))) {
      problems.push(problem(`השדה ${key} לא מוכר: השדות הם kind, value, from, source, status ו-note (לא חובה)`));
    }
    const key = `${String(row.kind)} ${String(row.from)}`;
    if (seen.has(key)) problems.push(problem('יש כבר שורה לאותו נתון מאותו תאריך: מחקו אחת מהן, או תקנו את התאריך'));
    seen.add(key);
    return problems;
  });
}

/** The minimum wage's home page, and the table of src/data/lawFigures.ts it shows. */
export const MINIMUM_WAGE_TABLE: {file: string; table: LawFigureTableName} = {file: MINIMUM_WAGE_HOME.file, table: 'minimumWage'};

/**
 * The minimum wage's home page shows the table of every period with `<LawFigureTable>`, drawn from
 * src/data/lawFigures.ts (src/remark/lawFigureTables.ts), never a table of its amounts written by
 * hand: next year's minimum is one new row of data.
 */
export function figureTableProblems(source: string, docPath: string, home = MINIMUM_WAGE_TABLE): Problem[] {
  if (docPath !== home.file) return [];
  const lines = codeFreeBody(source).split('\n');
  if (lines.some((line) => lawFigureTableTag(line) === home.table)) return [];
  return [
    {
      message: `בעמוד הזה חסרה טבלת שכר המינימום של כל התקופות: כתבו בשורה נפרדת <LawFigureTable table="${home.table}" /> (הטבלה נבנית מ-src/data/lawFigures.ts)`,
    },
  ];
}
