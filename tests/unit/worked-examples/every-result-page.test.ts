import {test} from 'node:test';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {failWithProblems, type WriterProblem} from '../../../scripts/lib/writer-problems';

// Every result page's worked example is recomputed from its own data by a test of its own, beside
// this file (calc-mahala.md → calc-mahala.test.ts): the arithmetic of each line alone
// (arithmetic.test.ts) does not see a step that uses the wrong figure. A new result page without
// one fails here, in Hebrew, on its worked example.

const root = path.join(import.meta.dirname, '../../..');
const section = 'docs/calculation-results';

test('every result page has a test that recomputes its worked example', () => {
  const problems: WriterProblem[] = readdirSync(path.join(root, section))
    .filter((name) => /^calc-.+\.md$/.test(name))
    .sort()
    .flatMap((name): WriterProblem[] => {
      const id = name.replace(/\.md$/, '');
      if (existsSync(path.join(import.meta.dirname, `${id}.test.ts`))) return [];
      const file = `${section}/${name}`;
      const heading = readFileSync(path.join(root, file), 'utf8').split('\n').indexOf('## דוגמה מחושבת');
      return [
        {
          file,
          line: heading < 0 ? undefined : heading + 1,
          message: `לדוגמה המחושבת של העמוד אין בדיקה משלה (tests/unit/worked-examples/${id}.test.ts), ולכן נבדק בה רק החשבון של כל שורה לבדה, ולא שכל שלב מחושב מהנתונים של הדוגמה ומהכלל שבעמוד`,
          fix: `הבדיקה נכתבת באותה בקשת מיזוג עם העמוד: העתיקו את הבדיקה של עמוד דומה (למשל tests/unit/worked-examples/calc-mahala.test.ts) ל-tests/unit/worked-examples/${id}.test.ts, ושנו בה את הסעיפים, השורות והחישוב לפי העמוד; אם אין לכם ניסיון ב-TypeScript, בקשו מהמפתחים, ובינתיים אל תמזגו`,
        },
      ];
    });
  if (problems.length > 0) failWithProblems(problems, problems.map((p) => `${p.file}: no worked-example test of its own`).join('\n'));
});
