/**
 * `npm run search:baseline`: measures the query set (./queries.ts) and the held-out set
 * (./heldOut.ts) on the guide and writes each query's rank to ./baseline.json and
 * ./heldOutBaseline.json, the ranks the quality test holds the engine to. Run it after a deliberate
 * change to the engine, the docs or the query set, and review the diff. It writes nothing while a
 * tuned query is outside the first five hits or a category is below its floor, nor while a held-out
 * query that found its answer has lost it without a reason: `-- --reason "<query>=<why>"` (once per
 * query) gives one, kept in the baseline beside the query.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {baselineOf, formatEvaluation, formatSideBySide, heldOutProblems, qualityProblems, type HeldOutBaseline} from './evaluate';
import {baselinePath, evaluateParts, guideDevRecords, heldOutBaselinePath, qualityFloors, readHeldOutBaseline} from './guide';

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
  const {tuned, heldOut} = evaluateParts(await guideDevRecords());
  console.log(formatEvaluation(tuned));
  console.log(formatSideBySide(tuned, heldOut));
  const baseline = baselineOf(tuned);
  const previous = await readHeldOutBaseline().catch((): HeldOutBaseline => ({ranks: {}, reasons: {}}));
  const reasons = {...previous.reasons, ...reasonsFromArgs(process.argv.slice(2))};
  const problems = [...qualityProblems(tuned, baseline, qualityFloors), ...heldOutProblems(heldOut, {ranks: {...baselineOf(heldOut), ...previous.ranks}, reasons})];
  if (problems.length > 0) {
    console.error(`\nNot written: ${problems.length} problem(s).\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const queries = new Set(heldOut.outcomes.map((outcome) => outcome.query));
  const kept = Object.fromEntries(Object.entries(reasons).filter(([query]) => queries.has(query)));
  await writeFile(baselinePath, `${JSON.stringify(baseline, null, 2)}\n`);
  await writeFile(heldOutBaselinePath, `${JSON.stringify({ranks: baselineOf(heldOut), reasons: kept}, null, 2)}\n`);
  console.log(`\nWrote ${Object.keys(baseline).length} ranks to ${path.relative(process.cwd(), baselinePath)} and ${queries.size} to ${path.relative(process.cwd(), heldOutBaselinePath)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
