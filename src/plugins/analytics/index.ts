import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {analyticsPluginName, analyticsSettings} from './lib/settings';

/**
 * Google Analytics with the reader's consent, in place of @docusaurus/plugin-google-gtag, which
 * loads gtag.js on every page at once and sends each page's address with its query string (so
 * `/search?q=…` sent the reader's search words to Google). Loaded only with GTAG_TRACKING_ID
 * (docusaurus.config.ts puts it in customFields.analytics):
 * - theme/Root.tsx adds the consent bar (src/components/AnalyticsConsent) to every page until the
 *   reader accepts or declines; /legal/cookies changes the choice;
 * - client.ts loads gtag.js from Google only after consent, and sends page views without the
 *   query string or the hash (lib/pageView.ts);
 * - lib/gtag.ts `sendAnalyticsEvent` is the one way other features send an event: it does nothing
 *   without an id or without consent.
 * No inline script: gtag's queue is set up by the bundled client module, so the CSP needs no hash
 * for it and names Google's hosts only in this build (src/plugins/security-headers).
 */
export default function analyticsPlugin(context: LoadContext): Plugin {
  // Fails the build on a malformed id rather than loading a script Google would refuse.
  analyticsSettings(context.siteConfig.customFields);
  return {
    name: analyticsPluginName,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
