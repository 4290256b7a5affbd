import type {Plugin} from '@docusaurus/types';
import {noScriptStyle} from './lib/noScriptStyle';

/** Without JavaScript a phone reader gets the navbar links and the docs sidebar in the page (lib/noScriptStyle.ts). */
export default function noJsNavigationPlugin(): Plugin {
  return {
    name: 'no-js-navigation',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noScriptStyle()}</style>`}]};
    },
  };
}
