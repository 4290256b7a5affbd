import type {Page, Route} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {field, openSearch} from './search-modal';

/**
 * The search keeps the keyboard, driven with the real keys (page.keyboard), in its dialog, before its
 * search's code is here too:
 * - after typing, the first ArrowDown visibly does something: no result is shown chosen until then,
 *   and it chooses the first (the field's active descendant), the next one the second;
 * - Tab and Shift+Tab, pressed more times than the dialog has controls, never take the focus out of
 *   it, not even after a click on its text has left the focus on the page's body (WCAG 2.4.3);
 * - the modal's footer says that Ctrl+Enter opens the chosen result in a new tab, as its other keys
 *   are shown, and Ctrl+Enter does open it in a new tab.
 */

test.use({viewport: {width: 1280, height: 800}});

const dialogSelector = {modal: '.DocSearch-Modal'};

/** Where the focus is: inside the dialog or not, and what it is (for the failure message). */
async function focusIn(page: Page, selector: string): Promise<{inside: boolean; what: string}> {
  return page.evaluate((selector) => {
    const active = document.activeElement;
    return {inside: !!active?.closest(selector), what: active ? `${active.tagName.toLowerCase()}.${active.className}` : 'nothing'};
  }, selector);
}

/** Presses `key` more times than the dialog has controls: each time, the focus is still inside it, and it came round. */
async function expectTabStaysIn(page: Page, selector: string, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  const stops = await page
    .locator(selector)
    .evaluate((dialog) => Array.from(dialog.querySelectorAll<HTMLElement>('a[href], button, input')).filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0).length);
  expect(stops).toBeGreaterThanOrEqual(2);
  const seen = new Set<string>();
  for (let press = 1; press <= stops + 3; press += 1) {
    await page.keyboard.press(key);
    const focus = await focusIn(page, selector);
    expect(focus.inside, `${key} #${press} of ${stops + 3} left the focus on ${focus.what}, outside the dialog`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 200)));
  }
  // It went round all of them, not stuck on one.
  expect(seen.size).toBe(stops);
}

/** Clicks the dialog's own text, which takes no focus: the focus goes to the page's body. */
async function clickText(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).locator(text).first().click();
  expect((await focusIn(page, selector)).inside).toBe(false);
}

async function openWithResults(page: Page, query = 'חופשה') {
  await page.goto('/intro');
  await hydrated(page);
  await openSearch(page);
  await page.keyboard.type(query, {delay: 40});
  const dialog = page.locator(dialogSelector.modal);
  const hits = dialog.locator('.DocSearch-Hit');
  await expect(hits.nth(2)).toBeVisible();
  // The results answer the whole query (each link carries the query it answers).
  await expect(hits.first().locator('a')).toHaveAttribute('data-query', query);
  return {dialog, hits};
}

test('after typing, the first ArrowDown chooses the first result, the next the second', async ({page}) => {
  const {dialog, hits} = await openWithResults(page);
  const input = field(page);
  const chosen = dialog.locator('.DocSearch-Hit[data-selected="true"]');
  // Nothing is shown chosen yet, on screen or to a screen reader: the arrow has something to do.
  await expect(chosen).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
  const background = (index: number) =>
    hits
      .nth(index)
      .locator('a')
      .evaluate((link) => getComputedStyle(link).backgroundColor);
  const plain = await background(0);

  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await hits.first().locator('a').getAttribute('id'))!);
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');
  await expect(chosen).toHaveCount(1);
  // Seen, not only announced.
  await expect.poll(() => background(0)).not.toBe(plain);
  await expect(input).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await hits.nth(1).locator('a').getAttribute('id'))!);
  await expect(hits.nth(1)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');

  // A new keystroke: the new results are not shown chosen until the next arrow.
  await page.keyboard.type(' שנתית', {delay: 40});
  await expect(hits.first().locator('a')).toHaveAttribute('data-query', 'חופשה שנתית');
  await expect(chosen).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(hits.first()).toHaveAttribute('data-selected', 'true');
});

test('Tab and Shift+Tab go round the modal and never reach the page behind it', async ({page}) => {
  await openWithResults(page);
  await expectTabStaysIn(page, dialogSelector.modal, 'Tab');
  await expectTabStaysIn(page, dialogSelector.modal, 'Shift+Tab');
  // A click on the modal's footer text leaves the focus on the body: Tab comes back into the modal.
  await clickText(page, dialogSelector.modal, '.DocSearch-Commands .DocSearch-Label');
  await page.keyboard.press('Tab');
  expect((await focusIn(page, dialogSelector.modal)).inside).toBe(true);
  await clickText(page, dialogSelector.modal, '.DocSearch-Commands .DocSearch-Label');
  await page.keyboard.press('Shift+Tab');
  expect((await focusIn(page, dialogSelector.modal)).inside).toBe(true);
  // Closed, the focus is the page's again.
  await page.keyboard.press('Escape');
  await expect(page.locator(dialogSelector.modal)).toHaveCount(0);
  await expect(page.locator('button.DocSearch-Button')).toBeFocused();
});

