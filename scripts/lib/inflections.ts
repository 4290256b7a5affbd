/**
 * The pure part of `npm run search:inflections`: hspell's analyses (`hspell -l`) of the guide's
 * words, grouped by lemma into the word forms the search treats as one word (תלוש, תלושים, תלושי).
 */
import {normalizeWord} from '../../src/search/hebrew';

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
