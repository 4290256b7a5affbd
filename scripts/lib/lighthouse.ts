/**
 * One Lighthouse run (mobile emulation, its default simulated throttling) in Debian's Chromium,
 * for the benches (scripts/bench-lighthouse.ts, scripts/bench-hydration.ts). CHROMIUM_PATH
 * overrides /usr/bin/chromium.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {serveStatic} from './static-server';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const execFileAsync = promisify(execFile);

export type Run = {
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

export async function runOnce(url: string): Promise<Run> {
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

export type PageResult = {path: string; runs: Run[]};

/**
 * Lighthouse `runs` times on each path of each build (a Docusaurus build folder, served by
 * ./static-server.ts); the builds alternate run by run, so that a busy machine weighs on each of
 * them alike. Prints a line per run, prefixed with the build's label. Returns results[build][path].
 */
export async function runAlternating(builds: readonly {dir: string; label: string}[], paths: readonly string[], runs: number): Promise<PageResult[][]> {
  const servers = await Promise.all(builds.map(({dir}) => serveStatic(dir)));
  const results = builds.map(() => paths.map((pagePath): PageResult => ({path: pagePath, runs: []})));
  try {
    for (const [pageIndex, pagePath] of paths.entries()) {
      for (let i = 0; i < runs; i += 1) {
        for (const [buildIndex, server] of servers.entries()) {
          const run = await runOnce(server.url + pagePath);
          const label = builds[buildIndex]!.label ? `${builds[buildIndex]!.label} ` : '';
          console.log(
            `${label}${decodeURIComponent(pagePath)} run ${i + 1}: performance ${run.scores.performance}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CPU benchmark ${run.benchmarkIndex.toFixed(0)}`,
          );
          results[buildIndex]![pageIndex]!.runs.push(run);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  return results;
}
