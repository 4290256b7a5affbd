import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {readOutputHTMLFile} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsInSidebarOrder} from '../markdown-export/lib/docs';
import {siteUrlOf} from '../markdown-export/lib/toMarkdown';
import {resolveHelpLinks} from './lib/resolve';
import {helpTargets} from './targets';

/**
 * Help links for the product's "?" buttons (targets.ts). After the build, each target must name a
 * doc whose built page has a heading with the target's id, or the build fails; the links are
 * published as build/help-links.json:
 *   {"version": "1.2.0", "links": [{"screen": "signup", "page": "/signup-login/signup-login-screen",
 *     "heading": "how-to-sign-up", "url": "https://…/signup-login/signup-login-screen#how-to-sign-up"}]}
 * The remark plugin lib/headingAliases.ts (docs option beforeDefaultRemarkPlugins) keeps each
 * heading's previous Hebrew anchor working.
 */

export const helpLinksFileName = 'help-links.json';

export default function helpLinksPlugin(context: LoadContext): Plugin<void> {
  const {siteConfig} = context;
  const siteUrl = new URL(context.baseUrl, siteConfig.url).href;
  return {
    name: 'help-links',

    async postBuild({outDir, plugins}) {
      const docs = docsInSidebarOrder(plugins);
      const {links, problems} = await resolveHelpLinks({
        targets: helpTargets,
        permalinkByDoc: new Map(docs.map((doc) => [doc.id, doc.permalink])),
        html: async (permalink) => (await readOutputHTMLFile(permalink, outDir, siteConfig.trailingSlash).catch(() => undefined))?.toString('utf8'),
        url: (permalink) => siteUrlOf(siteUrl, permalink),
      });
      if (problems.length > 0) {
        throw new Error(`Help links that no longer resolve (src/plugins/help-links/targets.ts):\n${problems.join('\n')}`);
      }
      const version = siteConfig.customFields?.version;
      await writeFile(path.join(outDir, helpLinksFileName), `${JSON.stringify({version, links}, null, 2)}\n`);
      logger.info(`Help links: ${links.length} targets resolve; wrote ${helpLinksFileName}.`);
    },
  };
}
