#!/usr/bin/env node
// The whole test suite, as CI runs it: install, static checks, unit tests, the production build,
// and the browser tests against it. Each step runs even if an earlier one failed (except the
// browser tests, which need the build), and the last line sums up.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {stripVTControlCharacters} from 'node:util';

// The settings of a company's own deployment (src/site.fixture.json), for the build that stands for a release.
const operatorSettings = JSON.parse(readFileSync('src/site.fixture.json', 'utf8'));
operatorSettings.SITE_SUBPROCESSORS = JSON.stringify(operatorSettings.SITE_SUBPROCESSORS);

// A step's `together`: it runs side by side with the steps next to it that have the same one (below).
const steps = [
  {name: 'install', cmd: 'node scripts/setup.mjs --system', fatal: true},
  {name: 'typecheck', cmd: 'npx tsc', together: 'static'},
  {name: 'lint', cmd: 'npm run --silent lint', together: 'static'},
  // Every page compiled as MDX, spelling, Markdown lint, content (links and anchors too, the dated
  // figures' data) and translations: the writers' command, less its unit tests (the unit-test step runs them), its type
  // check of the data (typecheck checks everything) and its word forms (the next step).
  {name: 'writer checks', cmd: 'npx tsx scripts/check-writer.ts --skip-tests --skip=types,inflections', together: 'static'},
  // The search's word-form table against the guide's words (npm run search:inflections updates it).
  {name: 'word forms', cmd: 'npx tsx scripts/search-inflections.ts --check', together: 'static'},
  {name: 'unit tests', cmd: 'npm run --silent test:unit', counts: 'node'},
  // Three builds, each into its own folder and without the bundler's persistent cache: the cache does
  // not see environment-only changes, and a build without it needs no `docusaurus clear` before it
  // (the step "built settings" below checks that each build got its own settings).
  // The site in Algolia mode, pointed at the local Algolia-compatible server the tests start.
  {name: 'algolia build', cmd: 'npx docusaurus build --out-dir build-algolia', env: {...JSON.parse(readFileSync('tests/e2e-algolia/env.json', 'utf8')), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}},
  // A deployment's build (`npm run build:release`: the deploy check, then the build) with a
  // company's own settings, and a feedback service at its own /api/feedback
  // (tests/e2e/feedback-service.spec.ts serves it through nginx to the real service), which the
  // operator has confirmed nginx serves as deploy/README.md asks; the default build below is a
  // demo build and sends no feedback.
  {
    name: 'release build',
    cmd: 'npm run --silent build:release -- --out-dir build-feedback',
    env: {...operatorSettings, SITE_FEEDBACK_URL: '/api/feedback', FEEDBACK_PROXY_CONFIRMED: '2026-12-01', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  },
  {name: 'build', cmd: 'npx docusaurus build', env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}, fatal: true},
  // What each build's settings make of its pages: the demo build's marking, the release build's
  // company details and feedback address, the Algolia build's search service.
  {name: 'built settings', cmd: 'npx tsx --test --test-reporter=./scripts/lib/test-reporter.mjs tests/built/settings.test.ts', counts: 'node'},
  {name: 'size budget', cmd: 'npx tsx scripts/check-budget.ts', together: 'built'},
  {name: 'links', cmd: 'npx tsx scripts/check-links.ts', together: 'built'},
  // Every built page through the W3C Nu Html Checker (vnu-jar, Java): one pass, about 30 s.
  {name: 'valid html', cmd: 'npx tsx scripts/check-html.ts', together: 'built'},
  // What a reader without JavaScript gets on every page, the help links' anchors and the formula islands, read from build/ in Node.
  {name: 'static pages', cmd: 'npx tsx scripts/check-static-pages.ts', together: 'built'},
  // The Algolia build's tests run in one browser (they share the test double of Algolia's port), and
  // beside the offline build's two, so that the machine's two cores stay busy until both end.
  {name: 'browser tests', cmd: 'npx playwright test', counts: 'test-results/e2e.json', together: 'browsers'},
  {name: 'algolia tests', cmd: 'npx playwright test -c playwright.algolia.config.ts', counts: 'test-results/e2e-algolia.json', together: 'browsers'},
];

