import {readFile, readdir, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlib, gzip} from 'node:zlib';

/**
 * Brotli and gzip copies of the build's pages, scripts, stylesheets and illustrations, at levels
 * too slow for a server to compress each request at (nginx's `brotli_static` and `gzip_static`
 * send these files as they are). A page's HTML at brotli 10 instead of a server's on-the-fly 5 is
 * about a tenth smaller: /intro fits in the first round trip of a new connection again (about
 * 14 KB), which is what its first paint waits for. Brotli 11 would save another 1% at twice the
 * time. Brotli 10 compresses about 1 MB a second, brotli 9 four to ten times as fast for a
 * twentieth more: a page above `largePage` needs two round trips at either level, and a script or
 * stylesheet above `largeFile` is the /print page's chunk of every page (2 MB here, 50 MB at 1,000
 * pages), which no first paint waits for; those take brotli 9 (`qualityOf`).
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** nginx's gzip_min_length in deploy/nginx/guide.conf: smaller files are sent as they are. */
export const minimumSize = 256;

export const brotliQuality = 10;
export const largeBrotliQuality = 9;
/** A page's HTML up to this size can fit a new connection's first round trip (about 14 KB) at brotli 10. */
export const largePage = 64 * 1024;
export const largeFile = 1024 * 1024;

/** The brotli level of a file: 10, or 9 for a page above `largePage` and any other file above `largeFile`. */
export function qualityOf(relativePath: string, size: number): number {
  return size > (relativePath.endsWith('.html') ? largePage : largeFile) ? largeBrotliQuality : brotliQuality;
}

/**
 * The files written before any plugin's postBuild runs (postBuild hooks run side by side, so a
 * file another plugin writes then may still be half-written): pages, the bundler's output and
 * the static illustrations. The rest (search index, Markdown copies, sitemap) is compressed by
 * the server on the fly.
 */
export function isPrecompressed(relativePath: string): boolean {
  const file = relativePath.split(path.sep).join('/');
  return file.endsWith('.html') || /^assets\/.+\.(js|css)$/.test(file) || file.endsWith('.svg');
}

export type Compressed = {file: string; size: number; br: number; gzip: number};

/** Writes `<file>.br` and `<file>.gz` beside each file, where it is worth it. */
export async function precompress(root: string, file: string): Promise<Compressed | undefined> {
  const raw = await readFile(path.join(root, file));
  if (raw.length < minimumSize) return undefined;
  const br = await brotli(raw, {params: {[zlib.BROTLI_PARAM_QUALITY]: qualityOf(file, raw.length), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length}});
  const gz = await gzipped(raw, {level: zlib.Z_BEST_COMPRESSION});
  if (gz.length >= raw.length) return undefined;
  await Promise.all([writeFile(path.join(root, `${file}.br`), br), writeFile(path.join(root, `${file}.gz`), gz)]);
  return {file, size: raw.length, br: br.length, gzip: gz.length};
}

/**
 * Precompresses every eligible file under `root`, as many at a time as the machine has cores
 * (zlib compresses on libuv's thread pool, beside the main thread, where the other plugins'
 * postBuild work runs). A 1,000-page guide on two cores: 253 s one at a time at brotli 10, 199 s
 * one at a time with `qualityOf`, 125–153 s two at a time, the build's total shortest so.
 */
export async function precompressBuild(root: string, concurrency = availableParallelism()): Promise<Compressed[]> {
  const files = (await readdir(root, {recursive: true})).filter(isPrecompressed).sort();
  const done: (Compressed | undefined)[] = [];
  let next = 0;
  const work = async (): Promise<void> => {
    while (next < files.length) {
      const i = next++;
      done[i] = await precompress(root, files[i]!);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, work));
  return done.filter((entry): entry is Compressed => entry !== undefined);
}
