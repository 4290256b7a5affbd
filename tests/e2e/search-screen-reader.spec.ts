import {test, expect, hydrated} from './fixtures';

/**
 * What a screen reader gets from the search modal, read from Chromium's accessibility tree: the
 * polite status that says, once typing has settled, how many results there are or that there are
 * none (never a word a keystroke); the first result read on the first ArrowDown, not skipped; the
 * focus back on the search button on close.
 */

/** Records every text the modal's status takes, from the moment the page loads. */
async function recordAnnouncements(page: import('@playwright/test').Page): Promise<() => Promise<string[]>> {
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

test.beforeEach(async ({page}) => {
  await page.goto('/');
  await hydrated(page);
});

test('the count of results is announced once, after typing settles, and the first result is read first', async ({page}) => {
  const said = await recordAnnouncements(page);
  const button = page.getByRole('banner').getByRole('button', {name: /^חיפוש/});
  await button.click();
  const dialog = page.getByRole('dialog', {name: 'חיפוש'});
  const input = dialog.getByRole('searchbox');
  await expect(input).toBeFocused();
  // A reader's pace: results arrive between the keystrokes, and none of them is announced.
  await page.keyboard.type('חופשה שנתית', {delay: 120});
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^נמצאו \d+ תוצאות$/);
  const hits = dialog.locator('.DocSearch-Hit');
  await expect(status).toHaveText(`נמצאו ${await hits.count()} תוצאות`);
  // In the accessibility tree, inside the dialog (aria-modal hides what is outside it).
  expect(await dialog.ariaSnapshot()).toMatch(new RegExp(`- status: נמצאו ${await hits.count()} תוצאות`));
  expect(await said()).toEqual([`נמצאו ${await hits.count()} תוצאות`]);

  // The first ArrowDown from the field reads the first result, chosen as the results arrived.
  const firstLink = hits.first().getByRole('link');
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
  await page.getByRole('banner').getByRole('button', {name: /^חיפוש/}).click();
  const dialog = page.getByRole('dialog', {name: 'חיפוש'});
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('זקזקזקזק', {delay: 60});
  await expect(dialog.locator('.DocSearch-NoResults')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('לא נמצאו תוצאות עבור "זקזקזקזק"');
  // In the accessibility tree, inside the dialog.
  expect(await dialog.ariaSnapshot()).toContain('- status: לא נמצאו תוצאות עבור "זקזקזקזק"');
});
