/**
 * The template of a calculation-result page (writing/TEMPLATE.md, "עמוד של תוצאת חישוב"): its `##`
 * sections are these, with these words, in this order, so that a reader finds the same thing in the
 * same place on every result page; a screen page opens with its parts and ends with questions and
 * links; a result page's **פער** row links to the gap's one definition; and on every
 * page, a numbered area of the illustration carries one number, not two.
 */
import {sectionHeadings, type Problem} from './content';
import {codeFreeBody} from './markdown';

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
export const isResultPage = (docPath: string): boolean => docPath.startsWith('docs/calculation-results/calc-');

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

/** The screen pages' chapters (writing/TEMPLATE.md, "עמוד של מסך"). */
const SCREEN_SECTIONS = ['signup-login', 'new-calculation', 'scan-results', 'calculation-params'];

/** Whether a doc ("docs/<section>/<id>.md") describes a screen. */
export const isScreenPage = (docPath: string): boolean => SCREEN_SECTIONS.includes(docPath.split('/')[1] ?? '');

/** A screen page opens its sections with "## חלקי המסך" and closes them with "## שאלות נפוצות" and "## ראו גם". */
export function screenTemplateProblems(source: string, docPath: string): Problem[] {
  if (!isScreenPage(docPath)) return [];
  const found = sectionHeadings(source);
  const expected: [number, string][] = [[0, 'חלקי המסך'], [found.length - 2, 'שאלות נפוצות'], [found.length - 1, 'ראו גם']];
  return expected.flatMap(([index, text]): Problem[] => {
    const heading = found[index];
    return heading?.text === text
      ? []
      : [{
          line: heading?.line,
          message:
            `כאן צריך לבוא הסעיף "## ${text}"${heading === undefined ? '' : `, ולא "## ${heading.text}"`}: עמוד של מסך נפתח ב"חלקי המסך"` +
            ' ומסתיים ב"שאלות נפוצות" וב"ראו גם" (writing/TEMPLATE.md)',
        }];
  });
}

/** The two steps that open every result (writing/TEMPLATE.md): the calculation in the main screen, then the result in the navigator. */
export const OPENING_STEPS = [
  'במסך הראשי לחצו על שם החישוב. החישוב צריך להיות בסטטוס **הושלם**, ומסך התוצאות נפתח.',
  'ב**רשימת התוצאות** שבראש מסך התוצאות לחצו על **',
] as const;

/** The numbered steps of "## איך פותחים את התוצאה" on a result page start with {@link OPENING_STEPS}. */
export function openingStepsProblems(source: string, docPath: string): Problem[] {
  if (!isResultPage(docPath)) return [];
  const lines = codeFreeBody(source).split('\n');
  const start = lines.findIndex((line) => /^##\s+איך פותחים את התוצאה\s*$/.test(line));
  if (start === -1) return []; // resultTemplateProblems reports the missing section.
  const end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  const steps = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line, i) => ({line: start + 2 + i, text: line}))
    .filter(({text}) => /^\d+\.\s/.test(text));
  return OPENING_STEPS.flatMap((expected, i): Problem[] => {
    const step = steps[i];
    const text = step?.text.replace(/^\d+\.\s+/, '');
    return text?.startsWith(expected)
      ? []
      : [{
          line: step?.line ?? start + 1,
          message:
            `שלב ${i + 1} של "איך פותחים את התוצאה" צריך להתחיל כך: "${expected}" (writing/TEMPLATE.md).` +
            ' מה שצריך לעשות לפני כן כתבו בפסקה שלפני השלבים, למשל "לפני שפותחים את התוצאה, …"',
        }];
  });
}

/** Where every result page's **פער** row links: the one definition of the gap, in the intro. */
export const GAP_DEFINITION = '../intro.md#מה-פירוש-הפער';

/** A result page's "## העמודות בטבלה" has a **פער** row that links to {@link GAP_DEFINITION}. */
export function gapRowProblems(source: string, docPath: string): Problem[] {
  if (!isResultPage(docPath)) return [];
  const lines = codeFreeBody(source).split('\n');
  const start = lines.findIndex((line) => /^##\s+העמודות בטבלה\s*$/.test(line));
  if (start === -1) return []; // resultTemplateProblems reports the missing section.
  const end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  const row = lines.slice(start + 1, end === -1 ? undefined : end).find((line) => /^\|\s*\*\*פער\*\*\s*\|/.test(line));
  return row?.includes(`](${GAP_DEFINITION})`)
    ? []
    : [{
        line: start + 1,
        message:
          `בטבלה של "העמודות בטבלה" צריכה להיות השורה **פער**, עם קישור להגדרה האחת של הפער: [מה פירוש הפער](${GAP_DEFINITION})` +
          ' (writing/TEMPLATE.md)',
      }];
}

/** A numbered area written with two numbers ("1. **(1)**"): one number an area, in a bulleted list (writing/TEMPLATE.md). */
export function calloutNumberProblems(source: string): Problem[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i): Problem[] => {
      const match = /^\s*\d+[.)]\s+\*\*\((\d+)\)/.exec(line);
      return match
        ? [{
            line: i + 1,
            message: `האזור ממוספר פעמיים: כתבו "- **(${match[1]}) …**" ברשימה לא ממוספרת, מספר אחד לכל אזור כמו באיור (writing/TEMPLATE.md)`,
          }]
        : [];
    });
}
