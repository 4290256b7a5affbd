import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {facesFor, fontFaces} from './lib/fontFaces';

export type FontPreloadOptions = {
  /** The stylesheet with the self-hosted @font-face rules, from the site directory. */
  stylesheet?: string;
  /** Text above the fold: the faces that draw it are preloaded. */
  aboveTheFold?: string;
};

/**
 * Preloads the fonts the first screen is drawn with (Heebo's Hebrew file, and its Latin file,
 * which draws the spaces and digits of every page), so that their download starts with the
 * stylesheet instead of after it. The URL is read from the @font-face rule itself,
 * so the preload and the stylesheet ask for the same file and it is downloaded once.
 */
export default function fontPreloadPlugin(context: LoadContext, options: FontPreloadOptions = {}): Plugin<string[]> {
  const {stylesheet = 'src/css/custom.css', aboveTheFold = 'א 1'} = options;
  const stylesheetPath = path.resolve(context.siteDir, stylesheet);
  return {
    name: 'font-preload',
    async loadContent() {
      const faces = facesFor(fontFaces(await readFile(stylesheetPath, 'utf8')), aboveTheFold);
      if (faces.length === 0) {
        throw new Error(`font-preload: no self-hosted @font-face in ${stylesheet} draws "${aboveTheFold}".`);
      }
      return faces.map((face) => face.url);
    },
    getPathsToWatch() {
      return [stylesheetPath];
    },
    injectHtmlTags({content}) {
      return {
        headTags: (content ?? []).map((href) => ({
          tagName: 'link',
          attributes: {rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
        })),
      };
    },
  };
}
