import {createHash} from 'node:crypto';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule, readOutputHTMLFile} from '@docusaurus/utils';
import {joinIndex, SearchEngine, splitIndex, termShardDir, textGroupDir, type SerializedIndex, type SplitEntry} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records';
import {readSite, serviceConstants} from '../../site';
import {docPageHtml, markdownDoc, markdownPage, markdownPageHtml, renderMarkdown, sidebarEntries, type SidebarEntry, type SiteConstantValues} from './lib/markdownPages';
import {isSkippedPage, recordsFromHtml, type ExtractOptions} from './lib/recordsFromHtml';

/**
 * Builds the guide's search index. After `docusaurus build` it reads every page's HTML from the
 * output directory; under `docusaurus start`, where no HTML exists, it renders the Markdown of the
 * docs and of the Markdown pages (src/pages) into the same page markup. Either way the one extractor makes the records and the one engine the
 * index, split (src/search/index/split.ts): <dir>/search/index.json, the entry, and the term
 * shards and texts it names (search/t/, search/d/, content-hashed) for the browser and the local
 * server. The records themselves, which only the Algolia upload needs, are written outside the
 * served folder (`recordsFile`).
 */

export type SearchRecordsOptions = {
  /**
   * Set under `docusaurus start` only: the index is rendered from the Markdown into
   * <devStaticDir>/search/, a directory the site lists in `staticDirectories` so that the dev
   * server serves it at <baseUrl>search/index.json.
   */
  devStaticDir?: string;
  /** The docs plugin's content directory. */
  docsDir?: string;
  /** The docs plugin's sidebars file (the dev path reads categories from it). */
  sidebarPath?: string;
  /** The docs plugin's routeBasePath. */
  routeBasePath?: string;
  /** The pages plugin's directory (the dev path renders its Markdown pages). */
  pagesDir?: string;
};

export const searchDirName = 'search';
export const indexFileName = 'index.json';
export const recordsFileName = 'records.json';

/**
 * Where the records of the last build into `outDir` (a folder name: build, build-algolia; `dev`
 * for the dev server) are kept: in the site's generated files (.docusaurus), outside every folder
 * a server publishes, and per site (not in node_modules, which bench:build's copies share).
 */
export function recordsFile(siteDir: string, outDir = 'build'): string {
  return path.join(siteDir, '.docusaurus/search-records-data', path.basename(outDir), recordsFileName);
}

/** The content hash in a split index file's name. */
export function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 10);
}

export type SearchFilesReport = {
  records: number;
  pages: number;
  /** The whole index (entry and every file), raw (bench:build measures every file's gzip size; the build does not spend its time on it). */
  indexBytes: number;
  entryGzipBytes: number;
  files: number;
  recordsBytes: number;
  buildMs: number;
  /** Writing the index's files and the records, after building it. */
  writeMs: number;
};

type SiteUrl = {url: string; baseUrl: string};

