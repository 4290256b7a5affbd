import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {allowedLatin, latinWords, loadAgain, openFirstResult, openSearch, pauseClock, search, searchResults} from './search-modal';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {recordsFile, recordsFromMarkdown} from '../../src/plugins/search-records';
import type {DocSearchRecord} from '../../src/search/records';
import {readSite, siteLinks} from '../../src/site';
import {escapeRegExp} from '../../scripts/lib/markdown';

test.beforeEach(async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
});

/**
 * The paths the page asks for from its next document on. The page before it (beforeEach's) may
 * fetch the index's entry at its idle moment just as a reload starts: that request is not counted.
 */
function pathsFromNextDocument(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) fetched.length = 0;
  });
  return fetched;
}

test('a reader who saves data (Save-Data, or 2G) is sent nothing of the search ahead; it loads when opened, and answers', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}}),
    });
  });
  const fetched = pathsFromNextDocument(page);
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // An idle moment asked for now comes after any the page asked for since its load.
  await page.evaluate(() => new Promise((resolve) => window.requestIdleCallback(() => resolve(undefined))));
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.startsWith('/search/'))).toEqual([]);
  expect(await page.locator('link[rel=prefetch]').count()).toBe(0);
  await openSearch(page);
  await search(page, 'חופשה');
  expect(fetched.filter((path) => path === '/search/index.json')).toHaveLength(1);
});

