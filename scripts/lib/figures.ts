/**
 * The dated-figures check: a page never writes by hand an amount of src/data/lawFigures.ts (the
 * minimum wage, the price of a convalescence day, the study-fund ceiling…); it shows it with
 * `<LawFigure kind="…" />`, so that next year's update is one row of that table.
 */
import {formatAmount, lawFigureTableTag, lawFigures, type LawFigure, type LawFigureTableName} from '../../src/data/lawFigures';
import type {Problem} from './content';
import {codeFreeBody, escapeRegExp, lineAt, prose, visibleFrontMatter} from './markdown';
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
      /^#{1,6}\s.*<LawFigure\b/.test(line)
        ? [{line: i + 1, message: 'a heading shows <LawFigure>; its anchor would not match the figure: write the heading without the amount'}]
        : [],
    );
}

/** Each dated figure the page writes by hand, in what the reader reads: the prose and the visible front matter. */
export function figureProblems(source: string): Problem[] {
  const texts = [prose(source), visibleFrontMatter(source)];
  const handWritten = texts.flatMap((text) =>
    patterns.flatMap(({figure, pattern}) =>
      [...text.matchAll(pattern)].map((match) => ({
        line: lineAt(text, match.index),
        message: `${match[0]} is a dated figure (${figure.kind} from ${figure.from}, ${figure.source}) written by hand; write <LawFigure kind="${figure.kind}" at="${figure.from}" /> (show="number" for the number alone)`,
      })),
    ),
  );
  return [...handWritten, ...headingProblems(source)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
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
