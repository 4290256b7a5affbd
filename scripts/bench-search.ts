/**
 * `npm run bench:search`: the offline search's index size (raw and gzip), build time and query
 * latency (p50/p95 over the query set), for the guide and for 1,000 and 10,000 records made from it.
 */
import {SearchEngine} from '../src/search/engine';
import {queries} from '../src/search/quality/queries';
import {guideRecords, kb, latencies, percentile, sizes, syntheticRecords, table} from './lib/bench';

function measure(label: string, records: Parameters<typeof SearchEngine.fromRecords>[0]): string[] {
  const started = performance.now();
  const engine = SearchEngine.fromRecords(records);
  const buildMs = performance.now() - started;
  const json = JSON.stringify(engine.serialize());
  const size = sizes(json);
  const loadStarted = performance.now();
  SearchEngine.fromSerialized(JSON.parse(json));
  const loadMs = performance.now() - loadStarted;
  const times = latencies(
    engine,
    queries.map((query) => query.query),
  );
  return [
    label,
    String(records.length),
    kb(size.raw),
    kb(size.gzip),
    `${buildMs.toFixed(0)} ms`,
    `${loadMs.toFixed(0)} ms`,
    `${percentile(times, 50).toFixed(1)} ms`,
    `${percentile(times, 95).toFixed(1)} ms`,
  ];
}

async function main(): Promise<void> {
  const {records, source} = await guideRecords();
  console.log(`Records: ${source}; ${queries.length} queries, 5 rounds each.\n`);
  const rows = [measure('guide', records), measure('synthetic', syntheticRecords(records, 1_000)), measure('synthetic', syntheticRecords(records, 10_000))];
  console.log(table(['index', 'records', 'index raw', 'index gzip', 'build', 'load (parse + restore)', 'p50', 'p95'], rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
