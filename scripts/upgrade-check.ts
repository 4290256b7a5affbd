/**
 * `npm run upgrade:check`: a rehearsal of the next upgrade, which needs the npm registry (so it is
 * not part of `npm test`). In a temporary copy of the site it moves `@docusaurus/*` to the newest
 * 3.x and `@docsearch/*` to the newest release the theme declares it can use, installs, builds, runs
 * the unit tests and a small browser smoke set, and prints, for each change the site makes to code
 * it does not own, whether it still applies: the patches (patches/), the DocSearch modal's bundle
 * edits (src/plugins/search/lib/patches.ts) and the markup its corrections rely on, the private
 * imports (src/internals), the copied page template (src/htmlTemplate.ts), and the ejected
 * components' upstream sources. Then it tries the newest DocSearch of all (a new major: through the
 * ejected SearchBar) and says whether it installs and builds. UPGRADING.md says what to do with
 * each kind of failure. The site itself is not touched.
 *
 *   npm run upgrade:check                 the whole rehearsal
 *   npm run upgrade:check -- --keep       keeps the temporary copy (its path is printed)
 *   E2E_PORT=4199                         the port of the smoke set's server (4199 unless given)
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const siteDir = path.join(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');

/** The browser tests of the smoke set: the layout's breakpoint, the search modal's seed behaviour, a page's load. */
const smokeSet = [
  'tests/e2e/layout.spec.ts:at 996 px the menu slides out',
  'tests/e2e/layout.spec.ts:at 997 px the desktop navbar',
  'tests/e2e/search.spec.ts:"See all" counts the results of the current query only',
  'tests/e2e/search-failures.spec.ts:the error screen stays until the next query',
  'tests/e2e/search.spec.ts:the empty start screen, then recent and favourite searches',
  'tests/e2e/search.spec.ts:"See all" keeps the newest query',
];

