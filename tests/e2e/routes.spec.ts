import {test, expect, hydrated, sitemapPaths} from './fixtures';
import {readSite} from '../../src/site';
import {definedRoutes} from './hebrew-page';

// The guide's route contract: the product's help links and readers' bookmarks use these exact
// paths, irregular spellings and the space in the release notes' route included. The guide may
// grow: a new page adds its own route. Every page of the sitemap is opened and checked (200, Hebrew,
// right to left, its heading) in every-page.spec.ts; here the sitemap holds the contract.
const docRoutes = [
  '/intro',
  '/calculation-params/calculation-general-params',
  '/calculation-params/calculaton-frame-work',
  '/calculation-params/calculaton-holidays',
  '/calculation-params/calculaton-month',
  '/calculation-params/calculaton-social',
  '/calculation-params/open-calculation-screen',
  '/calculation-results/calc-avraa',
  '/calculation-results/calc-ekef-misra',
  '/calculation-results/calc-holiday-payment',
  '/calculation-results/calc-hufsha',
  '/calculation-results/calc-hushtalmut',
  '/calculation-results/calc-mahala',
  '/calculation-results/calc-monthly-aggragate',
  '/calculation-results/calc-monthly-detail',
  '/calculation-results/calc-nohehut-sahar',
  '/calculation-results/calc-one-month-hours',
  '/calculation-results/calc-one-month-report',
  '/calculation-results/calc-social-afrashot',
  '/new-calculation/reports-lists',
  '/new-calculation/scan-excel',
  '/new-calculation/send-data-for-check',
  '/release-notes/version 1.2.0',
  '/scan-results/approve-scan-hours-report',
  '/scan-results/approve-scan-payslips',
  '/scan-results/export-to-excel',
  '/scan-results/organize-workers',
  '/scan-results/process-screen',
  '/scan-results/scan-report',
  '/scan-results/split-merge-pages',
  '/signup-login/account-mngmnt',
  '/signup-login/login-with-password',
  '/signup-login/main-screen',
  '/signup-login/signup-login-screen',
];
const legalRoutes = ['sla', 'cookies', 'purchase-terms', 'terms-app', 'terms-site', 'privacy', 'accessibility'].map((name) => `/legal/${name}`);
const siteRoutes = ['/', '/markdown-page', '/search'];

const contractRoutes = [...siteRoutes, ...docRoutes, ...legalRoutes];
/** The writers' sample page is served but kept out of search engines: noindex, and not in the sitemap. */
const unlisted = ['/markdown-page'];

test('the sitemap holds every route of the contract, and only pages the sidebar or src/pages define', async () => {
  const paths = sitemapPaths().map(decodeURI);
  expect(
    paths.filter((route) => paths.indexOf(route) !== paths.lastIndexOf(route)),
    'routes listed twice',
  ).toEqual([]);
  expect(
    contractRoutes.filter((route) => !paths.includes(route) && !unlisted.includes(route)),
    'routes of the contract missing from the sitemap',
  ).toEqual([]);
  expect(
    unlisted.filter((route) => paths.includes(route)),
    'pages kept out of search engines listed in the sitemap',
  ).toEqual([]);
  const defined = await definedRoutes();
  expect(
    paths.filter((route) => !defined.has(route)),
    'pages in the sitemap that neither sidebars.ts nor src/pages define (add a new doc to sidebars.ts)',
  ).toEqual([]);
});

test('the release notes are served with the space encoded', async ({page}) => {
  const response = await page.goto('/release-notes/version%201.2.0');
  expect(response?.status()).toBe(200);
  expect(page.url()).toMatch(/\/release-notes\/version%201\.2\.0$/);
});

test.describe('not found', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowConsoleErrors: true});

  test('an unknown path gets the Hebrew not-found page with search and links into the guide', async ({page, consoleErrors}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('הדף לא נמצא');
    // The tab and the screen reader name the page (WCAG 2.4.2), not only the product.
    await expect(page).toHaveTitle(`הדף לא נמצא | ${readSite(process.env).productName}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const search = page.getByRole('search').last();
    await search.getByRole('searchbox').fill('שעות נוספות');
    const parts = page.locator('main ol li a');
    await expect(parts).toHaveCount(5);
    await expect(parts.first()).toHaveAttribute('href', '/signup-login/signup-login-screen');
    await search.getByRole('button', {name: 'חיפוש'}).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('שעות נוספות');
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});
