/**
 * The template of a calculation-result page (writing/TEMPLATE.md, "עמוד של תוצאת חישוב"): its `##`
 * sections are these, with these words, in this order, so that a reader finds the same thing in the
 * same place on every result page, which opens with its "בקצרה" box and points to the next steps; a screen page opens with its parts and ends with questions and
 * links; a result page's **פער** row links to the gap's one definition; and on every
 * page, a numbered area of the illustration carries one number, not two.
 */
import {sectionHeadings, type Problem} from './content';
import {codeFreeBody} from './markdown';

export const RESULT_SECTIONS = ['חלקי המסך', 'איך פותחים את התוצאה', 'העמודות בטבלה', 'הכלל בקצרה', 'מה קובע החוק', 'דוגמה מחושבת', 'פערים נפוצים ומה עושים', 'שאלות נפוצות', 'ראו גם'] as const;

/** Whether a doc ("docs/<section>/<id>.md") is a calculation-result page: the pages of calculation-results named calc-… (not the page of next steps). */
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
  return [
    {
      line: heading?.line,
      message:
        (expected === undefined
          ? `סעיף "## ${heading?.text ?? ''}" נוסף על התבנית`
          : heading === undefined
            ? `חסר הסעיף "## ${expected}"`
            : `כאן צריך לבוא הסעיף "## ${expected}", ולא "## ${heading.text}"`) + `: עמוד תוצאה בנוי מהסעיפים האלה, בסדר הזה (writing/TEMPLATE.md): ${RESULT_SECTIONS.join(', ')}`,
    },
  ];
}

/** The screen pages' chapters (writing/TEMPLATE.md, "עמוד של מסך"). */
const SCREEN_SECTIONS = ['signup-login', 'new-calculation', 'scan-results', 'calculation-params'];

/** Whether a doc ("docs/<section>/<id>.md") describes a screen. */
export const isScreenPage = (docPath: string): boolean => SCREEN_SECTIONS.includes(docPath.split('/')[1] ?? '');

/** A screen page opens its sections with "## חלקי המסך" and closes them with "## שאלות נפוצות" and "## ראו גם". */
export function screenTemplateProblems(source: string, docPath: string): Problem[] {
  if (!isScreenPage(docPath)) return [];
  const found = sectionHeadings(source);
  const expected: [number, string][] = [
    [0, 'חלקי המסך'],
    [found.length - 2, 'שאלות נפוצות'],
    [found.length - 1, 'ראו גם'],
  ];
  return expected.flatMap(([index, text]): Problem[] => {
    const heading = found[index];
    return heading?.text === text
      ? []
      : [
          {
            line: heading?.line,
            message:
              `כאן צריך לבוא הסעיף "## ${text}"${heading === undefined ? '' : `, ולא "## ${heading.text}"`}: עמוד של מסך נפתח ב"חלקי המסך"` +
              ' ומסתיים ב"שאלות נפוצות" וב"ראו גם" (writing/TEMPLATE.md)',
          },
        ];
  });
}

/** The two steps that open every result (writing/TEMPLATE.md): the calculation in the main screen, then the result in the navigator. */
export const OPENING_STEPS = ['במסך הראשי לחצו על שם החישוב. החישוב צריך להיות בסטטוס **הושלם**, ומסך התוצאות נפתח.', 'ב**רשימת התוצאות** שבראש מסך התוצאות לחצו על **'] as const;

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
      : [
          {
            line: step?.line ?? start + 1,
            message:
              `שלב ${i + 1} של "איך פותחים את התוצאה" צריך להתחיל כך: "${expected}" (writing/TEMPLATE.md).` + ' מה שצריך לעשות לפני כן כתבו בפסקה שלפני השלבים, למשל "לפני שפותחים את התוצאה, …"',
          },
        ];
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
    : [
        {
          line: start + 1,
          message: `בטבלה של "העמודות בטבלה" צריכה להיות השורה **פער**, עם קישור להגדרה האחת של הפער: [מה פירוש הפער](${GAP_DEFINITION})` + ' (writing/TEMPLATE.md)',
        },
      ];
}

