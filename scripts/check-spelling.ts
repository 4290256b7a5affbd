/**
 * Spell-checks the Hebrew of the guide with hspell: every word a reader sees in docs/ and
 * src/pages/ (Markdown), less the words of the project list spelling-words.txt.
 * Usage: npm run check:spelling
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {markdownPages, repoRoot} from './lib/files';
import {decodeIso88598, hspellForms, hspellInput, isKnownToHspell, isListed, pageWords, parseHspellAnswer, parseWordList} from './lib/spelling';

const WORD_LIST = 'spelling-words.txt';

type Place = {file: string; line: number};

/** Asks hspell about the words at once; returns the unknown ones with hspell's suggestions. */
function unknownToHspell(words: readonly string[]): Map<string, string[]> {
  if (words.length === 0) return new Map();
  // hspell also accepts the words of ./hspell_words and ~/.hspell_words; run it where there are none.
  const emptyDir = mkdtempSync(path.join(tmpdir(), 'hspell-'));
  try {
    const result = spawnSync('hspell', ['-a'], {
      input: hspellInput(words),
      cwd: emptyDir,
      env: {...process.env, HOME: emptyDir},
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.error) {
      throw new Error(`cannot run hspell (${result.error.message}); install it with: sudo apt-get install hspell`);
    }
    if (result.status !== 0) throw new Error(`hspell failed: ${decodeIso88598(result.stderr)}`);
    return parseHspellAnswer(decodeIso88598(result.stdout), words);
  } finally {
    rmSync(emptyDir, {recursive: true, force: true});
  }
}

function main(): number {
  const {docs, pages} = markdownPages();
  const places = new Map<string, Place[]>();
  for (const file of [...docs, ...pages]) {
    for (const {word, line} of pageWords(readFileSync(path.join(repoRoot, file), 'utf8'))) {
      places.set(word, [...(places.get(word) ?? []), {file, line}]);
    }
  }

  const listPath = path.join(repoRoot, WORD_LIST);
  const list = parseWordList(existsSync(listPath) ? readFileSync(listPath, 'utf8') : '');
  for (const {line, message} of list.problems) console.log(`${WORD_LIST}:${line}: ${message}`);

  const candidates = [...places.keys()].filter((word) => !isListed(word, list.words)).sort();
  const answer = unknownToHspell([...new Set(candidates.flatMap(hspellForms))]);
  const unknown = candidates.filter((word) => !isKnownToHspell(word, answer));
  const filesWithUnknown = new Set<string>();
  for (const word of unknown) {
    const suggestions = answer.get(word) ?? [];
    const hint = suggestions.length > 0 ? `; hspell מציע: ${suggestions.join(', ')}` : '';
    for (const {file, line} of places.get(word) ?? []) {
      console.log(`${file}:${line}: "${word}" לא מוכרת לבודק האיות${hint}`);
      filesWithUnknown.add(file);
    }
  }
  if (unknown.length > 0) {
    console.log(
      `\nלכל מילה: אם זו טעות, תקנו אותה בעמוד. אם היא נכונה (שם של מסך או שדה במוצר, או מילה לועזית בלי חלופה עברית),` +
        ` הוסיפו אותה ל-${WORD_LIST}: מילה אחת בשורה, בלי אותיות שימוש (ו, ה, ב, כ, ל, מ, ש), במקומה בסדר האל"ף־בי"ת.`,
    );
  }
  console.log(`spelling: ${unknown.length} unknown words in ${filesWithUnknown.size} files` + ` (${places.size} distinct words in ${docs.length + pages.length} files checked)`);
  return unknown.length > 0 || list.problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
