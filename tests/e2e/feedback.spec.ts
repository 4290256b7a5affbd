import type {Page, Request} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {openSearch} from './search-modal';

// "האם הדף עזר לכם?" at the end of every guide page. The build under test has no GTAG_TRACKING_ID
// and no SITE_FEEDBACK_URL: nothing may leave the page. With the feedback service:
// tests/e2e/feedback-service.spec.ts. What is sent with analytics and the reader's consent (the answer, the
// search events) is tested on the build with analytics (tests/e2e-algolia).

/**
 * Requests that are not the site's own page code, illustrations and search index (prefetches of the
 * next page are; the page readies the search once it is idle).
 */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const own = url.origin === new URL(page.url()).origin && request.method() === 'GET' && /^\/(assets|img|fonts)\/|^\/search\/(index\.json$|[td]\/)/.test(url.pathname);
    if (!own) seen.push(request);
  });
  return seen;
}

test('keyboard: "לא", a reason, then without analytics nothing is sent and a mail to support carries the page', async ({page}) => {
  await page.goto('/calculation-results/calc-avraa');
  await hydrated(page);
  const requests = watchRequests(page);
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  await feedback.getByRole('button', {name: 'כן'}).focus();
  await page.keyboard.press('Tab');
  await expect(feedback.getByRole('button', {name: 'לא'})).toBeFocused();
  await page.keyboard.press('Enter');
  const reasons = feedback.getByRole('group', {name: 'למה הדף לא עזר לכם?'});
  await expect(reasons).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reasons.getByRole('button', {name: 'לא מצאתי את מה שחיפשתי'})).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const result = feedback.getByText('האתר הזה לא שולח את התשובה לשום מקום');
  await expect(result).toBeFocused();
  const mail = feedback.getByRole('link', {name: 'כתיבה לצוות התמיכה'});
  const href = decodeURIComponent((await mail.getAttribute('href'))!);
  expect(href).toMatch(/^mailto:/);
  // The address the reader is at.
  expect(href).toContain(`כתובת הדף: ${new URL(page.url()).origin}/calculation-results/calc-avraa\n`);
  expect(href).toContain('התשובה: ההסבר לא ברור');
  expect(requests.map((request) => request.url())).toEqual([]);
});

test('the question is in the served page at its full height: hydration does not resize it', async ({page}) => {
  await page.goto('/intro');
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  const before = (await feedback.boundingBox())!.height;
  await hydrated(page);
  expect((await feedback.boundingBox())!.height).toBe(before);
});

test('without SITE_FEEDBACK_URL nothing is sent anywhere: not the answer, not a search that found nothing in the modal or on /search, even once typing has long settled', async ({page, context}) => {
  // Every request of the browser, the search engine's worker included, but the site's own static
  // files and the pages themselves.
  const sent: string[] = [];
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const own = url.origin === new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin;
    const staticFile = /^\/(assets|img|fonts)\/|^\/search\/(index\.json$|[td]\/)/.test(url.pathname);
    if (!(own && request.method() === 'GET' && url.search === '' && (staticFile || request.resourceType() === 'document'))) sent.push(`${request.method()} ${request.url()}`);
    await route.continue();
  });
  // The page's timers run on a clock the test moves past the time typing takes to settle.
  await page.clock.install();
  await page.goto('/calculation-results/calc-avraa');
  await hydrated(page);
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  await feedback.getByRole('button', {name: 'לא'}).click();
  await feedback.getByRole('button', {name: 'יש בדף טעות או מידע ישן'}).click();
  await expect(feedback.getByText('האתר הזה לא שולח את התשובה לשום מקום')).toBeVisible();
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill('קשקשת זזזזז');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.clock.runFor(10_000);
  await page.keyboard.press('Escape');
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('searchbox', {name: 'חיפוש'}).fill('פלורסנט מעופף');
  await expect(page.getByText('לא נמצאו תוצאות', {exact: true})).toBeVisible();
  await page.clock.runFor(10_000);
  // One more round trip to the page, so that a request started by the timers has been seen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(sent).toEqual([]);
});
