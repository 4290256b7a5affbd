import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, inlineCodeOutsideScripts, inlineScriptHashes} from './lib/csp';
import {headersFile, nginxHeaders, securityHeaders} from './lib/headers';
import {externalServices} from './lib/services';

/**
 * Writes the site's security headers for the host, from the built pages: the CSP allows exactly
 * the inline scripts the build emitted (by hash) and the third parties it loads (Google Analytics,
 * Algolia) only when they are configured.
 *   build/_headers                          Netlify / Cloudflare Pages, with the caching rules
 *   build/nginx-security-headers.conf       add_header lines, included by deploy/nginx/guide.conf
 * The policy needs no 'unsafe-eval': the one eval probe of a dependency (DocSearch's copy of zod)
 * is kept out of the bundle by the search plugin (src/plugins/search/lib/withoutEvalProbe.js).
 */

export const headersFileName = '_headers';
export const nginxIncludeFileName = 'nginx-security-headers.conf';

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true});
  return entries
    .filter((entry) => entry.endsWith('.html'))
    .sort()
    .map((entry) => path.join(outDir, entry));
}

export default function securityHeadersPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig} = context;
  return {
    name: 'security-headers',

    async postBuild({outDir, plugins}) {
      const files = await htmlFiles(outDir);
      const pages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
      const blocked = pages.flatMap((html, index) => inlineCodeOutsideScripts(html).map((code) => `${path.relative(outDir, files[index]!)}: ${code}`));
      if (blocked.length > 0) {
        throw new Error(`Inline code that the Content-Security-Policy would block:\n${blocked.join('\n')}`);
      }
      const scriptHashes = inlineScriptHashes(pages);
      const services = externalServices({
        pluginNames: plugins.map((plugin) => plugin.name),
        search: siteConfig.customFields?.search,
        algoliaThemeConfig: siteConfig.themeConfig.algolia,
        feedback: siteConfig.customFields?.feedback,
      });
      const headers = securityHeaders(contentSecurityPolicy(scriptHashes, services));
      await writeFile(path.join(outDir, headersFileName), headersFile(headers));
      await writeFile(path.join(outDir, nginxIncludeFileName), nginxHeaders(headers));
      const extras = [
        services.analytics && 'Google Analytics',
        services.algolia && `search at ${services.algolia.host ?? `Algolia ${services.algolia.appId}`}`,
        services.feedback && `feedback at ${services.feedback}`,
      ].filter(Boolean);
      logger.info(
        `Security headers: ${scriptHashes.length} inline script hashes from ${pages.length} pages` +
          `${extras.length > 0 ? `, hosts for ${extras.join(' and ')}` : ''}; wrote ${headersFileName} and ${nginxIncludeFileName}.`,
      );
    },
  };
}
