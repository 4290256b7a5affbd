import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyPatches, docSearchModalPatches} from './lib/patches';

/**
 * Adapts the theme's search UI without forking it:
 * - the DocSearch modal is imported from a copy with two defects fixed (lib/patches.ts);
 * - the /search page, which creates its own client from 'algoliasearch/lite', gets the guide's
 *   client instead (src/search/pageClient.ts), the same one the modal uses.
 */
const searchPageDir = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage$/;

export default function searchThemePlugin(context: LoadContext): Plugin {
  return {
    name: 'search-theme',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const original = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
      // Beside the other dependencies, so that it is bundled like the original module.
      const patchedModal = path.join(context.siteDir, 'node_modules', '.cache', 'search-theme', 'DocSearchModal.js');
      mkdirSync(path.dirname(patchedModal), {recursive: true});
      writeFileSync(patchedModal, applyPatches(original, docSearchModalPatches));
      const pageClient = path.join(context.siteDir, 'src/search/pageClient.ts');
      return {
        resolve: {alias: {'@docsearch/react/modal$': patchedModal}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^algoliasearch\/lite$/, (resource: {context: string; request: string}) => {
            if (searchPageDir.test(resource.context)) {
              resource.request = pageClient;
            }
          }),
        ],
      };
    },
  };
}
