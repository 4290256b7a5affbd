import type {LoadContext, Plugin} from '@docusaurus/types';
import {clearStaleDismissalScript} from './lib/inlineScript';

/**
 * Shows a new announcement bar from the first paint to a reader who dismissed an older one, so
 * that the page does not shift down when React hydrates (see lib/inlineScript.ts).
 */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as {announcementBar?: {id?: string}};
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      if (!announcementBar?.id) return {};
      return {headTags: [{tagName: 'script', innerHTML: clearStaleDismissalScript(announcementBar.id, context.siteStorage.namespace)}]};
    },
  };
}
