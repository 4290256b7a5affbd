import {defineConfig} from '@playwright/test';
import base from './playwright.config';

// The site built in Algolia mode (scripts/test.mjs: build-algolia/), pointed at the local
// Algolia-compatible server that the tests start and stop themselves.
export const algoliaSitePort = Number(process.env.E2E_PORT ?? 4175);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-algolia',
  workers: 1,
  // A folder of its own: Playwright empties a run's output folder first, and npm test runs the
  // offline build's browser tests (test-results/offline/) beside these.
  outputDir: 'test-results/algolia',
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-algolia.json'}]],
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${algoliaSitePort}`,
    // No name resolves but this machine's: whatever a page reaches elsewhere, the tests answer.
    launchOptions: {...base.use!.launchOptions, args: [...base.use!.launchOptions!.args!, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']},
  },
  webServer: {
    command: `npx docusaurus serve --dir build-algolia --port ${algoliaSitePort} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${algoliaSitePort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
