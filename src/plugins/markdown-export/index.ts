import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;
import {docsInSidebarOrder, type SidebarDoc} from './lib/docs';
import {markdownFirst, markdownMiddleware, type MarkdownFiles} from './lib/devServer';
import {markdownRoute} from './lib/routes';
import {guidePages, guidePagesFileName, llmsFullTxt, llmsTxt, pageHeader, type GuidePage} from './lib/llms';
import {docToMarkdown, siteUrlOf} from './lib/toMarkdown';

/**
 * The guide as Markdown, for readers' AI tools, written after the build:
 *   build/<route>.md     every doc's Markdown (lib/toMarkdown.ts), e.g. build/intro.md for /intro,
 *                        opening with the page's canonical URL and last-updated date (lib/llms.ts: pageHeader)
 *   build/llms.txt       title, summary, a block for agents, every page's Markdown link and
 *                        description in sidebar order
 *   build/llms-full.txt  the whole guide in one file
 *   build/guide-pages.json  the sidebar's structure with each page's route, URLs and date (services/mcp reads it)
 * deploy/nginx/guide.conf and build/_headers (src/plugins/security-headers) serve .md files as
 * text/markdown; charset=utf-8. The "copy as Markdown" button of each page (src/theme/DocBreadcrumbs)
 * fetches the page's .md. Under `npm start` no build writes these files: the dev server answers the
 * same paths from the sources, through a middleware (lib/devServer.ts), so the button works there too.
 */

export const llmsFileName = 'llms.txt';
export const llmsFullFileName = 'llms-full.txt';

export type MarkdownExportOptions = {
  /** The guide's MCP server, named in llms.txt; none when undefined (a host that does not run it). */
  mcpUrl?: string;
};

export default function markdownExportPlugin(context: LoadContext, options: MarkdownExportOptions = {}): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const siteUrl = new URL(context.baseUrl, siteConfig.url).href;
  const customFields = siteConfig.customFields ?? {};
  const constants = {
    ...(customFields.site as Record<string, string> | undefined),
    ...(typeof customFields.version === 'string' ? {version: customFields.version} : {}),
  };

  /** Every page's Markdown by route (`/intro.md`), and llms.txt and llms-full.txt, computed from the sources now. */
  async function exportGuide(docs: readonly SidebarDoc[]): Promise<{pages: Map<string, string>; llms: string; llmsFull: string; structure: string}> {
    const sourcePath = (source: string): string => path.posix.relative('docs', source.replace(/^@site\//, ''));
    const routeBySource = new Map(docs.map((doc) => [sourcePath(doc.source), doc.permalink]));
    const files = new Map<string, string>();
    const pages: GuidePage[] = [];
    for (const doc of docs) {
      const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const {content} = await parseMarkdownFile({
        filePath: file,
        fileContent: await readFile(file, 'utf8'),
        parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
        removeContentTitle: true,
      });
      const url = siteUrlOf(siteUrl, doc.permalink);
      const lastUpdatedAt = doc.lastUpdatedAt ?? undefined;
      const markdown = pageHeader(url, lastUpdatedAt) + docToMarkdown({title: doc.title, body: content, constants, siteUrl, sourcePath: sourcePath(doc.source), routeBySource});
      const route = markdownRoute(doc.permalink);
      files.set(route, markdown);
      pages.push({
        title: doc.title,
        description: doc.description,
        category: doc.category,
        markdownUrl: siteUrlOf(siteUrl, route),
        url,
        markdown,
        route: decodeURI(doc.permalink),
        ...(lastUpdatedAt !== undefined && {lastUpdatedAt}),
      });
    }
    const guide = {title: `${siteConfig.title}: המדריך למשתמש`, summary: siteConfig.tagline, pages, mcpUrl: options.mcpUrl};
    return {pages: files, llms: llmsTxt(guide), llmsFull: llmsFullTxt(guide), structure: `${JSON.stringify(guidePages(guide), null, 1)}\n`};
  }

  /** The same files by URL path, as the dev server answers them. */
  async function filesByUrl(docs: readonly SidebarDoc[]): Promise<MarkdownFiles> {
    const {pages, llms, llmsFull} = await exportGuide(docs);
    return new Map([...pages, [`${context.baseUrl}${llmsFileName}`, llms], [`${context.baseUrl}${llmsFullFileName}`, llmsFull]]);
  }

  // The docs as the dev server last loaded them (allContentLoaded runs again after each edit).
  let loadedDocs: SidebarDoc[] | undefined;

  return {
    name: 'markdown-export',

    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default;
      loadedDocs = docsInSidebarOrder([{name: 'docusaurus-plugin-content-docs', content}]);
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      const middleware = markdownMiddleware(() => (loadedDocs ? filesByUrl(loadedDocs) : Promise.resolve(new Map())));
      return {devServer: {setupMiddlewares: markdownFirst(middleware)}} as ConfigureWebpackResult;
    },

    async postBuild({outDir, plugins}) {
      const {pages, llms, llmsFull, structure} = await exportGuide(docsInSidebarOrder(plugins));
      for (const [route, text] of pages) {
        const target = path.join(outDir, ...route.split('/'));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, text);
      }
      await writeFile(path.join(outDir, llmsFileName), llms);
      await writeFile(path.join(outDir, llmsFullFileName), llmsFull);
      await writeFile(path.join(outDir, guidePagesFileName), structure);
      logger.info(`Markdown export: ${pages.size} pages as <route>.md, ${llmsFileName}, ${llmsFullFileName} and ${guidePagesFileName}.`);
    },
  };
}
