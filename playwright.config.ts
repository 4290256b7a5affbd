import {defineConfig} from '@playwright/test';

// The production build, served locally; tests never download a browser (Debian's Chromium).
const port = Number(process.env.E2E_PORT ?? 4173);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: {timeout: 7_000},
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
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
    timeout: 60_000,
  },
});
