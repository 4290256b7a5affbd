import {execFile} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Page} from '@playwright/test';
import {test as base, expect, hydrated} from './fixtures';
import {recordViolations} from './nginx-fixture';
import {openSearch} from './search-modal';
import {freePort, startNginx, type Nginx} from '../../scripts/lib/nginx';
import {startServiceProcess, type ServiceProcess} from '../../services/feedback/lib/process';
import Database from 'better-sqlite3';
import messages from '../../i18n/he/code.json' with {type: 'json'};

/** The notice the search's no-results screens show in this build (src/plugins/search/client/unansweredNotice.ts). */
const unansweredNotice = messages['custom.search.unansweredKept'].message;

// The site built with SITE_FEEDBACK_URL=/api/feedback (scripts/test.mjs: build-feedback/), served
// by nginx with deploy/nginx/guide.conf, whose /api/feedback/ reaches the real feedback service,
// started here on a free port with a temporary database. What a reader sends ends up in the
// writers' report, run as the writers run it.

const buildDir = path.resolve('build-feedback');

type Deployment = {nginx: Nginx; service: ServiceProcess; dbPath: string};

const test = base.extend<{deployment: Deployment}>({
  // eslint-disable-next-line no-empty-pattern
  deployment: async ({}, provide) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'feedback-e2e-'));
    const dbPath = path.join(dir, 'feedback.db');
    const port = await freePort();
    const nginx = await startNginx({buildDir, feedbackPort: port});
    const service = await startServiceProcess({FEEDBACK_PORT: String(port), FEEDBACK_DB: dbPath, FEEDBACK_SITE_DIR: buildDir, FEEDBACK_ORIGINS: nginx.url});
    await provide({nginx, service, dbPath});
    await service.stop();
    await nginx.stop();
    await rm(dir, {recursive: true, force: true});
  },
});

const feedbackRegion = (page: Page) => page.getByRole('region', {name: 'האם הדף עזר לכם?'});

/** `npm run feedback:report` as a writer runs it, on the test's database and build. */
async function report(dbPath: string, ...args: string[]): Promise<string> {
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/feedback/report.ts', '--days', '1', '--build', buildDir, '--out', `${dbPath}.md`, ...args], {
    env: {...process.env, FEEDBACK_DB: dbPath},
  });
  return run.stdout;
}

test('a reader\'s "לא" with a reason, and searches that found nothing in the modal and on /search, reach the service through nginx without e-mail addresses or phone numbers, and the writers\' report lists the page', async ({
  page,
  deployment,
}) => {
  const {nginx, dbPath} = deployment;
  const violations = await recordViolations(page);
  await page.goto(`${nginx.url}/calculation-results/calc-avraa`);
  await hydrated(page);
  const feedback = feedbackRegion(page);
  await feedback.getByRole('button', {name: 'לא'}).click();
  const answerSent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/feedback/answers'));
  await feedback.getByRole('button', {name: 'ההסבר לא ברור'}).click();
  const answer = await answerSent;
  expect(new URL(answer.url()).origin).toBe(nginx.url);
  expect(answer.postDataJSON()).toEqual({page: '/calculation-results/calc-avraa', helpful: false, reason: 'unclear'});
  // Received: said only once the service answered 201.
  await expect(feedback.getByText('תודה! התשובה שלכם התקבלה.')).toBeFocused();
  expect((await answer.response())!.status()).toBe(201);

  // The modal: a query that finds nothing, typed letter by letter, is reported once, when typing settles.
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/feedback/searches')) searches.push(request.postDataJSON());
  });
  await openSearch(page);
  const modalSent = page.waitForRequest((request) => request.url().endsWith('/api/feedback/searches'));
  await page.locator('.DocSearch-Input').pressSequentially('קשקשת זזזזז dana@example.org 0501234567', {delay: 30});
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  // The no-results screen says that the search is kept, and asks for no personal details, before "Let us know.".
  await expect(page.locator('.DocSearch-NoResults')).toContainText(`${unansweredNotice} לדעתכם החיפוש הזה היה צריך להחזיר תוצאות?`);
  expect((await (await modalSent).response())!.status()).toBe(201);
  expect(searches).toEqual([{query: 'קשקשת זזזזז', page: '/calculation-results/calc-avraa', hits: 0}]);
  await page.keyboard.press('Escape');

  // The /search page: the same rule.
  await page.goto(`${nginx.url}/search`);
  await hydrated(page);
  const pageSent = page.waitForRequest((request) => request.url().endsWith('/api/feedback/searches'));
  await page.getByRole('searchbox', {name: 'חיפוש'}).fill('פלורסנט מעופף');
  await expect(page.getByText('לא נמצאו תוצאות', {exact: true})).toBeVisible();
  await expect(page.getByText(unansweredNotice, {exact: true})).toBeVisible();
  expect((await (await pageSent).response())!.status()).toBe(201);
  expect(searches.at(-1)).toEqual({query: 'פלורסנט מעופף', page: '/search', hits: 0});
  expect(violations).toEqual([]);

  // Both queries are stored, without the e-mail address and the phone number.
  const db = new Database(dbPath, {readonly: true});
  expect(db.prepare('SELECT query, page FROM searches ORDER BY id').all()).toEqual([
    {query: 'קשקשת זזזזז', page: '/calculation-results/calc-avraa'},
    {query: 'פלורסנט מעופף', page: '/search'},
  ]);
  db.close();
  // The writers' report: the page with its reason; no query, since one browser here is one reader
  // and the report lists only queries typed by three in a day.
  const markdown = await report(dbPath);
  expect(markdown).toMatch(/^\| \/calculation-results\/calc-avraa \| 1 \| 0 \| ההסבר לא ברור: 1 \|$/m);
  expect(markdown).toContain('אין חיפוש כזה שהקלידו 3 קוראים או יותר.');
  expect(markdown).not.toMatch(/קשקשת|פלורסנט/);
});

test.describe('when the service does not answer', () => {
  test.use({allowConsoleErrors: true});

  test('the reader is told the answer could not be sent, with the mail to support, never that it was received', async ({page, deployment, consoleErrors}) => {
    const {nginx, service} = deployment;
    await service.stop();
    await page.goto(`${nginx.url}/intro`);
    await hydrated(page);
    const feedback = feedbackRegion(page);
    await feedback.getByRole('button', {name: 'כן'}).click();
    const result = feedback.getByText('תודה! לא הצלחנו לשלוח את התשובה. כדי שנדע עליה, כתבו לנו:');
    await expect(result).toBeFocused();
    await expect(feedback.getByText('התקבלה')).toHaveCount(0);
    const href = decodeURIComponent((await feedback.getByRole('link', {name: 'כתיבה לצוות התמיכה'}).getAttribute('href'))!);
    expect(href).toMatch(/^mailto:/);
    expect(href).toContain(`כתובת הדף: ${nginx.url}/intro\n`);
    expect(href).toContain('התשובה: כן');
    // The one error: nginx's 502 for the service that is down.
    expect(consoleErrors).toEqual([expect.stringContaining('502')]);
  });
});
