// The unit tests' reporter (npm run test:unit): Node's own (spec on a terminal, TAP otherwise),
// then, at the very end, one line per failed test with its file, name and the first line of its
// failure, so the cause is where a reader of a long log looks (the search gate puts its advice
// there). scripts/test.mjs repeats these lines in the summary of npm test.
import path from 'node:path';
import {Readable} from 'node:stream';
import {spec as Spec, tap} from 'node:test/reporters';

export const FAILURE_MARK = '✘ ';

function firstLine(error) {
  const cause = error?.cause instanceof Error || typeof error?.cause?.message === 'string' ? error.cause : error;
  const message = String(cause?.message ?? error ?? 'failed');
  return (
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'failed'
  );
}

export default async function* reporter(source) {
  const failures = [];
  async function* watched() {
    for await (const event of source) {
      const error = event.data?.details?.error;
      if (event.type === 'test:fail' && error?.failureType !== 'subtestsFailed') {
        const file = event.data.file ? path.relative(process.cwd(), event.data.file) : '';
        const place = file && event.data.line ? `${file}:${event.data.line}` : file;
        failures.push(`${FAILURE_MARK}${place ? `${place} › ` : ''}${event.data.name}: ${firstLine(error)}`);
      }
      yield event;
    }
  }
  if (process.stdout.isTTY) {
    for await (const chunk of Readable.from(watched()).pipe(new Spec())) yield chunk;
  } else {
    yield* tap(watched());
  }
  if (failures.length > 0) {
    yield `\n${failures.length} failed:\n${failures.join('\n')}\n`;
  }
}
