/**
 * `npm run search:inflections`: learns the word forms the search treats as one word (תלוש,
 * תלושים, תלושי) from the guide's own words, with hspell's morphology (`hspell -l`), and writes
 * them to src/search/hebrew/inflections.ts: the table Node uses (the quality gate, the local server) and
 * the build uses where hspell is not installed (where it is, the build learns it afresh:
 * src/plugins/search/index.ts). `--check` only compares. Without hspell it says so and keeps the
 * checked-in table.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {inflectionsModule, learnInflections} from '../src/plugins/search/lib/inflections';
import {repoRoot} from './lib/files';

const tablePath = path.join(repoRoot, 'src/search/hebrew/inflections.ts');
const shown = path.relative(process.cwd(), tablePath);

function main(): number {
  const learned = learnInflections(repoRoot);
  if (learned.groups === null) {
    console.warn(`hspell is not available (${learned.reason.trim()}): ${shown} stays as it is.`);
    return 0;
  }
  const text = inflectionsModule(learned.groups);
  if (process.argv.includes('--check')) {
    if (readFileSync(tablePath, 'utf8') !== text) {
      // One line, file first: the writers' check shows it as the problem (scripts/check-writer.ts).
      console.error(
        `${path.relative(repoRoot, tablePath)}: טבלת צורות המילים של החיפוש לא מעודכנת למילים של המדריך: הריצו npm run search:inflections ושמרו את הקובץ באותו commit עם העמוד` +
          ` (the search's word-form table is out of date: run npm run search:inflections)`,
      );
      return 1;
    }
    console.log(`${learned.groups.length} groups of word forms, up to date.`);
    return 0;
  }
  writeFileSync(tablePath, text);
  console.log(`Wrote ${learned.groups.length} groups of word forms from ${learned.words} words to ${shown}.`);
  return 0;
}

process.exit(main());
