import {existsSync} from 'node:fs';
import {defineConfig} from '@playwright/test';

// The production build, served locally; tests never download a browser (Debian's Chromium). Its
// headless build (the package chromium-headless-shell, which `npm run setup -- --system` installs) is
// the same engine without the desktop browser around it, and runs the suite in about two thirds of the
// time; the desktop build stands in where it is missing.
const port = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests wait on what a reader sees, never on fixed delays. These limits only bound how long a state
  // may take to appear, and are sized for a machine whose two cores are busy with other work: there
  // the first search (its index loaded and parsed in a worker) took more than 7 s to answer.
  timeout: 90_000,
  expect: {timeout: 20_000},
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A folder of its own: Playwright empties a run's output folder first, and npm test runs the Algolia
  // build's tests (playwright.algolia.config.ts, test-results/algolia/) beside these.
  outputDir: 'test-results/offline',
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'he-IL',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
