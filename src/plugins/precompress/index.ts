import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {precompressBuild} from './lib/precompress';

/**
 * Writes brotli (.br) and gzip (.gz) copies of the built pages, scripts, stylesheets and
 * illustrations at the highest levels, for servers that send precompressed files
 * (deploy/nginx/guide.conf: gzip_static, and brotli_static where that module is installed).
 */
export default function precompressPlugin(): Plugin<void> {
  return {
    name: 'precompress',

    async postBuild({outDir}) {
      const started = performance.now();
      const files = await precompressBuild(outDir);
      const total = (pick: (entry: (typeof files)[number]) => number) => files.reduce((sum, entry) => sum + pick(entry), 0);
      logger.info(
        `Precompressed ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
          `${(total((entry) => entry.size) / 1024).toFixed(0)} KiB → brotli ${(total((entry) => entry.br) / 1024).toFixed(0)} KiB, gzip ${(total((entry) => entry.gzip) / 1024).toFixed(0)} KiB.`,
      );
    },
  };
}
