import {test, expect, hydrated, version} from './fixtures';

test('a doc page downloads each font file once, from its preload', async ({page}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/intro');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const preloaded = await page.$$eval('link[rel=preload][as=font]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.sort()).toEqual(['/fonts/heebo-hebrew.woff2', '/fonts/heebo-latin.woff2']);
  expect([...fonts].sort()).toEqual(['/fonts/heebo-hebrew.woff2', '/fonts/heebo-latin.woff2']);
  // The text is drawn in Heebo, not in a fallback.
  expect(await page.evaluate(() => document.fonts.check('16px "Heebo Variable"', 'שלום 123'))).toBe(true);
});

test('a reader who dismissed the last version’s bar sees this one from the first paint, with no shift', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'))!;
  const dismissKey = keys.find((key) => key.startsWith('docusaurus.announcement.dismiss'))!;
  await page.evaluate(
    ([id, dismiss]) => {
      localStorage.setItem(id!, 'release-0.0.0');
      localStorage.setItem(dismiss!, 'true');
    },
    [idKey, dismissKey],
  );
  // Whether the bar is hidden when the HTML is parsed, before React runs, and every layout shift.
  await page.addInitScript(() => {
    const state = window as unknown as {hiddenBeforeReact?: string | null; shifts: number[]};
    state.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.shifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
    document.addEventListener('DOMContentLoaded', () => {
      state.hiddenBeforeReact = document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');
    });
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('complementary', {name: 'הודעה'}).filter({hasText: `חדש בגרסה ${version}`})).toBeVisible();
  const {hiddenBeforeReact, shifts} = await page.evaluate(() => {
    const state = window as unknown as {hiddenBeforeReact: string; shifts: number[]};
    return {hiddenBeforeReact: state.hiddenBeforeReact, shifts: state.shifts};
  });
  expect(hiddenBeforeReact).toBe('false');
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

  // This version's bar, once dismissed, stays hidden from the first paint.
  await page.getByRole('button', {name: 'סגירת ההודעה'}).click();
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as {hiddenBeforeReact: string}).hiddenBeforeReact)).toBe('true');
  await expect(page.getByRole('complementary', {name: 'הודעה'})).toHaveCount(0);
});

