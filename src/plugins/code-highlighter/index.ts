import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Code blocks are highlighted by Prism, which only the pages with code need. The browser loads it
 * with the first code block (./highlighter.ts); the server has it at once (./highlighter.server.ts),
 * so that the built HTML carries highlighted code and the browser keeps it while its copy loads.
 */
export default function codeHighlighterPlugin(): Plugin {
  return {
    name: 'code-highlighter',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const serverModule = path.join(__dirname, 'highlighter.server.ts');
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/[\\/]code-highlighter[\\/]highlighter$/, serverModule)]};
    },
  };
}
