// A node:test reporter for the writers' check (scripts/check-writer.ts): one JSON line per failed
// test, with the test's file and line, its failure's message, and the problems the failure carries
// (scripts/lib/writer-problems.ts, failWithProblems): the Hebrew message, the place in the guide and
// the fix, read from the assertion itself rather than from the text of the test output. A test
// file that fails while loading is reported with the problems it wrote to stderr (marked lines).
import path from 'node:path';

const MARK = 'writer-problem: ';

export default async function* problemsReporter(source) {
  const marked = new Map();
  for await (const event of source) {
    if (event.type === 'test:stderr' && event.data?.file) {
      const lines = String(event.data.message ?? '')
        .split('\n')
        .filter((line) => line.startsWith(MARK));
      const problems = lines.map((line) => JSON.parse(line.slice(MARK.length)));
      marked.set(event.data.file, [...(marked.get(event.data.file) ?? []), ...problems]);
      continue;
    }
    const error = event.data?.details?.error;
    if (event.type !== 'test:fail' || error?.failureType === 'subtestsFailed') continue;
    const cause = error?.cause && typeof error.cause === 'object' ? error.cause : error;
    const carried = Array.isArray(cause?.problems) ? cause.problems : [];
    // The file itself failed (its name is its path): what it wrote before it stopped.
    const fileFailed = event.data.file && event.data.name === event.data.file;
    const problems = carried.length > 0 ? carried : fileFailed ? (marked.get(event.data.file) ?? []) : [];
    yield `${JSON.stringify({
      test: fileFailed ? path.relative(process.cwd(), event.data.file) : event.data.name,
      file: event.data.file ? path.relative(process.cwd(), event.data.file) : undefined,
      line: event.data.line,
      message: typeof cause === 'object' ? String(cause?.message ?? 'failed') : String(cause ?? 'failed'),
      problems: problems.length > 0 ? problems : undefined,
    })}\n`;
  }
}
