import type {Page, Request} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';

// "האם הדף עזר לכם?" at the end of every guide page. The build under test has no GTAG_TRACKING_ID:
// nothing may leave the page. What is sent with analytics and the reader's consent (the answer, the
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