// "/" opens it too: search-shortcut.spec.ts.
test('opens with Ctrl+K, and Escape closes it', async ({page}) => {
  await openSearch(page);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('"/" typed inside a text field does not open the search', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const field = page.getByRole('searchbox', {name: 'חיפוש במדריך'});
  await field.click();
  await page.keyboard.type('א/ב');
  await expect(field).toHaveValue('א/ב');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('the empty start screen, then recent and favourite searches kept across reloads', async ({page}) => {
  await openSearch(page);
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('אין חיפושים אחרונים');
  await search(page, 'דמי הבראה');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await openSearch(page);
  const recent = page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'});
  await expect(recent).toBeVisible();
  const saved = page.locator('.DocSearch-Hit').first();
  await saved.hover();
  await saved.getByTitle('שמירת החיפוש במועדפים').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await page.reload();
  await hydrated(page);
  await openSearch(page);
  const favourite = page.locator('.DocSearch-Hit').first();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await favourite.hover();
  await favourite.getByTitle('הסרת החיפוש מהמועדפים').click();
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('אין חיפושים אחרונים');
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_')));
  expect(stored.every((key) => key.endsWith('guide'))).toBe(true);
});

/**
 * Fills DocSearch's store of recent or favourite searches with `count` searches, each of its own page: copies of the
 * recent search the reader saved last, so that the store holds what DocSearch itself writes. The limits are DocSearch's
 * own, applied as a search is added: the test adds the one past the limit as a reader does.
 */
async function storeSearches(page: Page, kind: 'RECENT' | 'FAVORITE', count: number): Promise<void> {
  await page.evaluate(
    ([kind, count]) => {
      const recentKey = Object.keys(localStorage).find((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))!;
      const [saved] = JSON.parse(localStorage.getItem(recentKey)!) as {objectID: string; url: string}[];
      const searches = Array.from({length: count}, (_, index) => ({...saved, objectID: `stored-${index}`, url: `${saved!.url.split('#')[0]}#stored-${index}`}));
      localStorage.setItem(recentKey.replace('RECENT', kind), JSON.stringify(searches));
    },
    [kind, count] as const,
  );
}

const savedGroup = (page: Page, title: string) => page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});
const linksOf = (group: Locator) => group.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Opens the first result of a query from the article's text; a recent search is saved for the page it opens. */
async function openFirstFromArticle(page: Page, query: string): Promise<string> {
  await page.locator('article h1').click();
  return openFirstResult(page, query);
}

async function openFromArticle(page: Page): Promise<void> {
  await page.locator('article h1').click();
  await openSearch(page);
}

test('keeps 7 recent searches, or 4 beside favourites, the newest first', async ({page}) => {
  // Four pages and their searches: on a busy machine, more than the suite's 90 s.
  test.setTimeout(150_000);
  const recent = savedGroup(page, 'חיפושים אחרונים');
  await openFirstFromArticle(page, 'חופשה');
  await storeSearches(page, 'RECENT', 7);
  await openFromArticle(page);
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
  const stored = await linksOf(recent);
  await page.keyboard.press('Escape');
  const opened = await openFirstFromArticle(page, 'דמי מחלה');
  await openFromArticle(page);
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(7);
  expect(await linksOf(recent)).toEqual([opened, ...stored.slice(0, 6)]);
  const first = recent.locator('.DocSearch-Hit').first();
  await first.hover();
  await first.getByTitle('שמירת החיפוש במועדפים').click();
  await expect(savedGroup(page, 'מועדפים').locator('.DocSearch-Hit')).toHaveCount(1);
  await page.keyboard.press('Escape');
  // With a favourite, the next saved search trims the recent list to 4.
  const next = await openFirstFromArticle(page, 'הבראה');
  await openFromArticle(page);
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(4);
  expect(await linksOf(recent)).toEqual([next, ...stored.slice(0, 3)]);
});

test('keeps 10 favourites, the newest first', async ({page}) => {
  // Four pages and their searches: on a busy machine, more than the suite's 90 s.
  test.setTimeout(150_000);
  const favourites = savedGroup(page, 'מועדפים');
  await openFirstFromArticle(page, 'חופשה');
  await storeSearches(page, 'FAVORITE', 10);
  await openFromArticle(page);
  await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(10);
  const stored = await linksOf(favourites);
  await page.keyboard.press('Escape');
  const opened = await openFirstFromArticle(page, 'דמי מחלה');
  await openFromArticle(page);
  const latest = savedGroup(page, 'חיפושים אחרונים').locator('.DocSearch-Hit').first();
  await latest.hover();
  await latest.getByTitle('שמירת החיפוש במועדפים').click();
  await expect(favourites.locator('.DocSearch-Hit').first().locator('a')).toHaveAttribute('href', opened);
  // The oldest made room for the newest, and the list is kept across a reload.
  await page.reload();
  await hydrated(page);
  await openSearch(page);
  await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(10);
  expect(await linksOf(favourites)).toEqual([opened, ...stored.slice(0, 9)]);
});

test('every screen of the modal speaks Hebrew: no Latin-letter text beside the allowed key names', async ({page}) => {
  const screens: Record<string, string[]> = {};

  await openSearch(page);
  await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
  screens['start'] = await latinWords(page);
  await search(page, 'חופשה');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  screens['hits'] = await latinWords(page);
  await search(page, 'זזזזזזזז');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  screens['no results'] = await latinWords(page);
  await search(page, 'חופשה');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('article h1').click();
  await openSearch(page);
  const latest = page.locator('.DocSearch-Hit').first();
  await latest.hover();
  await latest.getByTitle('שמירת החיפוש במועדפים').click();
  await searchResults(page, 'דמי מחלה');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('article h1').click();
  await openSearch(page);
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'חיפושים אחרונים'})).toBeVisible();
  await page.locator('.DocSearch-Hit').first().hover();
  screens['recent and favourites'] = await latinWords(page);
  for (const [screen, words] of Object.entries(screens)) {
    expect(
      words.filter((word) => !allowedLatin.includes(word)),
      screen,
    ).toEqual([]);
  }
});

test('hits are grouped by part of the guide, at most 5 in a group, and read Hebrew with prefixes', async ({page}) => {
  await openSearch(page);
  await search(page, 'בחופשה');
  const groups = page.locator('.DocSearch-Hits');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    await expect(group.locator('.DocSearch-Hit-source')).toHaveText(/[א-ת]/);
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
  await expect(page.locator('.DocSearch-Hit mark').first()).toContainText('חופשה');
  // The offline search is not Algolia's, for the eye or for a screen reader.
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await expect(page.getByRole('dialog').getByRole('img', {name: 'Algolia'})).toHaveCount(0);
});

