import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {MissingFileError, shardedSearch, type SplitEntry} from '../../../src/search/engine';
import {indexUrlPath} from '../../../src/search/index/loader';
import {guidePagesFileName, type GuidePageEntry, type GuidePages} from '../../../src/plugins/markdown-export/lib/llms';

import {markdownRoute} from '../../../src/plugins/markdown-export/lib/routes';
import {modalRequest} from '../../../src/search/client/modalRequest';
import {guideAnswer, type GuideSearchAnswer} from './modalSearch';
import {pageRoute} from './pageRoute';
import {GuideError} from './guideError';

/**
 * The guide as a build gives it, and nothing else of the disk: the sidebar's structure
 * (guide-pages.json, src/plugins/markdown-export), each listed page's <route>.md, and the split
 * search index (search/index.json and the term shards and texts it names), searched by the
 * site's own engine exactly as the modal's worker does (src/search/client/engine.worker.ts).
 */

/** A name the split index gives its files: a term shard or a text group (src/search/index/split.ts). */
const indexFileName = /^[td]\/[A-Za-z0-9_-]+-\d+\.json$/;

export {GuideError};

export type Guide = {
  pages: GuidePages;
  /** The page listed for a route or URL (pageRoute); GuideError when the guide lists none. */
  page: (routeOrUrl: string) => GuidePageEntry;
  /** The page's Markdown, as /<route>.md gives it. */
  markdown: (page: GuidePageEntry) => Promise<string>;
  search: (query: string) => Promise<GuideSearchAnswer>;
};

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingFileError(`${file} is missing`);
    throw error;
  }
}

export async function openGuide(buildDir: string): Promise<Guide> {
  const root = path.resolve(buildDir);
  const searchDir = path.join(root, ...path.posix.dirname(indexUrlPath).split('/'));
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) throw new Error(`The build folder ${root} does not exist: build the site first (npm run build).`);
  const pagesFile = path.join(root, guidePagesFileName);
  const pages = (await readJson(pagesFile).catch(() => {
    throw new Error(`${pagesFile} is missing or unreadable: build the site with this version first (npm run build).`);
  })) as GuidePages;
  const byRoute = new Map(pages.categories.flatMap((group) => group.pages.map((page) => [page.route, page] as const)));
  const siteOrigin = new URL(pages.categories[0]?.pages[0]?.url ?? 'https://invalid.example').origin;

  const engine = shardedSearch(
    async () => (await readJson(path.join(root, ...indexUrlPath.split('/')))) as SplitEntry,
    // Only the files the entry names, by the shape of their names: nothing else of the disk.
    async (file) => {
      if (!indexFileName.test(file)) throw new Error(`The search index names an unexpected file ${file}`);
      return readJson(path.join(searchDir, ...file.split('/')));
    },
  );
  await engine.load();

  return {
    pages,
    page: (routeOrUrl) => {
      const route = pageRoute(routeOrUrl, siteOrigin);
      const page = byRoute.get(route);
      if (!page) throw new GuideError(`The guide has no page at ${JSON.stringify(route)}. Call list_pages for the guide's routes.`);
      return page;
    },
    markdown: async (page) => {
      // The route comes from the guide's own list, never from the caller.
      const file = path.join(root, ...markdownRoute(page.route).split('/'));
      if (!file.startsWith(`${root}${path.sep}`)) throw new GuideError(`The page ${page.route} lies outside the build`);
      return readFile(file, 'utf8');
    },
    search: async (query) => {
      const {results} = await engine.search([modalRequest(query)]);
      return guideAnswer(query, results[0]);
    },
  };
}
