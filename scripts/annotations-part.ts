/**
 * Prints one part of the writers' check's annotations: GitHub shows at most ten error annotations a
 * step, so the check prints the first ten and leaves the rest, in parts of ten, in
 * WRITER_ANNOTATIONS_FILE; each of the workflow's next steps prints one part
 * (.github/workflows/pull-request.yml). Part 2 is annotations 11 to 20, and so on.
 *
 *   WRITER_ANNOTATIONS_FILE=… npx tsx scripts/annotations-part.ts 2
 */
import {existsSync, readFileSync} from 'node:fs';

const part = Number(process.argv[2]);
const file = process.env.WRITER_ANNOTATIONS_FILE;
if (!Number.isInteger(part) || part < 2 || !file) {
  console.error('usage: WRITER_ANNOTATIONS_FILE=… npx tsx scripts/annotations-part.ts <part, from 2>');
  process.exitCode = 2;
} else if (existsSync(file)) {
  // The file holds the parts after the first: part 2 is its first entry.
  const rest = JSON.parse(readFileSync(file, 'utf8')) as string[][];
  for (const line of rest[part - 2] ?? []) console.log(line);
}
