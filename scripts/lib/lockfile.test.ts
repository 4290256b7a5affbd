import assert from 'node:assert/strict';
import test from 'node:test';
import {directRangeProblems, installedProblems, satisfies} from './lockfile.mjs';

// Small lockfiles shaped like npm's (lockfileVersion 3): one direct dependency with a native
// binary per platform, as @swc/core has, and this machine's install of it.
const manifest = {dependencies: {'@swc/core': '^1.16.0', react: '19.1.0'}, devDependencies: {typescript: '~5.9.3'}};
const platform = (os: string, cpu: string) => ({version: '1.16.22', optional: true, os: [os], cpu: [cpu]});
const lockfile = {
  lockfileVersion: 3,
  packages: {
    '': {name: 'site', dependencies: manifest.dependencies, devDependencies: manifest.devDependencies},
    'node_modules/@swc/core': {version: '1.16.22', optionalDependencies: {'@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-darwin-arm64': '1.16.22'}},
    'node_modules/@swc/core-linux-x64-gnu': platform('linux', 'x64'),
    'node_modules/react': {version: '19.1.0'},
    'node_modules/typescript': {version: '5.9.3', dev: true},
  },
};
const installed = {
  lockfileVersion: 3,
  packages: {
    'node_modules/@swc/core': {version: '1.16.22'},
    'node_modules/@swc/core-linux-x64-gnu': platform('linux', 'x64'),
    'node_modules/react': {version: '19.1.0'},
    'node_modules/typescript': {version: '5.9.3', dev: true},
  },
};
const withPackages = <T extends {packages: object}>(base: T, change: (packages: Record<string, object>) => void): T => {
  const packages = structuredClone(base.packages) as Record<string, object>;
  change(packages);
  return {...base, packages};
};

test('the lockfile as it is agrees with package.json and with the install', () => {
  assert.deepEqual(directRangeProblems(manifest, lockfile), []);
  assert.deepEqual(installedProblems(lockfile, installed), []);
});

test('extra entries for other platforms (the registry serves more binaries now) pass', () => {
  const more = withPackages(lockfile, (packages) => {
    packages['node_modules/@swc/core-darwin-arm64'] = platform('darwin', 'arm64');
    packages['node_modules/@swc/core-win32-x64-msvc'] = platform('win32', 'x64');
    packages['node_modules/@swc/core-linux-x64-musl'] = {...platform('linux', 'x64'), libc: ['musl']};
  });
  assert.deepEqual(directRangeProblems(manifest, more), []);
  assert.deepEqual(installedProblems(more, installed), []);
});

test('missing entries for other platforms (the registry lacks them) pass', () => {
  const fewer = withPackages(lockfile, (packages) => {
    delete packages['node_modules/@swc/core-darwin-arm64'];
  });
  assert.deepEqual(installedProblems(fewer, installed), []);
});

test("a package installed here at another version than the lockfile's fails, naming it", () => {
  const drifted = withPackages(installed, (packages) => {
    packages['node_modules/react'] = {version: '19.2.0'};
  });
  assert.deepEqual(installedProblems(lockfile, drifted), ['react: installed 19.2.0 at node_modules/react, but package-lock.json locks 19.1.0']);
});

test('a package installed here that the lockfile lacks fails, naming it', () => {
  const extra = withPackages(installed, (packages) => {
    packages['node_modules/@swc/core/node_modules/@swc/counter'] = {version: '0.1.3'};
  });
  const problems = installedProblems(lockfile, extra);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^@swc\/counter: installed at node_modules\/@swc\/core\/node_modules\/@swc\/counter .*does not list it$/);
});

test('a direct range the locked version does not satisfy fails, naming the package', () => {
  assert.deepEqual(directRangeProblems({...manifest, dependencies: {...manifest.dependencies, react: '^19.2.0'}}, lockfile), [
    'react: package.json asks for ^19.2.0, but package-lock.json locks 19.1.0',
  ]);
  assert.deepEqual(directRangeProblems({...manifest, devDependencies: {typescript: '~5.8.0'}}, lockfile), ['typescript: package.json asks for ~5.8.0, but package-lock.json locks 5.9.3']);
  assert.deepEqual(directRangeProblems({...manifest, devDependencies: {...manifest.devDependencies, eslint: '^9.0.0'}}, lockfile), [
    'eslint: package.json asks for ^9.0.0, but package-lock.json does not list it',
  ]);
});

test('a range form the check does not read is reported, not guessed', () => {
  assert.match(directRangeProblems({dependencies: {react: 'latest'}}, lockfile)[0]!, /^react: the range "latest".*does not read/);
});

test('ranges: exact, caret (including 0.x), tilde, >=, and prereleases', () => {
  const cases: Array<[string, string, boolean]> = [
    ['3.10.2', '3.10.2', true],
    ['3.10.3', '3.10.2', false],
    ['3.11.0', '^3.10.2', true],
    ['4.0.0', '^3.10.2', false],
    ['3.10.1', '^3.10.2', false],
    ['0.8.300', '^0.8.212', true],
    ['0.9.0', '^0.8.212', false],
    ['0.0.4', '^0.0.3', false],
    ['5.9.9', '~5.9.3', true],
    ['5.10.0', '~5.9.3', false],
    ['21.0.0', '>=20.0.0', true],
    ['4.0.0-rc.1', '^3.10.2', false],
    ['4.0.0-rc.2', '^4.0.0-rc.1', true],
  ];
  for (const [version, range, expected] of cases) {
    assert.equal(satisfies(version, range), expected, `${version} in ${range}`);
  }
});

test('an alias (npm:@scope/real@version) is read as the real package at that version', () => {
  const aliased = {dependencies: {'react-loadable': 'npm:@docusaurus/react-loadable@6.0.0'}};
  const locked = (name: string, version: string) => ({lockfileVersion: 3, packages: {'node_modules/react-loadable': {name, version}}});
  assert.deepEqual(directRangeProblems(aliased, locked('@docusaurus/react-loadable', '6.0.0')), []);
  assert.match(directRangeProblems(aliased, locked('@docusaurus/react-loadable', '5.5.2'))[0] ?? '', /locks 5\.5\.2/);
  assert.match(directRangeProblems(aliased, locked('react-loadable', '6.0.0'))[0] ?? '', /asks for @docusaurus\/react-loadable/);
});
