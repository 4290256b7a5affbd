import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localAppId, maxQueryLength} from '../../search/config';
import {inflectionsModule, learnInflections} from './lib/inflections';
import {applyPatches, docSearchModalPatches, firstSuggestionsPatch} from './lib/patches';
import sidebars from '../../../sidebars';
import {missingMarkup} from './lib/modalMarkup';
import {searchOpeningScript} from './lib/openingScript';
import {searchDialogScript} from './lib/dialogScript';

/**
 * The search UI, in one place (README.md beside this file is its map). Offline, the site's own dialog:
 * - dialogTheme/: the navbar's button and the dialog's frame, and the /search page;
 * - lib/dialogScript.ts: an inline script in every page's <head> opens the dialog from a tap or a shortcut at once,
 *   even before hydration; client/dialogStart.ts gives it its search (client/searchDialog.ts).
 * With Algolia, DocSearch's modal:
 * - theme/: the navbar's SearchBar and the /search page, ejected from @docusaurus/theme-search-algolia
 *   (a plugin's theme components shadow the theme's; src/theme has neither);
 * - client/modalSemantics.ts, client/liveRegion.ts, client/layoutNotice.ts: the modal's markup corrected, its
 *   results announced, the reading of a query typed on the other layout named (client modules);
 * - lib/openingScript.ts: an inline script that keeps what the reader types until the modal's code is here;
 * - the modal is bundled from a copy with its defects fixed (lib/patches.ts), and every DocSearch bundle without
 *   the eval probe its copy of zod runs (lib/withoutEvalProbe.js).
 * - the engine's table of word forms (src/search/hebrew/inflections.ts) is learned afresh from the guide's
 *   words with hspell where it is installed (lib/inflections.ts); elsewhere the checked-in one is used.
 * The records and the index are the search-records plugin's; the engine and clients are src/search.
 */

/** DocSearch's bundles (package files, or the patched copy of the modal written below). */
const docSearchModule = /[\\/](@docsearch[\\/]react[\\/]dist[\\/].+|DocSearchModal)\.js$/;

/** What a split-chunks rule is asked of a chunk. */
type SplitChunk = {hasRuntime: () => boolean; canBeInitial: () => boolean};

/** The search's own modules that two code-split imports share: the offline client and its engine (src/search). */
const searchModule = /[\\/]src[\\/]search[\\/]/;

/**
 * The search's modules that two code-split imports share (the dialog's and the /search page's), in one file both
 * load. Docusaurus turns webpack's merging of duplicate chunks off, and its vendor rule only covers node_modules. The engine's worker (a chunk with its own runtime) keeps its code whole too: webpack's
 * vendor group split MiniSearch out of it, a file the worker fetched only once its own had run, one more round trip
 * before the first answer.
 */
const searchChunks = {
  sharedAsync: {chunks: (chunk: SplitChunk) => !chunk.hasRuntime(), minChunks: 2, minSize: 0, test: searchModule, reuseExistingChunk: true},
  defaultVendors: {
    chunks: (chunk: SplitChunk) => !chunk.canBeInitial() && !chunk.hasRuntime(),
    idHint: 'vendors',
    priority: -10,
    reuseExistingChunk: true,
    test: /[\\/]node_modules[\\/]/i,
  },
};

/** The engine's import of its word-form table (src/search/engine/queryForms.ts). */
const inflectionsRequest = '../hebrew/inflections';

/**
 * The word-form table for this build: learned now with hspell from the guide's words (written in
 * the build's generated files), or null to keep the checked-in src/search/hebrew/inflections.ts. Once a
 * build. Not under node_modules, where the bundler's vendor rule would give it a chunk of its own,
 * which the engine's worker would fetch only once its own script had run: one more round trip
 * before the first answer.
 */
/** The guide's first three sections, in the sidebar's order, the release notes left out. */
function guideSections(): string[] {
  const items = Object.values(sidebars).flatMap((sidebar) => (Array.isArray(sidebar) ? sidebar : []));
  return items.flatMap((item) => (typeof item === 'object' && item.type === 'category' && !JSON.stringify(item.items).includes('release-notes/') ? [item.label] : [])).slice(0, 3);
}

