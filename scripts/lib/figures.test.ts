import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {expandLawFigures, lawFigure, lawFigureText, lawFigureUntil} from '../../src/data/lawFigures';
import {MINIMUM_WAGE_TABLE, figureProblems, figureTableProblems} from './figures';

const page = (body: string, frontMatter = ''): string => ['---', 'title: שכר מינימום', 'description: תיאור.', 'keywords: [שכר מינימום, מינימום]', frontMatter, '---', '', body, ''].join('\n');

describe('dated figures written by hand', () => {
  it('finds an amount of the table in prose, with or without thousands separators and trailing zero', () => {
    for (const written of ['6,247.67 ₪', '6247.67', '35.40 ₪', '35.4 ₪ לשעה', 'מחיר של 418 ₪']) {
      const problems = figureProblems(page(`שכר המינימום הוא ${written}.`));
      assert.equal(problems.length, 1, written);
      assert.equal(problems[0]?.line, 8);
      assert.match(problems[0]?.message ?? '', /LawFigure kind="/);
    }
  });

  it('finds them in a table cell, in a list and in the keywords', () => {
    assert.equal(figureProblems(page('| 1.4.2025 | 6,247.67 ₪ | 34.32 ₪ |')).length, 2);
    assert.equal(figureProblems(page('- 7 ימים × 418 ₪ = 2,926 ₪')).length, 1);
    const inKeywords = figureProblems(page('טקסט.', '').replace('keywords: [שכר מינימום, מינימום]', 'keywords: [הבראה, 418 ₪]'));
    assert.equal(inKeywords.length, 1);
  });

  it('leaves the component, other numbers, dates and code alone', () => {
    const body = [
      'שכר המינימום הוא <LawFigure kind="minimumWageMonthly" at="1.4.2025" />.',
      'הסכום 1,418 ₪ והסכום 4180 ₪ ו-41.8 אינם מחיר יום הבראה, וגם לא 34.321 או 6,247.670.',
      'התאריך 6.2.2025 והגרסה 1.2.0.',
      '`6,247.67` בקוד.',
    ].join('\n');
    assert.deepEqual(figureProblems(page(body)), []);
  });
});

describe('figures in headings', () => {
  it('fails a heading that shows a figure, whose anchor would differ between the build and the dev records', () => {
    const problems = figureProblems(page('### המחיר הוא <LawFigure kind="havraaDayPrivate" /> ליום'));
    assert.equal(problems.length, 1);
    assert.match(problems[0]?.message ?? '', /^בכותרת יש <LawFigure>/);
  });
});

describe('the messages are Hebrew, one per problem', () => {
  it('says which figure an amount written by hand is, and what to write instead', () => {
    const problems = figureProblems(page('מחיר יום הבראה הוא 418 ₪.'));
    assert.deepEqual(
      problems.map((p) => p.line),
      [8],
    );
    assert.match(problems[0]?.message ?? '', /^418 הוא נתון מתוארך \(havraaDayPrivate מ-1\.7\.2023, צו הרחבה .*\) שכתוב ביד: כתבו במקומו <LawFigure kind="havraaDayPrivate" at="1\.7\.2023" \/>/);
  });

  it('reports a <LawFigure> that names no figure, or a day before its first row', () => {
    const problems = figureProblems(page('סכום <LawFigure kind="travelCap" /> ועוד <LawFigure kind="havraaDayPrivate" at="1.1.2020" /> ו-<LawFigure kind="havraaDayPrivate" at="2025" />.'));
    assert.equal(problems.length, 3);
    assert.match(problems[0]?.message ?? '', /^ב-<LawFigure> אין נתון בשם kind="travelCap"/);
    assert.match(problems[1]?.message ?? '', /^ב-1\.1\.2020 הנתון havraaDayPrivate עוד לא היה בתוקף/);
    assert.match(problems[2]?.message ?? '', /^התאריך at="2025" ב-<LawFigure> אינו תאריך/);
  });
});

describe('the figures table', () => {
  it('gives the figure in force on a day, and the latest without a day', () => {
    assert.equal(lawFigure('minimumWageMonthly', '1.11.2025').value, 6247.67);
    assert.equal(lawFigure('minimumWageMonthly', '31.3.2026').value, 6247.67);
    assert.equal(lawFigure('minimumWageMonthly', '1.4.2026').value, 6443.85);
    assert.equal(lawFigure('minimumWageMonthly').value, 6443.85);
    assert.throws(() => lawFigure('minimumWageMonthly', '1.1.2000'), /no minimumWageMonthly/);
  });

  it('ends a figure the day before the next one starts', () => {
    assert.equal(lawFigureUntil(lawFigure('minimumWageHourly', '1.5.2025')), '31.3.2026');
    assert.equal(lawFigureUntil(lawFigure('minimumWageHourly')), undefined);
  });

  it('writes amounts as the guide does', () => {
    assert.equal(lawFigureText('minimumWageMonthly', 'value', '1.5.2025'), '6,247.67\u00A0₪');
    assert.equal(lawFigureText('minimumWageHourly', 'number'), '35.40');
    assert.equal(lawFigureText('havraaDayPrivate'), '418\u00A0₪');
    assert.equal(lawFigureText('havraaDayPrivate', 'from'), '1.7.2023');
    assert.equal(lawFigureText('minimumWageHourly', 'source'), 'חוק שכר מינימום, התשמ"ז-1987');
  });

  it('expands the tags of a page into the text they render, and leaves unknown ones', () => {
    assert.equal(
      expandLawFigures('<LawFigure kind="minimumWageHourly" at="1.5.2025" show="number" /> × 1.25 = 42.90 ₪, <LawFigure kind="nothing" />'),
      '34.32 × 1.25 = 42.90 ₪, <LawFigure kind="nothing" />',
    );
  });
});

describe('the minimum wage table is drawn from the figures table', () => {
  it('accepts the home page with its <LawFigureTable>, and leaves other pages alone', () => {
    assert.deepEqual(figureTableProblems(page('מבוא.\n\n<LawFigureTable table="minimumWage" />\n\nסוף.'), MINIMUM_WAGE_TABLE.file), []);
    assert.deepEqual(figureTableProblems(page('טקסט.'), 'docs/calculation-results/calc-monthly-detail.md'), []);
  });

  it('fails the home page without it, or with the tag only in a code block, and says what to write', () => {
    for (const body of ['| 1.4.2025 | <LawFigure kind="minimumWageMonthly" at="1.4.2025" /> |', '```mdx\n<LawFigureTable table="minimumWage" />\n```']) {
      const problems = figureTableProblems(page(body), MINIMUM_WAGE_TABLE.file);
      assert.equal(problems.length, 1, body);
      assert.match(problems[0]?.message ?? '', /<LawFigureTable table="minimumWage" \/>/);
    }
  });
});
