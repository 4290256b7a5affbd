#!/usr/bin/env node
// Installs what the site needs, reproducibly from package-lock.json. With --system it also installs
// the Debian packages the checks use (Chromium for browser tests, hspell for the spell check,
// nginx for the deployment tests and the link check).
// Plain Node, no dependencies: it runs before node_modules exists.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {spawnSync} from 'node:child_process';

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

// `npm ci` refuses this lockfile: the registry lacks other platforms' optional @swc binaries, so
// the lockfile cannot list them. `npm install` honours the lockfile; we then prove it left it as is.
const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs) {
  const before = lockHash();
  say('installing npm packages from package-lock.json');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  if (lockHash() !== before) {
    console.error('[setup] package-lock.json changed during install: it is out of date with package.json. Commit the updated lockfile.');
    process.exit(1);
  }
} else {
  say('npm packages are up to date');
}

if (withSystem) {
  const wanted = [
    {bin: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests'},
    {bin: '/usr/bin/hspell', pkg: 'hspell', why: 'Hebrew spell check'},
    {bin: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx', why: 'deployment tests and the link check'},
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
    say('Chromium, hspell and nginx are installed');
  }
}
