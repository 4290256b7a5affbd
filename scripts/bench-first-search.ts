/**
 * `npm run bench:first-search`: how soon a reader on a phone sees the first result, and how much
 * index data that costs. Each build folder given (default: build/, built first when missing) is
 * served by the benches' static server (scripts/lib/static-server.ts) and opened in Chromium at
 * 390 px with the CPU slowed 4x and the network at 1.6 Mbit/s with 150 ms latency; the search is
 * opened and חופשה typed at once, in three cases: a quick reader's, who taps the search button as
 * soon as the page's network is quiet (500 ms without a request, Playwright's networkidle), measured
 * beside its peer, Pagefind as Starlight ships it, over the same docs/ pages (./lib/pagefind-peer.ts:
 * built in a temporary folder first, about two minutes; --peer DIR reuses a build --keep left): both
 * medians and their ratio are printed at the end; as soon as the page has hydrated (cold: the modal's
 * code not fetched yet), and after the page was idle (its idle prefetch of the modal's code done);
 * a third: on an idle page, typed into the open modal at 100 ms a key, each keystroke a search; and
 * a fourth: the results page /search?q=חופשה opened from its address; and a fifth: on an idle page,
 * חופשה answered in the modal, its "See all" link clicked (from the click to the page's first result).
 * Printed per build and case: the median of 5 runs (alternating builds) of the time
 * from opening the search (in the third case, from the first keystroke to the word's own results;
 * in the fourth, from the navigation's start; in the fifth, from the click) to the first result
 * painted, the gzip bytes of index data fetched before it, per further keystroke (typing " שנתית";
 * not in the last two cases), and when the same query is typed again (cached); in the last two, the
 * time the page's long tasks blocked its main thread until that result (TBT's measure, median).
 * Then, in Node, a synthetic guide of --pages pages (5,000 by default): the gzip bytes a two-word
 * query fetches from the split index, against the whole index the old format downloads.
 *
 *   npm run bench:first-search [-- build-before build] [--runs 5] [--pages 5000] [--cases quick,cold,idle,open] [--peer DIR] [--keep] [--cpu 4] [--trace] [--node-only]
 *
 * `--cases` runs only the cases named (quick, cold, idle, open, page, see-all; all six by default;
 * the peer is built only for quick). The peer is measured in the quick case only, to its first
 * result; Pagefind's UI is made once Starlight's page is idle, so a tap before it opens a dialog
 * without a field: the reader then taps the field as it appears (counted in the time, and said).
 * Pagefind's index bytes are its files as served (compressed by Pagefind itself).
 * `--cpu N` slows the CPU N times instead of 4 (12: the same phone on a machine three times slower).
 * `--node-only` leaves out the browser part (and the build it needs): only the synthetic guide's figures.
 * `--trace` prints, for each build's first run, every request from the tap on (start → end, ms), the
 * page's messages to and from the engine's worker with the queries they carry, its load event and
 * the moment it hydrated, its long animation frames (over 50 ms, with their longest scripts) and its
 * keystrokes that waited to be handled.
 *
 * Run it under `flock /tmp/bench.lock`: timings are only comparable within one run.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {contentHash} from '../src/plugins/search-records';
import {SearchEngine, ShardedEngine, splitIndex} from '../src/search/engine';
import type {DocSearchRecord} from '../src/search/records';
import {guideRecords, syntheticRecords} from './lib/bench';
import {repoRoot} from './lib/files';
import {formatBytes, gzipBytes, markdownTable, median} from './lib/measure';
import {builtFile, gzipTotal, isSearchIndexPath} from './lib/page-requests';
import {buildPagefindPeer, peerPackages} from './lib/pagefind-peer';
import {serveStatic, type StaticServer} from './lib/static-server';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const query = 'חופשה';
const further = ' שנתית';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const buildDirs = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));

type Run = {ms: number; firstBytes: number; firstFiles: number; keystrokes: number[]; cachedBytes: number; trace: string[]; blockedMs?: number; fieldTapped?: boolean};

/**
 * How the reader comes to the search: `cold`, at once when the page has hydrated (the modal's code
 * not fetched yet); `idle`, once the page has been quiet a while (its idle prefetch done); `open`,
 * on an idle page, into the search once its modal is open, at a quick typist's pace (timed from the
 * first keystroke to the word's own results: each keystroke before it is a search of its own).
 */
