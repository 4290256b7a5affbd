/**
 * The one-home check (writing/TEMPLATE.md, "נתונים משפטיים"): each legal rule is explained, with its
 * source, on one page; the other pages may use its numbers in their arithmetic, but a line that
 * restates where the rule comes from must link to that page's section instead of explaining it again.
 *
 * - The full-time week and month: the 42-hour week and the 182-hour month (hourly value = monthly
 *   wage ÷ 182), with the extension order, its date 1.4.2018, the old 186-hour month or 43-hour week.
 * - The minimum wage: the Minimum Wage Law named, or the minimum's yearly update on 1 April.
 * - The pay slip's contents: section 24 of the Wage Protection Law or its schedule.
 * - The overtime and weekly-rest premiums: sections 16 and 17 of the Hours of Work and Rest Law.
 * - The burden of proof on hours (section 26ב of the Wage Protection Law): its cap of 15 overtime
 *   hours a week or 60 a month.
 */
import type {Problem} from './content';
import {codeFreeBody, escapeRegExp, prose, withoutComments} from './markdown';

export type RuleHome = {
  /** The rule, in Hebrew, as the message names it. */
  name: string;
  /** The page that explains it, as a path under the repository. */
  file: string;
  /** The sections of that page a line may link to; the first is the one the message suggests. */
  anchors: readonly string[];
  /** Whether a line (as the reader reads it) restates the rule with its source. */
  restates: (line: string) => boolean;
};

const number = (digits: string): string => String.raw`(?<![\d.,])${digits}(?![\d]|[.,]\d)`;
/** The full-time rule's numbers: the 42-hour week, the 182-hour month. */
const FULL_TIME_NUMBER = new RegExp(`${number('42')}\\s*שעות|${number('182')}`);
/** What only an explanation of the full-time rule says: the order's name, the date it took effect, the figures it replaced. */
const FULL_TIME_SOURCE = new RegExp(`קיצור שבוע העבודה|${number('1\\.4\\.2018')}|${number('186')}|${number('43')}\\s*שעות`);

export const FULL_TIME_HOME: RuleHome = {
  name: 'השבוע המלא (42 שעות) והחודש המלא (182 שעות)',
  file: 'docs/calculation-params/calculaton-frame-work.md',
  anchors: ['שבוע-מלא-וחודש-מלא'],
  restates: (line) => FULL_TIME_NUMBER.test(line) && FULL_TIME_SOURCE.test(line),
};

export const MINIMUM_WAGE_HOME: RuleHome = {
  name: 'שכר המינימום',
  file: 'docs/calculation-params/calculation-general-params.md',
  anchors: ['תקופת-החישוב-ושכר-המינימום', 'שכר-מינימום-לנוער-ולחניכים'],
  restates: (line) => /חוק שכר מינימום|47\.5%/.test(line),
};

export const PAYSLIP_HOME: RuleHome = {
  name: 'מה תלוש שכר חייב לכלול',
  file: 'docs/scan-results/approve-scan-payslips.md',
  anchors: ['מה-תלוש-שכר-חייב-לכלול'],
  restates: (line) => new RegExp(`סעיף\\s+${number('24')}(?!\\s*ל?חוק שעות)|התוספת לחוק הגנת השכר`).test(line),
};

export const OVERTIME_HOME: RuleHome = {
  name: 'השיעורים של שעות נוספות ושל עבודה במנוחה השבועית',
  file: 'docs/calculation-results/calc-one-month-hours.md',
  anchors: ['מה-קובע-החוק'],
  restates: (line) => new RegExp(`סעיפים?\\s+${number('1[67]')}(?!\\s*לחוק (?!שעות))`).test(line),
};

export const BURDEN_OF_PROOF_HOME: RuleHome = {
  name: 'נטל ההוכחה על שעות העבודה (סעיף 26ב לחוק הגנת השכר)',
  file: 'docs/calculation-results/calc-nohehut-sahar.md',
  anchors: ['מה-קובע-החוק'],
  restates: (line) => new RegExp(`${number('15')}\\s*שעות נוספות בשבוע`).test(line),
};

export const RULE_HOMES: readonly RuleHome[] = [FULL_TIME_HOME, MINIMUM_WAGE_HOME, PAYSLIP_HOME, OVERTIME_HOME, BURDEN_OF_PROOF_HOME];

function homeLink(rule: RuleHome): RegExp {
  const file = escapeRegExp(rule.file.split('/').pop()!);
  return new RegExp(`${file}#(?:${rule.anchors.map(escapeRegExp).join('|')})(?=[)>\\s]|$)`);
}

/** The link a page writes to the rule's section, relative to a page in docs/<section>/. */
export function ruleLink(rule: RuleHome, docPath: string): string {
  const [, section, name] = rule.file.split('/');
  const here = docPath.split('/')[1];
  return `${here === section ? '.' : `../${section}`}/${name}#${rule.anchors[0]}`;
}

/**
 * Each line of a page other than a rule's home that restates the rule with its source and has no link
 * to the home's section. Headings are left alone (a question in a FAQ heading is answered, and
 * linked, in the lines under it).
 */
export function ruleHomeProblems(source: string, docPath: string, rules: readonly RuleHome[] = RULE_HOMES): Problem[] {
  const readable = prose(source).split('\n');
  const markdown = withoutComments(codeFreeBody(source)).split('\n');
  return rules.flatMap((rule) => {
    if (docPath === rule.file) return [];
    const link = homeLink(rule);
    return readable.flatMap((line, i): Problem[] =>
      !/^\s*#/.test(line) && rule.restates(line) && !link.test(markdown[i] ?? '')
        ? [
            {
              line: i + 1,
              message:
                `השורה מסבירה שוב את ${rule.name} עם המקור שלו. ההסבר נמצא בעמוד אחד:` + ` קשרו אליו, (${ruleLink(rule, docPath)}), והשאירו כאן רק את המספרים שהדוגמה צריכה (writing/TEMPLATE.md)`,
            },
          ]
        : [],
    );
  });
}
