/**
 * `npm run fonts`: cuts the self-hosted Heebo files in static/fonts/ down to the characters the
 * guide uses (docs/, src/, i18n/, the config) plus a fixed set (basic Latin, the Hebrew letters,
 * ₪ × – “” ״ ׳ …). Each @font-face of src/css/custom.css gets its subset of the full font from
 * @fontsource-variable/heebo, inside its unicode-range, with the weight axis kept whole.
 * Run it after adding a character that the font check (`npm run test:unit`) reports missing.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {customCssPath, fontAxes, fontCodePoints, siteFontFaces, sourceFontPath, subsetText, usedCharacters} from './lib/fonts';
import {repoRoot} from './lib/files';
import {formatBytes, markdownTable} from './lib/measure';

async function main(): Promise<void> {
  const faces = siteFontFaces();
  if (faces.length === 0) throw new Error(`No self-hosted @font-face in ${customCssPath}`);
  const used = usedCharacters();
  const rows: string[][] = [];
  for (const face of faces) {
    const source = sourceFontPath(face.url);
    const target = path.join(repoRoot, 'static', face.url);
    const text = subsetText(face, used.keys());
    const full = readFileSync(source);
    const subset = await subsetFont(full, text, {targetFormat: 'woff2'});
    writeFileSync(target, subset);
    const sourcePoints = await fontCodePoints(source);
    const subsetPoints = await fontCodePoints(target);
    const axes = await fontAxes(target);
    const weight = axes.wght ? `${axes.wght.min}–${axes.wght.max}` : 'none';
    rows.push([face.url, `${subsetPoints.size} of ${sourcePoints.size}`, weight, formatBytes(full.length), formatBytes(subset.length)]);
  }
  console.log(markdownTable(['file', 'characters', 'weight axis', 'full', 'subset'], rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
