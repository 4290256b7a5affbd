/**
 * The formulas check: every worked formula of a page is one the build shows left to right
 * (src/remark/formulas.ts). An operator the build would leave outside its left-to-right island,
 * next to a number, is reported: a formula split by markup ("**900** − 600 = 300"), or words as an
 * operand beside an expression ("ושעה אחת × 75 ₪ = 75 ₪").
 */
import {FIGURE, strayOperators} from '../../src/remark/formulas';
import type {Problem} from './content';
import {prose} from './markdown';

/** Each operator a reader would see out of its formula's order, with its line. */
export function formulaProblems(source: string): Problem[] {
  // A <LawFigure> is a number of the formula, as the build reads it; the rest of the markup is blanked.
  const text = prose(source.replace(/<LawFigure\b[^>]*\/>/g, FIGURE));
  return text.split('\n').flatMap((line, i) =>
    strayOperators(line).map(({index, operator}) => {
      const context = line
        .slice(Math.max(0, index - 25), index + 25)
        .replaceAll(FIGURE, '<LawFigure />')
        .trim();
      return {
        line: i + 1,
        message: `הסימן ${operator} ב"…${context}…" לא נכלל בנוסחה שתוצג משמאל לימין: כתבו את כל הנוסחה במספרים (למשל "1 שעה × 75 ₪ = 75 ₪" ולא "שעה אחת × 75 ₪"), בלי הדגשה או קישור באמצעה`,
      };
    }),
  );
}
