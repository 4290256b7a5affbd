import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formerTitleProblems, titlesInPatch} from './former-titles';

const page = (title: string, keywords: string): string => `---\ntitle: ${title}\nkeywords: [${keywords}]\n---\n\nטקסט.\n`;

test("a page renamed without its former title among the keywords fails, in Hebrew, on the keywords' line", () => {
  const [problem, ...rest] = formerTitleProblems(page('סיכום חודשי מצטבר', 'סיכום חודשי, דוח מצטבר'), ['ריכוז חודשי מצטבר']);
  assert.equal(rest.length, 0);
  assert.equal(problem!.line, 3);
  assert.match(problem!.message, /"ריכוז חודשי מצטבר", חסרה ב-keywords/);
});

test('the former title among the keywords, or a title that never changed, passes', () => {
  assert.deepEqual(formerTitleProblems(page('סיכום חודשי מצטבר', 'ריכוז חודשי מצטבר, דוח מצטבר'), ['ריכוז חודשי מצטבר']), []);
  assert.deepEqual(formerTitleProblems(page('דמי מחלה', 'ימי מחלה'), ['דמי מחלה']), []);
});

test("the titles a page had are read from its history's removed front-matter lines, quotes taken off", () => {
  const patch = ['-title: ייצוא ל-Excel', '+title: ייצוא נתוני הסריקה ל-Excel', " -title: 'not a line start'", "-title: 'נוכחות ושכר'"].join('\n');
  assert.deepEqual(titlesInPatch(patch), ['ייצוא ל-Excel', 'נוכחות ושכר']);
});
