import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localAppId, maxQueryLength} from '../../search/config';
import {inflectionsModule, learnInflections} from './lib/inflections';
import {applyPatches, docSearchModalPatches, firstSuggestionsPatch, withoutAskAiPatches} from './lib/patches';
import sidebars from '../../../sidebars';
import {withoutUnusedCode} from './lib/unusedCode';
import {missingMarkup} from './lib/modalMarkup';
import {searchOpeningScript} from './lib/openingScript';
import {searchDialogScript} from './lib/dialogScript';

/**
 * The search UI, in one place (README.md beside this file lists every change to code we do not own):
 * - theme/: the navbar's SearchBar and the /search page, ejected from @docusaurus/theme-search-algolia
 *   (a plugin's theme components shadow the theme's; src/theme has neither);
 * - client/modalSemantics.ts: corrects the DocSearch modal's markup as it appears (a client module);
 * - client/liveRegion.ts: announces the results once typing settles, never skips the first (a client module);
 * - client/layoutNotice.ts: says which reading was searched when the query was typed on the other
 *   keyboard layout (a client module; the modal's client hands it every answer);
 * - lib/openingScript.ts: an inline script in every page's <head> opens the search from a tap or a shortcut
 *   at once, even before hydration, and keeps what the reader types until the modal's code is here;
 * - the DocSearch modal is bundled from a copy with its defects fixed (lib/patches.ts), without its
 *   Ask AI chat unless the theme's settings configure one, and without its code that nothing reaches
 *   (lib/unusedCode.ts); every DocSearch bundle without the eval probe its copy of zod runs
 *   (lib/withoutEvalProbe.js).
 * - the engine's table of word forms (src/search/hebrew/inflections.ts) is learned afresh from the guide's
 *   words with hspell where it is installed (lib/inflections.ts); elsewhere the checked-in one is used.
 * The records and the index are the search-records plugin's; the engine and clients are src/search.
 */

/** DocSearch's bundles (package files, or the patched copy of the modal written below). */
const docSearchModule = /[\\/](@docsearch[\\/]react[\\/]dist[\\/].+|DocSearchModal)\.js$/;

/** What a split-chunks rule is asked of a chunk. */
type SplitChunk = {hasRuntime: () => boolean; canBeInitial: () => boolean};

/**
 * The search's own modules that two code-split imports share: the offline client and its engine
 * (src/search), and the modal's code (client/modalCode.ts, the keyboard it starts and the modal's
 * words), which the SearchBar imports and client/docSearchPrefetch.ts prefetches.
 */
const searchModule = /[\\/]src[\\/]search[\\/]|[\\/]src[\\/]plugins[\\/]search[\\/]client[\\/]modal(?:Code|Keyboard)\.ts$|[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchTranslations[\\/]/;

/**
 * The search's modules that two code-split imports share, in one file both load: the idle prefetch then fetches the
 * file the search's own import asks for. Docusaurus turns webpack's merging of duplicate chunks off, and its vendor
 * rule only covers node_modules. The engine's worker (a chunk with its own runtime) keeps its code whole too: webpack's
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
/** The SearchBar's import of its Ask AI hook (client/askAi.ts), and the one that replaces it without Ask AI. */
const askAiRequest = '../../client/askAi';
const withoutAskAiRequest = '../../client/withoutAskAi';

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
        path.join(__dirname, 'client/searchWarmup.ts'),
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
      const askAi = Boolean((context.siteConfig.themeConfig.algolia as {askAi?: unknown} | undefined)?.askAi);
      const patches = [...docSearchModalPatches, firstSuggestionsPatch(guideSections()), ...(askAi ? [] : withoutAskAiPatches)];
      const bundled = withoutUnusedCode(applyPatches(original, patches));
      // The markup client/modalSemantics.ts corrects is still what the modal renders (lib/modalMarkup.ts).
      const missing = missingMarkup(bundled);
      if (missing.length > 0) throw new Error(`The DocSearch modal no longer renders what client/modalSemantics.ts corrects:\n${missing.join('\n')}`);
      writeFileSync(patchedModal, bundled);
      return {
        resolve: {alias: {'@docsearch/react/modal$': patchedModal}},
        plugins: [
          ...learnedInflections,
          // Without Ask AI, the SearchBar's hook for it is one that imports no words of the modal.
          ...(askAi
            ? []
            : [
                new currentBundler.instance.NormalModuleReplacementPlugin(/askAi$/, (resource: {context: string; request: string}) => {
                  if (resource.request === askAiRequest && resource.context === path.join(__dirname, 'theme/SearchBar')) resource.request = withoutAskAiRequest;
                }),
              ]),
        ],
        // The bundled zod would trip a CSP violation on every modal opening (see the loader).
        module: {rules: [{test: docSearchModule, use: [{loader: path.join(__dirname, 'lib/withoutEvalProbe.js')}]}]},
        // The search's modules that two code-split imports share, in one file both load: the idle
        // prefetch (client/offlineClientPrefetch.ts) then fetches the file the search's own import
        // asks for. Docusaurus turns webpack's merging of duplicate chunks off, and its vendor rule
        // only covers node_modules: the offline client was two files, and the prefetched one unused;
        // so was the modal's own small chunk (its keyboard and words).
        // The engine's worker (a chunk with its own runtime) keeps its code whole too: webpack's
        // vendor group (its default, which Docusaurus keeps) split MiniSearch out of it, a file the
        // worker fetched only once its own had run, one more round trip before the first answer.
        ...(!isServer && {optimization: {splitChunks: {cacheGroups: searchChunks}}}),
      };
    },
  };
}
