import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  GAP_DEFINITION,
  OPENING_STEPS,
  RESULT_SECTIONS,
  calloutNumberProblems,
  gapRowProblems,
  openingStepsProblems,
  resultTemplateProblems,
  screenTemplateProblems,
  summaryBoxProblems,
} from './template';

const page = (headings: readonly string[]): string => ['---', 'title: תוצאה', '---', '', ...headings.flatMap((h) => [`## ${h}`, '', 'טקסט.', ''])].join('\n');
const result = 'docs/calculation-results/calc-x.md';

describe('the template of a result page', () => {
  it('accepts the sections of the template, in order', () => {
    assert.deepEqual(resultTemplateProblems(page(RESULT_SECTIONS), result), []);
  });

  it('finds a missing, renamed, moved or added section, at its line', () => {
    const missing = resultTemplateProblems(page(RESULT_SECTIONS.filter((h) => h !== 'מה קובע החוק')), result);
    assert.equal(missing.length, 1);
    assert.match(missing[0]!.message, /"## מה קובע החוק"/);
    const renamed = resultTemplateProblems(page(RESULT_SECTIONS.map((h) => (h === 'חלקי המסך' ? 'מה רואים במסך' : h))), result);
    assert.equal(renamed[0]?.line, 5);
    assert.match(renamed[0]!.message, /"## מה רואים במסך"/);
    const moved = [...RESULT_SECTIONS];
    [moved[3], moved[4]] = [moved[4]!, moved[3]!];
    assert.equal(resultTemplateProblems(page(moved), result).length, 1);
    assert.match(resultTemplateProblems(page([...RESULT_SECTIONS, 'נספח']), result)[0]!.message, /נוסף על התבנית/);
  });

  it('leaves other pages alone', () => {
    assert.deepEqual(resultTemplateProblems(page(['חלקי המסך', 'ראו גם']), 'docs/scan-results/scan-report.md'), []);
  });
});

describe('the opening steps of a result page', () => {
  const opening = (steps: string[], lead = ''): string =>
    ['---', 'title: תוצאה', '---', '', '## איך פותחים את התוצאה', '', ...(lead ? [lead, ''] : []), ...steps.map((s, i) => `${i + 1}. ${s}`), '', '## העמודות בטבלה', ''].join('\n');
  const standard = [OPENING_STEPS[0], `${OPENING_STEPS[1]}דמי הבראה**.`, 'באזור (1) בחרו את העובד.'];

  it('accepts the two steps first, with a paragraph before them', () => {
    assert.deepEqual(openingStepsProblems(opening(standard), result), []);
    assert.deepEqual(openingStepsProblems(opening(standard, 'לפני שפותחים את התוצאה, ודאו ש…'), result), []);
  });

  it('finds a step put before them, at its line, and a page that words them otherwise', () => {
    const problems = openingStepsProblems(opening(['בלשונית חגים ודאו ש…', ...standard]), result);
    assert.equal(problems.length, 2);
    assert.equal(problems[0]?.line, 7);
    assert.match(problems[0]!.message, /לפני שפותחים את התוצאה/);
    assert.equal(openingStepsProblems(opening(['פתחו את החישוב.', standard[1]!]), result).length, 1);
  });

  it('leaves other pages alone', () => {
    assert.deepEqual(openingStepsProblems(opening(['משהו אחר']), 'docs/scan-results/scan-report.md'), []);
  });
});

describe('the gap row of a result page', () => {
  const columns = (row: string): string => ['---', 'title: תוצאה', '---', '', '## העמודות בטבלה', '', '| עמודה | מה היא מציגה |', '|---|---|', row, '', '## הכלל בקצרה', ''].join('\n');

  it('accepts a פער row that links to the definition in the intro', () => {
    assert.deepEqual(gapRowProblems(columns(`| **פער** | צריך היה לשלם פחות שולם ([מה פירוש הפער](${GAP_DEFINITION})). |`), result), []);
    assert.deepEqual(gapRowProblems(columns('| **פער** | ההפרש. |'), 'docs/scan-results/scan-report.md'), []);
  });

  it('finds a פער row without the link, or no פער row, at the section', () => {
    for (const row of ['| **פער** | צריך היה לשלם פחות שולם. |', '| **שולם** | מה ששולם. |']) {
      const problems = gapRowProblems(columns(row), result);
      assert.equal(problems.length, 1, row);
      assert.equal(problems[0]?.line, 5);
      assert.ok(problems[0]?.message.includes(GAP_DEFINITION));
    }
  });
});