function buildInflections(siteDir: string, outDir: string): string | null {
  const learned = learnInflections(siteDir);
  if (learned.groups === null) {
    logger.warn(
      `Search: hspell is not available (${learned.reason.trim()}); the word forms are the checked-in src/search/hebrew/inflections.ts (npm run search:inflections updates it where hspell is).`,
    );
    return null;
  }
  mkdirSync(outDir, {recursive: true});
  const file = path.join(outDir, 'inflections.js');
  writeFileSync(file, inflectionsModule(learned.groups, 'js'));
  logger.info(`Search: ${learned.groups.length} groups of word forms learned with hspell from ${learned.words} words of the guide → ${path.relative(siteDir, file)}`);
  return file;
}

export default function searchPlugin(context: LoadContext): Plugin {
  let inflections: string | null | undefined;
  // Offline, the search is the site's own dialog (client/searchDialog.ts); with Algolia, DocSearch's modal.
  const offline = (context.siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId === localAppId;
  return {
    name: 'search',

    getThemePath() {
      return offline ? './dialogTheme' : './theme';
    },

    async contentLoaded({actions}) {
      // The searches the no-results screen offers before an answer has brought some (client/searchDialog.ts).
      actions.setGlobalData({suggestions: guideSections()});
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: offline ? searchDialogScript(maxQueryLength) : searchOpeningScript(maxQueryLength)}]};
    },

    getClientModules() {
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      if (offline) {
        return [
          require.resolve('@docsearch/react/style'),
          path.join(__dirname, 'theme/SearchBar/styles.css'),
          path.join(__dirname, 'client/dialogStart.ts'),
          path.join(__dirname, 'client/searchPageStart.ts'),
        ];
      }
      return [
        // The modal's stylesheets, DocSearch's and the SearchBar's: in the page's one stylesheet either way.
        require.resolve('@docsearch/react/style'),
        path.join(__dirname, 'theme/SearchBar/styles.css'),
        path.join(__dirname, 'client/modalSemantics.ts'),
        path.join(__dirname, 'client/liveRegion.ts'),
        path.join(__dirname, 'client/layoutNotice.ts'),
        path.join(__dirname, 'client/searchPageStart.ts'),
      ];
    },

    configureWebpack(_config, isServer, {currentBundler}) {
      if (inflections === undefined) inflections = buildInflections(context.siteDir, path.join(context.generatedFilesDir, 'search'));
      const learned = inflections;
      const learnedInflections = learned
        ? [
            new currentBundler.instance.NormalModuleReplacementPlugin(/inflections$/, (resource: {context: string; request: string}) => {
              if (resource.request === inflectionsRequest && resource.context === path.join(context.siteDir, 'src/search/engine')) resource.request = learned;
            }),
          ]
        : [];
      if (offline) return {plugins: learnedInflections, ...(!isServer && {optimization: {splitChunks: {cacheGroups: searchChunks}}})};
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const original = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
      // Beside the other dependencies, so that it is bundled like the original module.
      const patchedModal = path.join(context.siteDir, 'node_modules', '.cache', 'search', 'DocSearchModal.js');
      mkdirSync(path.dirname(patchedModal), {recursive: true});
      const bundled = applyPatches(original, [...docSearchModalPatches, firstSuggestionsPatch(guideSections())]);
      // The markup client/modalSemantics.ts corrects is still what the modal renders (lib/modalMarkup.ts).
      const missing = missingMarkup(bundled);
      if (missing.length > 0) throw new Error(`The DocSearch modal no longer renders what client/modalSemantics.ts corrects:\n${missing.join('\n')}`);
      writeFileSync(patchedModal, bundled);
      return {
        resolve: {alias: {'@docsearch/react/modal$': patchedModal}},
        plugins: learnedInflections,
        // The bundled zod would trip a CSP violation on every modal opening (see the loader).
        module: {rules: [{test: docSearchModule, use: [{loader: path.join(__dirname, 'lib/withoutEvalProbe.js')}]}]},
        ...(!isServer && {optimization: {splitChunks: {cacheGroups: searchChunks}}}),
      };
    },
  };
}
