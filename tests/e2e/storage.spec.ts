import {test, expect, hydrated} from './fixtures';
import {openFirstResult, openSearch} from './search-modal';
import {documentedKeys, keyPattern, storedKeys, unlistedKeys} from './storage-keys';

test('every key the site stores in the browser is listed on the cookies page', async ({page}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/intro');
  await hydrated(page);

  // The colour mode through its three states on a light device: dark, light, back to the system's.
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /^החלפת ערכת צבעים/});
  for (const choice of ['dark', 'light', 'system']) {
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', choice);
  }
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');

  await page.getByRole('button', {name: 'סגירת ההודעה'}).click();
  await expect(page.getByRole('complementary', {name: 'הודעה'})).toHaveCount(0);

  // The search modal: Enter on a result keeps it as a recent search; the star on the start screen
  // makes it a favourite; a second result is a recent search again. Queries with sure hits.
  const dialog = page.getByRole('dialog', {name: 'חיפוש'});
  await openFirstResult(page, 'חופשה');
  await openSearch(page);
  await dialog.getByRole('button', {name: 'שמירת החיפוש במועדפים'}).first().click();
  await expect(dialog.locator('.DocSearch-Hit-source', {hasText: 'מועדפים'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await openFirstResult(page, 'שעות נוספות');

  await page.goto(`/search?q=${encodeURIComponent('חופשה')}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await hydrated(page);

  const stored = await storedKeys(page);
  const {rows, notes} = await documentedKeys(page);

  // Each placeholder of the table is explained in the notes under it.
  for (const placeholder of new Set(rows.flatMap(({key}) => key.match(/<[^<>]+>/g) ?? []))) {
    expect(notes, `the notes explain ${placeholder}`).toContain(placeholder);
  }

  const unlisted = unlistedKeys(stored, rows);
  expect(unlisted, `keys the site stores but /legal/cookies does not list:\n${JSON.stringify(unlisted, null, 2)}`).toEqual([]);

  // The walk did store what the page promises: the colour choice, the announcement bar state, the
  // recent and the favourite searches.
  const listedAndStored = rows.filter((row) => stored.some(({key, place}) => row.place === place && keyPattern(row.key).test(key)));
  expect(listedAndStored.map(({key}) => key)).toEqual(
    expect.arrayContaining([
      'theme-<site>',
      'docusaurus.announcement.dismiss-<site>',
      'docusaurus.announcement.id-<site>',
      '__DOCSEARCH_RECENT_SEARCHES__<index>',
      '__DOCSEARCH_FAVORITE_SEARCHES__<index>',
    ]),
  );

  // The preferred docs version, kept per docs plugin when a reader picks a version: this
  // guide has one version, so the walk cannot store it, but the page lists the key Docusaurus writes.
  const site = /^docusaurus\.announcement\.id(-\S+)$/.exec(stored.map(({key}) => key).find((key) => key.startsWith('docusaurus.announcement.id'))!)![1];
  const preferredVersion = `docs-preferred-version-default${site}`;
  expect(
    rows.filter((row) => row.place === 'localStorage' && keyPattern(row.key).test(preferredVersion)).map(({key}) => key),
    preferredVersion,
  ).toHaveLength(1);
});

test('the placeholder rule matches what it should and nothing more', () => {
  expect(keyPattern('theme-<site>').test('theme-604')).toBe(true);
  expect(keyPattern('theme-<site>').test('theme')).toBe(false);
  expect(keyPattern('theme-<site>').test('themes-604')).toBe(false);
  expect(keyPattern('__DOCSEARCH_RECENT_SEARCHES__<index>').test('__DOCSEARCH_RECENT_SEARCHES__guide')).toBe(true);
  expect(keyPattern('_ga').test('_ga_ABC123')).toBe(false);
  expect(keyPattern('_ga_<id>').test('_ga_ABC123')).toBe(true);
  expect(keyPattern('docusaurus.announcement.id-<site>').test('docusaurusXannouncement.id-604')).toBe(false);
});
