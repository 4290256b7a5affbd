/**
 * What the writers' check (scripts/check-writer.ts) hands a pull request: every problem as a GitHub
 * annotation on its line, split into parts of at most ten (GitHub shows ten error annotations per
 * step and fifty per job, and drops the rest without a word), and a job summary in Markdown that
 * lists every problem, however many there are.
 */
import {annotationLine} from './annotations';
import type {WriterProblem} from './writer-problems';

/** A step's outcome as the report tells it. */
export type StepReport = {
  name: string;
  ok: boolean;
  seconds: number;
  problems: WriterProblem[];
  /** How to fix the step's problems when a problem's own message does not say it. */
  fix?: string;
  /** Not run, and why (in Hebrew). */
  skipped?: string;
};

/** GitHub's limits: error annotations per step, and annotations per job. */
export const ANNOTATIONS_PER_STEP = 10;
export const ANNOTATIONS_PER_JOB = 50;

const count = (n: number): string => `${n} ${n === 1 ? 'בעיה' : 'בעיות'}`;

/** The text of a problem with its fix, for an annotation or the summary. */
export function problemText(problem: WriterProblem, stepFix?: string): string {
  const fix = problem.fix ?? stepFix;
  return fix ? `${problem.message}. ${fix}` : problem.message;
}

/**
 * Every problem as an annotation line, problems on the same line of the same file in one
 * annotation, cut into parts for GitHub's steps (the first part for the check's own step). When
 * there are more than a job can show, the last annotation of the last part says how many more there
 * are and that the job summary lists them all.
 */
export function annotationParts(steps: readonly StepReport[]): string[][] {
  type Entry = {file?: string; line?: number; title: string; messages: string[]};
  const entries: Entry[] = [];
  const byPlace = new Map<string, Entry>();
  for (const step of steps) {
    for (const problem of step.problems) {
      const title = `check:writer: ${step.name}`;
      const text = problemText(problem, step.fix);
      const key = problem.file === undefined || problem.line === undefined ? undefined : `${problem.file}:${problem.line}`;
      const existing = key === undefined ? undefined : byPlace.get(key);
      if (existing) {
        existing.messages.push(text);
        if (!existing.title.includes(step.name)) existing.title += `, ${step.name}`;
        continue;
      }
      const entry = {file: problem.file, line: problem.line, title, messages: [text]};
      entries.push(entry);
      if (key !== undefined) byPlace.set(key, entry);
    }
  }
  const lines = entries.map(({file, line, title, messages}) => annotationLine({file, line, title, message: messages.join('\n')}));
  if (lines.length > ANNOTATIONS_PER_JOB) {
    const shown = lines.slice(0, ANNOTATIONS_PER_JOB - 1);
    const rest = lines.length - shown.length;
    shown.push(annotationLine({title: 'check:writer', message: `ועוד ${rest} מקומות עם בעיות שאין להם כאן הערה: הרשימה המלאה בסיכום של הריצה (Summary), ובסוף הפלט של השלב check:writer`}));
    lines.splice(0, lines.length, ...shown);
  }
  const parts: string[][] = [];
  for (let at = 0; at < lines.length; at += ANNOTATIONS_PER_STEP) parts.push(lines.slice(at, at + ANNOTATIONS_PER_STEP));
  return parts;
}

/** A table cell: no "|" or line break of its own. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

/** The job summary: the steps, every problem with its place and its fix, then the notes (pages to read). */
export function summaryMarkdown(steps: readonly StepReport[], seconds: number, notes: readonly string[] = []): string {
  const failed = steps.filter((step) => !step.ok && !step.skipped);
  const total = failed.reduce((sum, step) => sum + step.problems.length, 0);
  const out = [failed.length === 0 ? `## check:writer: הכול עבר (${seconds.toFixed(0)} שניות)` : `## check:writer: ${count(total)} (${seconds.toFixed(0)} שניות)`, ''];
  out.push('| בדיקה | תוצאה | שניות |', '|---|---|---|');
  for (const step of steps) {
    const verdict = step.skipped ? `דילוג: ${step.skipped}` : step.ok ? '✔ עבר' : `✘ ${count(step.problems.length)}`;
    out.push(`| ${cell(step.name)} | ${cell(verdict)} | ${step.skipped ? '' : step.seconds.toFixed(1)} |`);
  }
  if (failed.length > 0) {
    out.push('', `### מה לתקן (${count(total)})`);
    for (const step of failed) {
      out.push('', `#### ${step.name}`, '', '| מקום | הבעיה ואיך מתקנים |', '|---|---|');
      for (const problem of step.problems) {
        const place = problem.file === undefined ? '' : `\`${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}\``;
        out.push(`| ${place} | ${cell(problemText(problem, step.fix))} |`);
      }
    }
  }
  if (notes.length > 0) out.push('', '### לקריאה (לא בעיה)', '', ...notes.map((note) => `- ${note}`));
  return `${out.join('\n')}\n`;
}