// The engine ranks a section of "מסגרת עבודה" above the page itself for this query (src/plugins/search/lib/pageFirst.ts).
test("a page's hit comes before its sections' hits, whose tree connectors point right to left, to their hits", async ({page}) => {
  await openSearch(page);
  await searchResults(page, 'משמרות לילה');
  const children = page.locator('.DocSearch-Hit--Child');
  await expect(children.first()).toBeVisible();
  const tree = await children.evaluateAll((items) =>
    items.map((item) => {
      // The page's own hit: the nearest hit above that is not a branch, of the same page.
      let parent = item.previousElementSibling;
      while (parent?.classList.contains('DocSearch-Hit--Child')) parent = parent.previousElementSibling;
      const pathOf = (hit: Element | null | undefined) => hit && new URL(hit.querySelector('a')!.href).pathname;
      // The connector's ends on the screen: the top of its vertical line (M8 6) and the stub's free end (M20 27).
      const svg = item.querySelector<SVGSVGElement>('svg.DocSearch-Hit-Tree')!;
      const matrix = svg.getScreenCTM()!;
      const onScreen = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(matrix).x;
      const text = item.querySelector('.DocSearch-Hit-content-wrapper')!.getBoundingClientRect();
      return {path: pathOf(item), parent: pathOf(parent), line: onScreen(8, 6), stub: onScreen(20, 27), textRight: text.right};
    }),
  );
  for (const {path, parent, line, stub, textRight} of tree) {
    expect(parent, `the page above ${path}`).toBe(path);
    // Right to left: the line, then the stub running left from it, then the hit's text.
    expect(stub, path!).toBeLessThan(line);
    expect(textRight, path!).toBeLessThanOrEqual(stub);
  }
});

// The ranking itself is the quality gate's (src/search/quality): here, that the build's engine and its word forms reach the modal.
test('the bundled engine finds a word form the guide does not use', async ({page}) => {
  await openSearch(page);
  const first = page.locator('.DocSearch-Hit').first().locator('a');
  // The guide says סיכום, never סיכומים (the word-form table the build learned with hspell).
  await searchResults(page, 'סיכומים');
  await expect(first).toHaveAttribute('href', /\/calculation-results\/calc-monthly-aggragate/);
});

