import type {Locator, Page} from '@playwright/test';
import {settleMs} from '../../src/plugins/search/lib/announce';
import {test, expect, hydrated} from './fixtures';
import {keyMs, pauseClock, typeAtReadersPace} from './search-modal';

/**
 * What a screen reader gets from the search modal, read from Chromium's accessibility tree: the
 * polite status that says, once typing has settled, how many results there are or that there are
 * none (never a word a keystroke); the first result read on the first ArrowDown, not skipped; the
 * focus back on the search button on close; the reading searched, said and shown, when the query
 * was typed on the other keyboard layout.
 *
 * Whether typing has settled is a matter of time, and a busy machine stretches the time between the
 * test's keystrokes past the pause that settles it: the tests that hear what is said while typing
 * pause the page's clock and move it on themselves, a reader's pace between keystrokes.
 */

/** Records every text the modal's status takes, from the moment the page loads. */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as {said: string[]}).said = said;
    new MutationObserver(() => {
      const text = document.querySelector('.DocSearch-Status')?.textContent ?? '';
      if (text && text !== said[said.length - 1]) {
        said.push(text);
      }
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  return () => page.evaluate(() => (window as unknown as {said: string[]}).said);
}

/**
 * Opens the search modal and waits for it: until its code has run, the button opens a dialog of
 * the site's own, which hands the field over on a pause of the page's clock.
 */
async function openModal(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', {name: /^חיפוש/})
    .click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  const dialog = page.getByRole('dialog', {name: 'חיפוש'});
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  return dialog;
}

test.beforeEach(async ({page}) => {
  // The page's timers run as usual until a test pauses its clock.
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
});

test('the count of results is announced once, after typing settles, and the first result is read first', async ({page}) => {
  const said = await recordAnnouncements(page);
  const button = page.getByRole('banner').getByRole('button', {name: /^חיפוש/});
  const dialog = await openModal(page);
  const input = dialog.getByRole('searchbox');
  await pauseClock(page);
  // A reader's pace: results arrive between the keystrokes, and none of them is announced…
  await typeAtReadersPace(page, 'חופשה שנתית');
  expect(await said()).toEqual([]);
  // …until typing has settled: then the count, once.
  await page.clock.runFor(settleMs);
  const status = dialog.getByRole('status');
  const hits = dialog.locator('.DocSearch-Hit');
  await expect(status).toHaveText(`נמצאו ${await hits.count()} תוצאות`);
  // In the accessibility tree, inside the dialog (aria-modal hides what is outside it).
  expect(await dialog.ariaSnapshot()).toMatch(new RegExp(`- status: נמצאו ${await hits.count()} תוצאות`));
  expect(await said()).toEqual([`נמצאו ${await hits.count()} תוצאות`]);
  await page.clock.resume();

  // The first ArrowDown from the field names the first result: none was named before it.
  const firstLink = hits.first().getByRole('link');
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await firstLink.getAttribute('id'))!);
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await hits.nth(1).getByRole('link').getAttribute('id'))!);

  // Closing gives the focus back to the search button, named by what it shows.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page.getByRole('banner')).toMatchAriaSnapshot('- button "חיפוש Ctrl K"');
});

