/**
 * The word forms the search treats as one word (תלוש, תלושים, תלושי), learned from the guide's own
 * words with hspell's morphology (`hspell -l`, ISO-8859-8 in and out): at build time by the search
 * plugin (index.ts, which hands the engine's bundle the table it learns), and by
 * `npm run search:inflections`, which writes the same table to src/search/hebrew/inflections.ts for Node
 * (the quality gate, the local server) and for builds on machines without hspell.
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {hebrewWord, normalizeWord, toAsciiLetters, tokenize} from '../../../search/hebrew/hebrew';

/** Text as ISO-8859-8 bytes, hspell's encoding: Hebrew letters and ASCII, anything else '?'. */
export function encodeIso88598(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes[i] = code;
    else if (code >= 0x05d0 && code <= 0x05ea) bytes[i] = code - 0x05d0 + 0xe0;
    else bytes[i] = 0x3f;
  }
  return bytes;
}

/** Text from ISO-8859-8 bytes, as hspell writes them. */
export function decodeIso88598(bytes: Uint8Array): string {
  return new TextDecoder('iso-8859-8').decode(bytes);
}

/** The Markdown the guide's pages are written in: docs/ and src/pages/. */
function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(file) : /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** The guide's Hebrew words (front matter, headings and text of its Markdown), normalized, sorted. */
export function guideWords(siteDir: string): string[] {
  const words = new Set<string>();
  for (const file of [...markdownFiles(path.join(siteDir, 'docs')), ...markdownFiles(path.join(siteDir, 'src/pages'))].sort()) {
    for (const token of tokenize(readFileSync(file, 'utf8'))) if (hebrewWord.test(token)) words.add(token);
  }
  return [...words].sort();
}

/** hspell's final letters for a normalized word (the index unifies them: תלושימ → תלושים). */
const medialToFinal: Readonly<Record<string, string>> = {כ: 'ך', מ: 'ם', נ: 'ן', פ: 'ף', צ: 'ץ'};

export function withFinalLetter(word: string): string {
  const last = word.slice(-1);
  return word.length > 1 && medialToFinal[last] ? word.slice(0, -1) + medialToFinal[last] : word;
}

/**
 * Reads `hspell -l`'s answer: for each word hspell knows without prefix letters ("מילה חוקית: X"),
 * the lemmas of its noun and adjective readings ("\tתלוש(ע,ז,רבים)"); proper names, verbs and the
 * readings with prefix letters split off ("צירוף חוקי") are left out: the engine strips prefixes itself.
 */
export function parseHspellLemmas(answer: string): Map<string, Set<string>> {
  const lemmas = new Map<string, Set<string>>();
  let word: string | null = null;
  for (const line of answer.split('\n')) {
    const known = /^מילה חוקית: (\S+)/.exec(line);
    if (known) {
      word = known[1]!;
      continue;
    }
    if (!line.startsWith('\t')) {
      word = null;
      continue;
    }
    const analysis = /^\t(\S+?)\(([^)]*)\)/.exec(line);
    if (!word || !analysis) continue;
    const tags = analysis[2]!.split(',');
    if (!['ע', 'ת'].includes(tags[0]!) || tags.includes('פרטי')) continue;
    const set = lemmas.get(word) ?? new Set<string>();
    set.add(analysis[1]!);
    lemmas.set(word, set);
  }
  return lemmas;
}

/**
 * The groups of forms sharing a lemma, normalized as the index spells them, the lemma included
 * (a reader may type it though the guide never does); only groups of two forms or more, sorted.
 */
export function inflectionGroups(lemmasOfWord: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const groups = new Map<string, Set<string>>();
  for (const [word, lemmas] of lemmasOfWord) {
    const form = normalizeWord(word);
    if (form === null) continue;
    for (const lemma of lemmas) {
      const base = normalizeWord(lemma);
      if (base === null) continue;
      const group = groups.get(base) ?? new Set([base]);
      group.add(form);
      groups.set(base, group);
    }
  }
  return [...groups.values()]
    .filter((group) => group.size >= 2)
    .map((group) => [...group].sort().join(' '))
    .sort();
}

/**
 * The guide's inflection groups as hspell reads its words, or null when hspell cannot be run (not
 * installed): the caller keeps the checked-in table then, and says so.
 */
export function learnInflections(siteDir: string): {groups: string[]; words: number} | {groups: null; reason: string} {
  const words = guideWords(siteDir);
  const input = encodeIso88598(words.map((word) => `${withFinalLetter(word)}\n`).join(''));
  const result = spawnSync('hspell', ['-l'], {input, maxBuffer: 256 * 1024 * 1024});
  if (result.error || result.status !== 0) {
    return {groups: null, reason: result.error?.message ?? decodeIso88598(result.stderr)};
  }
  return {groups: inflectionGroups(parseHspellLemmas(decodeIso88598(result.stdout))), words: words.length};
}

/** The module src/search/hebrew/inflections.ts, with these groups (as JavaScript, for the build's copy outside src). */
export function inflectionsModule(groups: readonly string[], language: 'ts' | 'js' = 'ts'): string {
  return `/**
 * Generated by \`npm run search:inflections\` (scripts/search-inflections.ts): do not edit by hand.
 * The forms of each noun and adjective of the guide that hspell reads as one lemma, normalized as
 * the index spells them (final letters unified), one group a string, written with one ASCII letter
 * for each Hebrew letter (toAsciiLetters in src/search/hebrew/hebrew.ts: תלוש תלושים → vlfu vlfujm), which
 * the bundle carries in a third of the bytes of escaped Hebrew. A query word in a group is also
 * looked up in the group's other forms (src/search/engine/queryForms.ts). The build learns the
 * table afresh where hspell is installed (src/plugins/search/lib/inflections.ts).
 */
export const inflectionGroups${language === 'ts' ? ': readonly string[]' : ''} = [
${groups.map((group) => `  '${toAsciiLetters(group)}',`).join('\n')}
];
`;
}
