/**
 * The problems of the writers' check (scripts/check-writer.ts), one shape for every step: where
 * (a file of the repository and a line), what is wrong in Hebrew, and how to fix it. Each check
 * prints its problems as lines `file:line: message` (or `file: message`); the unit-test steps hand
 * theirs over structurally: a failing assertion of the worked examples carries `problems`
 * (failWithProblems), and scripts/lib/problems-reporter.mjs writes every failure as a JSON line.
 */
import {AssertionError} from 'node:assert';
import {HEBREW_LETTER as HEBREW} from './markdown';

export type WriterProblem = {
  /** Relative to the repository's root ("docs/intro.md"). */
  file?: string;
  line?: number;
  /** What is wrong, in Hebrew. */
  message: string;
  /** How to fix it, in Hebrew, when the message does not already say it. */
  fix?: string;
};

/** The mark of a problem written to stderr (see failWithProblems). */
export const PROBLEM_MARK = 'writer-problem: ';

/**
 * Fails a test with the problems a writer reads (in Hebrew), and `english` for the developer's log.
 * A failure while a test file loads (a worked example reads its page at the top of the file) reaches
 * node:test's reporters only as "the file failed", so under the writers' check (WRITER_PROBLEMS=1)
 * the problems are also written to stderr, one marked JSON line each, which the reporter reads.
 */
export function failWithProblems(problems: WriterProblem[], english: string): never {
  const error = new AssertionError({message: english});
  Object.assign(error, {problems});
  if (process.env.WRITER_PROBLEMS === '1') {
    for (const problem of problems) process.stderr.write(`${PROBLEM_MARK}${JSON.stringify(problem)}\n`);
  }
  throw error;
}

/** "calculation-results/calc-x.md:84" (a place in docs/, as the worked examples' tests name it) → file and line. */
export function docPlace(where: string): {file: string; line?: number} {
  const m = /^(.+?\.mdx?)(?::(\d+))?$/.exec(where);
  if (!m) return {file: where};
  const file = m[1].startsWith('docs/') || m[1].startsWith('src/') ? m[1] : `docs/${m[1]}`;
  return {file, line: m[2] === undefined ? undefined : Number(m[2])};
}

const place = String.raw`((?:[\w.@ -]+/)*[\w.@ -]+\.(?:mdx?|tsx?|svg|json|txt|js|mjs|ya?ml))`;

/** The lines `file:line: message` and `file: message` of a check's output. */
export function fileLineProblems(output: string): WriterProblem[] {
  const pattern = new RegExp(String.raw`^${place}(?::(\d+))?(?::\d+)?: (.+)$`);
  return output.split('\n').flatMap((text) => {
    const m = pattern.exec(text.trim());
    return m ? [{file: m[1], line: m[2] === undefined ? undefined : Number(m[2]), message: m[3].trim()}] : [];
  });
}

/** markdownlint's rules, in Hebrew: what the rule asks for (the English description is shown when a rule is not here). */
const markdownRules: Record<string, string> = {
  MD001: 'רמת כותרת קופצת: אחרי ## באה ###, לא ####',
  MD003: 'כותרת בסגנון אחר: כתבו אותה עם # בתחילת השורה',
  MD004: 'סימן רשימה אחר: התחילו כל פריט ברשימה במקף (-)',
  MD005: 'פריטים באותה רמה של רשימה מוזחים אחרת: ישרו אותם',
  MD007: 'הזחה של רשימה פנימית: הזיחו בשני רווחים',
  MD009: 'רווחים בסוף השורה: מחקו אותם',
  MD010: 'תו טאב: החליפו אותו ברווחים',
  MD011: 'קישור הפוך: כתבו [טקסט](כתובת)',
  MD012: 'כמה שורות ריקות ברצף: השאירו שורה ריקה אחת',
  MD018: 'אין רווח אחרי # בכותרת: הוסיפו רווח',
  MD019: 'יותר מרווח אחד אחרי # בכותרת: השאירו רווח אחד',
  MD022: 'כותרת בלי שורה ריקה לפניה או אחריה: הוסיפו שורה ריקה',
  MD023: 'כותרת שלא מתחילה בתחילת השורה: מחקו את הרווחים שלפני ה-#',
  MD024: 'שתי כותרות זהות באותו סעיף: שנו את אחת מהן',
  MD025: 'כותרת ראשית (#) בגוף העמוד: הכותרת הראשית היא ה-title, השתמשו ב-##',
  MD026: 'סימן פיסוק בסוף כותרת: מחקו אותו',
  MD027: 'יותר מרווח אחד אחרי > בציטוט: השאירו רווח אחד',
  MD028: 'שורה ריקה בתוך ציטוט: מחקו אותה או התחילו אותה ב->',
  MD029: 'מספור של רשימה ממוספרת: מספרו 1, 2, 3 לפי הסדר',
  MD030: 'מספר הרווחים אחרי סימן רשימה: השאירו רווח אחד',
  MD031: 'בלוק קוד בלי שורה ריקה לפניו או אחריו: הוסיפו שורה ריקה',
  MD032: 'רשימה בלי שורה ריקה לפניה או אחריה: הוסיפו שורה ריקה',
  MD033: 'רכיב HTML שהמדריך לא משתמש בו: כתבו ב-Markdown, או ברכיב מהרשימה ב-.markdownlint-cli2.jsonc',
  MD034: 'כתובת בלי קישור: כתבו אותה כקישור [טקסט](כתובת)',
  MD035: 'קו מפריד בסגנון אחר: כתבו ---',
  MD036: 'טקסט מודגש במקום כותרת: כתבו כותרת עם ##',
  MD037: 'רווח בתוך הדגשה: כתבו **מילה** בלי רווחים בפנים',
  MD038: 'רווח בתוך `קוד`: מחקו אותו',
  MD039: 'רווח בתוך טקסט של קישור: מחקו אותו',
  MD040: 'בלוק קוד בלי שפה: כתבו את השפה אחרי ``` (למשל text)',
  MD042: 'קישור ריק: כתבו לאן הוא מוביל',
  MD044: 'שם לועזי בכתיב אחר: כתבו אותו כמו ברשימת השמות (למשל Excel)',
  MD046: 'בלוק קוד בהזחה: כתבו אותו בין ``` ל-```',
  MD047: 'הקובץ לא מסתיים בשורה חדשה: הוסיפו שורה ריקה בסוף',
  MD048: 'גדר של בלוק קוד בסגנון אחר: כתבו ```',
  MD049: 'הטיה בסגנון אחר: כתבו *מילה*',
  MD050: 'הדגשה בסגנון אחר: כתבו **מילה**',
  MD051: 'קישור לסעיף שאין בעמוד: קשרו לכותרת שקיימת',
  MD053: 'הגדרת קישור שאף קישור לא משתמש בה: מחקו אותה',
  MD055: 'טבלה בסגנון אחר: התחילו וסיימו כל שורה ב-|',
  MD056: 'בשורה של הטבלה מספר תאים אחר מבכותרת שלה: השלימו או מחקו תאים',
  MD058: 'טבלה בלי שורה ריקה לפניה או אחריה: הוסיפו שורה ריקה',
};