type Case = 'quick' | 'cold' | 'idle' | 'open' | 'page' | 'see-all';
const allCases: Case[] = ['quick', 'cold', 'idle', 'open', 'page', 'see-all'];
const caseNames: Record<Case, string> = {
  quick: "a quick reader: as soon as the page's network was quiet",
  cold: 'as soon as the page hydrated',
  idle: 'after the page was idle',
  open: 'typed into the open modal (100 ms a key)',
  page: `the results page, /search?q=${query}, from its navigation`,
  'see-all': `the results page, from the modal's "See all" (an idle page, ${query} answered)`,
};

/**
 * Where the reader taps, types and sees results: our build (the search button, the dialog's field, its hits), or the
 * peer (./lib/pagefind-peer.ts: Starlight's search
 * button, Pagefind's default UI in its dialog, a result's title link: Pagefind draws a placeholder
 * for each result until its text has arrived).
 */
type Site = {label: string; dir: string; url: string; peer: boolean};
const searchUi = {
  ours: {button: '.DocSearch-Button', field: '.DocSearch-Input:focus', hit: '.DocSearch-Hit'},
  peer: {button: 'site-search button[data-open-modal]', field: '#starlight__search input:focus', hit: '#starlight__search .pagefind-ui__result-link'},
};

/** The peer's index data: Pagefind's files (its metadata, index chunks, fragments and WebAssembly), not its scripts and styles. */
const isPagefindIndexPath = (pathname: string): boolean => pathname.startsWith('/pagefind/') && !/\.(js|css)$/.test(pathname);

/**
 * The bytes the files of `urls` take on the wire from the benches' static server: gzip for what it
 * compresses, the file itself for the rest (Pagefind's index files are compressed already).
 */
function servedBytes(buildDir: string, urls: readonly string[]): number {
  return urls.reduce((sum, url) => {
    const file = builtFile(buildDir, url);
    return sum + (/\.(html|css|js|json|xml|txt|svg)$/.test(file) ? gzipTotal(buildDir, [url]).bytes : statSync(file).size);
  }, 0);
}

/**
 * The mark of the `page` and `see-all` cases, set in the page before its scripts (a string, as
 * traceWorkerMessages): the time the first result of the /search page is painted (its <html> has
 * the class search-page-wrapper), from the navigation's start; the time of the last click; and the
 * page's long tasks (start, duration), for the time they blocked its main thread before that result.
 */
const searchPagePainted = `document.addEventListener('click', () => (window.clicked = performance.now()), {capture: true});
window.longTasks = [];
new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((task) => [task.startTime, task.duration]))).observe({type: 'longtask', buffered: true});
new MutationObserver((_, observer) => {
  if (document.querySelector('html.search-page-wrapper main article')) {
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.painted = performance.now())));
  }
}).observe(document, {childList: true, subtree: true, attributes: true});`;

/** Every request of the page and its workers (path and kind), start and end in ms from `zero` (the tap), for `--trace`. */
class Timeline {
  private zero = 0;
  private readonly started = new Map<unknown, [string, number]>();
  readonly lines: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      // The kind of request, and a prefetch's purpose: a prefetch and the script asking for the same file wait on each other.
      const purpose = request.headers()['sec-purpose'];
      this.started.set(request, [`${new URL(request.url()).pathname} ${request.resourceType()}${purpose ? ` (${purpose})` : ''}`, performance.now()]);
    });
    const done = (request: unknown) => {
      const [pathname, start] = this.started.get(request) ?? ['?', 0];
      if (this.zero > 0 && start + 1 >= this.zero) this.lines.push(`${(start - this.zero).toFixed(0).padStart(6)} → ${(performance.now() - this.zero).toFixed(0).padStart(6)} ms  ${pathname}`);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  tap(): void {
    this.zero = performance.now();
  }

  mark(what: string): void {
    this.lines.push(`${(performance.now() - this.zero).toFixed(0).padStart(6)}           ${what}`);
  }
}