type Line = {bend: string; ok: boolean; detail: string};
const report: Line[] = [];
const note = (bend: string, ok: boolean, detail: string): void => {
  report.push({bend, ok, detail});
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${bend}: ${detail}`);
};

function npmView(spec: string, field: string): unknown {
  const out = execFileSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8'}).trim();
  return out ? (JSON.parse(out) as unknown) : undefined;
}

/** Orders release versions (x.y.z) by their numbers. */
function byVersion(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x!.map((part, i) => part - y![i]!).find((difference) => difference !== 0) ?? 0;
}

/** The newest release of a package matching a range (npm's own range reading; npm lists them in publishing order). */
function newest(name: string, range: string): string {
  const versions = npmView(`${name}@${range}`, 'version');
  const list = Array.isArray(versions) ? (versions as string[]) : [versions as string];
  return list
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .sort(byVersion)
    .at(-1)!;
}

type Run = {ok: boolean; output: string; seconds: number};
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const started = Date.now();
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, ...env}, maxBuffer: 256 * 1024 * 1024});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return {ok: result.status === 0, output, seconds: Math.round((Date.now() - started) / 1000)};
}

const lastLines = (text: string, count = 12): string =>
  text
    .trim()
    .split('\n')
    .slice(-count)
    .map((line) => `      ${line}`)
    .join('\n');

/**
 * The site cloned into a fresh folder (its history too: the pages' dates come from Git), with the
 * files changed or added since the last commit, and a copy of node_modules to install over.
 */
function copySite(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'upgrade-check-'));
  execFileSync('git', ['clone', '--quiet', '--local', siteDir, copy]);
  const changed = execFileSync('git', ['ls-files', '-mo', '--exclude-standard', '-z'], {cwd: siteDir, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of changed) {
    if (existsSync(path.join(siteDir, file))) cpSync(path.join(siteDir, file), path.join(copy, file), {recursive: true});
  }
  // A real copy, not links: the install and patch-package write into it.
  cpSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), {recursive: true, verbatimSymlinks: true});
  return copy;
}

type PackageJson = {dependencies: Record<string, string>; devDependencies: Record<string, string>; overrides?: Record<string, string>};

/** Moves the copy's @docusaurus/* to `docusaurus` and its @docsearch/* (dependencies and overrides) to `docsearch`. */
function moveVersions(copy: string, docusaurus: string, docsearch: string): void {
  const file = path.join(copy, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  for (const group of [pkg.dependencies, pkg.devDependencies, pkg.overrides ?? {}]) {
    for (const name of Object.keys(group)) {
      if (name.startsWith('@docusaurus/')) group[name] = docusaurus;
      if (name.startsWith('@docsearch/')) group[name] = docsearch;
    }
  }
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** The patches: patch-package's own verdict on each, from the install's output. */
function checkPatches(install: Run): void {
  for (const patch of readdirSync(path.join(siteDir, 'patches')).filter((name) => name.endsWith('.patch'))) {
    const name = patch.replace(/\+[^+]+\.patch$/, '').replace('+', '/');
    const line = install.output.split('\n').find((text) => text.includes(`${name}@`)) ?? '';
    note(`patch ${patch}`, /✔/.test(line) && !/✘|warning/i.test(line), line.trim() || "not applied (see the install's output)");
  }
}

/** The DocSearch modal's bundle edits and the markup its corrections need, read in the copy's installed modal. */
function checkBundleEdits(copy: string): void {
  const probe = path.join(copy, 'upgrade-check-probe.ts');
  writeFileSync(
    probe,
    `import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {docSearchModalPatches} from './src/plugins/search/lib/patches.ts';
import {missingMarkup} from './src/plugins/search/lib/modalMarkup.ts';
const modal = readFileSync(createRequire(import.meta.url).resolve('@docsearch/react/modal'), 'utf8');
const count = (text: string) => modal.split(text).length - 1;
const lines = docSearchModalPatches.map(({find, through, why, report}) => ({what: why.split(/[.:]/)[0], report, finds: count(find), ends: through === undefined ? 1 : count(through)}));
console.log(JSON.stringify({lines, missing: missingMarkup(modal)}));
`,
  );
  const result = run('npx', ['tsx', probe], copy);
  rmSync(probe);
  if (!result.ok) {
    note('bundle edits', false, `could not be read:\n${lastLines(result.output)}`);
    return;
  }
  const {lines, missing} = JSON.parse(result.output.trim().split('\n').at(-1)!) as {lines: {what: string; report: string; finds: number; ends: number}[]; missing: string[]};
  for (const {what, report: upstream, finds, ends} of lines) {
    const ok = finds === 1 && ends === 1;
    note(
      `bundle edit (${upstream})`,
      ok,
      `${what}: ${ok ? 'matches once' : finds === 0 ? 'not found: re-derive it, or the release fixed the defect (check the report)' : finds > 1 ? 'found more than once' : 'its end not found once'}`,
    );
  }
  note('modal markup (client/modalSemantics.ts)', missing.length === 0, missing.length === 0 ? 'every selector still has its target' : missing.join('; '));
}

/** A unit test file of the copy, its verdict per test. */
function checkTests(copy: string, bend: string, file: string): void {
  const result = run('npx', ['tsx', '--test', file], copy);
  for (const match of result.output.matchAll(/^(not ok|ok) \d+ - (.+)$/gm)) note(bend, match[1] === 'ok', match[2]!);
  if (!/^(?:not )?ok \d+ - /m.test(result.output)) note(bend, false, `did not run:\n${lastLines(result.output)}`);
}

/** The ejected components: has their upstream source changed between the installed release and the new one? */
function checkEjected(copy: string): void {
  const sources: [string, string][] = [
    ['src/plugins/search/theme/SearchBar/index.tsx', '@docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx'],
    ['src/plugins/search/theme/SearchBar/styles.css', '@docusaurus/theme-search-algolia/src/theme/SearchBar/styles.css'],
    ['src/plugins/search/theme/SearchPage/Content.tsx', '@docusaurus/theme-search-algolia/src/theme/SearchPage/index.tsx'],
    ['src/plugins/search/theme/SearchPage/styles.module.css', '@docusaurus/theme-search-algolia/src/theme/SearchPage/styles.module.css'],
    ['src/theme/AnnouncementBar/index.tsx', '@docusaurus/theme-classic/src/theme/AnnouncementBar/index.tsx'],
    ['src/theme/AnnouncementBar/styles.module.css', '@docusaurus/theme-classic/src/theme/AnnouncementBar/styles.module.css'],
    ['src/theme/DocSidebar/Mobile/index.tsx', '@docusaurus/theme-classic/src/theme/DocSidebar/Mobile/index.tsx'],
  ];
  for (const [ejected, source] of sources) {
    const before = path.join(siteDir, 'node_modules', source);
    const after = path.join(copy, 'node_modules', source);
    if (!existsSync(after)) {
      note(`ejected ${ejected}`, false, `its upstream source ${source} is gone`);
      continue;
    }
    const diff = run('diff', ['-u', before, after], siteDir);
    const changed = diff.output.split('\n').filter((line) => /^[+-](?![+-])/.test(line)).length;
    note(
      `ejected ${ejected}`,
      diff.ok,
      diff.ok ? 'upstream source unchanged' : `upstream source changed (${changed} lines): carry the change into the copy, or drop the ejection if a wrapper now does`,
    );
  }
}

/** Installs and builds a copy; true when both went through. */
function installAndBuild(copy: string, label: string): {install: Run; build: Run | null} {
  const install = run('npm', ['install', '--no-audit', '--no-fund'], copy);
  note(`${label}: npm install`, install.ok, install.ok ? `installed in ${install.seconds} s` : lastLines(install.output));
  if (!install.ok) return {install, build: null};
  const build = run('npx', ['docusaurus', 'build'], copy);
  note(`${label}: build`, build.ok, build.ok ? `built in ${build.seconds} s` : lastLines(build.output, 20));
  return {install, build};
}

function main(): void {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as PackageJson;
  const docusaurus = newest('@docusaurus/core', '3');
  const theme = npmView(`@docusaurus/theme-search-algolia@${docusaurus}`, 'dependencies') as Record<string, string>;
  const usable = newest('@docsearch/react', theme['@docsearch/react']!);
  const latest = npmView('@docsearch/react', 'dist-tags.latest') as string;
  console.log(`The site: @docusaurus/core ${pkg.dependencies['@docusaurus/core']}, @docsearch/react ${pkg.dependencies['@docsearch/react']}`);
  console.log(`Newest: @docusaurus/core 3.x ${docusaurus}; @docsearch/react the theme can use (${theme['@docsearch/react']}) ${usable}, newest of all ${latest}\n`);

  const copy = copySite();
  console.log(`The copy: ${copy}\n`);
  try {
    moveVersions(copy, docusaurus, usable);
    const {install, build} = installAndBuild(copy, `@docusaurus ${docusaurus}, @docsearch ${usable}`);
    if (install.ok) {
      checkPatches(install);
      checkBundleEdits(copy);
      checkTests(copy, 'private imports (src/internals)', 'src/internals/internals.test.ts');
      checkTests(copy, 'template copy (src/htmlTemplate.ts)', 'src/htmlTemplate.test.ts');
      checkEjected(copy);
      const unit = run('npm', ['run', 'test:unit'], copy);
      note('unit tests', unit.ok, unit.ok ? `passed in ${unit.seconds} s` : lastLines(unit.output, 20));
    }
    if (build?.ok) {
      const grep = smokeSet
        .map((test) =>
          test
            .split(':')
            .slice(1)
            .join(':')
            .replace(/[.*+?^${}()|[\]\\"]/g, '.'),
        )
        .join('|');
      const files = [...new Set(smokeSet.map((test) => test.split(':')[0]!))];
      const smoke = run('npx', ['playwright', 'test', ...files, '--grep', grep, '--reporter=line'], copy, {E2E_PORT: process.env.E2E_PORT ?? '4199', E2E_WORKERS: '1'});
      const passed = /(\d+) passed/.exec(smoke.output)?.[1] ?? '0';
      note('browser smoke set', smoke.ok, smoke.ok ? `${passed} tests passed in ${smoke.seconds} s` : lastLines(smoke.output, 20));
    }

    if (latest !== usable) {
      // A new major DocSearch, beyond the theme's range: through the ejected SearchBar, which imports the modal itself.
      console.log(`\nDocSearch ${latest}, beyond what the theme declares:`);
      moveVersions(copy, docusaurus, latest);
      const next = installAndBuild(copy, `@docsearch ${latest}`);
      if (next.install.ok) checkBundleEdits(copy);
      const types = run('npx', ['tsc'], copy);
      note(`@docsearch ${latest}: tsc`, types.ok, types.ok ? 'the SearchBar still type-checks' : lastLines(types.output));
    }
  } finally {
    if (keep) console.log(`\nKept: ${copy}`);
    else rmSync(copy, {recursive: true, force: true});
  }

  const failures = report.filter(({ok}) => !ok);
  console.log(`\n${report.length - failures.length} of ${report.length} checks hold${failures.length ? `; what to do for each failure: UPGRADING.md` : ''}.`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main();