describe('numbered areas', () => {
  it('finds an area numbered twice, in a numbered list', () => {
    const problems = calloutNumberProblems(['---', 'title: מסך', '---', '', '1. **(1) עובד וחודש** – בחרו עובד.', '2) **(2)** טבלה.'].join('\n'));
    assert.deepEqual(
      problems.map((p) => p.line),
      [5, 6],
    );
    assert.match(problems[0]!.message, /- \*\*\(1\) …\*\*/);
  });

  it('leaves alone the bulleted areas and steps that refer to an area', () => {
    const body = ['- **(1) עובד וחודש** – בחרו עובד.', '1. באזור (1) בחרו את העובד.', '2. לחצו על **חישוב** (6).', '```markdown\n1. **(1)**\n```'];
    assert.deepEqual(calloutNumberProblems(['---', 'title: מסך', '---', '', ...body].join('\n')), []);
  });
});

describe('the frame of a screen page', () => {
  const screen = 'docs/scan-results/scan-report.md';

  it('accepts a page that opens with its parts and ends with questions and links', () => {
    assert.deepEqual(screenTemplateProblems(page(['חלקי המסך', 'איך מתקנים', 'שאלות נפוצות', 'ראו גם']), screen), []);
    assert.deepEqual(screenTemplateProblems(page(['מה פירוש הפער', 'ראו גם']), 'docs/intro.md'), []);
    assert.deepEqual(screenTemplateProblems(page(['שינויים', 'ראו גם']), 'docs/release-notes/version 1.2.0.md'), []);
  });

  it('finds a renamed first section and a missing questions section', () => {
    const renamed = screenTemplateProblems(page(['אזורי המסך', 'שאלות נפוצות', 'ראו גם']), screen);
    assert.equal(renamed.length, 1);
    assert.equal(renamed[0]?.line, 5);
    assert.match(renamed[0]!.message, /"## חלקי המסך", ולא "## אזורי המסך"/);
    const noQuestions = screenTemplateProblems(page(['חלקי המסך', 'איך מתקנים', 'ראו גם']), screen);
    assert.equal(noQuestions.length, 1);
    assert.match(noQuestions[0]!.message, /"## שאלות נפוצות"/);
  });
});

describe('the "בקצרה" box of a result page', () => {
  const box = (items: string[]): string => [':::info[בקצרה]', '', ...items, '', ':::'].join('\n');
  const good = ['- **מי זכאי:** כל עובד.', '- **כמה:** 125%.', '- **ממתי:** מיד. נכון ל-1.4.2018.'];
  const withBox = (boxText: string, next = '[כשנמצא פער](./when-gap-is-real.md)'): string =>
    ['---', 'title: תוצאה', '---', '', 'פתיחה.', '', boxText, '', '## חלקי המסך', '', 'טקסט.', '', '## פערים נפוצים ומה עושים', '', next, '', '## ראו גם', ''].join('\n');

  it('accepts three lines in order, one with its date, and the link to the next steps', () => {
    assert.deepEqual(summaryBoxProblems(withBox(box(good)), result), []);
  });

  it('finds a missing box, a box after the screen tour, a missing or misordered line, and no date', () => {
    assert.match(summaryBoxProblems(withBox(''), result)[0]!.message, /חסרה תיבת "בקצרה"/);
    const late = withBox('').replace('## פערים נפוצים', `${box(good)}\n\n## פערים נפוצים`);
    assert.match(summaryBoxProblems(late, result)[0]!.message, /חסרה תיבת "בקצרה"/);
    assert.match(summaryBoxProblems(withBox(box(good.slice(0, 2))), result)[0]!.message, /שלוש שורות/);
    assert.match(summaryBoxProblems(withBox(box([good[1]!, good[0]!, good[2]!])), result)[0]!.message, /שלוש שורות/);
    assert.match(summaryBoxProblems(withBox(box([good[0]!, good[1]!, '- **ממתי:** מיד.'])), result)[0]!.message, /נכון ל-/);
  });

  it('finds typical gaps that do not point to the next steps, and leaves other pages alone', () => {
    assert.match(summaryBoxProblems(withBox(box(good), 'טקסט.'), result)[0]!.message, /when-gap-is-real/);
    assert.deepEqual(summaryBoxProblems(withBox(''), 'docs/calculation-results/when-gap-is-real.md'), []);
    assert.deepEqual(summaryBoxProblems(withBox(''), 'docs/scan-results/scan-report.md'), []);
  });
});
