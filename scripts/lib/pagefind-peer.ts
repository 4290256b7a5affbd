/**
 * The search peer of `bench:first-search`: Starlight, whose default search is Pagefind, over the
 * guide's docs/ pages, built in a temporary folder (as bench:hydration builds stock Docusaurus).
 * Astro and Starlight come from the npm registry, installed into that folder only (never into this
 * project's package.json); the pages are the guide's Markdown with what Starlight cannot render
 * written out or stubbed: the dated legal figures as the text and tables they stand for, the
 * `<SiteConstant>` tags as the support address, Docusaurus's `:::info`/`:::warning` as Starlight's
 * `:::note`/`:::caution`, and heading ids (`{#id}`) dropped. The site is Hebrew, right to left, and
 * its illustrations are the guide's (static/img). Starlight indexes the pages with Pagefind at the
 * end of its build: the peer's search is Pagefind's default UI, as Starlight ships it.
 */
import {spawn} from 'node:child_process';
import {cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expandLawFigures} from '../../src/data/lawFigures';
import {filesUnder, repoRoot} from './files';

/** The versions the peer is built with (Starlight 0.37 runs on Astro 5 and Node 20). */
export const peerPackages = {astro: '5.18.2', '@astrojs/starlight': '0.37.7', sharp: '0.34.5'};

const astroConfig = `// Written by scripts/lib/pagefind-peer.ts: Starlight over the guide's docs, in Hebrew, right to left.
import {defineConfig} from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://docs.example.com',
  integrations: [
    starlight({
      title: 'בודק השכר (Starlight)',
      defaultLocale: 'root',
      locales: {root: {label: 'עברית', lang: 'he', dir: 'rtl'}},
    }),
  ],
});
`;

const contentConfig = `import {defineCollection} from 'astro:content';
import {docsLoader} from '@astrojs/starlight/loaders';
import {docsSchema} from '@astrojs/starlight/schema';

export const collections = {docs: defineCollection({loader: docsLoader(), schema: docsSchema()})};
`;

/** One page of the guide as Starlight's Markdown: what it cannot render written out or stubbed. */
export function starlightMarkdown(markdown: string): string {
  return expandLawFigures(markdown)
    .replace(/^import .*\n/gm, '')
    .replace(/<SiteConstant\b[^>]*\/>/g, 'support@example.com')
    .replace(/^:::info\b/gm, ':::note')
    .replace(/^:::warning\b/gm, ':::caution')
    .replace(/[ \t]*\{#[\w-]+\}[ \t]*$/gm, '');
}

/** Runs a command in `cwd`, its output into `logFile`; throws with the log's end when it fails. */
async function run(command: string, args: string[], cwd: string, logFile: string, what: string): Promise<void> {
  const log = createWriteStream(logFile, {flags: 'a'});
  // Not this project's npm settings (`npm run` hands them on as npm_* variables: its engine-strict
  // would refuse a dependency of Astro that declares a newer Node, which the build does not use).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const child = spawn(command, args, {cwd, env: {...env, FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1'}, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) throw new Error(`${what} failed (exit ${code}); the end of ${logFile}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/**
 * Builds the peer in a new temporary folder (about two minutes: the npm install, then Astro's build
 * and Pagefind's index); returns its build folder (`dist/`, with `pagefind/`). The folder it is in
 * is the caller's to remove.
 */
export async function buildPagefindPeer(): Promise<string> {
  const site = mkdtempSync(path.join(tmpdir(), 'bench-first-search-starlight-'));
  writeFileSync(path.join(site, 'package.json'), JSON.stringify({name: 'starlight-peer', private: true, type: 'module', dependencies: peerPackages}, null, 2));
  writeFileSync(path.join(site, 'astro.config.mjs'), astroConfig);
  mkdirSync(path.join(site, 'src/content/docs'), {recursive: true});
  writeFileSync(path.join(site, 'src/content.config.ts'), contentConfig);
  for (const file of filesUnder('docs', ['.md', '.mdx'])) {
    const target = path.join(site, 'src/content', file.replace(/\.mdx$/, '.md'));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, starlightMarkdown(readFileSync(path.join(repoRoot, file), 'utf8')));
  }
  if (existsSync(path.join(repoRoot, 'static/img'))) cpSync(path.join(repoRoot, 'static/img'), path.join(site, 'public/img'), {recursive: true});
  const logFile = path.join(site, 'build.log');
  console.log(`Building the Pagefind peer (Starlight ${peerPackages['@astrojs/starlight']}, Astro ${peerPackages.astro}) in ${site}…`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], site, logFile, 'npm install of the peer');
  await run(process.execPath, [path.join(site, 'node_modules/astro/astro.js'), 'build'], site, logFile, "The peer's build");
  const dist = path.join(site, 'dist');
  if (!existsSync(path.join(dist, 'pagefind/pagefind.js'))) throw new Error(`The peer's build has no Pagefind index (${dist}/pagefind); see ${logFile}.`);
  return dist;
}