/** The rules whose problems `npm run lint:md -- --fix` fixes (markdownlint's docs mark them "Fixable"); the others are fixed by hand. */
const fixableRules = new Set([
  'MD004',
  'MD005',
  'MD007',
  'MD009',
  'MD010',
  'MD011',
  'MD012',
  'MD014',
  'MD018',
  'MD019',
  'MD020',
  'MD021',
  'MD022',
  'MD023',
  'MD026',
  'MD027',
  'MD029',
  'MD030',
  'MD031',
  'MD032',
  'MD034',
  'MD037',
  'MD038',
  'MD039',
  'MD044',
  'MD047',
  'MD049',
  'MD050',
  'MD051',
  'MD053',
  'MD054',
  'MD058',
]);

/** What a writer is told for a rule `npm run lint:md -- --fix` fixes. */
export const LINT_FIX = 'npm run lint:md -- --fix מתקן את זה לבד';

/** markdownlint-cli2's lines (`docs/a.md:5:3 error MD022/blanks-around-headings …`), in Hebrew. */
export function markdownlintProblems(output: string): WriterProblem[] {
  return output.split('\n').flatMap((text) => {
    const m = /^(.+?\.mdx?):(\d+)(?::\d+)? (?:error|warning) (MD\d+)\/(\S+) (.*)$/.exec(text.trim());
    if (!m) return [];
    const [, file, line, rule, names, english] = m;
    const hebrew = markdownRules[rule];
    const message = hebrew ? `${hebrew} (${rule})` : `כלל הסגנון ${rule} (${names.split('/')[0]}): ${english}`;
    return [fixableRules.has(rule) ? {file, line: Number(line), message, fix: LINT_FIX} : {file, line: Number(line), message}];
  });
}

/** tsc's lines (`src/data/lawFigures.ts(40,3): error TS2322: …`). */
export function typeScriptProblems(output: string): WriterProblem[] {
  return output.split('\n').flatMap((text) => {
    const m = /^(.+?\.tsx?)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(text.trim());
    return m ? [{file: m[1], line: Number(m[2]), message: `הקובץ לא עובר את בדיקת הטיפוסים (${m[3]}: ${m[4]})`}] : [];
  });
}

/** One JSON line of scripts/lib/problems-reporter.mjs: a failed test with where it failed and its problems, if it carried any. */
export type FailedTest = {
  test: string;
  file?: string;
  line?: number;
  message: string;
  problems?: WriterProblem[];
};

/** The problems of failed tests: those they carried, else the place in docs/ the message starts with, else the test itself. */
export function testProblems(lines: string, fallback: string): WriterProblem[] {
  return lines
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line): WriterProblem[] => {
      const failed = JSON.parse(line) as FailedTest;
      if (failed.problems && failed.problems.length > 0) return failed.problems;
      const first =
        failed.message
          .split('\n')
          .find((text) => text.trim() !== '')
          ?.trim() ?? '';
      const m = /^(\S+?\.mdx?(?::\d+)?): (.*)$/.exec(first);
      if (m) return [{...docPlace(m[1]), message: `${fallback} (${m[2]})`}];
      // A message that is already Hebrew (the search gate's notice) is the problem itself.
      if (HEBREW.test(first)) return [{file: failed.file, message: first}];
      return [{file: failed.file, line: failed.line, message: `${fallback}: "${failed.test}" (${first})`}];
    });
}
