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
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {repoRoot} from './lib/files';
import {categories, runAlternating, type PageResult, type Run} from './lib/lighthouse';
import {markdownTable, median} from './lib/measure';

const defaultPaths = ['/', '/intro', '/calculation-results/calc-one-month-hours', `/search?q=${encodeURIComponent('חופשה')}`];

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
  const label = (dir: string): string => (buildDirs.length > 1 ? path.relative(repoRoot, dir) || '.' : '');
  const results = await runAlternating(
    buildDirs.map((dir) => ({dir, label: label(dir)})),
    paths,
    runs,
  );

  for (const [buildIndex, dir] of buildDirs.entries()) {
    const buildResults = results[buildIndex]!;
    const benchmark = median(buildResults.flatMap(({runs: pageRuns}) => pageRuns.map((run) => run.benchmarkIndex)));
    console.log(`\n${path.relative(repoRoot, dir) || '.'}: Lighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'}, mobile, compressed (CPU benchmark index ${benchmark.toFixed(0)}):\n`);
    console.log(summary(buildResults));
    const failing = [...new Set(buildResults.flatMap(({path: pagePath, runs: pageRuns}) => pageRuns.flatMap((run) => run.failing.map((line) => `${decodeURIComponent(pagePath)}: ${line}`))))];
    if (failing.length > 0) console.log(`\nAudits below full marks in at least one run:\n${failing.map((line) => `- ${line}`).join('\n')}`);
  }
  if (values.json) {
    await mkdir(path.dirname(path.resolve(values.json)), {recursive: true});
    await writeFile(
      values.json,
      JSON.stringify(
        buildDirs.map((dir, index) => ({build: dir, pages: results[index]})),
        null,
        2,
      ),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
