#!/usr/bin/env node
// The whole test suite, as CI runs it: install, static checks, unit tests, the production build,
// and the browser tests against it. Each step runs even if an earlier one failed (except the
// browser tests, which need the build), and the last line sums up.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

const steps = [
  {name: 'install', cmd: 'node scripts/setup.mjs --system', fatal: true},
  {name: 'typecheck', cmd: 'npx tsc'},
  {name: 'lint', cmd: 'npm run --silent lint'},
  // Every page compiled as MDX, spelling, Markdown lint, content (links and anchors too, the dated
  // figures' data) and translations: the writers' command, less its unit tests (the unit-test step runs them), its type
  // check of the data (typecheck checks everything) and its word forms (the next step).
  {name: 'writer checks', cmd: 'npx tsx scripts/check-writer.ts --skip-tests --skip=types,inflections'},
  // The search's word-form table against the guide's words (npm run search:inflections updates it).
  {name: 'word forms', cmd: 'npx tsx scripts/search-inflections.ts --check'},
  {name: 'unit tests', cmd: 'npm run --silent test:unit', counts: 'node'},
  // The site in Algolia mode, pointed at the local Algolia-compatible server the tests start.
  // The bundler cache does not see environment-only changes: clear before each build.
  {name: 'algolia build', cmd: 'npx docusaurus clear && npx docusaurus build --out-dir build-algolia', env: JSON.parse(readFileSync('tests/e2e-algolia/env.json', 'utf8'))},
  // The site with a feedback service at its own /api/feedback (tests/e2e/feedback-service.spec.ts
  // serves it through nginx to the real service); the default build below sends no feedback.
  {name: 'feedback build', cmd: 'npx docusaurus clear && npx docusaurus build --out-dir build-feedback', env: {SITE_FEEDBACK_URL: '/api/feedback'}},
  {name: 'build', cmd: 'npx docusaurus clear && npx docusaurus build', fatal: true},
  {name: 'size budget', cmd: 'npx tsx scripts/check-budget.ts'},
  {name: 'links', cmd: 'npx tsx scripts/check-links.ts'},
  // Every built page through the W3C Nu Html Checker (vnu-jar, Java): one pass, about 30 s.
  {name: 'valid html', cmd: 'npx tsx scripts/check-html.ts'},
  // What a reader without JavaScript gets on every page, the help links' anchors and the formula islands, read from build/ in Node (seconds).
  {name: 'static pages', cmd: 'npx tsx scripts/check-static-pages.ts'},
  {name: 'browser tests', cmd: 'npx playwright test', counts: 'test-results/e2e.json'},
  {name: 'algolia tests', cmd: 'npx playwright test -c playwright.algolia.config.ts', counts: 'test-results/e2e-algolia.json'},
];

const results = [];
let passed = 0;
let failed = 0;

for (const step of steps) {
  if (step.optional && !existsSync(step.optional)) {
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  if (step.counts?.endsWith('.json')) {
    rmSync(step.counts, {force: true});
  }
  const run = spawnSync(step.cmd, {shell: true, stdio: step.counts === 'node' ? ['inherit', 'pipe', 'inherit'] : 'inherit', env: {...process.env, ...step.env, FORCE_COLOR: '0'}});
  if (step.counts === 'node') {
    process.stdout.write(run.stdout);
  }
  const ok = run.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const counted = countTests(step, run);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  results.push({name: step.name, ok, seconds, counted, failures: failedTests(step, run)});
  if (!ok && step.fatal) {
    break;
  }
}

function countTests(step, run) {
  if (step.counts === 'node') {
    const text = run.stdout.toString();
    const pass = Number(/^(?:ℹ|#) pass (\d+)/m.exec(text)?.[1] ?? NaN);
    const fail = Number(/^(?:ℹ|#) fail (\d+)/m.exec(text)?.[1] ?? NaN);
    return Number.isNaN(pass) ? undefined : {passed: pass, failed: fail + (run.status !== 0 && fail === 0 ? 1 : 0)};
  }
  if (step.counts?.endsWith('.json') && existsSync(step.counts)) {
    const {stats} = JSON.parse(readFileSync(step.counts, 'utf8'));
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky + (stats.skipped ? stats.skipped : 0)};
  }
  return undefined;
}

// The titles and error messages (up to the call log, at most 8 lines) of the unit and browser tests
// that failed, so the end of the log (often all a CI page shows) names them and says what went
// wrong. The unit tests' reporter ends with those lines.
function failedTests(step, run) {
  if (step.counts === 'node') {
    return run.stdout
      .toString()
      .split('\n')
      .filter((line) => line.startsWith('✘ '))
      .map((line) => line.slice(2));
  }
  if (!step.counts?.endsWith('.json') || !existsSync(step.counts)) {
    return [];
  }
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') {
          continue;
        }
        const error = test.results?.flatMap((r) => r.errors ?? [])[0]?.message ?? test.status;
        // The message up to Playwright's call log: a test's own account and the expected and received values.
        const lines = stripVTControlCharacters(error).split('\n');
        const callLog = lines.findIndex((line) => line.trim() === 'Call log:');
        const told = (callLog === -1 ? lines : lines.slice(0, callLog)).filter((line) => line.trim()).slice(0, 8);
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${told.map((line) => `\n       ${line.trim().slice(0, 1500)}`).join('')}`);
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
    }
  };
  for (const suite of JSON.parse(readFileSync(step.counts, 'utf8')).suites ?? []) {
    walk(suite, []);
  }
  return failures;
}

console.log('\n━━ results');
for (const {name, ok, seconds, counted} of results) {
  const detail = counted ? ` (${counted.passed} passed, ${counted.failed} failed)` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(16)} ${seconds.padStart(4)} s${detail}`);
}
for (const {name, failures} of results) {
  for (const failure of failures) {
    console.log(`  ✘ ${name}: ${failure}`);
  }
}
const allOk = results.every(({ok}) => ok) && results.length === steps.filter((s) => !s.optional || existsSync(s.optional)).length;
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
