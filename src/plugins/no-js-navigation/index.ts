import type {Plugin} from '@docusaurus/types';
import {noScriptStyle} from './lib/noScriptStyle';

/** Without JavaScript a phone reader gets the navbar links and the docs sidebar in the page, and no reader the search button that would do nothing (lib/noScriptStyle.ts). */
export default function noJsNavigationPlugin(): Plugin {
  return {
    name: 'no-js-navigation',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noScriptStyle()}</style>`}]};
    },
  };
}
