import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fontFaces, parseUnicodeRange, type FontFace} from '../../src/plugins/font-preload/lib/fontFaces';
import {filesUnder, repoRoot} from './files';

/**
 * The guide's self-hosted fonts, subset to the characters its pages use. The @font-face rules in
 * src/css/custom.css are the one source of the files and their unicode-range (the font-preload
 * plugin reads them too); the full fonts come from @fontsource-variable/heebo (SIL OFL 1.1).
 */

export const customCssPath = 'src/css/custom.css';

/**
 * Where the page text comes from: the guide, the pages, the UI strings, the components, the config.
 * Not src/search/: the engine's normalization tables and evaluation queries (niqqud, cantillation)
 * are never shown; the search shows the pages' own text. Nor tests.
 */
export const textSources = {
  dirs: ['docs', 'src', 'i18n'],
  files: ['docusaurus.config.ts', 'sidebars.ts'],
  extensions: ['.md', '.mdx', '.ts', '.tsx', '.json', '.css'],
  skip: [/^src\/search\//, /\.test\.tsx?$/],
} as const;

/**
 * Characters every subset keeps whether or not a page uses them today: basic Latin, digits and
 * punctuation, the Hebrew letters (product names and addresses come from environment variables),
 * and the signs the guide's writers reach for.
 */
export const alwaysKept = String.fromCodePoint(...range(0x20, 0x7e), ...range(0x5d0, 0x5ea)) + '\u00a0₪×÷−–—“”‘’…«»•·©״׳־';

/** The Markdown pages are Hebrew RTL: the bidi marks the browser and the writers insert. */
const bidiMarks = '\u200e\u200f';

export type {FontFace};

/** The full font that a subset file is cut from. */
export function sourceFontPath(url: string): string {
  const subset = /heebo-([a-z-]+)\.woff2$/.exec(url)?.[1];
  if (!subset) throw new Error(`No source font known for ${url}`);
  return createRequire(path.join(repoRoot, 'package.json')).resolve(`@fontsource-variable/heebo/files/heebo-${subset}-wght-normal.woff2`);
}

/** The self-hosted faces of the stylesheet. */
export function siteFontFaces(): FontFace[] {
  return fontFaces(readFileSync(path.join(repoRoot, customCssPath), 'utf8'));
}

/** Every text file the pages are made from, repository-relative. */
export function textFiles(): string[] {
  const fromDirs = textSources.dirs.flatMap((dir) => filesUnder(dir, textSources.extensions));
  return [...fromDirs, ...textSources.files].filter((file) => !textSources.skip.some((pattern) => pattern.test(file)));
}

/** The distinct characters of the page sources (not control characters), each with the first file that uses it. */
export function usedCharacters(files: readonly string[] = textFiles()): Map<number, string> {
  const used = new Map<number, string>();
  for (const file of files) {
    for (const char of readFileSync(path.join(repoRoot, file), 'utf8')) {
      const codePoint = char.codePointAt(0)!;
      if (!used.has(codePoint) && !/\p{Cc}/u.test(char)) used.set(codePoint, file);
    }
  }
  return used;
}

/** The characters a subset for `face` must hold: those used or always kept, inside its range. */
export function subsetText(face: FontFace, used: Iterable<number>): string {
  const inRange = parseUnicodeRange(face.unicodeRange);
  const wanted = new Set([...used, ...[...alwaysKept, ...bidiMarks].map((char) => char.codePointAt(0)!)]);
  return String.fromCodePoint(...[...wanted].filter(inRange).sort((a, b) => a - b));
}

export type MissingCharacter = {codePoint: number; file: string};

/** The characters the pages use inside a face's unicode-range that its font file lacks. */
export function missingCharacters(face: FontFace, used: ReadonlyMap<number, string>, covered: ReadonlySet<number>): MissingCharacter[] {
  const inRange = parseUnicodeRange(face.unicodeRange);
  return [...used]
    .filter(([codePoint]) => inRange(codePoint) && !covered.has(codePoint))
    .map(([codePoint, file]) => ({codePoint, file}))
    .sort((a, b) => a.codePoint - b.codePoint);
}

/** "U+05B8 'ָ' (docs/intro.md)" */
export function describeCharacter({codePoint, file}: MissingCharacter): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} '${String.fromCodePoint(codePoint)}' (${file})`;
}

/** The code points a woff2 file maps to glyphs. */
export async function fontCodePoints(file: string): Promise<Set<number>> {
  const [{default: fontverter}, hb] = await Promise.all([import('fontverter'), import('harfbuzzjs')]);
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt');
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}

/** The variation axes of a font file, by tag. */
export async function fontAxes(file: string): Promise<Record<string, {min: number; max: number}>> {
  const [{default: fontverter}, hb] = await Promise.all([import('fontverter'), import('harfbuzzjs')]);
  const sfnt = await fontverter.convert(readFileSync(file), 'sfnt');
  return new hb.Face(new hb.Blob(sfnt)).getAxisInfos();
}

function range(from: number, to: number): number[] {
  return Array.from({length: to - from + 1}, (_, i) => from + i);
}
