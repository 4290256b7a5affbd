/**
 * `npm run search:baseline`: measures the query set (./queries.ts) on the guide and
 * writes each query's rank to ./baseline.json, the ranks the quality test holds
 * the engine to. Run it after a deliberate change to the engine, the docs or the query set, and
 * review the diff; it writes nothing while a query is outside the first five hits or a category
 * is below its floor.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {baselineOf, formatEvaluation, qualityProblems} from './evaluate';
import {baselinePath, evaluateGuide, guideDevRecords, qualityFloors} from './guide';

async function main(): Promise<void> {
  const evaluation = evaluateGuide(await guideDevRecords());
  console.log(formatEvaluation(evaluation));
  const baseline = baselineOf(evaluation);
  const problems = qualityProblems(evaluation, baseline, qualityFloors);
  if (problems.length > 0) {
    console.error(`\nNot written: ${problems.length} problem(s).\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  await writeFile(baselinePath, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`\nWrote ${Object.keys(baseline).length} ranks to ${path.relative(process.cwd(), baselinePath)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
