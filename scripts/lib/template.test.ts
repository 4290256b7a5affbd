import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {RESULT_SECTIONS, resultTemplateProblems} from './template';

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