test('the no-results screen is announced with the query', async ({page}) => {
  const dialog = await openModal(page);
  await page.keyboard.type('זקזקזקזק', {delay: 60});
  await expect(dialog.locator('.DocSearch-NoResults')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('לא נמצאו תוצאות עבור "זקזקזקזק"');
  // In the accessibility tree, inside the dialog.
  expect(await dialog.ariaSnapshot()).toContain('- status: לא נמצאו תוצאות עבור "זקזקזקזק"');
});

test('a query typed with the English layout on: the Hebrew reading searched is shown and said first', async ({page}) => {
  const said = await recordAnnouncements(page);
  const dialog = await openModal(page);
  const input = dialog.getByRole('searchbox');
  await pauseClock(page);
  await typeAtReadersPace(page, 'pbxhv');
  const notice = 'הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)';
  // Shown between the field and the results, and the results are פנסיה's.
  await expect(dialog.locator('.DocSearch-LayoutNotice')).toHaveText(notice);
  await expect(dialog.locator('.DocSearch-Hit mark').first()).toHaveText(/פנסי/);
  // Said before the count, once typing has settled, in the accessibility tree of the dialog.
  expect(await said()).toEqual([]);
  await page.clock.runFor(settleMs);
  const hits = dialog.locator('.DocSearch-Hit');
  const status = dialog.getByRole('status');
  const expected = `${notice}. נמצאו ${await hits.count()} תוצאות`;
  await expect(status).toHaveText(expected);
  const snapshot = await dialog.ariaSnapshot();
  expect(snapshot).toContain(`- paragraph: ${notice}`);
  expect(snapshot).toContain(`- status: ${expected}`);
  expect(await said()).toEqual([expected]);

  // The same words typed in Hebrew are searched as typed: no notice, and the status says only the count.
  await input.fill('');
  await typeAtReadersPace(page, 'פנסיה');
  await page.clock.runFor(settleMs);
  await expect(status).toHaveText(/^נמצאו \d+ תוצאות$/);
  await expect(dialog.locator('.DocSearch-LayoutNotice')).toHaveCount(0);
});

test('an answer slower than the typing: what is said is the answer to the query in the field, not the results left on screen', async ({page}) => {
  // The engine's answers (from its worker) to two queries are held back until the test lets them
  // through: the one before the last keystroke comes after it, and the last one well after typing has
  // settled. The modal shows the previous query's results meanwhile, without its "stalled" state.
  await page.addInitScript(() => {
    const held = new Map<string, () => void>();
    Object.assign(window, {
      isHeld: (query: string) => held.has(query),
      release: (query: string) => held.get(query)!(),
    });
    const descriptor = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage')!;
    Object.defineProperty(Worker.prototype, 'onmessage', {
      ...descriptor,
      set(this: Worker, listener: ((event: MessageEvent) => void) | null) {
        // The worker's answers come in batches (src/search/client/answerBatcher.ts): each is held on its own.
        descriptor.set!.call(this, (event: MessageEvent<{value?: {results?: {query?: string}[]}}[]>) => {
          for (const answer of event.data) {
            const deliver = () => listener?.call(this, new MessageEvent('message', {data: [answer]}));
            const query = (answer.value?.results ?? []).map((result) => result.query ?? '').find((query) => ['pbxh', 'pbxhv'].includes(query));
            if (query) held.set(query, deliver);
            else deliver();
          }
        });
      },
    });
  });
  await page.goto('/');
  await hydrated(page);
  const said = await recordAnnouncements(page);
  const dialog = await openModal(page);
  const hits = dialog.locator('.DocSearch-Hit');
  const isHeld = (query: string) => page.evaluate((query) => (window as unknown as {isHeld: (query: string) => boolean}).isHeld(query), query);
  const release = (query: string) => page.evaluate((query) => (window as unknown as {release: (query: string) => void}).release(query), query);
  await pauseClock(page);
  await typeAtReadersPace(page, 'pbx');
  await page.clock.runFor(settleMs);
  const status = dialog.getByRole('status');
  const pbx = 'הצגנו תוצאות עבור "פנס" (הקלדה במקלדת אנגלית)';
  await expect(status).toHaveText(new RegExp(`^${pbx.replace(/[()]/g, '\\$&')}\\. נמצאו \\d+ תוצאות$`));
  const pbxSaid = (await status.textContent())!;
  // h, then v: pbxh's answer (its own, not v's: v is typed once it has come) is held past v.
  await page.keyboard.type('h');
  await expect.poll(() => isHeld('pbxh'), 'the answer to pbxh held').toBe(true);
  await page.clock.runFor(keyMs);
  await page.keyboard.type('v');
  await expect.poll(() => isHeld('pbxhv'), 'the answer to pbxhv held').toBe(true);
  await release('pbxh');
  // pbxh's results come and stay past the moment typing settles, with no notice for pbxhv, unannounced.
  await expect(hits.first().getByRole('link')).toHaveAttribute('data-query', 'pbxh');
  await page.clock.runFor(settleMs);
  await expect(hits.first().getByRole('link')).toHaveAttribute('data-query', 'pbxh');
  await expect(dialog.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  await expect(dialog.locator('.DocSearch-LayoutNotice')).toHaveCount(0);
  expect(await said()).toEqual([pbxSaid]);
  // Then pbxhv's answer: its notice and its count are said, once, and nothing was said between.
  await release('pbxhv');
  await expect(hits.first().getByRole('link')).toHaveAttribute('data-query', 'pbxhv');
  const notice = 'הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)';
  await expect(dialog.locator('.DocSearch-LayoutNotice')).toHaveText(notice);
  await expect(status).toHaveText(new RegExp(`^${notice.replace(/[()]/g, '\\$&')}\\. נמצאו \\d+ תוצאות$`));
  const expected = `${notice}. נמצאו ${await hits.count()} תוצאות`;
  await expect(status).toHaveText(expected);
  expect(await said()).toEqual([pbxSaid, expected]);
});

test('the line follows the query as it grows, even when the next answer shows the same results', async ({page}) => {
  const dialog = await openModal(page);
  await page.keyboard.type('pbxh', {delay: 60});
  const notice = dialog.locator('.DocSearch-LayoutNotice');
  await expect(notice).toHaveText('הצגנו תוצאות עבור "פנסי" (הקלדה במקלדת אנגלית)');
  await page.keyboard.type('v');
  await expect(notice).toHaveText('הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)');
});

test('the /search page names the reading it searched, in a polite status', async ({page}) => {
  await page.goto(encodeURI('/search?q=afr hxus'));
  await hydrated(page);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('הצגנו תוצאות עבור "שכר יסוד" (הקלדה במקלדת אנגלית)');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot('- status: הצגנו תוצאות עבור "שכר יסוד" (הקלדה במקלדת אנגלית)');
  // Searched as typed: once its results are there, the status is empty.
  await page.getByRole('searchbox').fill('שכר יסוד');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(status).toHaveText('');
});
