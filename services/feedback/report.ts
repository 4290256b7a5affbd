/**
 * The writers' report: `npm run feedback:report [-- options]`. Reads the database FEEDBACK_DB names
 * (default .feedback/feedback.db), prints the report as Markdown (as JSON with --json) and writes
 * the Markdown to a file beside the database. The report carries no free text and no query typed by
 * fewer than 3 distinct readers; it stays on the company's systems (never in a pull request or an
 * issue), and each run deletes the report files beside the database that are older than the
 * retention period (services/feedback/README.md).
 *
 *   --days N          the last N days (default 30), or
 *   --from DATE       the first day (YYYY-MM-DD, UTC) and
 *   --to DATE         the last day, included (default today)
 *   --min-readers N   list unanswered queries typed by at least N readers (default and least 3)
 *   --build DIR       the build whose search decides which queries are now answered (default build/)
 *   --out FILE        where the Markdown goes (default .feedback/report-<from>-<to>.md)
 *   --json            print JSON instead of Markdown
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readSearchIndex} from '../../src/plugins/search-records';
import {SearchEngine} from '../../src/search/engine';
import {localIndexName} from '../../src/search/config';
import {retentionDays} from '../../src/feedback/policy';
import {defaultDbPath} from './lib/config';
import {buildReport, defaultMinReaders, reportMarkdown} from './lib/report';
import {deleteOldReports} from './lib/reportFiles';
import {openStore} from './lib/store';

const dayMs = 86_400_000;

function fail(message: string): never {
  console.error(`feedback:report: ${message}`);
  process.exit(2);
}

function dateArg(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(`--${name} must be a date, YYYY-MM-DD; got "${value}"`);
  return new Date(`${value}T00:00:00Z`);
}

function countArg(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) fail(`--${name} must be a whole number of at least 1; got "${value}"`);
  return count;
}

/** --min-readers: never below the least the pages state (defaultMinReaders). */
function readersArg(value: string | undefined): number {
  const count = countArg(value, 'min-readers', defaultMinReaders);
  if (count < defaultMinReaders) fail(`--min-readers must be at least ${defaultMinReaders}: a query of fewer readers may name one of them; got "${value}"`);
  return count;
}

/** Whether the build's own search finds anything for a query, when that build is there. */
async function answeredBy(buildDir: string): Promise<((query: string) => boolean) | undefined> {
  const searchDir = path.join(buildDir, 'search');
  if (!existsSync(path.join(searchDir, 'index.json'))) {
    console.error(`feedback:report: no search index in ${buildDir}: queries are not checked against the current build (build the site, or give --build).`);
    return undefined;
  }
  const engine = SearchEngine.fromSerialized(await readSearchIndex(searchDir));
  return (query) => (engine.searchRequests([{indexName: localIndexName, query, hitsPerPage: 1}]).results[0] as {nbHits?: number}).nbHits! > 0;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      days: {type: 'string'},
      from: {type: 'string'},
      to: {type: 'string'},
      'min-readers': {type: 'string'},
      build: {type: 'string', default: 'build'},
      out: {type: 'string'},
      json: {type: 'boolean', default: false},
    },
  });

  const today = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const lastDay = dateArg(values.to, 'to') ?? today;
  const to = new Date(lastDay.getTime() + dayMs);
  const from = dateArg(values.from, 'from') ?? new Date(to.getTime() - countArg(values.days, 'days', 30) * dayMs);
  if (from >= to) fail('--from must come before --to');

  const dbPath = path.resolve(process.env.FEEDBACK_DB?.trim() || defaultDbPath);
  if (!existsSync(dbPath)) fail(`no database at ${dbPath} (FEEDBACK_DB): start the service with npm run feedback:serve first, or name the file.`);
  const store = openStore(dbPath, {readonly: true});
  const report = buildReport({
    answers: store.answers(from.getTime(), to.getTime()),
    searches: store.searches(from.getTime(), to.getTime()),
    from,
    to: new Date(to.getTime() - dayMs),
    minReaders: readersArg(values['min-readers']),
    answeredNow: await answeredBy(path.resolve(values.build)),
  });
  store.close();

  const markdown = reportMarkdown(report);
  const reportDir = path.dirname(dbPath);
  const out = path.resolve(values.out ?? path.join(reportDir, `report-${report.from.slice(0, 10)}-${report.to.slice(0, 10)}.md`));
  await mkdir(path.dirname(out), {recursive: true});
  // The report files beside the database older than the retention period go, as the rows they were made from do.
  deleteOldReports(reportDir, Date.now() - retentionDays * dayMs);
  await writeFile(out, markdown);
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : markdown);
  const shown = path.relative(process.cwd(), out);
  console.error(`feedback:report: the Markdown is in ${shown.startsWith('..') ? out : shown}`);
}

main().catch((error: Error) => fail(error.message));
