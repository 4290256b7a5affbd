/**
 * The template of a calculation-result page (writing/TEMPLATE.md, "עמוד של תוצאת חישוב"): its `##`
 * sections are these, with these words, in this order, so that a reader finds the same thing in the
 * same place on every result page.
 */
import {sectionHeadings, type Problem} from './content';

export const RESULT_SECTIONS = [
  'חלקי המסך',
  'איך פותחים את התוצאה',
  'העמודות בטבלה',
  'הכלל בקצרה',
  'מה קובע החוק',
  'דוגמה מחושבת',
  'פערים נפוצים ומה עושים',
  'שאלות נפוצות',
  'ראו גם',
] as const;

/** Whether a doc ("docs/<section>/<id>.md") is a calculation-result page. */
export const isResultPage = (docPath: string): boolean => docPath.startsWith('docs/calculation-results/');

/** The first place where a result page's `##` sections leave the template, or none. */
export function resultTemplateProblems(source: string, docPath: string): Problem[] {
  if (!isResultPage(docPath)) return [];
  const found = sectionHeadings(source);
  const index = RESULT_SECTIONS.findIndex((expected, i) => found[i]?.text !== expected);
  if (index === -1 && found.length === RESULT_SECTIONS.length) return [];
  const at = index === -1 ? RESULT_SECTIONS.length : index;
  const heading = found[at];
  const expected = RESULT_SECTIONS[at];
  return [{
    line: heading?.line,
    message:
      (expected === undefined
        ? `סעיף "## ${heading?.text ?? ''}" נוסף על התבנית`
        : heading === undefined
          ? `חסר הסעיף "## ${expected}"`
          : `כאן צריך לבוא הסעיף "## ${expected}", ולא "## ${heading.text}"`) +
      `: עמוד תוצאה בנוי מהסעיפים האלה, בסדר הזה (writing/TEMPLATE.md): ${RESULT_SECTIONS.join(', ')}`,
  }];
}
