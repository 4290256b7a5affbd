/**
 * The size budget (budget.json), checked after the build in Chromium, as a reader's browser gets
 * the site: the JavaScript and CSS a doc page loads until it is interactive (gzip), the fonts it
 * downloads, and what the first search adds (its JavaScript, and the search index's entry and the
 * shards and texts its keystrokes fetch, gzip). Prints a
 * table and fails when a size grows past its limit, or when a font is downloaded twice or
 * preloaded for nothing.
 *
 *   tsx scripts/check-budget.ts        (after `npm run build`; CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {fontRequestProblems, kib, parseBudget, searchIndexMeasurement, verdict, type Measurement} from './lib/budget';
import {repoRoot} from './lib/files';
import {markdownTable} from './lib/measure';
import {builtFile, gzipTotal, Requests} from './lib/page-requests';
import {serveStatic} from './lib/static-server';

const buildDir = path.join(repoRoot, 'build');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A word every version of the guide has pages about. */
const firstQuery = 'חופשה';

async function measure(pagePath: string): Promise<{measurements: Measurement[]; problems: string[]}> {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  const tab = await browser.newPage({viewport: {width: 1280, height: 800}});
  try {
    // What the page readies once it is idle is the first search's: the search modal's code (prefetched)
    // and, offline, the engine's worker, the client's code and the index's entry. Left to run, it would
    // hide them from both figures (neither until interactive, nor fetched when the search opens): with
    // the idle moment never coming, the first search fetches them, and is charged for them. Prefetches
    // of the links' next pages are not fetched for this page either.
    await tab.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await tab.route('**/*', async (route) => {
      const headers = await route.request().allHeaders();
      await (headers['sec-purpose']?.includes('prefetch') ? route.abort() : route.continue());
    });
    const requests = new Requests(tab);
    const warnings: string[] = [];
    tab.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await tab.goto(server.url + pagePath);
    await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    await tab.waitForLoadState('networkidle');
    // Chromium warns about an unused preload a few seconds after the load event.
    await tab.waitForTimeout(3500);
    const firstLoad = await requests.take();
    const preloaded = await tab.$$eval('link[rel=preload][as=font]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const fontBytes = firstLoad.font.map((url) => [path.basename(url), readFileSync(builtFile(buildDir, url)).length] as const);

    await tab.keyboard.press('Control+k');
    await tab.locator('.DocSearch-Input').waitFor({state: 'visible'});
    await tab.locator('.DocSearch-Input').pressSequentially(firstQuery);
    await tab.locator('.DocSearch-Hit').first().waitFor({state: 'visible'});
    await tab.waitForLoadState('networkidle');
    const search = await requests.take();

    const javascript = gzipTotal(buildDir, firstLoad.script);
    const css = gzipTotal(buildDir, firstLoad.stylesheet);
    const searchJavascript = gzipTotal(buildDir, search.script);
    const indexFile = path.join(buildDir, 'search/index.json');
    return {
      measurements: [
        {item: 'javascript', label: `${pagePath} JavaScript until interactive (gzip)`, ...javascript},
        {item: 'css', label: `${pagePath} CSS (gzip)`, ...css},
        {
          item: 'fonts',
          label: `${pagePath} fonts downloaded`,
          bytes: fontBytes.reduce((sum, [, size]) => sum + size, 0),
          detail: fontBytes.map(([name, size]) => `${name} ${kib(size)}`).join(', ') || 'no font requests',
        },
        {item: 'searchJavascript', label: 'first search: JavaScript (gzip)', ...searchJavascript},
        // The index data the first search downloads: the entry and the term shards and texts its keystrokes need.
        searchIndexMeasurement(search.index.length > 0 && existsSync(indexFile) ? gzipTotal(buildDir, search.index).bytes : undefined, clientFetchesIndex()),
      ],
      problems: [
        ...fontRequestProblems(
          firstLoad.font.map((url) => new URL(url).pathname),
          preloaded,
        ),
        ...warnings,
      ],
    };
  } finally {
    // A request still held in the route below when the browser closes must not fail the run.
    await tab.unrouteAll({behavior: 'ignoreErrors'});
    await browser.close();
    await server.close();
  }
}

/** Whether the built client asks for the offline index at all (it does not in Algolia mode). */
function clientFetchesIndex(): boolean {
  const assetsDir = path.join(buildDir, 'assets/js');
  return existsSync(assetsDir) && readdirSync(assetsDir).some((file) => readFileSync(path.join(assetsDir, file), 'utf8').includes('/search/index.json'));
}

async function main(): Promise<void> {
  const budget = parseBudget(JSON.parse(readFileSync(path.join(repoRoot, 'budget.json'), 'utf8')));
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build in build/: run `npm run build` first.');
  const {measurements, problems} = await measure(budget.page);
  const verdicts = measurements.map((measurement) => verdict(budget, measurement));
  console.log(
    markdownTable(
      ['item', 'measured', 'limit', ''],
      verdicts.map(({label, measured, limit, ok}) => [label, measured, limit, ok ? 'ok' : 'OVER']),
    ),
  );
  for (const {label, note} of verdicts) if (note) console.log(`- ${label}: ${note}`);
  for (const problem of problems) console.log(`- FONT PROBLEM: ${problem}`);
  const failed = verdicts.filter(({ok}) => !ok).length + problems.length;
  if (failed > 0) {
    console.log(`\nThe size budget failed (${failed}). If the growth is deliberate, raise the limit in budget.json and say why in the commit.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
