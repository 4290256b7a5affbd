import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {BURDEN_OF_PROOF_HOME, FULL_TIME_HOME, MINIMUM_WAGE_HOME, OVERTIME_HOME, PAYSLIP_HOME, ruleHomeProblems, ruleLink} from './rule-home';

const page = (body: string): string => ['---', 'title: היקף משרה', 'description: תיאור.', 'keywords: [היקף משרה, 182 שעות, קיצור שבוע העבודה]', '---', '', body, ''].join('\n');
const other = 'docs/calculation-results/calc-ekef-misra.md';
const link = `[מסגרת עבודה](../calculation-params/calculaton-frame-work.md#${FULL_TIME_HOME.anchors[0]})`;
const fullTimeRuleProblems = (source: string, docPath: string) => ruleHomeProblems(source, docPath, [FULL_TIME_HOME]);

describe('the full-time week and month explained on one page', () => {
  it('finds a line that restates the rule with its source, in prose, a list and a table row', () => {
    for (const line of [
      'מ-1.4.2018 שבוע העבודה המלא הוא 42 שעות.',
      '- **משרה מלאה.** לפי צו הרחבה בדבר קיצור שבוע העבודה במשק, משרה מלאה היא 182 שעות בחודש.',
      '| מחלק שעות חודשי | 182 שעות למשרה מלאה (לפני כן 186) | צו הרחבה | |',
      'השבוע היה 43 שעות, והיום הוא 42 שעות.',
    ]) {
      const problems = fullTimeRuleProblems(page(line), other);
      assert.equal(problems.length, 1, line);
      assert.equal(problems[0]?.line, 7);
      assert.ok(problems[0]?.message.includes(FULL_TIME_HOME.anchors[0]!));
    }
  });

  it('leaves alone arithmetic that uses the numbers, a line that links to the home, other sections and amendments, headings, code and the home itself', () => {
    const body = [
      '9,100 ÷ 182 = 50 ₪ לשעה. שבוע של 42 שעות.',
      `תלושים שלא עודכנו מאז ${link} ב-1.4.2018 מחלקים ב-186 ולא ב-182.`,
      '### למה בודק השכר מחלק ב-182 ולא ב-186?',
      '```text\nמ-1.4.2018: 182 שעות\n```',
      'הכתובת https://example.org/182/1.4.2018 אינה טקסט.',
      'ב-1.4.2018 עלה שכר המינימום, ו-1,182 ₪ הוא סכום אחר; גם 420 שעות.',
      'לפי [חוק שכר מינימום](../calculation-params/calculation-general-params.md#שכר-מינימום-לנוער-ולחניכים), לנוער שיעור מופחת.',
      'לפי [סעיף 24 לחוק הגנת השכר](../scan-results/approve-scan-payslips.md#מה-תלוש-שכר-חייב-לכלול), התלוש מציג את ההיקף.',
      'מ-1.2.2009 (תיקון 24 לחוק הגנת השכר) התלוש מראה שעות בפועל; לפי סעיף 21 לחוק, 8 שעות בין ימי עבודה.',
    ].join('\n\n');
    assert.deepEqual(ruleHomeProblems(page(body), other), []);
    for (const [rule, line] of [
      [FULL_TIME_HOME, 'מ-1.4.2018 שבוע העבודה המלא הוא 42 שעות.'],
      [MINIMUM_WAGE_HOME, 'לפי חוק שכר מינימום, התשמ"ז-1987.'],
      [OVERTIME_HOME, 'לפי סעיפים 16 ו-17 לחוק שעות עבודה ומנוחה.'],
    ] as const) {
      assert.deepEqual(ruleHomeProblems(page(line), rule.file), [], rule.file);
    }
  });

  it('wants the link to the section, not only to the page', () => {
    const line = 'מ-1.4.2018 החודש המלא הוא 182 שעות ([מסגרת עבודה](../calculation-params/calculaton-frame-work.md)).';
    assert.equal(fullTimeRuleProblems(page(line), other).length, 1);
  });
});

describe('the minimum wage, the pay slip and the overtime premiums explained on one page each', () => {
  it("finds a line that names the rule's source without a link to its home, and says which link to write", () => {
    const cases: [typeof MINIMUM_WAGE_HOME, string][] = [
      [MINIMUM_WAGE_HOME, '| שכר מינימום | 6,247.67 ₪ | חוק שכר מינימום, התשמ"ז-1987 | מ-1.4.2025 |'],
      [MINIMUM_WAGE_HOME, 'שכר המינימום נגזר מ-47.5% מהשכר הממוצע במשק.'],
      [PAYSLIP_HOME, 'לפי סעיף 24 לחוק הגנת השכר, התלוש צריך להציג את היקף המשרה.'],
      [OVERTIME_HOME, 'לפי סעיפים 16 ו-17 לחוק שעות עבודה ומנוחה, התוספות מצטברות.'],
      [BURDEN_OF_PROOF_HOME, 'לפי סעיף 26ב, על המעסיק להוכיח, עד 15 שעות נוספות בשבוע או 60 בחודש.'],
    ];
    for (const [rule, line] of cases) {
      const problems = ruleHomeProblems(page(line), other);
      assert.equal(problems.length, 1, line);
      assert.ok(problems[0]?.message.includes(ruleLink(rule, other)), problems[0]?.message);
    }
    assert.equal(ruleLink(PAYSLIP_HOME, 'docs/scan-results/scan-report.md'), './approve-scan-payslips.md#מה-תלוש-שכר-חייב-לכלול');
  });
});
