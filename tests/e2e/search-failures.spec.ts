import type {Page, Route} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {allowedLatin, expectQuery, indexUrl, latinWords, loadAgain, openSearch} from './search-modal';
import {expectNoViolations} from './axe';

// The search when something fails: the index's entry, the modal's code, or the term shards and
// texts a query needs cannot be fetched, come slowly, or change with a deploy.

test.beforeEach(async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
});

test.describe('failures', () => {
  test.use({allowConsoleErrors: true});

  test('the error screen stays until the next query, and the next query recovers', async ({page}) => {
    await page.route(indexUrl, (route) => route.abort('internetdisconnected'));
    await loadAgain(page);
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('לא ניתן לקבל תוצאות');
    await expect(error).toContainText('כדאי לבדוק את החיבור לרשת.');
    await page.waitForTimeout(1000);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await page.unroute(indexUrl);
    await page.locator('.DocSearch-Input').fill('חופשה שנתית');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('the error screen speaks Hebrew: no Latin-letter text beside the allowed key names', async ({page}) => {
    await page.route(indexUrl, (route) => route.abort('internetdisconnected'));
    await loadAgain(page);
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    expect((await latinWords(page)).filter((word) => !allowedLatin.includes(word))).toEqual([]);
  });

  test('a slow index shows the stalled state, then the results when the index arrives', async ({page}) => {
    await expectStalledUntilReleased(page, (handler) => page.route(indexUrl, handler));
  });

  test.describe("the search's code cannot be fetched", () => {
    const scripts = '**/assets/js/search-dialog.*.js';
    const dialog = (page: Page) => page.getByRole('dialog', {name: 'חיפוש'});
    const failedText = 'לא הצלחנו לטעון את החיפוש. בדקו את החיבור ונסו שוב.';

    /** Loads the page with the search's code refused, opens the search, types `query` and waits for the failure. */
    async function failToOpen(page: Page, query: string): Promise<void> {
      await page.route(scripts, (route) => route.abort('internetdisconnected'));
      await loadAgain(page);
      await page.keyboard.press('Control+k');
      await page.keyboard.type(query);
      await expect(dialog(page).getByRole('status')).toHaveText(failedText);
    }

    test('the dialog says so in Hebrew, keeps the text, and its "ניסיון חוזר" opens the search once the network is back', async ({page}) => {
      await failToOpen(page, 'הבראה');
      await expect(dialog(page).getByRole('searchbox')).toHaveValue('הבראה');
      // No spinner that turns for ever: the words, and a way on.
      await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
      const retry = dialog(page).getByRole('button', {name: 'ניסיון חוזר'});
      await expect(retry).toBeVisible();
      await expectNoViolations(page, 'in the dialog, the search not loaded');
      // Still no network: trying again asks for the code again, fails again, and says so again.
      const refused = page.waitForEvent('requestfailed');
      await retry.click();
      await refused;
      await expect(dialog(page).getByRole('status')).toHaveText(failedText);
      await page.unroute(scripts);
      await dialog(page).getByRole('button', {name: 'ניסיון חוזר'}).click();
      await expectQuery(page, 'הבראה');
    });

    test('back online, the search opens by itself with what was typed', async ({page, context}) => {
      await failToOpen(page, 'חופשה');
      await context.setOffline(true);
      await page.unroute(scripts);
      await context.setOffline(false);
      await expectQuery(page, 'חופשה');
    });
  });
});

/**
 * Holds back the requests `hold` routes until the modal has shown its stalled state (whatever the
 * machine's speed), then lets them through: the results follow and the stalled state goes.
 */
async function expectStalledUntilReleased(page: Page, hold: (handler: (route: Route) => Promise<void>) => Promise<unknown>): Promise<void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await hold(async (route) => {
    await released;
    await route.continue();
  });
  await loadAgain(page);
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('הבראה');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
}

test.describe('failures of the index files a query needs (term shards and texts, fetched by the worker)', () => {
  test.use({allowConsoleErrors: true});
  const shardUrl = (url: URL): boolean => /\/search\/[td]\/[^/]+\.json$/.test(url.pathname);

  test('a shard that cannot be fetched shows the error screen; the next query fetches it again and answers', async ({page, context}) => {
    const failed: string[] = [];
    await context.route(shardUrl, (route) => {
      failed.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('לא ניתן לקבל תוצאות');
    expect(failed.length).toBeGreaterThan(0);
    await context.unroute(shardUrl);
    await page.locator('.DocSearch-Input').fill('חופשה שנתית');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('a slow shard shows the stalled state, then the results when it arrives', async ({page, context}) => {
    await expectStalledUntilReleased(page, (handler) => context.route(shardUrl, handler));
  });

  test('searching across a deploy: the files of the old entry are gone, the entry is read again once and the search answers', async ({page, context}) => {
    // The first entry served is an older build's: it names shards and texts the server no longer has.
    const entries: string[] = [];
    await context.route(indexUrl, async (route) => {
      entries.push(route.request().url());
      if (entries.length > 1) return route.continue();
      const response = await route.fetch();
      // Its files are named by its build: another build's name, files the server does not have.
      const old = (await response.text()).replace(/"build":"([\w-]+)"/, '"build":"old-$1"');
      return route.fulfill({response, body: old});
    });
    await loadAgain(page);
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('חופשה');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(entries).toHaveLength(2);
  });
});
