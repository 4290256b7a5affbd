import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {productActions} from '../../writing/glossary';
import {actionLink, productActionProblems} from './product-actions';

const page = (body: string): string => ['---', 'title: מסך התהליך', 'description: תיאור.', '---', '', body, ''].join('\n');
const processScreen = 'docs/scan-results/process-screen.md';

describe('product actions linked where they are used', () => {
  it('finds an action named in bold with no link, in prose, a list and a table row', () => {
    for (const line of ['לחיצה על **החלפה** מוחקת את מה שהמנוע קרא.', '- אחדו אותם בעזרת **מיזוג** לפני שאתם מתקנים סכומים.', '| חסר מספר | לעמוד אין מספר. | **שיוך לעובד**. |']) {
      const problems = productActionProblems(page(line), processScreen, productActions);
      assert.equal(problems.length, 1, line);
      assert.equal(problems[0]?.line, 6);
    }
  });

  it('says which link to write, relative to the page', () => {
    const [problem] = productActionProblems(page('לחצו על **שינוי סוג**.'), processScreen, productActions);
    assert.ok(problem?.message.includes('[**שינוי סוג**](../new-calculation/reports-lists.md#שינוי-הסוג-של-קובץ)'));
    const split = productActions.find((action) => action.name === 'פיצול')!;
    assert.equal(actionLink(split, 'docs/scan-results/scan-report.md'), '[**פיצול**](./split-merge-pages.md#split-document)');
  });

  it('leaves alone a linked name, a line that links to the home page, the home page itself, headings, code and a longer name', () => {
    const body = [
      'לחצו על [**החלפה**](../new-calculation/reports-lists.md#החלפת-קובץ).',
      'עשו זאת בעזרת **מיזוג** במסך [פיצול ומיזוג עמודים](./split-merge-pages.md).',
      '### הכפתור **הסרה** לא זמין',
      '```text\n**הסרה**\n```',
      'אחדו אותם בעזרת [**מיזוג עובדים**](./organize-workers.md#איחוד-עובדים-כפולים).',
      '<!-- **פיצול** -->',
    ].join('\n\n');
    assert.deepEqual(productActionProblems(page(body), 'docs/scan-results/approve-scan-payslips.md', productActions), []);
    assert.deepEqual(productActionProblems(page('לחצו על **החלפה**.'), 'docs/new-calculation/reports-lists.md', productActions), []);
  });
});
