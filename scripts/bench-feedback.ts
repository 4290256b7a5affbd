/**
 * The feedback service under a burst: `npm run bench:feedback [-- --requests N --concurrency N]`.
 * Starts the real service (services/feedback, as `npm run feedback:serve` does) on 127.0.0.1 with a
 * temporary database and its rate limit off, sends N page answers (10,000 by default, at most
 * 100,000) from `concurrency` connections at once, and prints requests per second, p50/p95 latency
 * and the database's size per 10,000 answers. Nothing leaves this machine.
 */
import {existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startServiceProcess} from '../services/feedback/lib/process';
import {feedbackReasons} from '../src/feedback/policy';
import {percentile} from './lib/bench';

const {values} = parseArgs({options: {requests: {type: 'string', default: '10000'}, concurrency: {type: 'string', default: '16'}}});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(requests) || requests < 100 || requests > 100_000) throw new Error('--requests must be a whole number from 100 to 100,000');
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256) throw new Error('--concurrency must be a whole number from 1 to 256');

const routes = ['/intro', '/calculation-results/calc-avraa', '/scan-results/split-merge-pages', '/release-notes/version%201.2.0'];
/** The i-th answer: half "yes", half "no" with a reason. */
function answer(i: number): string {
  const page = routes[i % routes.length]!;
  if (i % 2 === 0) return JSON.stringify({page, helpful: true});
  return JSON.stringify({page, helpful: false, reason: feedbackReasons[i % feedbackReasons.length]});
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-feedback-'));
  const siteDir = path.join(dir, 'site');
  const dbPath = path.join(dir, 'feedback.db');
  mkdirSync(siteDir);
  writeFileSync(path.join(siteDir, 'sitemap.xml'), `<urlset>${routes.map((route) => `<url><loc>https://docs.example.com${route}</loc></url>`).join('')}</urlset>`);
  const service = await startServiceProcess({FEEDBACK_HOST: '127.0.0.1', FEEDBACK_DB: dbPath, FEEDBACK_SITE_DIR: siteDir, FEEDBACK_RATE_LIMIT: '0'});
  try {
    const url = `${service.url}/answers`;
    const post = (body: string) => fetch(url, {method: 'POST', headers: {'content-type': 'application/json'}, body});
    // Warm-up: connections opened, statements prepared, the JIT at work.
    for (let i = 0; i < 200; i++) await (await post(answer(i))).arrayBuffer();
    const times: number[] = [];
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({length: concurrency}, async () => {
        while (next < requests) {
          const body = answer(next++);
          const sent = performance.now();
          const response = await post(body);
          await response.arrayBuffer();
          times.push(performance.now() - sent);
          if (response.status !== 201) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await service.stop();
    const bytes = ['', '-wal']
      .map((suffix) => `${dbPath}${suffix}`)
      .filter(existsSync)
      .reduce((sum, file) => sum + statSync(file).size, 0);
    const stored = requests + 200;
    console.log(`bench:feedback: ${requests} answers from ${concurrency} connections to ${service.url} (SQLite WAL, synchronous=FULL)`);
    console.log(`  requests/s   ${(requests / seconds).toFixed(0)}  (${seconds.toFixed(2)} s${failed ? `, ${failed} not 201` : ''})`);
    console.log(`  latency      p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`);
    console.log(`  database     ${(bytes / 1024).toFixed(0)} KB for ${stored} answers: ${((bytes * 10_000) / stored / 1024).toFixed(0)} KB per 10,000`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await service.stop();
    rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error: Error) => {
  console.error(`bench:feedback: ${error.message}`);
  process.exit(1);
});
