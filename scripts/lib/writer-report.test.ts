import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseAnnotationLine} from './annotations';
import {ANNOTATIONS_PER_JOB, ANNOTATIONS_PER_STEP, annotationParts, summaryMarkdown, type StepReport} from './writer-report';

// Twelve problems in three steps, two of them on one line of one file.
const steps: StepReport[] = [
  {name: 'הידור העמודים (MDX)', ok: false, seconds: 1, problems: [{file: 'docs/intro.md', line: 20, message: 'התו "<" נקרא כתחילה של תגית', fix: 'כתבו \\<'}]},
  {
    name: 'סגנון Markdown',
    ok: false,
    seconds: 2,
    fix: 'npm run lint:md -- --fix',
    problems: Array.from({length: 6}, (_, i) => ({file: `docs/scan-results/page-${i}.md`, line: 10 + i, message: `רווחים בסוף השורה | ${i}`})),
  },
  {name: 'איות', ok: true, seconds: 3, problems: []},
  {name: 'בדיקת טיפוסים של הנתונים', ok: true, seconds: 0, problems: [], skipped: 'לא השתנה קובץ .ts או .json'},
  {
    name: 'חשבון ודוגמאות מחושבות',
    ok: false,
    seconds: 4,
    fix: 'תקנו את החישוב',
    problems: [
      {file: 'docs/calculation-results/calc-mahala.md', line: 84, message: 'החישוב "45 ₪ × 8 = 370" לא יוצא נכון'},
      {file: 'docs/calculation-results/calc-mahala.md', line: 84, message: 'המספרים בשורה לא מתאימים לחישוב של הדוגמה'},
      {file: 'docs/calculation-results/calc-avraa.md', line: 50, message: 'חישוב 3'},
      {file: 'docs/calculation-results/calc-hufsha.md', line: 51, message: 'חישוב 4'},
      {message: 'הבדיקה נכשלה בלי הודעה על קובץ ושורה'},
    ],
  },
];
const messages = steps.flatMap((step) => step.problems.map((problem) => problem.message));

test('the summary lists all twelve problems, each with its place and its fix, and every step', () => {
  assert.equal(messages.length, 12);
  const summary = summaryMarkdown(steps, 42);
  assert.match(summary, /^## check:writer: 12 בעיות \(42 שניות\)/);
  for (const problem of steps.flatMap((step) => step.problems)) {
    assert.ok(summary.includes(problem.message.replace(/\|/g, '\\|')), problem.message);
    if (problem.file) assert.ok(summary.includes(`\`${problem.file}:${problem.line}\``), problem.file);
  }
  assert.match(summary, /\| `docs\/intro\.md:20` \| התו "<" נקרא כתחילה של תגית\. כתבו \\\\< \|/);
  assert.match(summary, /רווחים בסוף השורה \\\| 0\. npm run lint:md -- --fix/);
  assert.match(summary, /\| בדיקת טיפוסים של הנתונים \| דילוג: לא השתנה קובץ \.ts או \.json \|/);
  assert.match(summary, /\| איות \| ✔ עבר \| 3\.0 \|/);
  assert.match(summaryMarkdown(steps, 42, ['docs/a.md: עמודים אחרים שמזכירים את הנושא: docs/b.md']), /### לקריאה \(לא בעיה\)\n\n- docs\/a\.md: עמודים אחרים/);
});

test('the annotations: two problems on one line in one, at most ten a part, none lost', () => {
  const parts = annotationParts(steps);
  assert.deepEqual(
    parts.map((part) => part.length),
    [10, 1],
  );
  const annotations = parts.flat().map((line) => parseAnnotationLine(line));
  const text = annotations.map((a) => a?.message).join('\n');
  for (const message of messages) assert.ok(text.includes(message), message);
  const mahala = annotations.filter((a) => a?.file === 'docs/calculation-results/calc-mahala.md');
  assert.equal(mahala.length, 1);
  assert.equal(mahala[0]?.line, 84);
  assert.equal(mahala[0]?.title, 'check:writer: חשבון ודוגמאות מחושבות');
});

test('more problems than a job shows: the last annotation points to the summary', () => {
  const many: StepReport[] = [{name: 'תוכן', ok: false, seconds: 1, problems: Array.from({length: 73}, (_, i) => ({file: 'docs/a.md', line: i + 1, message: `בעיה ${i + 1}`}))}];
  const parts = annotationParts(many);
  assert.equal(parts.length, ANNOTATIONS_PER_JOB / ANNOTATIONS_PER_STEP);
  assert.ok(parts.every((part) => part.length <= ANNOTATIONS_PER_STEP));
  const last = parseAnnotationLine(parts.at(-1)?.at(-1) ?? '');
  assert.match(last?.message ?? '', /^ועוד 24 מקומות עם בעיות שאין להם כאן הערה: הרשימה המלאה בסיכום של הריצה/);
});