test('arrows move, Enter opens the result; the field names the chosen link to screen readers', async ({page}) => {
  await openSearch(page);
  await search(page, 'דמי מחלה');
  const input = page.locator('.DocSearch-Input');
  /** The link the search field points to (aria-activedescendant): the chosen result. */
  const chosen = async () => {
    // Set as the results render: wait for it rather than read it the moment the hits show.
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    const id = await input.getAttribute('aria-activedescendant');
    const link = page.locator(`[id="${id}"]`);
    await expect(link).toHaveJSProperty('tagName', 'A');
    // The one shown as chosen.
    await expect(page.locator('.DocSearch-Hit[data-selected="true"] > a')).toHaveAttribute('id', id!);
    return link.getAttribute('href');
  };
  // No result is named until the reader arrows; the first ArrowDown names the first result.
  await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('ArrowDown');
  const first = await chosen();
  expect(first).toBe(await page.locator('.DocSearch-Hit a').first().getAttribute('href'));
  await page.keyboard.press('ArrowDown');
  const second = await chosen();
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowUp');
  expect(await chosen()).toBe(first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(escapeRegExp(first!).replace(/#.*$/, '')));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test("no results: Hebrew screen, up to 3 suggestions (the guide's first sections for a first search) and a report link to support with the query", async ({page}) => {
  await openSearch(page);
  const screen = page.locator('.DocSearch-NoResults');
  const offered = screen.locator('.DocSearch-NoResults-Prefill-List button.DocSearch-Prefill');
  // A first search that finds nothing: no answer has brought groups yet, the guide's sections stand in.
  await search(page, 'זזזזזזזז');
  await expect(offered).toHaveText(['הרשמה וכניסה', 'חישוב חדש', 'תוצאות הסריקה']);
  await search(page, 'חופשה');
  await search(page, 'זזזזזזזז');
  await expect(screen).toContainText('לא נמצאו תוצאות עבור');
  await expect(screen).toContainText('נסו לחפש');
  // 1 to 3 suggestions, each a query that does find pages.
  const suggestions = await offered.allInnerTexts();
  expect(suggestions.length).toBeGreaterThanOrEqual(1);
  expect(suggestions.length).toBeLessThanOrEqual(3);
  const report = screen.getByRole('link', {name: 'ספרו לנו.'});
  const href = await report.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${siteLinks(readSite(process.env)).mailto}\\?subject=`));
  expect(decodeURIComponent(href!)).toContain('זזזזזזזז');
  for (const suggestion of suggestions) {
    await search(page, suggestion);
    await expect(page.locator('.DocSearch-Hit').first(), suggestion).toBeVisible();
  }
  // A suggestion is a button that runs its query.
  await search(page, 'זזזזזזזז');
  await screen.getByRole('button', {name: suggestions[0]}).click();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue(new RegExp(`^${escapeRegExp(suggestions[0]!)}`));
});

test('"See all" counts the results of the current query only', async ({page}) => {
  await openSearch(page);
  // The total of the query as one search…
  await search(page, 'חופשה');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toBeVisible();
  const typed = await seeAll.innerText();
  // …is the total once it is typed letter by letter, every keystroke a query: not their sum.
  await page.locator('.DocSearch-Input').fill('');
  await page.locator('.DocSearch-Input').pressSequentially('חופשה', {delay: 120});
  await expect(seeAll).toHaveText(typed);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const count = Number(/\d+/.exec(typed)![0]);
  await expect(page.getByText(/נמצאו \d+ תוצאות/)).toHaveText(`נמצאו ${count} תוצאות`);
});

test('"See all" keeps the newest query\'s count when an earlier keystroke\'s answer comes after it', async ({page}) => {
  // The engine's answer to the first word is held until the answer to both is on screen, then let
  // through: the modal shows the answer to both, and the late answer must not change its count.
  // The word is searched once before, so that its files are in: typed again, it is answered at
  // once, with its own answer (a search that still had files to fetch when the next keystroke came
  // would fetch no more and take the newer search's answer, src/search/client/searchSchedule.ts).
  await page.addInitScript(() => {
    const held = 'חופשה';
    const descriptor = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
    Object.defineProperty(Worker.prototype, 'onmessage', {
      ...descriptor,
      set(this: Worker, listener: ((event: MessageEvent) => void) | null) {
        // The worker's answers come in batches (src/search/client/answerBatcher.ts): the held one is taken out of its own.
        descriptor.set!.call(this, (event: MessageEvent<{value?: {results?: {query?: string}[]}}[]>) => {
          const isHeld = (answer: (typeof event.data)[number]) => 'holdLateAnswer' in window && (answer.value?.results ?? []).some((result) => result.query === held);
          const late = event.data.filter(isHeld);
          const now = event.data.filter((answer) => !isHeld(answer));
          if (now.length > 0) listener?.call(this, new MessageEvent('message', {data: now}));
          if (late.length === 0) return;
          Object.assign(window, {
            releaseLateAnswer: () => {
              listener?.call(this, new MessageEvent('message', {data: late}));
              // Two frames later, the modal has drawn whatever the late answer changed.
              requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.setAttribute('data-late-answer', 'drawn')));
            },
          });
        });
      },
    });
  });
  await loadAgain(page);
  await openSearch(page);
  await search(page, 'חופשה');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-query', 'חופשה');
  await page.locator('.DocSearch-Input').fill('');
  await page.evaluate(() => Object.assign(window, {holdLateAnswer: true}));
  await page.locator('.DocSearch-Input').pressSequentially('חופשה שנתית', {delay: 120});
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-query', 'חופשה שנתית');
  const shown = await seeAll.innerText();
  await page.waitForFunction(() => 'releaseLateAnswer' in window);
  await page.evaluate(() => (window as unknown as {releaseLateAnswer: () => void}).releaseLateAnswer());
  await expect(page.locator('html[data-late-answer="drawn"]')).toHaveCount(1);
  await expect(seeAll).toHaveText(shown);
  // The count is the results page's for the same query.
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const count = Number(/\d+/.exec(shown)![0]);
  await expect(page.getByText(/נמצאו \d+ תוצאות/)).toHaveText(`נמצאו ${count} תוצאות`);
});

test('the initial query is the selected text, cut to 64 characters; the input holds 64 at most', async ({page}) => {
  const selected = await page
    .locator('article p')
    .first()
    .evaluate((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
  expect(selected.length).toBeGreaterThan(64);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveValue(selected.slice(0, 64));
  await input.fill('');
  await input.pressSequentially('א'.repeat(80));
  expect((await input.inputValue()).length).toBe(64);
});

test('the /search page finds Hebrew words and loads more results on scroll', async ({page}) => {
  await page.goto(`/search?q=${encodeURIComponent('שעות')}`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('תוצאות החיפוש עבור "שעות"');
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  await expect(results).toHaveCount(15);
  // Down the results as a reader scrolls them, to just past the last one (a jump to the page's very
  // end lands in the demo build's footer, taller than the window, past the point that loads more).
  await results.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => results.count()).toBeGreaterThan(15);
  await expect(page.getByText(/נמצאו \d+ תוצאות/)).toBeVisible();
  // Offline search is not Algolia's: neither the logo nor the "Powered by" line.
  await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeHidden();
  await expect(page.getByText('מופעל על ידי')).toBeHidden();
  await expect(page.getByRole('img', {name: 'Algolia'})).toHaveCount(0);
  // Each summary ends with one ellipsis at most, the index's own.
  const summaries = await page.locator('main article p').allInnerTexts();
  expect(summaries.length).toBeGreaterThan(0);
  for (const summary of summaries) {
    expect(summary).not.toMatch(/(…|\.\.\.)\s*(…|\.\.\.)|\.\.\.$/);
  }
});

test('the /search page searches the query it opens with, then a query typed on it once, when typing pauses', async ({page}) => {
  // The searches the page asks the engine's worker for, by query (one search holds a request per
  // facet, of one query); not the one asked ahead as the page loads (a negative id; the next test's).
  await page.addInitScript(() => {
    const searched: string[] = [];
    Object.assign(window, {searched});
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: {id?: number; type?: string; requests?: {query?: string}[]}, options?: Transferable[] | StructuredSerializeOptions) {
      if (message?.type === 'search' && message.id! >= 0) searched.push([...new Set((message.requests ?? []).map((request) => request.query))].join(' | '));
      return post.call(this, message, options as StructuredSerializeOptions);
    };
  });
  const searched = () => page.evaluate(() => (window as unknown as {searched: string[]}).searched);
  const results = page.locator('main article');
  await page.clock.install();
  await page.goto(`/search?q=${encodeURIComponent('חופשה')}`);
  await hydrated(page);
  await expect(results.first()).toContainText('חופשה');
  expect(await searched()).toEqual(['חופשה']);
  // Typed on the page, a key every 100 ms of its clock, then a pause: one search, of the whole word.
  await pauseClock(page);
  const input = page.getByRole('searchbox', {name: 'חיפוש'});
  await input.fill('');
  for (const letter of 'מחלה') {
    await input.pressSequentially(letter);
    await page.clock.runFor(100);
  }
  await expect(results).toHaveCount(0);
  await page.clock.runFor(300);
  await page.clock.resume();
  await expect(results.first()).toContainText('מחלה');
  expect(await searched()).toEqual(['חופשה', 'מחלה']);
});

test('the records of the dev server (rendered from Markdown) are the records of the build', async ({request}) => {
  // The build keeps its records outside the published folder: the site does not serve them.
  expect((await request.get('/search/records.json')).status()).toBe(404);
  // Renders every page of the guide in Node, as npm start does: slower than a browser check.
  test.setTimeout(120_000);
  const site = readSite(process.env);
  const {version} = JSON.parse(readFileSync('package.json', 'utf8')) as {version: string};
  const dev = await recordsFromMarkdown({siteDir: process.cwd(), url: site.siteUrl, baseUrl: '/', siteTitle: site.productName, siteConstants: {...site, version}});
  const built = JSON.parse(readFileSync(recordsFile(process.cwd()), 'utf8')) as DocSearchRecord[];
  // Records that differ because a page changed after the build are not a fault of either path.
  const builtAt = statSync(recordsFile(process.cwd())).mtimeMs;
  const newer = ['docs', 'src/pages'].flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && statSync(path.join(dir, file)).mtimeMs > builtAt)
      .map((file) => path.join(dir, file)),
  );
  const stale =
    newer.length === 0
      ? ''
      : `The build is older than the Markdown (${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', …' : ''} changed after it): rebuild (npx docusaurus build, or npm run check:page), then run this test again. `;
  const shape = (records: readonly DocSearchRecord[]) =>
    records.map((record) => ({
      url: record.url,
      type: record.type,
      hierarchy: record.hierarchy,
      content: record.content,
      docusaurus_tag: record.docusaurus_tag,
      keywords: record.keywords,
      weight: record.weight,
    }));
  // Every page the build indexes, the legal pages and the Markdown page included, in the same order.
  expect([...new Set(dev.map((record) => record.url_without_anchor))], `${stale}The pages of the dev server's records`).toEqual([...new Set(built.map((record) => record.url_without_anchor))]);
  expect(shape(dev), `${stale}The dev server's records`).toEqual(shape(built));
});

test("a heading's hit shows its heading and, from its section, the paragraph that holds the query's words: in the modal and on /search", async ({page}) => {
  const records = JSON.parse(readFileSync(recordsFile(process.cwd()), 'utf8')) as DocSearchRecord[];
  const query = 'איך מזמינים משתמש לחשבון שלנו';
  const heading = records.find((record) => record.type !== 'content' && record.hierarchy[record.type] === 'איך מזמינים משתמש');
  expect(heading, 'the account page has the heading').toBeTruthy();
  const section = records.filter((record) => record.type === 'content' && record.url === heading!.url).map((record) => record.content!);
  const answer = section.find((text) => text.includes('הזמנת משתמש'));
  // The premise: the section's first paragraph does not hold the query's words (the invitation), a later one does.
  expect(section[0], 'the first paragraph').not.toContain('הזמנ');
  expect(answer, 'a later paragraph holds the words').toBeTruthy();
  const target = decodeURI(`${new URL(heading!.url).pathname}${new URL(heading!.url).hash}`);
  const landsOn = async (link: Locator) => decodeURI(((url) => `${url.pathname}${url.hash}`)(new URL((await link.getAttribute('href'))!, page.url())));

  await openSearch(page);
  await searchResults(page, query);
  // The engine ranks the heading first; the modal shows its page's own hit above it, as the branch's parent.
  const hits = page.locator('.DocSearch-Hit');
  expect(await landsOn(hits.nth(0).locator('a')), "the first hit is the heading's page").toBe(decodeURI(new URL(heading!.url).pathname));
  const hit = hits.nth(1);
  expect(await landsOn(hit.locator('a')), "the next hit is the heading's").toBe(target);
  await expect(hit.locator('.DocSearch-Hit-path')).toHaveText(`${heading!.hierarchy.lvl1} › איך מזמינים משתמש`);
  const title = hit.locator('.DocSearch-Hit-title');
  await expect(title).toHaveText(answer!);
  await expect(title.locator('mark')).toContainText(['הזמנת', 'משתמש']);

  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  const links = await Promise.all((await results.locator('h2 a').all()).map(landsOn));
  expect(links, "the heading's result on /search").toContain(target);
  const result = results.nth(links.indexOf(target));
  await expect(result.locator('p')).toContainText(answer!);
  await expect(result.locator('p .search-result-match')).toContainText(['הזמנת', 'משתמש']);
});

test('a question whose answer stands deep in a long section shows, in the modal, the part of the section that holds its words', async ({page}) => {
  const records = JSON.parse(readFileSync(recordsFile(process.cwd()), 'utf8')) as DocSearchRecord[];
  const section = records.filter((record) => record.type === 'content' && record.url.endsWith('/calculation-results/calc-avraa#מה-קובע-החוק'));
  const answer = section.findIndex((record) => record.content?.includes('חייבים במס הכנסה'));
  expect(answer, 'the answer is deep in a long section').toBeGreaterThanOrEqual(5);
  await openSearch(page);
  await searchResults(page, 'האם דמי הבראה חייבים במס');
  const first = page.locator('.DocSearch-Hit').first();
  const title = first.locator('.DocSearch-Hit-title');
  await expect(title).toContainText('חייבים במס');
  await expect(title.locator('mark')).toContainText(['חייבים', 'במס']);
  await expect(title).not.toContainText(section[0]!.content!.split(' ').slice(0, 4).join(' '));
  await expect(first.locator('.DocSearch-Hit-path')).toHaveText('דמי הבראה › מה קובע החוק');
});