/** Index files requested until the page is quiet (no index request under way for 400 ms). */
class IndexRequests {
  urls: string[] = [];
  private pending = 0;
  private changed = performance.now();

  constructor(page: Page, isIndex: (pathname: string) => boolean = isSearchIndexPath) {
    page.on('request', (request) => {
      if (!isIndex(new URL(request.url()).pathname)) return;
      this.urls.push(request.url());
      this.pending += 1;
      this.changed = performance.now();
    });
    const done = (request: {url: () => string}) => {
      if (!isIndex(new URL(request.url()).pathname)) return;
      this.pending -= 1;
      this.changed = performance.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  async quiet(page: Page): Promise<void> {
    while (this.pending > 0 || performance.now() - this.changed < 400) await page.waitForTimeout(50);
  }

  take(): string[] {
    return this.urls.splice(0);
  }
}

/**
 * For `--trace`: the page's messages to and from the engine's worker (src/search/client/engine.worker.ts),
 * with the queries they carry, its long animation frames and its slow keystrokes, in
 * window.workerMessages. Runs in the page before its scripts (a string: the bench's own compiled
 * functions carry helpers the page does not have).
 */
const traceWorkerMessages = `(() => {
  const log = (window.workerMessages = []);
  const queries = (data) => ((data && (data.requests || (data.value && data.value.results))) || []).map((one) => one.query || '').join(', ');
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    log.push([performance.now(), '→ worker: ' + message.type + ' ' + queries(message)]);
    return post.call(this, message, ...rest);
  };
  const descriptor = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  Object.defineProperty(Worker.prototype, 'onmessage', {
    ...descriptor,
    set(listener) {
      // The worker's answers of one task come in one message (src/search/client/answerBatcher.ts; before it, one a message).
      descriptor.set.call(this, (event) => {
        log.push([performance.now(), '← worker: ' + [].concat(event.data).map(queries).join(' | ')]);
        if (listener) listener.call(this, event);
      });
    },
  });
  // The page's load event, and the moment React has hydrated it (the core's data-has-hydrated).
  window.addEventListener('load', () => log.push([performance.now(), 'the load event']), {once: true});
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    log.push([performance.now(), 'hydrated']);
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  // The main thread: frames longer than 50 ms (their longest scripts), and each key's wait to be handled.
  const name = (url) => String(url || '').split('/').pop() || '(inline)';
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const scripts = frame.scripts.slice().sort((a, b) => b.duration - a.duration).slice(0, 3);
      log.push([frame.startTime, 'long frame ' + Math.round(frame.duration) + ' ms (blocking ' + Math.round(frame.blockingDuration) + '): ' + scripts.map((one) => name(one.sourceURL) + ' ' + one.invokerType + ' ' + Math.round(one.duration) + ' ms').join(', ')]);
    }
  }).observe({type: 'long-animation-frame', buffered: true});
  new PerformanceObserver((list) => {
    for (const event of list.getEntries()) {
      if (event.name === 'keydown') log.push([event.startTime, 'keydown ' + (event.target && event.target.className) + ': handled after ' + Math.round(event.processingStart - event.startTime) + ' ms']);
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
})()`;

const traced = process.argv.includes('--trace');
/** How much slower the phone's CPU is than this machine's (--cpu; 4 by default): 12 stands for a phone on a machine three times slower. */
const cpuSlowdown = option('cpu', 4);

async function runOnce({dir: buildDir, url: baseUrl, peer}: Site, when: Case): Promise<Run> {
  const ui = peer ? searchUi.peer : searchUi.ours;
  const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, deviceScaleFactor: 3, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8});
    const requests = new IndexRequests(page, peer ? isPagefindIndexPath : isSearchIndexPath);
    const timeline = new Timeline(page);
    if (traced) await page.addInitScript({content: traceWorkerMessages});
    if (when === 'page') {
      await page.addInitScript({content: searchPagePainted});
      timeline.tap();
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
      return await searchPageRun(page, buildDir, requests, timeline, "the navigation's start");
    }
    if (when === 'see-all') await page.addInitScript({content: searchPagePainted});
    await page.goto(`${baseUrl}/intro`);
    // The quick reader taps once the page's network has been quiet for 500 ms (Playwright's networkidle).
    if (when === 'quick') await page.waitForLoadState('networkidle');
    else await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    if (when !== 'cold' && when !== 'quick') {
      // The page's idle moments have all come: the search's (src/plugins/search/client/dialogStart.ts:
      // the index's entry, the dialog's code) and those of the pages linked in view (src/plugins/idle-prefetch).
      // (A build from before the split index fetches none of it ahead: the whole index waits for the search.)
      if (existsSync(path.join(buildDir, 'search', 't'))) {
        await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/search/index.json')), undefined, {timeout: 30_000});
      }
      for (let before = -1, now = 0; before !== now;) {
        before = now;
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => resolve(undefined))));
        now = await page.evaluate(() => performance.getEntriesByType('resource').length);
      }
    }
    // The index data the page fetched before the tap (the entry, once the page was idle) counts for the first search.
    const beforeTap = requests.take();
    // The time the first result is painted (in the open case, the first of the query's own), from
    // the tap that opens the search (in the open case, the first keystroke).
    const timing = (from: string, hit: string) =>
      page.evaluate(
        ([from, hit]) => {
          const marks = window as unknown as {opened?: number; painted?: number};
          document.addEventListener(from!, () => (marks.opened ??= performance.now()), {capture: true, once: true});
          new MutationObserver((_, observer) => {
            if (document.querySelector(hit!)) {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now())));
            }
          }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-query']});
        },
        [from, hit],
      );
    if (when === 'see-all') {
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input:focus').first().waitFor();
      await page.keyboard.type(query);
      await page.locator(`.DocSearch-Hit a[data-query="${query}"]`).first().waitFor();
      await requests.quiet(page);
      requests.take();
      timeline.tap();
      await page.locator('.DocSearch-HitsFooter a').click();
      return await searchPageRun(page, buildDir, requests, timeline, 'the click');
    }
    if (when !== 'open') await timing('pointerdown', ui.hit);
    timeline.tap();
    await page.locator(ui.button).click();
    // Starlight's dialog opens at the tap, but its field is Pagefind's UI, made once the page is idle:
    // tapped before, the dialog has no field to focus, and the reader taps the field once it appears.
    let fieldTapped = false;
    if (peer) {
      const field = page.locator('#starlight__search input');
      await field.waitFor().catch(async (error: unknown) => {
        const state = await page.evaluate(() => ({
          open: document.querySelector('site-search dialog')?.hasAttribute('open'),
          ui: document.querySelector('#starlight__search')?.innerHTML.slice(0, 300),
        }));
        throw new Error(`Pagefind's field never showed (the dialog ${state.open ? 'open' : 'closed'}; its content: ${state.ui || 'none'})`, {cause: error});
      });
      fieldTapped = !(await field.evaluate((input) => input === document.activeElement));
      if (fieldTapped) {
        timeline.mark("the field tapped (Pagefind's UI came after the dialog opened)");
        await field.click();
      }
    }
    // The reader types at once, into the dialog's field.
    await page
      .locator(when === 'open' ? '.DocSearch-Input:focus' : ui.field)
      .first()
      .waitFor();
    if (when === 'open') {
      await timing('input', `.DocSearch-Hit a[data-query="${query}"]`);
      timeline.tap();
    }
    await page.keyboard.type(query, {delay: when === 'open' ? 100 : 0});
    timeline.mark(`${query} typed`);
    await page.waitForFunction(() => (window as unknown as {painted?: number}).painted !== undefined, undefined, {timeout: 60_000});
    const firstUrls = [...beforeTap, ...requests.take()];
    const ms = await page.evaluate(() => {
      const marks = window as unknown as {opened: number; painted: number};
      return marks.painted - marks.opened;
    });
    timeline.mark(`first result painted (${ms.toFixed(0)} ms after the tap, in the page)`);
    if (traced) {
      const messages = await page.evaluate(() => {
        const marks = window as unknown as {opened: number; workerMessages: [number, string][]};
        return marks.workerMessages
          .slice()
          .sort((a, b) => a[0] - b[0])
          .map(([at, what]) => `${(at - marks.opened).toFixed(0).padStart(6)} ms after the tap (in the page)  ${what}`);
      });
      timeline.lines.push(...messages);
    }
    await requests.quiet(page);
    // Requests still arriving for the first query (its later keystrokes) count for it.
    firstUrls.push(...requests.take());
    // The peer's search is measured to its first result only.
    if (peer) return {ms, firstBytes: servedBytes(buildDir, firstUrls), firstFiles: new Set(firstUrls).size, keystrokes: [], cachedBytes: Number.NaN, trace: timeline.lines, fieldTapped};
    const keystrokes: number[] = [];
    for (const letter of further) {
      await page.locator('.DocSearch-Input').pressSequentially(letter);
      await page.waitForTimeout(150);
      await requests.quiet(page);
      keystrokes.push(gzipTotal(buildDir, requests.take()).bytes);
    }
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-Input').pressSequentially(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await requests.quiet(page);
    const cachedBytes = gzipTotal(buildDir, requests.take()).bytes;
    return {ms, firstBytes: gzipTotal(buildDir, firstUrls).bytes, firstFiles: new Set(firstUrls).size, keystrokes, cachedBytes, trace: timeline.lines};
  } finally {
    await browser.close();
  }
}

