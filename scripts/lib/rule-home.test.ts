import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {FULL_TIME_HOME, fullTimeRuleProblems} from './rule-home';

const page = (body: string): string =>
  ['---', 'title: היקף משרה', 'description: תיאור.', 'keywords: [היקף משרה, 182 שעות, קיצור שבוע העבודה]', '---', '', body, ''].join('\n');
const other = 'docs/calculation-results/calc-ekef-misra.md';
const link = `[מסגרת עבודה](../calculation-params/calculaton-frame-work.md#${FULL_TIME_HOME.anchor})`;

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
      assert.ok(problems[0]?.message.includes(FULL_TIME_HOME.anchor));
    }
  });

  it('leaves alone arithmetic that uses the numbers, a line that links to the home, headings, code, keywords and the home itself', () => {
    const body = [
      '9,100 ÷ 182 = 50 ₪ לשעה. שבוע של 42 שעות.',
      `תלושים שלא עודכנו מאז ${link} ב-1.4.2018 מחלקים ב-186 ולא ב-182.`,
      '### למה בודק השכר מחלק ב-182 ולא ב-186?',
      '```text\nמ-1.4.2018: 182 שעות\n```',
      'הכתובת https://example.org/182/1.4.2018 אינה טקסט.',
      'ב-1.4.2018 עלה שכר המינימום, ו-1,182 ₪ הוא סכום אחר; גם 420 שעות.',
    ].join('\n\n');
    assert.deepEqual(fullTimeRuleProblems(page(body), other), []);
    assert.deepEqual(fullTimeRuleProblems(page('מ-1.4.2018 שבוע העבודה המלא הוא 42 שעות.'), FULL_TIME_HOME.file), []);
  });

  it('wants the link to the section, not only to the page', () => {
    const line = 'מ-1.4.2018 החודש המלא הוא 182 שעות ([מסגרת עבודה](../calculation-params/calculaton-frame-work.md)).';
    assert.equal(fullTimeRuleProblems(page(line), other).length, 1);
  });
});
