#!/usr/bin/env node
// Installs what the site needs, reproducibly from package-lock.json. With --system it also installs
// the Debian packages the checks use (Chromium for browser tests, hspell for the spell check,
// nginx for the deployment tests and the link check, poppler-utils for the print tests), and
// python3, make and g++, with which npm compiles better-sqlite3 where no prebuilt binary downloads.
// Plain Node, no dependencies: it runs before node_modules exists.
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {directRangeProblems, installedProblems} from './lib/lockfile.mjs';

const withSystem = process.argv.includes('--system');
const say = (message) => console.log(`[setup] ${message}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {stdio: 'inherit', ...options});
  if (result.status !== 0) {
    console.error(`[setup] failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`[setup] Node 20 or later is required; this is ${process.version}.`);
  process.exit(1);
}

// `npm ci` refuses this lockfile whenever the registry's set of other platforms' optional binaries
// (@swc/core-darwin-*, @swc/html-win32-*, …) differs from the one it lists, and `npm install`
// rewrites it with the registry's current set. `npm install --no-save` installs from the lockfile and
// never writes it. What truly matters is checked before and after: package.json's ranges against
// the lockfile, and what npm installed on this machine against the lockfile (scripts/lib/lockfile.mjs).
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const fail = (title, problems) => {
  console.error(`[setup] ${title}`);
  for (const problem of problems) {
    console.error(`[setup]   - ${problem}`);
  }
  console.error('[setup] Run `npm install` to update package-lock.json, review its diff, and commit it with package.json.');
  process.exit(1);
};

const manifest = readJson('package.json');
const lockBytes = readFileSync('package-lock.json');
const lockfile = JSON.parse(lockBytes.toString('utf8'));
const rangeProblems = directRangeProblems(manifest, lockfile);
if (rangeProblems.length > 0) {
  fail('package.json and package-lock.json disagree:', rangeProblems);
}

if (withSystem) {
  installSystemPackages();
}

const installed = 'node_modules/.package-lock.json';
const newest = Math.max(statSync('package-lock.json').mtimeMs, statSync('package.json').mtimeMs);
if (!existsSync(installed) || statSync(installed).mtimeMs < newest) {
  say('installing npm packages from package-lock.json');
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error']);
  if (!readFileSync('package-lock.json').equals(lockBytes)) {
    writeFileSync('package-lock.json', lockBytes);
    fail('npm rewrote package-lock.json during the install (restored as it was).', []);
  }
} else {
  say('npm packages are up to date');
}
const installProblems = existsSync(installed) ? installedProblems(lockfile, readJson(installed)) : ['node_modules/.package-lock.json is missing after the install'];
if (installProblems.length > 0) {
  fail('what npm installed on this machine differs from package-lock.json:', installProblems);
}

/**
 * The Debian packages the checks use, and the compiler better-sqlite3 may need: installed first, so
 * that npm can build a native module that has no prebuilt binary for this machine.
 */
function installSystemPackages() {
  const wanted = [
    {bin: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', why: "size budget, writers' page check and benchmarks"},
    {bin: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', why: 'browser tests'},
    {bin: '/usr/bin/hspell', pkg: 'hspell', why: 'Hebrew spell check'},
    {bin: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx', why: 'deployment tests and the link check'},
    {bin: '/usr/bin/pdftotext', pkg: 'poppler-utils', why: 'print tests (text of a printed PDF)'},
    {bin: '/usr/bin/java', pkg: 'default-jre-headless', why: 'HTML check (the W3C Nu Html Checker, vnu-jar)'},
    // better-sqlite3 (the feedback service's store) compiles its native module with node-gyp
    // where no prebuilt binary can be downloaded for this Node and platform.
    {bin: '/usr/bin/python3', pkg: 'python3', why: 'native build of better-sqlite3 when no prebuilt binary is available'},
    {bin: '/usr/bin/make', pkg: 'make', why: 'native build of better-sqlite3 when no prebuilt binary is available'},
    {bin: '/usr/bin/g++', pkg: 'g++', why: 'native build of better-sqlite3 when no prebuilt binary is available'},
  ];
  const missing = wanted.filter(({bin}) => !existsSync(bin));
  if (missing.length > 0) {
    for (const {pkg, why} of missing) {
      say(`${pkg} is missing (needed for the ${why}): installing it with apt-get`);
    }
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args) => run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', ...missing.map(({pkg}) => pkg)]);
  } else {
    say('Chromium (and its headless build), hspell, nginx, poppler-utils, Java, python3, make and g++ are installed');
  }
}