/** The /search page's first result painted (`searchPagePainted`), from `from`: a run of the `page` or `see-all` case. */
async function searchPageRun(page: Page, buildDir: string, requests: IndexRequests, timeline: Timeline, from: string): Promise<Run> {
  await page.waitForFunction(() => (window as unknown as {painted?: number}).painted !== undefined, undefined, {timeout: 60_000});
  const [ms, blockedMs] = await page.evaluate(() => {
    // From the last click (See all's), or without one from the navigation's start; the main thread
    // blocked meanwhile as Lighthouse's TBT counts it: each long task's time past 50 ms.
    const marks = window as unknown as {painted: number; clicked?: number; longTasks: [number, number][]};
    const from = marks.clicked ?? 0;
    const blocked = marks.longTasks.filter(([start]) => start >= from && start < marks.painted).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return [marks.painted - from, blocked];
  });
  timeline.mark(`first result painted (${ms.toFixed(0)} ms after ${from}, in the page)`);
  await requests.quiet(page);
  const urls = requests.take();
  return {ms, firstBytes: gzipTotal(buildDir, urls).bytes, firstFiles: new Set(urls).size, keystrokes: [], cachedBytes: Number.NaN, trace: timeline.lines, blockedMs};
}

/** The gzip bytes a query fetches from a synthetic guide of `pages` pages, split and whole. */
async function synthetic(records: readonly DocSearchRecord[], pages: number, queries: readonly string[]): Promise<string[][]> {
  const perPage = records.length / new Set(records.map((record) => record.url_without_anchor)).size;
  const made = syntheticRecords(records, Math.round(perPage * pages)).map((record, i) => {
    // Some vocabulary of its own in each copy: a word in every page title and in every tenth paragraph.
    const copy = /\/copy-(\d+)\//.exec(record.url)?.[1];
    if (!copy) return record;
    const word = `גרסה${Number(copy).toString(36)}`;
    if (record.type === 'lvl1') return {...record, hierarchy: {...record.hierarchy, lvl1: `${record.hierarchy.lvl1} ${word}`}};
    return record.type === 'content' && i % 10 === 0 ? {...record, content: `${record.content} ${word}${i % 7}`} : record;
  });
  const started = performance.now();
  const serialized = SearchEngine.fromRecords(made).serialize();
  const indexMs = performance.now() - started;
  const whole = gzipBytes(JSON.stringify(serialized));
  const {entry, files} = splitIndex(serialized, {hash: contentHash});
  const entryBytes = gzipBytes(JSON.stringify(entry));
  const sizes = new Map([...files].map(([name, json]) => [name, gzipBytes(json)]));
  console.log(`synthetic guide: ${pages} pages, ${made.length} records, indexed in ${(indexMs / 1000).toFixed(0)} s; ${files.size} files`);
  const rows: string[][] = [];
  for (const text of queries) {
    const fetched = new Set<string>();
    const engine = new ShardedEngine(entry, async (file) => {
      fetched.add(file);
      return JSON.parse(files.get(file)!) as unknown;
    });
    await engine.searchRequests([{indexName: 'guide', query: text, hitsPerPage: 20, attributesToSnippet: ['content:10']}]);
    rows.push([text, String(made.length), formatBytes(whole), formatBytes(entryBytes), String(fetched.size), formatBytes(entryBytes + [...fetched].reduce((sum, file) => sum + sizes.get(file)!, 0))]);
  }
  return rows;
}

