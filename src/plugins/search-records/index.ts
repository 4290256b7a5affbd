import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule, readOutputHTMLFile} from '@docusaurus/utils';
import {SearchEngine} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records';
import {docPageHtml, markdownDoc, renderMarkdown, sidebarEntries, type SidebarEntry} from './lib/markdownPages';
import {recordsFromHtml, type ExtractOptions} from './lib/recordsFromHtml';

/**
 * Builds the guide's search index. After `docusaurus build` it reads every page's HTML from the
 * output directory; under `docusaurus start`, where no HTML exists, it renders the docs' Markdown
 * into the same page markup. Either way the one extractor makes the records and the one engine the
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
  siteTitle: string;
  language?: string;
  extract?: ExtractOptions;
};

/** The dev path: records from the docs' Markdown, through the same page markup and extractor as the build. */
export async function recordsFromMarkdown(options: MarkdownSiteOptions): Promise<DocSearchRecord[]> {
  const docsDir = path.resolve(options.siteDir, options.docsDir ?? 'docs');
  const entries = sidebarEntries(await readSidebars(options.siteDir, options.sidebarPath ?? './sidebars.ts'));
  const files = (await readdir(docsDir, {recursive: true}))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
  const site = {siteTitle: options.siteTitle, language: options.language ?? 'he', docusaurusTag: 'docs-default-current', version: 'current'};
  const pages = await Promise.all(
    files.map(async (relativePath) => {
      const doc = await markdownDoc({relativePath, content: await readFile(path.join(docsDir, relativePath), 'utf8')}, entries, options.routeBasePath);
      const html = docPageHtml(doc, await renderMarkdown(doc.body), site);
      return {records: recordsFromHtml({html, url: absoluteUrl(options, doc.permalink)}, options.extract), order: doc.order, routePath: doc.permalink};
    }),
  );
  return orderPages(pages);
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

export default function searchRecordsPlugin(context: LoadContext, options: SearchRecordsOptions = {}): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const extract: ExtractOptions = {siteKeywords: siteKeywords(siteConfig.themeConfig)};
  const docsDir = options.docsDir ?? 'docs';
  const sidebarPath = options.sidebarPath ?? './sidebars.ts';
  return {
    name: 'search-records',

    getPathsToWatch() {
      return options.devStaticDir ? [path.resolve(siteDir, docsDir, '**/*.{md,mdx}'), path.resolve(siteDir, sidebarPath)] : [];
    },

    async loadContent() {
      if (!options.devStaticDir) return;
      try {
        const records = await recordsFromMarkdown({
          siteDir,
          docsDir,
          sidebarPath,
          routeBasePath: options.routeBasePath,
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
