import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {openSearch} from './search-modal';
import {slashShortcutKey} from '../../src/plugins/search/lib/slashShortcut';

/*
 * The "/" shortcut opens the search unless the reader turns it off (WCAG 2.1.4), with the setting in
 * the modal's footer; the choice is kept in local storage and the opening script honours it before
 * hydration too. Keys are pressed on the real keyboard.
 */

/** Presses "/" on the page's text and tells whether anything took it as the shortcut (its default prevented). */
async function pressSlashOnText(page: Page): Promise<boolean> {
  await page.locator('article p').first().click();
  await page.evaluate(() => {
    (window as unknown as {slashTaken?: boolean}).slashTaken = undefined;
    // Bubbling on window, added last: after the opening script's listener and DocSearch's.
    window.addEventListener('keydown', (event) => ((window as unknown as {slashTaken?: boolean}).slashTaken = event.defaultPrevented), {once: true});
  });
  await page.keyboard.press('/');
  await expect.poll(() => page.evaluate(() => (window as unknown as {slashTaken?: boolean}).slashTaken)).not.toBeUndefined();
  return page.evaluate(() => (window as unknown as {slashTaken?: boolean}).slashTaken === true);
}

const setting = (page: Page) => page.locator('.DocSearch-Footer').getByRole('checkbox', {name: 'המקש / פותח את החיפוש'});

test('"/" opens the search until the reader turns it off in the modal\'s footer, and the choice is remembered', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  expect(await pressSlashOnText(page), 'on by default').toBe(true);
  await openSearch(page, '/');
  await expect(setting(page)).toBeChecked();
  await setting(page).focus();
  await page.keyboard.press('Space');
  await expect(setting(page)).not.toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), slashShortcutKey)).toBe('off');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  expect(await pressSlashOnText(page), '"/" opens nothing once turned off').toBe(false);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Ctrl+K, with its modifier, still opens it.
  await openSearch(page);

  // The next page remembers it; turned on again, nothing is stored.
  await page.keyboard.press('Escape');
  await page.goto('/calculation-results/calc-hufsha');
  await hydrated(page);
  expect(await pressSlashOnText(page)).toBe(false);
  await openSearch(page);
  await expect(setting(page)).not.toBeChecked();
  await setting(page).focus();
  await page.keyboard.press('Space');
  await expect(setting(page)).toBeChecked();
  expect(await page.evaluate((key) => localStorage.getItem(key), slashShortcutKey)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(await pressSlashOnText(page)).toBe(true);
  await expect(page.getByRole('dialog', {name: 'חיפוש'}).getByRole('searchbox')).toBeFocused();
});

test.describe('before hydration', () => {
  // The aborted scripts are logged as failed loads.
  test.use({allowConsoleErrors: true});

  test('the opening script honours the reader\'s choice of "/"', async ({page}) => {
    // The site's code never arrives: only the inline opening script answers keys.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/intro');
    await page.evaluate((key) => localStorage.setItem(key, 'off'), slashShortcutKey);
    await page.reload();
    expect(await pressSlashOnText(page)).toBe(false);
    await expect(page.locator('.DocSearch-Container')).toHaveCount(0);
    await page.evaluate((key) => localStorage.removeItem(key), slashShortcutKey);
    expect(await pressSlashOnText(page)).toBe(true);
    await expect(page.locator('.DocSearch-Container input.DocSearch-Input')).toBeFocused();
  });
});