async function main(): Promise<void> {
  const nodeOnly = process.argv.includes('--node-only');
  const runs = nodeOnly ? 0 : option('runs', 5);
  const dirs = (buildDirs.length > 0 ? buildDirs : ['build']).map((dir) => path.resolve(repoRoot, dir));
  for (const dir of nodeOnly ? [] : dirs) {
    if (!existsSync(path.join(dir, 'search/index.json'))) {
      if (path.basename(dir) !== 'build') throw new Error(`${dir} has no search/index.json`);
      execFileSync('npx', ['docusaurus', 'build'], {cwd: repoRoot, stdio: 'inherit'});
    }
  }
  const chosen = process.argv.includes('--cases') ? process.argv[process.argv.indexOf('--cases') + 1]!.split(',') : allCases;
  const cases = allCases.filter((one) => chosen.includes(one));
  // The peer, for the quick reader's case: built now (--peer reuses a build that --keep left).
  const peerOption = process.argv.includes('--peer') ? path.resolve(process.argv[process.argv.indexOf('--peer') + 1]!) : undefined;
  const peerDir = nodeOnly || !cases.includes('quick') ? undefined : (peerOption ?? (await buildPagefindPeer()));
  if (peerDir && !existsSync(path.join(peerDir, 'pagefind/pagefind.js'))) throw new Error(`${peerDir} has no Pagefind index (pagefind/pagefind.js)`);
  const sites: Site[] = [];
  const servers: StaticServer[] = [];
  try {
    for (const [dir, peer] of [...(nodeOnly ? [] : dirs).map((dir) => [dir, false] as const), ...(peerDir ? [[peerDir, true] as const] : [])]) {
      const server = await serveStatic(dir);
      servers.push(server);
      sites.push({label: peer ? 'Pagefind (Starlight)' : path.relative(repoRoot, dir), dir, url: server.url, peer});
    }
    // Each case's sites: our builds, and in the quick reader's case the peer too, one after the other in each round.
    const sitesOf = (when: Case): Site[] => sites.filter((site) => !site.peer || when === 'quick');
    const results = cases.map((when) => sitesOf(when).map((): Run[] => []));
    for (let round = 0; round < runs; round += 1) {
      for (const [c, when] of cases.entries()) {
        for (const [i, site] of sitesOf(when).entries()) {
          const run = await runOnce(site, when);
          results[c]![i]!.push(run);
          const blocked = run.blockedMs === undefined ? '' : `, main thread blocked ${run.blockedMs.toFixed(0)} ms`;
          const tapped = run.fieldTapped ? ', its field tapped (not there yet at the tap)' : '';
          console.log(`${site.label} ${when} run ${round + 1}: ${run.ms.toFixed(0)} ms, ${formatBytes(run.firstBytes)} in ${run.firstFiles} files${blocked}${tapped}`);
          if (traced && round === 0) console.log(run.trace.join('\n'));
        }
      }
    }
    if (runs > 0) console.log(`\nFirst search on a phone (390 px, CPU ${cpuSlowdown}x slower, 1.6 Mbit/s, 150 ms): open, type ${query}; median of ${runs}\n`);
    if (runs > 0)
      console.log(
        markdownTable(
          ['build', 'opened', 'first result painted', 'index data before it, from the page load (gzip)', `further keystrokes "${further}" (gzip, each)`, `${query} again (cached)`],
          cases.flatMap((when, c) =>
            results[c]!.map((list, i) => [
              sitesOf(when)[i]!.label,
              caseNames[when],
              `${median(list.map((run) => run.ms)).toFixed(0)} ms`,
              `${formatBytes(median(list.map((run) => run.firstBytes)))} (${list[0]!.firstFiles} files)`,
              list[0]!.keystrokes.map(formatBytes).join(', ') || '—',
              Number.isNaN(list[0]!.cachedBytes) ? '—' : formatBytes(list[0]!.cachedBytes),
            ]),
          ),
        ),
      );
    for (const [c, when] of cases.entries()) {
      if (when !== 'page' && when !== 'see-all') continue;
      for (const [i, list] of results[c]!.entries()) {
        console.log(
          `${sitesOf(when)[i]!.label}, ${caseNames[when]}: main thread blocked until the first result ${median(list.map((run) => run.blockedMs!)).toFixed(0)} ms (long tasks past 50 ms, median)`,
        );
      }
    }
    const quick = cases.indexOf('quick');
    if (runs > 0 && quick >= 0 && peerDir) {
      const medians = results[quick]!.map((list) => median(list.map((run) => run.ms)));
      const peerMs = medians.at(-1)!;
      const tapped = results[quick]!.at(-1)!.filter((run) => run.fieldTapped).length;
      console.log(
        `\nThe quick reader (tap once the network is quiet, ${query} typed at once), median of ${runs}, against Pagefind (Starlight ${peerPackages['@astrojs/starlight']}) over the same pages (its field not there yet at the tap, and tapped, in ${tapped} of ${runs} runs):`,
      );
      for (const [i, ms] of medians.slice(0, -1).entries()) {
        console.log(`  ${sitesOf('quick')[i]!.label}: ${ms.toFixed(0)} ms; Pagefind: ${peerMs.toFixed(0)} ms; ratio ${(ms / peerMs).toFixed(2)}`);
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    if (peerDir && !peerOption) {
      if (process.argv.includes('--keep')) console.log(`\nThe peer's build stays in ${peerDir} (pass it as --peer next time).`);
      else rmSync(path.dirname(peerDir), {recursive: true, force: true});
    }
  }
  const pages = option('pages', 5000);
  if (pages > 0) {
    const {records} = await guideRecords();
    console.log('');
    const rows = await synthetic(records, pages, ['שעות נוספות', 'דמי הבראה', 'חופשה שנתית']);
    console.log(markdownTable(['two-word query', 'records', 'whole index (old format, gzip)', 'split: entry (gzip)', 'split: files fetched', 'split: entry + files (gzip)'], rows));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
