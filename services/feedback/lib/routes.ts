import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** The decoded paths of a sitemap's <loc> URLs (/release-notes/version 1.2.0, /search, /). */
export function sitemapRoutes(xml: string): Set<string> {
  const routes = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const route = guideRoute(new URL(loc!.replaceAll('&amp;', '&')).pathname);
    if (route) routes.add(route);
  }
  return routes;
}

/** A page's path as the routes are kept: percent-decoded, without a trailing slash; undefined when it cannot be decoded. */
export function guideRoute(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The guide's routes, read from the built site's sitemap.xml and read again when a deployment
 * replaces it, so that the service accepts the new pages without a restart.
 */
export function siteRoutes(siteDir: string): {has(pathname: string): string | undefined; count(): number} {
  const file = path.join(siteDir, 'sitemap.xml');
  let routes = new Set<string>();
  let loadedMtime = -1;
  const refresh = (): void => {
    const {mtimeMs} = statSync(file);
    if (mtimeMs !== loadedMtime) {
      routes = sitemapRoutes(readFileSync(file, 'utf8'));
      loadedMtime = mtimeMs;
    }
  };
  try {
    refresh();
  } catch (error) {
    throw new Error(`The feedback service needs the built site's ${file} (FEEDBACK_SITE_DIR, default build/): ${(error as Error).message}`);
  }
  return {
    /** The route the path names, if it is one of the guide's. */
    has(pathname) {
      try {
        refresh();
      } catch {
        // A deployment in progress: keep the routes read last.
      }
      const route = guideRoute(pathname);
      return route !== undefined && routes.has(route) ? route : undefined;
    },
    count: () => routes.size,
  };
}
