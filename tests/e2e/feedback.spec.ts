import type {Page, Request} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {openSearch, search} from './search-modal';
import {analyticsEvents} from '../../src/analytics/events';

// "האם הדף עזר לכם?" at the end of every guide page, and the search events. The build under test
// has no GTAG_TRACKING_ID: nothing may leave the page. A stand-in gtag (what the analytics script
// defines) shows what would be sent when analytics is on.

type Sent = [command: string, name: string, params: Record<string, string>];

/** Defines window.gtag before the page's scripts run; the calls are read back with `sentEvents`. */
async function fakeGtag(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as {sentEvents: unknown[]}).sentEvents = calls;
    (window as unknown as {gtag: (...args: unknown[]) => void}).gtag = (...args) => calls.push(args);
  });
}

const sentEvents = (page: Page): Promise<Sent[]> => page.evaluate(() => (window as unknown as {sentEvents: Sent[]}).sentEvents);

/** Requests that are not the site's own page code and illustrations (prefetches of the next page are). */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const own = url.origin === new URL(page.url()).origin && request.method() === 'GET' && /^\/(assets|img|fonts)\//.test(url.pathname);
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

test('with analytics, "כן" is sent at once as one event with the page', async ({page}) => {
  await fakeGtag(page);
  await page.goto('/intro');
  await hydrated(page);
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  await feedback.getByRole('button', {name: 'כן'}).click();
  await expect(feedback.getByText('התשובה שלכם נשלחה')).toBeFocused();
  const events = (await sentEvents(page)).filter(([, name]) => name === analyticsEvents.pageFeedback.name);
  expect(events).toEqual([['event', 'page_feedback', {page_path: '/intro', answer: 'yes'}]]);
});

test('with analytics, "לא" and a reason are one event: page, answer and reason', async ({page}) => {
  await fakeGtag(page);
  await page.goto('/release-notes/version%201.2.0');
  await hydrated(page);
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  await feedback.getByRole('button', {name: 'לא'}).click();
  await feedback.getByRole('button', {name: 'יש בדף טעות או מידע ישן'}).click();
  await expect(feedback.getByText('התשובה שלכם נשלחה')).toBeVisible();
  const events = (await sentEvents(page)).filter(([, name]) => name === analyticsEvents.pageFeedback.name);
  expect(events).toEqual([['event', 'page_feedback', {page_path: '/release-notes/version 1.2.0', answer: 'no', reason: 'wrong'}]]);
  expect(Object.keys(events[0]![2])).toEqual([...analyticsEvents.pageFeedback.params]);
});

test('the question is in the served page at its full height: hydration does not resize it', async ({page}) => {
  await page.goto('/intro');
  const feedback = page.getByRole('region', {name: 'האם הדף עזר לכם?'});
  const before = (await feedback.boundingBox())!.height;
  await hydrated(page);
  expect((await feedback.boundingBox())!.height).toBe(before);
});

test('search: one event when typing settles, without digit runs, and a no-results event', async ({page}) => {
  await fakeGtag(page);
  await page.goto('/intro');
  await hydrated(page);
  await openSearch(page);
  await search(page, 'חופשה 012345678');
  await expect.poll(() => sentEvents(page), {timeout: 10_000}).toContainEqual(['event', 'search', {search_term: 'חופשה'}]);
  await search(page, 'קשקשת זזזזז');
  await expect.poll(() => sentEvents(page), {timeout: 10_000}).toContainEqual(['event', 'search_no_results', {search_term: 'קשקשת זזזזז'}]);
  const searches = (await sentEvents(page)).filter(([, name]) => name.startsWith('search'));
  expect(searches).toEqual([
    ['event', 'search', {search_term: 'חופשה'}],
    ['event', 'search', {search_term: 'קשקשת זזזזז'}],
    ['event', 'search_no_results', {search_term: 'קשקשת זזזזז'}],
  ]);
});
