/**
 * `npm run bench:hydration`: what a guide page costs a phone against stock Docusaurus. Builds a
 * stock `preset-classic` site over the same docs/ (a temporary site with a minimal config, the
 * Docusaurus of node_modules, the same routes: routeBasePath "/", trailingSlash false, the same
 * sidebars, Hebrew right to left) and prints, for /intro and the longest page of the guide, our and
 * stock Lighthouse performance, TBT and LCP (medians of --runs, mobile, served compressed), the
 * JavaScript each loads until it is interactive (gzip), and the ratios.
 *
 *   tsx scripts/bench-hydration.ts [--runs N] [--build DIR]... [--stock DIR] [--keep] [path ...]
 *
 * Needs a build (`npm run build`). Several --build folders (say a copy of the build before a
 * change, and build/) are measured in the same run, alternating with the stock site run by run.
 * --stock reuses a stock build folder that --keep left; otherwise it is built first (about a
 * minute). node_modules holds this repository's patches (patches/): the stock site runs with
 * them too. CHROMIUM_PATH overrides /usr/bin/chromium. Run it alone: `flock /tmp/bench.lock …`.
 */
import {spawn} from 'node:child_process';
import {createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {expandLawFigures} from '../src/data/lawFigures';
import {expandLawLinks} from '../src/data/lawTexts';
import {readSite, siteConstantText, siteLinks} from '../src/site';
import pkg from '../package.json' with {type: 'json'};
import {filesUnder, repoRoot} from './lib/files';
import {chromePath, runAlternating, type PageResult, type Run} from './lib/lighthouse';
import {countHebrewWords, prose} from './lib/markdown';
import {formatBytes, markdownTable, median} from './lib/measure';
import {gzipTotal, Requests} from './lib/page-requests';
import {serveStatic} from './lib/static-server';
import {docRoute} from './lib/synthetic-guide';

/** The stock site: what `create-docusaurus … classic` writes, over this guide's docs (`docsDir`), sidebars and images. */
function stockConfig(docsDir: string): string {
  const config = {
    title: 'Stock Docusaurus',
    url: 'https://docs.example.com',
    baseUrl: '/',
    trailingSlash: false,
    future: {v4: true},
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    markdown: {hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'warn'}},
    i18n: {defaultLocale: 'he', locales: ['he'], localeConfigs: {he: {direction: 'rtl', htmlLang: 'he'}}},
    staticDirectories: [path.join(repoRoot, 'static')],
    presets: [['classic', {docs: {path: docsDir, routeBasePath: '/', sidebarPath: path.join(repoRoot, 'sidebars.ts')}, blog: false, theme: {}}]],
    themeConfig: {navbar: {title: 'Stock Docusaurus', items: [{type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'}]}},
  };
  return `// Written by scripts/bench-hydration.ts: a stock preset-classic site over the guide's docs.\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

/** A page's site constants (`<SiteConstant name="…" />`) written out as the text they render, with the default settings. */
function expandSiteConstants(source: string): string {
  const site = readSite({});
  return source.replace(/^import SiteConstant from '@site\/src\/components\/SiteConstant';\n/m, '').replace(/<SiteConstant name="(\w+)"( link)? \/>/g, (_, name: string, link?: string) => {
    const text = siteConstantText(name, {...site, version: pkg.version}, Boolean(link)) ?? '';
    if (!link) return text;
    if (name === 'supportEmail') return `[${text}](${siteLinks(site).mailto})`;
    throw new Error(`bench-hydration: no stock text for a linked ${name}`);
  });
}

/** Builds the stock site into a temporary folder; returns its build folder. */
async function buildStock(): Promise<string> {
  const site = mkdtempSync(path.join(tmpdir(), 'bench-hydration-stock-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'));
  writeFileSync(path.join(site, 'package.json'), JSON.stringify({name: 'stock-docusaurus', private: true}));
  // The guide's pages with their tags of dated legal figures and site constants written out as the text
  // and tables they stand for (what this site's MDX components and remark plugin render), which a stock site lacks.
  const docsDir = path.join(site, 'docs');
  for (const file of filesUnder('docs', ['.md', '.mdx'])) {
    const target = path.join(site, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, expandSiteConstants(expandLawFigures(expandLawLinks(readFileSync(path.join(repoRoot, file), 'utf8')))));
  }
  writeFileSync(path.join(site, 'docusaurus.config.mjs'), stockConfig(docsDir));
  const docusaurus = createRequire(path.join(repoRoot, 'package.json')).resolve('@docusaurus/core/bin/docusaurus.mjs');
  const logFile = path.join(site, 'build.log');
  const log = createWriteStream(logFile);
  console.log(`Building the stock site in ${site}…`);
  const child = spawn(process.execPath, [docusaurus, 'build'], {
    cwd: site,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`The stock build failed (exit ${code}); the end of ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
  return path.join(site, 'build');
}

/** The route of the guide's longest page, by Hebrew words of text. */
function longestPage(): string {
  const words = filesUnder('docs', ['.md', '.mdx']).map((file) => [file, countHebrewWords(prose(readFileSync(path.join(repoRoot, file), 'utf8')))] as const);
  const [file] = words.reduce((longest, entry) => (entry[1] > longest[1] ? entry : longest));
  return docRoute(file.replace(/^docs\//, ''));
}

/** The JavaScript a page fetches until React has hydrated it (gzip), by build and path; the same on every run. */
async function javascriptUntilInteractive(buildDirs: readonly string[], paths: readonly string[]): Promise<number[][]> {
  const browser = await chromium.launch({executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const sizes: number[][] = [];
    for (const dir of buildDirs) {
      const server = await serveStatic(dir);
      try {
        const row: number[] = [];
        for (const pagePath of paths) {
          const tab = await browser.newPage({viewport: {width: 412, height: 823}});
          const requests = new Requests(tab);
          await tab.goto(server.url + pagePath);
          await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          row.push(gzipTotal(dir, (await requests.take()).script).bytes);
          await tab.close();
        }
        sizes.push(row);
      } finally {
        await server.close();
      }
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

function ratio(value: number, stock: number): string {
  return stock === 0 ? 'n/a' : `${(value / stock).toFixed(2)}×`;
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      runs: {type: 'string', default: '5'},
      build: {type: 'string', multiple: true},
      stock: {type: 'string'},
      keep: {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1.');
  const ourDirs = values.build ?? ['build'];
  const ours = ourDirs.map((dir) => path.resolve(repoRoot, dir));
  for (const dir of [...ours, ...(values.stock ? [path.resolve(values.stock)] : [])]) {
    if (!existsSync(path.join(dir, '404.html'))) throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  }
  const paths = positionals.length > 0 ? positionals : ['/intro', longestPage()];
  const stock = values.stock ? path.resolve(values.stock) : await buildStock();
  try {
    const builds = [...ours.map((dir, index) => ({dir, label: ourDirs[index]!})), {dir: stock, label: 'stock'}];
    const javascript = await javascriptUntilInteractive(
      builds.map(({dir}) => dir),
      paths,
    );
    const results = await runAlternating(builds, paths, runs);
    const stockIndex = builds.length - 1;
    const benchmark = median(results.flat().flatMap(({runs: pageRuns}) => pageRuns.map((run) => run.benchmarkIndex)));
    console.log(
      `\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : '1 run'} per page and build, mobile, compressed (CPU benchmark index ${benchmark.toFixed(0)}); JavaScript: gzip, until the page is hydrated.`,
    );
    for (const [pageIndex, pagePath] of paths.entries()) {
      const mid = (buildIndex: number, pick: (run: Run) => number): number => median((results[buildIndex]![pageIndex] as PageResult).runs.map(pick));
      const measures: [string, (buildIndex: number) => number, (value: number) => string][] = [
        ['performance', (b) => mid(b, (run) => run.scores.performance), (value) => String(value)],
        ['TBT', (b) => mid(b, (run) => run.tbt), (value) => `${value.toFixed(0)} ms`],
        ['LCP', (b) => mid(b, (run) => run.lcp), (value) => `${(value / 1000).toFixed(2)} s`],
        ['JavaScript until interactive', (b) => javascript[b]![pageIndex]!, formatBytes],
      ];
      const header = ['', ...builds.map(({label}) => label), ...ours.map((_, b) => `${builds[b]!.label} ÷ stock`)];
      const rows = measures.map(([name, value, format]) => [name, ...builds.map((_, b) => format(value(b))), ...ours.map((_, b) => ratio(value(b), value(stockIndex)))]);
      console.log(`\n${decodeURIComponent(pagePath)}\n\n${markdownTable(header, rows)}`);
    }
  } finally {
    if (values.keep && !values.stock) console.log(`\nThe stock build stays in ${stock} (pass it as --stock next time).`);
    else if (!values.stock) rmSync(path.dirname(stock), {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
