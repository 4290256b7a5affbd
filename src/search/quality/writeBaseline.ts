/**
 * `npm run search:baseline`: measures the query set (./queries.ts), the readers' set (./readers.ts)
 * and the held-out set (./heldOut.ts) on the guide and writes each query's rank to ./baseline.json,
 * ./readersBaseline.json and ./heldOutBaseline.json, the ranks the quality test holds the engine to. Run it after a deliberate
 * change to the engine, the docs or the query set, and review the diff. It writes nothing while a
 * tuned query is outside the first five hits or a category is below its floor, nor while a readers' or
 * held-out query that found its answer has lost it without a reason: `-- --reason "<query>=<why>"` (once per
 * query) gives one, kept in the baseline beside the query.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {baselineOf, formatEvaluation, formatSideBySide, heldOutProblems, qualityProblems, type HeldOutBaseline} from './evaluate';
import {baselinePath, evaluateParts, guideDevRecords, heldOutBaselinePath, qualityFloors, readersBaselinePath, readHeldOutBaseline} from './guide';

function reasonsFromArgs(args: readonly string[]): Record<string, string> {
  const reasons: Record<string, string> = {};
  args.forEach((arg, i) => {
    const value = arg === '--reason' ? args[i + 1] : arg.startsWith('--reason=') ? arg.slice('--reason='.length) : undefined;
    const split = value?.lastIndexOf('=') ?? -1;
    if (value && split > 0) reasons[value.slice(0, split).trim()] = value.slice(split + 1).trim();
  });
  return reasons;
}

async function main(): Promise<void> {
  const {tuned, readers, heldOut} = evaluateParts(await guideDevRecords());
  console.log(formatEvaluation(tuned));
  console.log(formatSideBySide(tuned, heldOut, readers));
  const baseline = baselineOf(tuned);
  const given = reasonsFromArgs(process.argv.slice(2));
  const parts = await Promise.all(
    [
      {name: 'readers', evaluation: readers, file: readersBaselinePath},
      {name: 'held-out', evaluation: heldOut, file: heldOutBaselinePath},
    ].map(async (part) => ({...part, previous: await readHeldOutBaseline(part.file).catch((): HeldOutBaseline => ({ranks: {}, reasons: {}}))})),
  );
  const problems = [
    ...qualityProblems(tuned, baseline, qualityFloors),
    ...parts.flatMap(({name, evaluation, previous}) => heldOutProblems(evaluation, {ranks: {...baselineOf(evaluation), ...previous.ranks}, reasons: {...previous.reasons, ...given}}, name)),
  ];
  if (problems.length > 0) {
    console.error(`\nNot written: ${problems.length} problem(s).\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  await writeFile(baselinePath, `${JSON.stringify(baseline, null, 2)}\n`);
  for (const {evaluation, file, previous} of parts) {
    const queries = new Set(evaluation.outcomes.map((outcome) => outcome.query));
    const kept = Object.fromEntries(Object.entries({...previous.reasons, ...given}).filter(([query]) => queries.has(query)));
    await writeFile(file, `${JSON.stringify({ranks: baselineOf(evaluation), reasons: kept}, null, 2)}\n`);
    console.log(`Wrote ${queries.size} ranks to ${path.relative(process.cwd(), file)}.`);
  }
  console.log(`Wrote ${Object.keys(baseline).length} ranks to ${path.relative(process.cwd(), baselinePath)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
