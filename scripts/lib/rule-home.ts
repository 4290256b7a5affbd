/**
 * The one-home check for the full-time week and month (writing/TEMPLATE.md, "נתונים משפטיים"): the
 * 42-hour week and the 182-hour month (hourly value = monthly wage ÷ 182) are explained, with their
 * source, on one page; the other pages may use the numbers in their arithmetic, but a line that
 * restates where they come from (the extension order, its date 1.4.2018, the old 186-hour month or
 * 43-hour week) must link to that page's section instead of explaining the rule again.
 */
import type {Problem} from './content';
import {codeFreeBody, prose, withoutComments} from './markdown';

/** The page that explains the rule, as a path under the repository, and the section other pages link to. */
export const FULL_TIME_HOME = {file: 'docs/calculation-params/calculaton-frame-work.md', anchor: 'שבוע-מלא-וחודש-מלא'} as const;

const number = (digits: string): string => String.raw`(?<![\d.,])${digits}(?![\d]|[.,]\d)`;
/** The rule's numbers: the 42-hour week, the 182-hour month. */
const RULE_NUMBER = new RegExp(`${number('42')}\\s*שעות|${number('182')}`);
/** What only an explanation of the rule says: the order's name, the date it took effect, the figures it replaced. */
const RULE_SOURCE = new RegExp(`קיצור שבוע העבודה|${number('1\\.4\\.2018')}|${number('186')}|${number('43')}\\s*שעות`);
const HOME_LINK = new RegExp(`${FULL_TIME_HOME.file.split('/').pop()!.replace(/[.]/g, '\\.')}#${FULL_TIME_HOME.anchor}(?=[)>\\s]|$)`);

/**
 * Each line of a page other than the home that states the full-time week or month together with its
 * source and has no link to the home's section. Headings are left alone (a question in a FAQ heading
 * is answered, and linked, in the lines under it).
 */
export function fullTimeRuleProblems(source: string, docPath: string): Problem[] {
  if (docPath === FULL_TIME_HOME.file) return [];
  const readable = prose(source).split('\n');
  const markdown = withoutComments(codeFreeBody(source)).split('\n');
  return readable.flatMap((line, i): Problem[] =>
    !/^\s*#/.test(line) && RULE_NUMBER.test(line) && RULE_SOURCE.test(line) && !HOME_LINK.test(markdown[i] ?? '')
      ? [{
          line: i + 1,
          message:
            'השורה מסבירה שוב את השבוע המלא (42 שעות) או את החודש המלא (182 שעות) עם המקור שלהם. ההסבר נמצא בעמוד אחד:' +
            ` קשרו אליו, [מסגרת עבודה](../calculation-params/calculaton-frame-work.md#${FULL_TIME_HOME.anchor}), והשאירו כאן רק את המספר`,
        }]
      : [],
  );
}
