/**
 * Checks every internal link and #fragment of the production build, as readers reach it: the
 * build is served by nginx with deploy/nginx/guide.conf and crawled recursively from / with
 * linkinator. External links are skipped (no network). Prints the number of links checked and
 * each broken one; exits 1 if any is broken.
 *
 *   npx tsx scripts/check-links.ts [build folder]
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {CheckOptions, LinkResult} from 'linkinator';
import {startNginx} from './lib/nginx';

export type BrokenLink = {url: string; parent: string; reason: string};

/** The broken links of a crawl, one per link and page, with the reason linkinator gives. */
export function brokenLinks(links: readonly LinkResult[], siteUrl: string): BrokenLink[] {
  const local = (url: string | undefined): string => (url ?? '').replace(siteUrl, '') || '/';
  const seen = new Set<string>();
  return links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => ({
      url: decodeURI(local(link.url)),
      // A missing fragment of the page itself comes without a parent.
      parent: decodeURI(local(link.parent || link.url?.replace(/#.*$/, ''))),
      reason: link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : '')).find(Boolean) ?? `HTTP ${link.status}`,
    }))
    .filter((link) => {
      const key = `${link.url} ${link.parent}`;
      return !seen.has(key) && seen.add(key);
    });
}

type Linkinator = typeof import('linkinator');

/** What every crawl shares: internal links only, fragments checked, links resolved as a browser does. */
function checkOptions(siteUrl: string): Omit<CheckOptions, 'path'> {
  return {
    // With trailingSlash: false, /intro is a page, not a folder: relative links resolve from its parent.
    cleanUrls: true,
    // The fonts and images the stylesheets point to.
    checkCss: true,
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: async (link) => !link.startsWith(`${siteUrl}/`),
  };
}

/** The paths of the pages a sitemap lists, whatever site URL it was built for. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

/**
 * Two passes. The recursive crawl from / and from every page of the sitemap (some pages, such as
 * /search, no link leads to) finds every page and checks every link's status. It
 * cannot be trusted with #fragments: linkinator checks a page's fragments only for the links
 * found before it fetched that page, and credits them to the wrong page. So each page found is
 * then checked on its own, with its links and every fragment they point to.
 */
export async function checkSite({LinkChecker}: Linkinator, siteUrl: string, seeds: readonly string[] = []): Promise<{pages: string[]; links: LinkResult[]}> {
  const crawler = new LinkChecker();
  const pages = new Set<string>();
  crawler.on('pagestart', (url) => pages.add(String(url)));
  const starts = [...new Set(['/', ...seeds])].map((seed) => `${siteUrl}${seed}`);
  const crawl = await crawler.check({...checkOptions(siteUrl), path: starts, recurse: true, checkFragments: false});
  const links = [...crawl.links];
  // The crawl also reads the 404 page served for a broken link; that is no page of the site.
  const found = new Set(crawl.links.filter((link) => link.state === 'OK').map((link) => link.url));
  const queue = [...pages].filter((page) => found.has(page));
  const worker = async (): Promise<void> => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const result = await new LinkChecker().check({...checkOptions(siteUrl), path: page, recurse: false, checkFragments: true});
      links.push(...result.links);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return {pages: [...pages].filter((page) => found.has(page)), links};
}

async function main(): Promise<number> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  // linkinator is an ES module.
  const linkinator = await import('linkinator');
  const nginx = await startNginx({buildDir});
  try {
    const seeds = sitemapPaths(await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8'));
    const {pages, links} = await checkSite(linkinator, nginx.url, seeds);
    const checked = links.filter((link) => link.state !== 'SKIPPED');
    const distinct = new Set(checked.map((link) => link.url)).size;
    const skipped = new Set(links.filter((link) => link.state === 'SKIPPED').map((link) => link.url)).size;
    const broken = brokenLinks(links, nginx.url);
    console.log(`links: ${checked.length} links checked on ${pages.length} pages and stylesheets (${distinct} distinct URLs, with #fragments); ${skipped} external skipped; ${broken.length} broken`);
    for (const link of broken) {
      console.log(`  BROKEN ${link.url}  (on ${link.parent}): ${link.reason}`);
    }
    return broken.length > 0 ? 1 : 0;
  } finally {
    await nginx.stop();
  }
}

if (require.main === module) {
  // Exit at once: the HTTP client's idle keep-alive sockets would hold the process for seconds.
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