test('the footer says that Ctrl+Enter opens the chosen result in a new tab, and it does; Shift+Enter opens it in a new window', async ({page, context}) => {
  const {dialog, hits} = await openWithResults(page);
  const hint = dialog.locator('.DocSearch-Commands li').filter({hasText: 'לפתיחה בכרטיסייה חדשה'});
  await expect(hint).toBeVisible();
  await expect(hint.locator('kbd').first()).toHaveText('Ctrl');
  await expect(hint.getByRole('img', {name: 'מקש Enter'})).toBeVisible();
  // Drawn as the footer's other keys are.
  const look = (key: ReturnType<typeof dialog.locator>) =>
    key.evaluate((kbd) => {
      const style = getComputedStyle(kbd);
      return {height: kbd.getBoundingClientRect().height, background: style.backgroundImage + style.backgroundColor, radius: style.borderRadius, shadow: style.boxShadow};
    });
  const enterKey = dialog.locator('.DocSearch-Commands li').nth(1).locator('kbd');
  expect(await look(hint.locator('kbd').first())).toEqual(await look(enterKey));
  expect(await look(hint.locator('kbd').nth(1))).toEqual(await look(enterKey));
  // Its word fits on its key, and no hint runs into another.
  expect(
    await hint
      .locator('kbd')
      .first()
      .evaluate((kbd) => kbd.scrollWidth <= kbd.clientWidth),
  ).toBe(true);
  const items = await dialog.locator('.DocSearch-Commands li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map(({left, right}) => ({left, right})));
  for (const [index, item] of items.entries()) {
    for (const other of items.slice(index + 1)) expect(item.right <= other.left || other.right <= item.left).toBe(true);
  }
  // On one line with the others, inside the footer.
  const footer = (await dialog.locator('.DocSearch-Footer').boundingBox())!;
  const box = (await hint.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(footer.y);
  expect(box.y + box.height).toBeLessThanOrEqual(footer.y + footer.height);
  expect(box.x).toBeGreaterThanOrEqual(footer.x);

  await page.keyboard.press('ArrowDown');
  const href = new URL((await hits.first().locator('a').getAttribute('href'))!, page.url());
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await expect.poll(() => decodeURIComponent(new URL(tab.url()).pathname)).toBe(decodeURIComponent(href.pathname));
  await tab.close();
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Shift+Enter');
  const window = await popup;
  await expect.poll(() => decodeURIComponent(new URL(window.url()).pathname)).toBe(decodeURIComponent(href.pathname));
});

test.describe("the dialog, before its search's code is here", () => {
  for (const [when, hydrate] of [
    ['once the page is interactive', true],
    ['before the page is interactive', false],
  ] as const) {
    test(`${when}: Tab and Shift+Tab go round it and never reach the page behind it`, async ({page}) => {
      if (hydrate) {
        // The dialog's search is held until the test ends.
        const held: Route[] = [];
        await page.route('**/assets/js/search-dialog.*.js', (route) => void held.push(route));
        await page.goto('/intro');
        await hydrated(page);
      } else {
        // The page's application script held too: only the inline opening script answers.
        await page.route('**/assets/js/*.js', () => undefined);
        await page.goto('/intro', {waitUntil: 'domcontentloaded'});
        await expect(page.locator('button.DocSearch-Button')).toBeVisible();
      }
      await page.keyboard.press('Control+k');
      await expect(field(page)).toBeFocused();
      await page.keyboard.type('חופשה');
      await expect(page.locator('.search-dialog-loading')).toBeVisible();
      await expectTabStaysIn(page, dialogSelector.modal, 'Tab');
      await expectTabStaysIn(page, dialogSelector.modal, 'Shift+Tab');
      // A click on its "החיפוש נטען…" leaves the focus on the body: Tab and Shift+Tab come back into it.
      await clickText(page, dialogSelector.modal, '.search-dialog-loading');
      await page.keyboard.press('Tab');
      await expect(field(page)).toBeFocused();
      await clickText(page, dialogSelector.modal, '.search-dialog-loading');
      await page.keyboard.press('Shift+Tab');
      expect((await focusIn(page, dialogSelector.modal)).inside).toBe(true);
      await expect(field(page)).toHaveValue('חופשה');
    });
  }
});
