import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {OPENING_STEPS, RESULT_SECTIONS, openingStepsProblems, resultTemplateProblems} from './template';

const page = (headings: readonly string[]): string =>
  ['---', 'title: תוצאה', '---', '', ...headings.flatMap((h) => [`## ${h}`, '', 'טקסט.', ''])].join('\n');
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