test('the page is painted before the theme’s scripts are added, and then becomes interactive', async ({page}) => {
  await page.addInitScript(() => {
    const state = window as unknown as {scriptsAddedAt?: number};
    new MutationObserver((mutations, observer) => {
      const added = mutations.some(({addedNodes}) => Array.from(addedNodes).some((node) => node instanceof HTMLScriptElement && node.src.includes('/assets/js/')));
      if (added) {
        state.scriptsAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  // The priority each file was asked for at (the browser's, as DevTools shows it).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({request}) => priorities.set(new URL(request.url).pathname, request.initialPriority));
  await page.goto('/intro');
  await hydrated(page);
  const {firstPaint, scriptsAddedAt, preloaded} = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptsAddedAt: (window as unknown as {scriptsAddedAt?: number}).scriptsAddedAt,
    preloaded: Array.from(document.querySelectorAll('link[rel=preload][as=script]')).map((link) => link.getAttribute('href')),
  }));
  // The scripts are fetched from the start (preload) and run after the first paint.
  expect(preloaded.length).toBeGreaterThan(0);
  expect(firstPaint).toBeDefined();
  expect(scriptsAddedAt).toBeGreaterThanOrEqual(firstPaint!);
  // What the first paint needs comes first: the scripts, which run after it, are asked for at low priority.
  expect(preloaded.map((href) => priorities.get(href!))).toEqual(preloaded.map(() => 'Low'));
  const fonts = [...priorities].filter(([file]) => file.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThan(0);
  for (const [file, priority] of fonts) expect(priority, file).toBe('High');
  expect([...priorities].filter(([file]) => file.endsWith('.css')).map(([, priority]) => priority)).toEqual(['VeryHigh']);
  // The page works: the colour toggle answers.
  const toggle = page.getByRole('button', {name: /^החלפת ערכת צבעים/});
  const name = await toggle.getAttribute('aria-label');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-label', name!);
});

test('the site’s code starts in steps, each its own task, so that the page can answer between them', async ({page}) => {
  // From the moment main.js starts running, a message posted back and forth counts the tasks the
  // browser runs before the core's entry has run (it defines window.docusaurus).
  await page.addInitScript(() => {
    const probe = {started: false, tasksBefore: -1};
    (window as unknown as {startProbe: typeof probe}).startProbe = probe;
    const channel = new MessageChannel();
    let tasks = 0;
    channel.port1.onmessage = () => {
      if ((window as unknown as {docusaurus?: unknown}).docusaurus) probe.tasksBefore = tasks;
      else {
        tasks += 1;
        channel.port2.postMessage(null);
      }
    };
    // Each chunk of the bundle assigns the bundler's chunk list as it starts; main.js's is the mark.
    let chunks: unknown;
    Object.defineProperty(window, 'webpackChunkwage_check_guide', {
      configurable: true,
      get: () => chunks,
      set(value: unknown) {
        chunks = value;
        const script = document.currentScript as HTMLScriptElement | null;
        if (!probe.started && script?.src.includes('/assets/js/main.')) {
          probe.started = true;
          channel.port2.postMessage(null);
        }
      },
    });
  });
  await page.goto('/intro');
  await hydrated(page);
  const probe = await page.evaluate(() => (window as unknown as {startProbe: {started: boolean; tasksBefore: number}}).startProbe);
  expect(probe.started).toBe(true);
  // One task per step: React, React DOM, its client, the router, the client modules, the routes, the app, the page's code.
  expect(probe.tasksBefore).toBeGreaterThanOrEqual(6);
  // main.js asks the JavaScript engine to compile all of it as it downloads, off the main thread.
  const main = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((url) => url.includes('/assets/js/main.')),
  );
  expect(await (await page.request.get(main!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test('the code of the pages a guide page links to is prefetched in the browser’s idle moments, not as the links come into view', async ({page}) => {
  // The browser's idle moments come only when the test lets them.
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    Object.assign(window, {idleWaiting: waiting});
    window.requestIdleCallback = (callback) => waiting.push(callback);
  });
  const routeCode = 'link[rel=prefetch][href*="/assets/js/"]';
  await page.goto('/calculation-results/calc-one-month-hours');
  await hydrated(page);
  // The sidebar's and the article's links are in view: none has prefetched its page's code yet.
  await page.waitForLoadState('networkidle');
  await expect(page.locator(routeCode)).toHaveCount(0);
  // Moment by moment: the code comes over several of them, not all in one.
  const counts: number[] = [];
  for (let left = 1; left > 0;) {
    left = await page.evaluate(() => {
      const waiting = (window as unknown as {idleWaiting: IdleRequestCallback[]}).idleWaiting;
      for (const callback of waiting.splice(0, 1)) callback({didTimeout: false, timeRemaining: () => 50});
      return waiting.length;
    });
    counts.push(await page.locator(routeCode).count());
  }
  const grew = counts.filter((count, i) => count > (i === 0 ? 0 : counts[i - 1]!));
  expect(grew.length, `prefetch links after each idle moment: ${counts.join(', ')}`).toBeGreaterThan(2);
  // Loading a page when the pointer reaches its link does not wait for an idle moment.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.locator('footer a[href="/legal/privacy"]').hover();
  await expect.poll(() => requested.filter((url) => url.includes('/assets/js/')).length).toBeGreaterThan(0);
});

test('syntax highlighting is loaded only by a page with code, and highlights it', async ({page}) => {
  // The scripts' addresses are noted as they arrive and read afterwards: a response's body can be
  // gone from the browser once the page that asked for it has been left.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const highlighters = async (urls: string[]) => {
    const found: string[] = [];
    for (const url of urls) {
      const source = await (await page.request.get(url)).text();
      // Prism's core: the grammar registry every highlighted language is added to.
      if (source.includes('Prism') && source.includes('languages')) found.push(new URL(url).pathname);
    }
    return found;
  };
  await page.goto('/intro');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const onIntro = scripts.splice(0);
  expect(onIntro.length).toBeGreaterThan(0);
  expect(await highlighters(onIntro)).toEqual([]);

  await page.goto('/markdown-page');
  await hydrated(page);
  await expect(page.locator('pre code .token').first()).toBeVisible();
  expect(await highlighters(scripts)).toHaveLength(1);
});

test('the built page carries its code highlighted and in place, for readers without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/markdown-page');
  await expect(page.locator('pre code .token').first()).toBeVisible();
  // Nothing of the page waits, hidden, for a script to put it in place.
  await expect(page.locator('[hidden] pre, template')).toHaveCount(0);
  await context.close();
});
