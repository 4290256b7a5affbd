/**
 * The size budget (budget.json), checked after the build: the first-load JavaScript and CSS of a
 * doc page (the scripts and stylesheets its HTML references, gzip), the fonts Chromium downloads
 * to draw it, and the search index the first search fetches (gzip). Prints a table and fails when
 * a size grows past its limit, or when a font is downloaded twice or preloaded for nothing.
 *
 *   tsx scripts/check-budget.ts        (after `npm run build`; CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {parse} from 'node-html-parser';
import {fontRequestProblems, kib, parseBudget, searchIndexMeasurement, verdict, type Measurement} from './lib/budget';
import {repoRoot} from './lib/files';
import {gzipBytes, markdownTable} from './lib/measure';
import {resolveFile, serveStatic} from './lib/static-server';

const buildDir = path.join(repoRoot, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built file behind a root-relative URL of the page. */
function builtFile(url: string): string {
  return path.join(buildDir, decodeURIComponent(new URL(url, 'http://site').pathname));
}

async function firstLoad(page: string): Promise<Measurement[]> {
  const htmlFile = await resolveFile(buildDir, page);
  if (!htmlFile) throw new Error(`${page} is not in the build`);
  const html = parse(readFileSync(htmlFile, 'utf8'));
  const scripts = html.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!);
  const stylesheets = html.querySelectorAll('link[rel=stylesheet]').map((link) => link.getAttribute('href')!);
  const total = (urls: string[]): number => urls.reduce((sum, url) => sum + gzipBytes(readFileSync(builtFile(url))), 0);
  const files = (urls: string[]): string => urls.map((url) => path.basename(url)).join(', ');
  return [
    {item: 'javascript', label: `${page} first-load JavaScript (gzip)`, bytes: total(scripts), detail: files(scripts)},
    {item: 'css', label: `${page} first-load CSS (gzip)`, bytes: total(stylesheets), detail: files(stylesheets)},
  ];
}

/** The fonts Chromium downloads for the page, and what is wrong with how it gets them. */
async function fonts(page: string): Promise<{measurement: Measurement; problems: string[]}> {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const tab = await browser.newPage();
    const requested: string[] = [];
    const bytes = new Map<string, number>();
    const warnings: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
    });
    tab.on('response', async (response) => {
      if (response.request().resourceType() === 'font') bytes.set(new URL(response.url()).pathname, (await response.body()).length);
    });
    tab.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await tab.goto(server.url + page);
    await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    // Chromium warns about an unused preload a few seconds after the load event.
    await tab.waitForTimeout(3500);
    const preloaded = await tab.$$eval('link[rel=preload][as=font]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    const detail = [...bytes].map(([url, size]) => `${path.basename(url)} ${kib(size)}`).join(', ');
    return {
      measurement: {item: 'fonts', label: `${page} fonts downloaded in Chromium`, bytes: total, detail: detail || 'no font requests'},
      problems: [...fontRequestProblems(requested, preloaded), ...warnings],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

function searchIndex(): Measurement {
  const indexFile = path.join(buildDir, 'search/index.json');
  const assetsDir = path.join(buildDir, 'assets/js');
  const clientFetchesIndex =
    existsSync(path.join(buildDir, 'search')) ||
    (existsSync(assetsDir) && readdirSync(assetsDir).some((file) => readFileSync(path.join(assetsDir, file), 'utf8').includes('/search/index.json')));
  return searchIndexMeasurement(existsSync(indexFile) ? gzipBytes(readFileSync(indexFile)) : undefined, clientFetchesIndex);
}

async function main(): Promise<void> {
  const budget = parseBudget(JSON.parse(readFileSync(path.join(repoRoot, 'budget.json'), 'utf8')));
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build in build/: run `npm run build` first.');
  const font = await fonts(budget.page);
  const measurements = [...(await firstLoad(budget.page)), font.measurement, searchIndex()];
  const verdicts = measurements.map((measurement) => verdict(budget, measurement));
  console.log(
    markdownTable(
      ['item', 'measured', 'limit', ''],
      verdicts.map(({label, measured, limit, ok}) => [label, measured, limit, ok ? 'ok' : 'OVER']),
    ),
  );
  for (const {label, note} of verdicts) if (note) console.log(`- ${label}: ${note}`);
  for (const problem of font.problems) console.log(`- FONT PROBLEM: ${problem}`);
  const failed = verdicts.filter(({ok}) => !ok).length + font.problems.length;
  if (failed > 0) {
    console.log(`\nThe size budget failed (${failed}). If the growth is deliberate, raise the limit in budget.json and say why in the commit.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
