import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {compileHint, mainScript} from './lib/compileHint';

/**
 * A page's code starts in steps, each its own task (client/entry.ts), where the core's entry did it
 * all in one: on a phone that one task was long enough to keep the page from answering a tap. And
 * main.js is compiled as it downloads, off the main thread (lib/compileHint.ts).
 */
export default function stagedStartPlugin(): Plugin {
  return {
    name: 'staged-start',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        entry: path.join(__dirname, 'client/entry.ts'),
        plugins: [
          // After minification, which would drop the comment, and before the file's hash is computed.
          new currentBundler.instance.BannerPlugin({banner: compileHint, raw: true, test: mainScript, stage: 1000}),
        ],
      };
    },
  };
}
