import type {Page} from '@playwright/test';
import {test, expect, hydrated} from '../e2e/fixtures';
import {consentVersion} from '../../src/plugins/analytics/lib/settings';

// The reader's analytics choice ages: a choice about an earlier version of what is measured, or one
// older than 12 months, counts as none, so the consent bar asks again and nothing is measured until
// the reader answers; a choice of this version, younger than 12 months, holds. Google's script is
// answered here (an empty script) and every request for it is recorded.

const consentBar = (page: Page) => page.getByRole('region', {name: 'מדידת גלישה'});
const gtagHost = 'www.googletagmanager.com';

/** A day `months` calendar months before today (UTC) or a few days more (the 28th at the latest), as the site stores it: YYYY-MM-DD. */
function monthsAgo(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, Math.min(now.getUTCDate(), 28))).toISOString().slice(0, 10);
}

/** Opens the cookies page afresh (a new document, not a jump to its anchor) and waits until it shows the reader's choice as the site read it. */
async function openCookiesPage(page: Page): Promise<string> {
  await page.goto('about:blank');
  await page.goto('/legal/cookies#analytics');
  await hydrated(page);
  const status = page.getByRole('status').filter({hasText: /הבחירה שלכם|עדיין לא בחרתם/});
  await expect(status).toHaveCount(1);
  return (await status.textContent()) ?? '';
}

test('an old choice or one about another version asks again and measures nothing; a fresh one holds', async ({page}) => {
  const gtagRequests: string[] = [];
  await page.route(
    (url) => url.hostname === gtagHost,
    (route) => {
      gtagRequests.push(route.request().url());
      return route.fulfill({contentType: 'text/javascript', body: ''});
    },
  );

  // The reader declines: the choice is stored with this version and today's date.
  await page.goto('/intro');
  await hydrated(page);
  await consentBar(page).getByRole('button', {name: 'סירוב למדידה'}).click();
  await expect(consentBar(page)).toHaveCount(0);
  const [key, value] = await page.evaluate(() => Object.entries(localStorage).find(([name]) => name.startsWith('analytics-consent-')) ?? ['', '']);
  expect(key).toMatch(/^analytics-consent-/);
  expect(JSON.parse(value)).toEqual({choice: 'denied', version: consentVersion, date: new Date().toISOString().slice(0, 10)});

  const plant = async (stored: string) => {
    await page.evaluate(([name, text]) => localStorage.setItem(name!, text!), [key, stored]);
  };
  const asksAgain = [
    {what: 'a choice about the previous version of what is measured', stored: JSON.stringify({choice: 'granted', version: consentVersion - 1, date: monthsAgo(1)})},
    {what: 'a choice about a later version', stored: JSON.stringify({choice: 'granted', version: consentVersion + 1, date: monthsAgo(1)})},
    {what: 'a choice made 13 months ago', stored: JSON.stringify({choice: 'granted', version: consentVersion, date: monthsAgo(13)})},
    {what: 'a choice made 12 months ago', stored: JSON.stringify({choice: 'granted', version: consentVersion, date: monthsAgo(12)})},
    {what: 'a choice stored without version and date', stored: 'granted'},
  ];
  for (const {what, stored} of asksAgain) {
    await plant(stored);
    expect(await openCookiesPage(page), what).toBe('עדיין לא בחרתם, ולכן מדידת הגלישה כבויה בדפדפן זה.');
    await expect(consentBar(page), what).toBeVisible();
    expect(gtagRequests, `${what}: Google's script is not loaded`).toEqual([]);
  }

  // A choice of this version made 11 months ago holds: no bar, and the accepted measuring starts.
  await plant(JSON.stringify({choice: 'granted', version: consentVersion, date: monthsAgo(11)}));
  expect(await openCookiesPage(page)).toBe('הבחירה שלכם: מדידת הגלישה מופעלת בדפדפן זה.');
  await expect(consentBar(page)).toHaveCount(0);
  await expect.poll(() => gtagRequests.length).toBeGreaterThan(0);
});
