import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {maxQueryLength} from '../../search/config';
import {applyPatches, docSearchModalPatches} from './lib/patches';
import {searchOpeningScript} from './lib/openingScript';

/**
 * The search UI, in one place (README.md beside this file lists every change to code we do not own):
 * - theme/: the navbar's SearchBar and the /search page, ejected from @docusaurus/theme-search-algolia
 *   (a plugin's theme components shadow the theme's; src/theme has neither);
 * - client/modalSemantics.ts: corrects the DocSearch modal's markup as it appears (a client module);
 * - client/liveRegion.ts: announces the results once typing settles, never skips the first (a client module);
 * - lib/openingScript.ts: an inline script in every page's <head> opens the search from a tap or a shortcut
 *   at once, even before hydration, and keeps what the reader types until the modal's code is here;
 * - the DocSearch modal is bundled from a copy with its defects fixed (lib/patches.ts), and every
 *   DocSearch bundle without the eval probe its copy of zod runs (lib/withoutEvalProbe.js).
 * The records and the index are the search-records plugin's; the engine and clients are src/search.
 */

/** DocSearch's bundles (package files, or the patched copy of the modal written below). */
const docSearchModule = /[\\/](@docsearch[\\/]react[\\/]dist[\\/].+|DocSearchModal)\.js$/;

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',

    getThemePath() {
      return './theme';
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: searchOpeningScript(maxQueryLength)}]};
    },

    getClientModules() {
      return [path.join(__dirname, 'client/modalSemantics.ts'), path.join(__dirname, 'client/liveRegion.ts')];
    },

    configureWebpack() {
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const original = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
      // Beside the other dependencies, so that it is bundled like the original module.
      const patchedModal = path.join(context.siteDir, 'node_modules', '.cache', 'search', 'DocSearchModal.js');
      mkdirSync(path.dirname(patchedModal), {recursive: true});
      writeFileSync(patchedModal, applyPatches(original, docSearchModalPatches));
      return {
        resolve: {alias: {'@docsearch/react/modal$': patchedModal}},
        // The bundled zod would trip a CSP violation on every modal opening (see the loader).
        module: {rules: [{test: docSearchModule, use: [{loader: path.join(__dirname, 'lib/withoutEvalProbe.js')}]}]},
      };
    },
  };
}