const results = [];
const suiteStarted = Date.now();
let passed = 0;
let failed = 0;

// Steps that share a `together` name and follow one another run side by side, at most `TEST_JOBS`
// (default 2) at a time: each of them is single-threaded, or waits on a server, and two cores are
// the machine the suite is sized for. Their output is printed whole as each ends, in the steps'
// order, so that the log reads as if they had run one after the other. The others run alone.
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 2);
const batches = [];
for (const step of steps) {
  if (step.optional && !existsSync(step.optional)) {
    continue;
  }
  const last = batches.at(-1);
  if (step.together && last?.[0].together === step.together) {
    last.push(step);
  } else {
    batches.push([step]);
  }
}

for (const batch of batches) {
  const done = await runTogether(batch);
  if (done.some(({step, ok}) => !ok && step.fatal)) {
    break;
  }
}

/** Runs one batch of steps, at most `jobs` at a time; records each step's result in the batch's order. */
async function runTogether(batch) {
  const alone = batch.length === 1;
  if (!alone) {
    console.log(`\n━━ side by side (${Math.min(jobs, batch.length)} at a time): ${batch.map(({name}) => name).join(', ')}`);
  }
  const outcomes = new Array(batch.length);
  let next = 0;
  let printed = 0;
  const printReady = () => {
    while (printed < batch.length && outcomes[printed]) {
      const {step, output} = outcomes[printed];
      if (!alone) {
        console.log(`\n━━ ${step.name}: ${step.cmd}`);
        process.stdout.write(output);
      }
      printed += 1;
    }
  };
  const worker = async () => {
    while (next < batch.length) {
      const index = next++;
      outcomes[index] = await runStep(batch[index], alone);
      printReady();
    }
  };
  await Promise.all(Array.from({length: Math.min(jobs, batch.length)}, worker));
  for (const {step, ok, seconds, stdout} of outcomes) {
    const run = {status: ok ? 0 : 1, stdout: Buffer.from(stdout)};
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
  }
  return outcomes;
}

/**
 * One step in a shell. Alone, its output goes straight to the terminal (the unit tests' stdout is
 * also kept, to count them); side by side, its stdout and stderr are kept together and printed when
 * it ends.
 */
function runStep(step, alone) {
  if (alone) {
    console.log(`\n━━ ${step.name}: ${step.cmd}`);
  }
  if (step.counts?.endsWith('.json')) {
    rmSync(step.counts, {force: true});
  }
  const started = Date.now();
  const keepStdout = !alone || step.counts === 'node';
  const child = spawn(step.cmd, {shell: true, stdio: ['inherit', keepStdout ? 'pipe' : 'inherit', alone ? 'inherit' : 'pipe'], env: {...process.env, ...step.env, FORCE_COLOR: '0'}});
  const stdout = [];
  const output = [];
  child.stdout?.on('data', (chunk) => {
    stdout.push(chunk);
    if (alone) {
      process.stdout.write(chunk);
    } else {
      output.push(chunk);
    }
  });
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({step, ok: status === 0, seconds, stdout: Buffer.concat(stdout).toString(), output: Buffer.concat(output).toString()});
    });
  });
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
// The steps side by side overlap: the whole run's time is not their sum.
console.log(`${'all steps'.padEnd(21)} ${((Date.now() - suiteStarted) / 1000).toFixed(0).padStart(4)} s`);
for (const {name, failures} of results) {
  for (const failure of failures) {
    console.log(`  ✘ ${name}: ${failure}`);
  }
}
const allOk = results.every(({ok}) => ok) && results.length === steps.filter((s) => !s.optional || existsSync(s.optional)).length;
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