/** The absolute URL of a route (spaces and Hebrew percent-encoded, as a browser shows them). */
export function absoluteUrl(site: SiteUrl, routePath: string): string {
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  const relative = routePath.startsWith(base) ? routePath.slice(base.length) : routePath.replace(/^\//, '');
  return new URL(`${base}${relative}`, site.url).href;
}

/** Keywords every page carries through themeConfig.metadata. */
function siteKeywords(themeConfig: Record<string, unknown>): string[] {
  const metadata = Array.isArray(themeConfig.metadata) ? (themeConfig.metadata as {name?: string; content?: string}[]) : [];
  return metadata
    .filter((tag) => tag.name === 'keywords' && typeof tag.content === 'string')
    .flatMap((tag) => tag.content!.split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Pages in sidebar order (then the rest by path), records in page order: the order ties keep. */
type PageRecords = {records: DocSearchRecord[]; order: number; routePath: string};

function orderPages(pages: PageRecords[]): DocSearchRecord[] {
  return pages.sort((a, b) => a.order - b.order || a.routePath.localeCompare(b.routePath)).flatMap((page) => page.records);
}

export async function readSidebars(siteDir: string, sidebarPath: string): Promise<unknown> {
  return loadFreshModule(path.resolve(siteDir, sidebarPath));
}

export type MarkdownSiteOptions = SiteUrl & {
  siteDir: string;
  docsDir?: string;
  sidebarPath?: string;
  routeBasePath?: string;
  pagesDir?: string;
  siteTitle: string;
  language?: string;
  /** What `<SiteConstant>` renders; by default the constants of src/site.ts for this environment and the package version. */
  siteConstants?: SiteConstantValues;
  extract?: ExtractOptions;
};

/** The Markdown files of a content directory, as the content plugins take them (no _partials, no tests). */
async function markdownFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, {recursive: true}).catch(() => []);
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_') || part === '__tests__'))
    .sort();
}

async function defaultSiteConstants(siteDir: string): Promise<SiteConstantValues> {
  const packageJson = await readFile(path.join(siteDir, 'package.json'), 'utf8').catch(() => '{}');
  const {version} = JSON.parse(packageJson) as {version?: string};
  return {...readSite(process.env), ...(version === undefined ? {} : {version})};
}

/** The dev path: records from the Markdown of the docs and pages, through the same page markup and extractor as the build. */
export async function recordsFromMarkdown(options: MarkdownSiteOptions): Promise<DocSearchRecord[]> {
  const docsDir = path.resolve(options.siteDir, options.docsDir ?? 'docs');
  const pagesDir = path.resolve(options.siteDir, options.pagesDir ?? 'src/pages');
  const entries = sidebarEntries(await readSidebars(options.siteDir, options.sidebarPath ?? './sidebars.ts'));
  const constants = options.siteConstants ?? (await defaultSiteConstants(options.siteDir));
  const language = options.language ?? 'he';
  const site = {siteTitle: options.siteTitle, language, docusaurusTag: 'docs-default-current', version: 'current'};
  const docs = (await markdownFiles(docsDir)).map(async (relativePath) => {
    const doc = await markdownDoc({relativePath, content: await readFile(path.join(docsDir, relativePath), 'utf8')}, entries, options.routeBasePath, constants);
    const html = docPageHtml(doc, await renderMarkdown(doc.body), site);
    return {records: recordsFromHtml({html, url: absoluteUrl(options, doc.permalink)}, options.extract), order: doc.order, routePath: doc.permalink};
  });
  const pages = (await markdownFiles(pagesDir)).map(async (relativePath) => {
    const page = await markdownPage({relativePath, content: await readFile(path.join(pagesDir, relativePath), 'utf8')}, constants);
    const html = markdownPageHtml(page, await renderMarkdown(page.body), site);
    return {records: recordsFromHtml({html, url: absoluteUrl(options, page.permalink)}, options.extract), order: Number.MAX_SAFE_INTEGER, routePath: page.permalink};
  });
  return orderPages(await Promise.all([...docs, ...pages]));
}

export type BuildOptions = SiteUrl & {
  outDir: string;
  routesPaths: readonly string[];
  trailingSlash: boolean | undefined;
  /** Each doc's place in the sidebar, by route path. */
  order?: Map<string, number>;
  extract?: ExtractOptions;
};

/**
 * Pages read at a time. Between two batches, the other plugins' postBuild work (which shares this
 * thread) goes on; page by page, each read handed the thread over, and at 1,000 pages the step
 * waited on that work for three times as long as it worked (records 6.7 s alone, 30 s in the build).
 */
const readBatch = 64;

/** The build path: records from every route's built HTML. */
export async function recordsFromBuild(options: BuildOptions): Promise<DocSearchRecord[]> {
  const pages: PageRecords[] = [];
  const routes = [...new Set(options.routesPaths)].map((routePath) => ({routePath, url: absoluteUrl(options, routePath)})).filter(({url}) => !isSkippedPage(url));
  for (let start = 0; start < routes.length; start += readBatch) {
    const batch = routes.slice(start, start + readBatch);
    const htmls = await Promise.all(
      // A route without its own HTML file (redirects, client-only routes) has none to read.
      batch.map(({routePath}) =>
        readOutputHTMLFile(routePath, options.outDir, options.trailingSlash).then(
          (html) => html.toString('utf8'),
          () => undefined,
        ),
      ),
    );
    batch.forEach(({routePath, url}, i) => {
      const html = htmls[i];
      if (html === undefined) return;
      const records = recordsFromHtml({html, url}, options.extract);
      if (records.length > 0) {
        pages.push({records, order: options.order?.get(routePath) ?? Number.MAX_SAFE_INTEGER, routePath});
      }
    });
  }
  return orderPages(pages);
}

/**
 * Indexes the records, writes the split index into <dir>/search/ (replacing the last one's files) and
 * the records to `recordsPath`. The writes are synchronous: in the build, the precompress plugin's
 * brotli jobs hold libuv's thread pool, and thousands of asynchronous writes waited behind them (at
 * 1,000 pages, 3,500 files: 22 s in the build against 2.5 s alone).
 */
export function writeSearchFiles(dir: string, records: readonly DocSearchRecord[], recordsPath: string): SearchFilesReport {
  const started = performance.now();
  const {entry, files} = splitIndex(SearchEngine.fromRecords(records).serialize(), {hash: contentHash});
  const entryJson = JSON.stringify(entry);
  const buildMs = performance.now() - started;
  const recordsJson = JSON.stringify(records);
  const searchDir = path.join(dir, searchDirName);
  for (const sub of [termShardDir, textGroupDir]) {
    rmSync(path.join(searchDir, sub), {recursive: true, force: true});
    mkdirSync(path.join(searchDir, sub), {recursive: true});
  }
  mkdirSync(path.dirname(recordsPath), {recursive: true});
  writeFileSync(path.join(searchDir, indexFileName), entryJson);
  for (const [name, json] of files) writeFileSync(path.join(searchDir, name), json);
  writeFileSync(recordsPath, recordsJson);
  const writeMs = performance.now() - started - buildMs;
  const all = [entryJson, ...files.values()];
  return {
    records: records.length,
    pages: new Set(records.map((record) => record.url_without_anchor)).size,
    indexBytes: all.reduce((sum, json) => sum + Buffer.byteLength(json), 0),
    entryGzipBytes: gzipSync(entryJson).length,
    files: files.size,
    recordsBytes: Buffer.byteLength(recordsJson),
    buildMs,
    writeMs,
  };
}

function describe(report: SearchFilesReport): string {
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  return `${report.records} records from ${report.pages} pages; index ${kb(report.indexBytes)} in ${report.files + 1} files, entry ${kb(report.entryGzipBytes)} gzip; records ${kb(report.recordsBytes)}; built in ${Math.round(report.buildMs)} ms`;
}

/** Each doc's sidebar order by route path, from the docs plugin's loaded content. */
function docsOrder(plugins: readonly {name: string; content: unknown}[]): Map<string, number> {
  const order = new Map<string, number>();
  const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const content = docsPlugin?.content as {loadedVersions?: {sidebars?: unknown; docs?: {id: string; permalink: string}[]}[]} | undefined;
  for (const version of content?.loadedVersions ?? []) {
    const entries: Map<string, SidebarEntry> = sidebarEntries(version.sidebars);
    for (const doc of version.docs ?? []) {
      const entry = entries.get(doc.id);
      if (entry) order.set(doc.permalink, entry.order);
    }
  }
  return order;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

export default function searchRecordsPlugin(context: LoadContext, options: SearchRecordsOptions = {}): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const extract: ExtractOptions = {siteKeywords: siteKeywords(siteConfig.themeConfig)};
  const docsDir = options.docsDir ?? 'docs';
  const pagesDir = options.pagesDir ?? 'src/pages';
  const sidebarPath = options.sidebarPath ?? './sidebars.ts';
  const customFields = siteConfig.customFields ?? {};
  const siteConstants: SiteConstantValues | undefined = isStringRecord(customFields.site)
    ? {...customFields.site, ...serviceConstants(customFields), ...(typeof customFields.version === 'string' ? {version: customFields.version} : {})}
    : undefined;
  return {
    name: 'search-records',

    getPathsToWatch() {
      return options.devStaticDir ? [path.resolve(siteDir, docsDir, '**/*.{md,mdx}'), path.resolve(siteDir, pagesDir, '**/*.{md,mdx}'), path.resolve(siteDir, sidebarPath)] : [];
    },

    async loadContent() {
      if (!options.devStaticDir) return;
      try {
        const records = await recordsFromMarkdown({
          siteDir,
          docsDir,
          sidebarPath,
          routeBasePath: options.routeBasePath,
          pagesDir,
          siteConstants,
          url: siteConfig.url,
          baseUrl: context.baseUrl,
          siteTitle: siteConfig.title,
          language: context.i18n.currentLocale,
          extract,
        });
        const report = writeSearchFiles(path.resolve(siteDir, options.devStaticDir), records, recordsFile(siteDir, 'dev'));
        logger.info(`Search index (from Markdown, for the dev server): ${describe(report)}`);
      } catch (error) {
        logger.warn(`Search index for the dev server was not built: ${String(error)}`);
      }
    },

    async postBuild({outDir, routesPaths, plugins}) {
      const started = performance.now();
      const records = await recordsFromBuild({
        outDir,
        routesPaths,
        trailingSlash: siteConfig.trailingSlash,
        url: siteConfig.url,
        baseUrl: context.baseUrl,
        order: docsOrder(plugins),
        extract,
      });
      const recordsMs = performance.now() - started;
      const report = writeSearchFiles(outDir, records, recordsFile(siteDir, outDir));
      logger.info(`Search index: ${describe(report)} → ${path.join(outDir, searchDirName)}; records → ${path.relative(siteDir, recordsFile(siteDir, outDir))}`);
      // Read by bench:build (the step's share of the build time).
      logger.info(
        `Search records and index step: ${Math.round(performance.now() - started)} ms (records from the pages ${Math.round(recordsMs)} ms, index ${Math.round(report.buildMs)} ms, its files written ${Math.round(report.writeMs)} ms)`,
      );
    },
  };
}

/** The whole index of a search folder written by `writeSearchFiles`, joined (the local server, the Algolia suite, tests). */
export async function readSearchIndex(searchDir: string): Promise<SerializedIndex> {
  const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(path.join(searchDir, file), 'utf8')) as unknown;
  return joinIndex((await readJson(indexFileName)) as SplitEntry, readJson);
}
