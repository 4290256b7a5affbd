import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule, readOutputHTMLFile} from '@docusaurus/utils';
import {SearchEngine} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records';
import {readSite, serviceConstants} from '../../site';
import {docPageHtml, markdownDoc, markdownPage, markdownPageHtml, renderMarkdown, sidebarEntries, type SidebarEntry, type SiteConstantValues} from './lib/markdownPages';
import {recordsFromHtml, type ExtractOptions} from './lib/recordsFromHtml';

/**
 * Builds the guide's search index. After `docusaurus build` it reads every page's HTML from the
 * output directory; under `docusaurus start`, where no HTML exists, it renders the Markdown of the
 * docs and of the Markdown pages (src/pages) into the same page markup. Either way the one extractor makes the records and the one engine the
 * index: <dir>/search/index.json for the browser and the local server, <dir>/search/records.json
 * for the Algolia upload.
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

export type SearchFilesReport = {records: number; pages: number; indexBytes: number; indexGzipBytes: number; recordsBytes: number; buildMs: number};

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
function orderPages(pages: {records: DocSearchRecord[]; order: number; routePath: string}[]): DocSearchRecord[] {
  return pages
    .sort((a, b) => a.order - b.order || a.routePath.localeCompare(b.routePath))
    .flatMap((page) => page.records);
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

/** The build path: records from every route's built HTML. */
export async function recordsFromBuild(options: BuildOptions): Promise<DocSearchRecord[]> {
  const pages = [];
  for (const routePath of new Set(options.routesPaths)) {
    let html: string;
    try {
      html = (await readOutputHTMLFile(routePath, options.outDir, options.trailingSlash)).toString('utf8');
    } catch {
      continue; // A route without its own HTML file (redirects, client-only routes).
    }
    const records = recordsFromHtml({html, url: absoluteUrl(options, routePath)}, options.extract);
    if (records.length > 0) {
      pages.push({records, order: options.order?.get(routePath) ?? Number.MAX_SAFE_INTEGER, routePath});
    }
  }
  return orderPages(pages);
}

/** Indexes the records and writes index.json and records.json into <dir>/search/. */
export async function writeSearchFiles(dir: string, records: readonly DocSearchRecord[]): Promise<SearchFilesReport> {
  const started = performance.now();
  const index = JSON.stringify(SearchEngine.fromRecords(records).serialize());
  const buildMs = performance.now() - started;
  const recordsJson = JSON.stringify(records);
  const searchDir = path.join(dir, searchDirName);
  await mkdir(searchDir, {recursive: true});
  await writeFile(path.join(searchDir, indexFileName), index);
  await writeFile(path.join(searchDir, recordsFileName), recordsJson);
  return {
    records: records.length,
    pages: new Set(records.map((record) => record.url_without_anchor)).size,
    indexBytes: Buffer.byteLength(index),
    indexGzipBytes: gzipSync(index).length,
    recordsBytes: Buffer.byteLength(recordsJson),
    buildMs,
  };
}

function describe(report: SearchFilesReport): string {
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  return `${report.records} records from ${report.pages} pages; index ${kb(report.indexBytes)} (${kb(report.indexGzipBytes)} gzip), records ${kb(report.recordsBytes)}, built in ${Math.round(report.buildMs)} ms`;
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
      return options.devStaticDir
        ? [path.resolve(siteDir, docsDir, '**/*.{md,mdx}'), path.resolve(siteDir, pagesDir, '**/*.{md,mdx}'), path.resolve(siteDir, sidebarPath)]
        : [];
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
        const report = await writeSearchFiles(path.resolve(siteDir, options.devStaticDir), records);
        logger.info(`Search index (from Markdown, for the dev server): ${describe(report)}`);
      } catch (error) {
        logger.warn(`Search index for the dev server was not built: ${String(error)}`);
      }
    },

    async postBuild({outDir, routesPaths, plugins}) {
      const records = await recordsFromBuild({
        outDir,
        routesPaths,
        trailingSlash: siteConfig.trailingSlash,
        url: siteConfig.url,
        baseUrl: context.baseUrl,
        order: docsOrder(plugins),
        extract,
      });
      const report = await writeSearchFiles(outDir, records);
      logger.info(`Search index: ${describe(report)} → ${path.join(outDir, searchDirName)}`);
    },
  };
}
