/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on
 * the production build in build/, served compressed by scripts/lib/static-server.ts, in Debian's
 * Chromium. Each page is run 3 times; the table shows the medians.
 *
 *   tsx scripts/bench-lighthouse.ts [--runs N] [--build DIR]... [--json FILE] [path ...]
 *
 * Needs a build (`npm run build`). Given several --build folders (say a copy of the build before a
 * change, and build/), it alternates between them run by run and prints a table for each.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {repoRoot} from './lib/files';
import {markdownTable, median} from './lib/measure';
import {serveStatic} from './lib/static-server';

const defaultPaths = ['/', '/intro', '/calculation-results/calc-one-month-hours', `/search?q=${encodeURIComponent('חופשה')}`];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const execFileAsync = promisify(execFile);

type Run = {
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Lighthouse's measure of this machine's speed during the run: TBT grows as it falls. */
  benchmarkIndex: number;
  /** Audits of the performance category that did not pass, for the summary under the table. */
  failing: string[];
};

/**
 * Lighthouse runs in a plain Node child: under tsx its page functions, serialized into the page,
 * would call esbuild's `__name` helper, which the page does not have.
 */
async function lighthouse(url: string, port: number): Promise<Result> {
  const outputPath = path.join(await mkdtemp(path.join(tmpdir(), 'lighthouse-')), 'report.json');
  try {
    const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
    const flags = [`--port=${port}`, '--output=json', `--output-path=${outputPath}`, '--quiet', `--only-categories=${categories.join(',')}`];
    await execFileAsync(process.execPath, [cli, url, ...flags], {maxBuffer: 64 * 1024 * 1024});
    return JSON.parse(await readFile(outputPath, 'utf8')) as Result;
  } finally {
    await rm(path.dirname(outputPath), {recursive: true, force: true});
  }
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu']});
  try {
    const lhr = await lighthouse(url, chrome.port);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => [category.id, lhr.audits[ref.id]] as const))
      .filter(([, audit]) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map(([category, audit]) => `${category}: ${audit!.id}`);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Run['scores'],
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndex: numeric('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

type PageResult = {path: string; runs: Run[]};

function summary(results: readonly PageResult[]): string {
  const rows = results.map(({path: pagePath, runs}) => {
    const mid = (pick: (run: Run) => number): number => median(runs.map(pick));
    return [
      decodeURIComponent(pagePath),
      ...categories.map((id) => String(mid((run) => run.scores[id]))),
      `${(mid((run) => run.fcp) / 1000).toFixed(2)} s`,
      `${(mid((run) => run.lcp) / 1000).toFixed(2)} s`,
      `${mid((run) => run.tbt).toFixed(0)} ms`,
      mid((run) => run.cls).toFixed(3),
      `${(mid((run) => run.speedIndex) / 1000).toFixed(2)} s`,
    ];
  });
  return markdownTable(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'], rows);
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {runs: {type: 'string', default: '3'}, json: {type: 'string'}, build: {type: 'string', multiple: true}},
  });
  const runs = Number(values.runs);
  const paths = positionals.length > 0 ? positionals : defaultPaths;
  const buildDirs = (values.build ?? ['build']).map((dir) => path.resolve(repoRoot, dir));
  for (const dir of buildDirs) {
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  }
  const servers = await Promise.all(buildDirs.map((dir) => serveStatic(dir)));
  const results = buildDirs.map(() => paths.map((pagePath): PageResult => ({path: pagePath, runs: []})));
  try {
    // Builds alternate run by run, so that a busy machine weighs on each of them alike.
    for (const [pageIndex, pagePath] of paths.entries()) {
      for (let i = 0; i < runs; i += 1) {
        for (const [buildIndex, server] of servers.entries()) {
          const run = await runOnce(server.url + pagePath);
          const label = buildDirs.length > 1 ? `${path.relative(repoRoot, buildDirs[buildIndex]!) || '.'} ` : '';
          console.log(`${label}${decodeURIComponent(pagePath)} run ${i + 1}: performance ${run.scores.performance}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CPU benchmark ${run.benchmarkIndex.toFixed(0)}`);
          results[buildIndex]![pageIndex]!.runs.push(run);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  for (const [buildIndex, dir] of buildDirs.entries()) {
    const buildResults = results[buildIndex]!;
    const benchmark = median(buildResults.flatMap(({runs: pageRuns}) => pageRuns.map((run) => run.benchmarkIndex)));
    console.log(`\n${path.relative(repoRoot, dir) || '.'}: Lighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile, compressed (CPU benchmark index ${benchmark.toFixed(0)}):\n`);
    console.log(summary(buildResults));
    const failing = [
      ...new Set(buildResults.flatMap(({path: pagePath, runs: pageRuns}) => pageRuns.flatMap((run) => run.failing.map((line) => `${decodeURIComponent(pagePath)}: ${line}`)))),
    ];
    if (failing.length > 0) console.log(`\nAudits below full marks in at least one run:\n${failing.map((line) => `- ${line}`).join('\n')}`);
  }
  if (values.json) {
    await mkdir(path.dirname(path.resolve(values.json)), {recursive: true});
    await writeFile(values.json, JSON.stringify(buildDirs.map((dir, index) => ({build: dir, pages: results[index]})), null, 2));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
