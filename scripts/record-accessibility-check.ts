/**
 * Runs the guide's accessibility tests (axe on every page in both colour modes at 390 and 1280 px,
 * the widgets, the page structure, the keyboard journeys) against build/ and, only when every one
 * passes, records the day and the guide's version in src/accessibilityCheck.ts, which the
 * accessibility statement dates its last check from. Build first (`npm run build`). Usage: npm run a11y:record
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import pkg from '../package.json' with {type: 'json'};
import {accessibilityCheck} from '../src/accessibilityCheck.ts';
import {repoRoot} from './lib/files.ts';

const specs = accessibilityCheck.specs;

if (!existsSync(path.join(repoRoot, 'build', 'index.html'))) {
  console.error('a11y:record: no build/: run npm run build first.');
  process.exit(2);
}
// Every page in every colour mode and width, as the accessibility statement says (the whole suite
// audits the dark mode and 390 px on a sample of pages: tests/e2e/sweep-pages.ts).
const run = spawnSync('npx', ['playwright', 'test', ...specs], {cwd: repoRoot, stdio: 'inherit', env: {...process.env, E2E_AXE_ALL_MODES: '1'}});
if (run.status !== 0) {
  console.error('a11y:record: a test failed; the record is left as it was.');
  process.exit(1);
}
const date = new Date().toISOString().slice(0, 10);
const file = path.join(repoRoot, 'src/accessibilityCheck.ts');
const source = readFileSync(file, 'utf8');
const updated = source.replace(/date: '[^']*'/, `date: '${date}'`).replace(/version: '[^']*'/, `version: '${pkg.version}'`);
writeFileSync(file, updated);
console.log(`a11y:record: ${specs.length} test files passed; recorded ${date}, version ${pkg.version}, in src/accessibilityCheck.ts`);