/** The three lines of the "בקצרה" box that opens a result page (writing/TEMPLATE.md), in this order. */
export const SUMMARY_LINES = ['מי זכאי', 'כמה', 'ממתי'] as const;

/** The page that says what to do when a gap is real, which every result page's typical gaps link to. */
export const NEXT_STEPS_PAGE = 'when-gap-is-real.md';

const SUMMARY_OPEN = ':::info[בקצרה]';
const AS_OF_DATE = /נכון ל-\d{1,2}\.\d{1,2}\.\d{4}/;

/**
 * A result page opens, before "## חלקי המסך", with a `:::info[בקצרה]` box of three bulleted lines,
 * **מי זכאי:**, **כמה:** and **ממתי:**, one of them with its "נכון ל-D.M.YYYY" date; and its
 * "## פערים נפוצים ומה עושים" links to the page of the next steps ({@link NEXT_STEPS_PAGE}).
 */
export function summaryBoxProblems(source: string, docPath: string): Problem[] {
  if (!isResultPage(docPath)) return [];
  const lines = codeFreeBody(source).split('\n');
  const firstSection = lines.findIndex((line) => /^##\s/.test(line));
  const open = lines.findIndex((line) => line.trim() === SUMMARY_OPEN);
  const rule = `עמוד תוצאה נפתח, לפני "## חלקי המסך", בתיבה ${SUMMARY_OPEN} של שלוש שורות: ${SUMMARY_LINES.map((l) => `- **${l}:**`).join(', ')}, ואחת מהן עם "נכון ל-" ותאריך (writing/TEMPLATE.md)`;
  const problems: Problem[] = [];
  if (open === -1 || (firstSection !== -1 && open > firstSection)) {
    problems.push({line: (firstSection === -1 ? 0 : firstSection) + 1, message: `חסרה תיבת "בקצרה": ${rule}`});
  } else {
    const close = lines.findIndex((line, i) => i > open && line.trim() === ':::');
    const body = lines.slice(open + 1, close === -1 ? undefined : close);
    const items = body.filter((line) => /^\s*-\s/.test(line));
    const labels = items.map((line) => /^\s*-\s+\*\*([^*:]+):\*\*/.exec(line)?.[1]);
    if (items.length !== SUMMARY_LINES.length || SUMMARY_LINES.some((label, i) => labels[i] !== label)) {
      problems.push({line: open + 1, message: `בתיבת "בקצרה" צריכות להיות בדיוק שלוש שורות, בסדר הזה: ${rule}`});
    } else if (!items.some((line) => AS_OF_DATE.test(line))) {
      problems.push({line: open + 1, message: `בתיבת "בקצרה" חסר "נכון ל-" עם התאריך שממנו הנתונים בתוקף, בתבנית יום.חודש.שנה: ${rule}`});
    }
  }
  const gaps = lines.findIndex((line) => /^##\s+פערים נפוצים ומה עושים\s*$/.test(line));
  if (gaps !== -1) {
    const end = lines.findIndex((line, i) => i > gaps && /^##\s/.test(line));
    const linked = lines.slice(gaps + 1, end === -1 ? undefined : end).some((line) => line.includes(`](./${NEXT_STEPS_PAGE}`));
    if (!linked) {
      problems.push({
        line: gaps + 1,
        message: `הסעיף "פערים נפוצים ומה עושים" מסתיים בקישור לדף של הצעדים הבאים, [כשנמצא פער](./${NEXT_STEPS_PAGE}) (writing/TEMPLATE.md)`,
      });
    }
  }
  return problems;
}

/** A numbered area written with two numbers ("1. **(1)**"): one number an area, in a bulleted list (writing/TEMPLATE.md). */
export function calloutNumberProblems(source: string): Problem[] {
  return codeFreeBody(source)
    .split('\n')
    .flatMap((line, i): Problem[] => {
      const match = /^\s*\d+[.)]\s+\*\*\((\d+)\)/.exec(line);
      return match
        ? [
            {
              line: i + 1,
              message: `האזור ממוספר פעמיים: כתבו "- **(${match[1]}) …**" ברשימה לא ממוספרת, מספר אחד לכל אזור כמו באיור (writing/TEMPLATE.md)`,
            },
          ]
        : [];
    });
}
