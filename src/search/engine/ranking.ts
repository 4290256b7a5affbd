import {matchesFacetFilters, valueAtPath, type SearchParameters} from './params';
import type {DocSearchRecord} from '../records';
import type {EngineSettings} from './options';
import {tokenPositions} from '../index/positions';
import type {QueryForms, QueryWord} from './queryForms';
import type {Structure} from './structure';
import {formWeights, mergeMatch, type FieldBoosts, type TermIndex, type WordMatches} from './termIndex';

/*
 * Ranking: the records a query's words match (each record inheriting its headings' matches), the
 * reward for words standing close together, and Algolia's ranking criteria in the settings' order.
 */

/**
 * A record that matches the query: how many words it matches, with how many typos in all, its
 * relevance (per word the best of its own and its headings' matches, added up, then rewarded for
 * proximity), how many words its own text matches, and per word the index terms it matched (for
 * highlighting).
 */
export type Candidate = {index: number; score: number; words: number; typos: number; own: number; covered: number; terms: Set<string>[]};

type Comparison = (a: Candidate, b: Candidate) => number;

/** A record holding the whole query as a phrase scores up to twice as much. */
const proximityWeight = 1;
/** How much a question or function word's match adds to a record that matches the other words. */
const stopWordWeight = 0.2;
/** Proximity is measured on this many best-scored candidates; the rest could not overtake them. */
const proximityCandidates = 300;
/**
 * A record that holds only some of the query's words answers it only if the words it holds
 * (as typed, or in another form, without typos) carry more than this share of the query's
 * distinctiveness (see `distinctiveness`).
 */
export const partialMatchShare = 0.5;

/**
 * How distinctive each content word of a query is in the guide: the log of the pages' count over
 * the pages that hold it without a typo or a guess. A
 * word the guide does not hold without a typo (הלוואה, whose only matches are typos of השוואה) is
 * the most distinctive: it is what the reader asks about, and the guide does not speak of it.
 */
function distinctiveness(perWord: readonly {matches: WordMatches}[], words: readonly QueryWord[], held: readonly boolean[], pageOf: ArrayLike<number>): number[] {
  const pages = new Set(Array.from(pageOf)).size;
  return perWord.map(({matches}, i) => {
    if (words[i]!.stop) return 0;
    const holding = new Set<number>();
    if (held[i]) for (const [index, match] of matches) if (match.typos === 0) holding.add(pageOf[index]!);
    return Math.log((pages + 1) / (holding.size + 1));
  });
}

/** How much a legal page's record weighs for a query that does not name the page's subject (see demoteLegalPages). */
const legalPageWeight = 0.3;
/** A query of this many content words, or with a question or function word, is a reader's sentence (see readersWords). */
const sentenceWords = 4;
/**
 * A question of this many content words, each of them in the guide, asks about the guide even when no
 * record holds most of them (שכחתי את הסיסמה ואני לא מצליח להיכנס): any record holding one answers it.
 */
const heldQuestionWords = 5;
/** A question of this many content words holds words of the reader's own beside the guide's (see readersWords). */
const longQuestionWords = 7;

/**
 * How close a record must hold the query's content words when one of them is not in the guide as
 * typed (a typo, a guessed form): all of them, with at most one word between each two (חופשא
 * שנתית is the guide's חופשה שנתית; צמוד רכב is not its עמוד רכיב).
 */
const guessedWordsProximity = 0.5;
/**
 * A phrase word the record holds only in another form than the reader's (a plural, a construct, a
 * spelling the guide has for another word: ימי → יום, רכב → רכיב) stands next to the others, as the
 * words of a name do: ימי אבל is not "יום עבודה אבל היה", רכב is not the הרכיב after החזר הוצאות נסיעה.
 */
const otherFormProximity = 1;
/** A query of this many words or fewer, none of them a question or function word, is a phrase. */
const phraseWords = 3;

/** A form that is another word's form (a plural, a construct, another spelling), or a guess. */
function looseForm(form: {weight: number; guessed?: boolean}): boolean {
  return form.guessed === true || form.weight === formWeights.inflection || form.weight === formWeights.inflectionOfKnown || form.weight === formWeights.inflection * formWeights.strippedRecord;
}

function parseCustomRanking(rules: readonly string[]): ((a: DocSearchRecord, b: DocSearchRecord) => number)[] {
  return rules.flatMap((rule) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(rule.trim());
    if (!match) return [];
    const sign = match[1] === 'asc' ? 1 : -1;
    const path = match[2]!;
    const read = (record: DocSearchRecord): number => Number(valueAtPath(record, path) ?? 0);
    return [(a: DocSearchRecord, b: DocSearchRecord) => sign * (read(a) - read(b))];
  });
}

/**
 * A verb in the reader's person, by its form: the past of the first person (הייתי, עבדתי), of the
 * plural (שילמו, התערבבו), an infinitive (להריץ, לחכות) or the first person's future after "when" or
 * "that" (כשאעזוב, שאקבל). A reader's sentence holds them where the
 * guide's text has the noun or the screen's name; the nouns the guide lacks (מונית, אבטלה) are kept.
 */
function readersVerb(token: string): boolean {
  const letters = [...token].length;
  return letters >= 4 && (token.endsWith('תי') || token.endsWith('נו') || (letters >= 5 && (token.endsWith('ו') || token.startsWith('לה') || /^ו?כ?שא/u.test(token))));
}

export type RankingInputs = {
  records: readonly DocSearchRecord[];
  structure: Structure;
  termIndex: TermIndex;
  forms: QueryForms;
  settings: EngineSettings;
  boosts: FieldBoosts;
  /** Whether a record must hold the query's distinctive words, together where they are a phrase (EngineOptions.distinctiveWords). */
  distinctiveWords: boolean;
};

export class Ranking {
  private readonly records: readonly DocSearchRecord[];
  private readonly positionCache: (Map<string, number[]> | undefined)[] = [];
  /** The ranking criteria of the settings, in order, as comparisons of two candidates. */
  private readonly criteria: Comparison[];

  constructor(private readonly inputs: RankingInputs) {
    this.records = inputs.records;
    this.criteria = this.rankingCriteria();
  }

  /**
   * A query word's matches on the records: each record's own, its headings' (inherited), its page
   * keywords' (page-title record only); and the records whose own text (or keywords) it matches.
   */
  private matchWord(word: QueryWord, isLast: boolean, params: SearchParameters): {matches: WordMatches; own: Set<number>; keywords: Set<number>} {
    const forms = this.inputs.forms.formsOf(word, isLast, params);
    const {subtreeEnd, keywordOwners} = this.inputs.structure;
    const count = this.records.length;
    const matches: WordMatches = new Map();
    const own = new Set<number>();
    const keywords = new Set<number>();
    for (const [document, match] of this.inputs.termIndex.matchWord(forms, this.inputs.boosts)) {
      if (document >= count) {
        // One keystroke is the start of a word on the page, not yet one of its keywords.
        if (word.letter) continue;
        mergeMatch(matches, keywordOwners[document - count]!, match.score, match.typos, match.terms);
        own.add(keywordOwners[document - count]!);
        if (match.typos === 0) keywords.add(keywordOwners[document - count]!);
        continue;
      }
      own.add(document);
      for (let i = document; i < subtreeEnd[document]!; i += 1) {
        mergeMatch(matches, i, match.score, match.typos, match.terms);
      }
    }
    return {matches, own, keywords};
  }

  /** The records the query finds (all its words, else as many as match), within the facet filters. */
  candidates(queryWords: readonly QueryWord[], params: SearchParameters): Candidate[] {
    let words = queryWords;
    const {settings} = this.inputs;
    const passes = (index: number): boolean => {
      const record = this.records[index]!;
      return matchesFacetFilters(record, params.facetFilters);
    };
    if (words.length === 0) {
      // An empty query lists every record, as Algolia does; a query with nothing to search finds nothing.
      if (params.query.trim() !== '') return [];
      return this.records.flatMap((_, index) => (passes(index) ? [{index, score: 0, words: 0, typos: 0, own: 0, covered: 0, terms: []}] : []));
    }
    const perWord = words.map((word, i) => this.matchWord(word, i === words.length - 1, params));
    // The content words the guide holds without a typo or a guess.
    let held = words.map((word, i) => word.stop === true || word.letter || this.inputs.forms.holds(word, i === words.length - 1, params));
    // Whether the query is a reader's sentence whose subject the guide holds (see readersWords).
    let sentence = false;
    // A long question whose every content word the guide holds is about the guide: recall first.
    const contentWords = words.filter((word) => !word.stop && !word.letter).length;
    const heldQuestion = contentWords >= heldQuestionWords && words.every((word, i) => word.stop === true || word.letter || held[i]);
    if (this.inputs.distinctiveWords) {
      ({words, answered: sentence} = this.readersWords(words, held));
      held = held.map((isHeld, i) => isHeld || words[i]!.stop === true);
    }
    const required = words.filter((word) => !word.stop).length;
    let weights: number[] | undefined;
    const collect = (requireAll: boolean): Candidate[] => {
      const candidates = new Map<number, Candidate>();
      const first = words.findIndex((word) => !word.stop);
      perWord.forEach(({matches, own}, wordIndex) => {
        if (words[wordIndex]!.stop) return;
        for (const [index, match] of matches) {
          let candidate = candidates.get(index);
          if (!candidate) {
            if (requireAll && wordIndex > first) continue;
            candidate = {index, score: 0, words: 0, typos: 0, own: 0, covered: 0, terms: words.map(() => new Set<string>())};
            candidates.set(index, candidate);
          }
          candidate.score += match.score;
          candidate.words += 1;
          candidate.typos += match.typos;
          if (match.typos === 0 && held[wordIndex]) candidate.covered += weights?.[wordIndex] ?? 0;
          if (own.has(index)) candidate.own += 1;
          candidate.terms[wordIndex] = match.terms;
        }
      });
      // Question and function words only add to the records that the other words found.
      perWord.forEach(({matches}, wordIndex) => {
        if (!words[wordIndex]!.stop) return;
        for (const [index, match] of matches) {
          const candidate = candidates.get(index);
          if (!candidate) continue;
          candidate.score += match.score * stopWordWeight;
          candidate.terms[wordIndex] = match.terms;
        }
      });
      return [...candidates.values()].filter((candidate) => (!requireAll || candidate.words === required) && passes(candidate.index));
    };
    const removeWords = params.removeWordsIfNoResults ?? settings.removeWordsIfNoResults;
    let matched = collect(true);
    const content = words.map((word) => !word.stop);
    // A word matched only through a typo or a guess answers with the others only where they stand
    // together; so do the words of a short phrase (a name such as ועד עובדים, משכורת 13), which the
    // guide holds apart, in other senses, when it does not speak of the thing they name.
    // A guess from part of the shards (which texts to fetch) keeps the loose matches: the words' other shards may hold the phrase.
    const distinctiveWords = this.inputs.distinctiveWords && !this.inputs.termIndex.guessing;
    const phrase = distinctiveWords && required >= 2 && required <= phraseWords && (held.includes(false) || words.length === required);
    const inKeywords = (candidate: Candidate): boolean => {
      for (let index = candidate.index; index >= 0; index = this.inputs.structure.parent[index]!) {
        if (perWord.every(({keywords}, i) => !content[i] || keywords.has(index))) return true;
      }
      return false;
    };
    // The terms that match each word only in another form than the reader's (see looseForm).
    let otherForms: Set<string>[] | undefined;
    const asWritten = (candidate: Candidate, i: number): boolean => {
      otherForms ??= words.map((word, w) => {
        const forms = this.inputs.forms.formsOf(word, w === words.length - 1, params);
        const written = new Set(forms.filter((form) => !looseForm(form)).map((form) => form.term));
        return new Set(forms.filter((form) => looseForm(form) && !written.has(form.term)).map((form) => form.term));
      });
      return [...candidate.terms[i]!].some((term) => !otherForms![i]!.has(term));
    };
    const together = phrase
      ? matched.filter((candidate) => {
          if (inKeywords(candidate)) return true;
          const otherForm = words.some((_, i) => content[i] && !asWritten(candidate, i));
          return this.proximity(candidate, required, content) >= (otherForm ? otherFormProximity : guessedWordsProximity);
        })
      : matched;
    const apart = together.length === 0 && matched.length > 0;
    matched = together;
    // A number the guide does not hold (טופס 101) names the thing asked about: no other word answers for it.
    const unheldNumber = distinctiveWords && words.some((word, i) => !held[i] && /^\p{N}/u.test(word.token));
    // A short query of content words alone names a thing (נקודות זיכוי, ועד עובדים): a record that
    // holds only part of the name speaks of something else. A verb in the first person (שכחתי
    // להעלות קובץ) makes it a reader's sentence, which part of its words can answer.
    const name = phrase && words.length === required && !words.some((word) => word.token.endsWith('תי'));
    if (matched.length === 0 && !apart && !unheldNumber && !name && required >= 2 && removeWords !== 'none') {
      // No record holds every word: those that hold the query's most distinctive words answer it,
      // not those that hold its commonest (a loan from the employer is not on the pages about the employer).
      weights = distinctiveness(perWord, words, held, this.inputs.structure.page);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      matched = collect(false);
      // A word held only in another form than the reader's says less that the record speaks of it
      // (זר, which the guide has only as the זרים of its study-fund rules, next to עבודה, is not a work
      // visa for a foreign worker): it counts as much as that form weighs in ranking.
      if (distinctiveWords) {
        for (const candidate of matched) {
          words.forEach((_, i) => {
            if (held[i] && candidate.terms[i]!.size > 0 && !asWritten(candidate, i)) candidate.covered -= weights![i]! * (1 - formWeights.inflection);
          });
        }
      }
      // A reader's sentence, stripped of the reader's own words, is answered by any record that holds
      // one of its subject words: recall first (the ranking below puts the records holding most first).
      matched = matched.filter((candidate) => !distinctiveWords || candidate.covered > total * (sentence || heldQuestion ? 0 : partialMatchShare));
      // Among them, the more of the query's distinctiveness a record holds, the better it answers.
      if (distinctiveWords) for (const candidate of matched) candidate.score *= candidate.covered / total;
    }
    if (this.inputs.distinctiveWords) this.demoteLegalPages(matched, perWord, words);
    return matched;
  }

  /**
   * The legal pages (a negative page rank) share the guide's words (עובד, שכר, מערכת) without
   * treating its subjects: their records weigh less unless the query names the page's own subject,
   * a word of its title or keywords (פרטיות, עוגיות, ביטול, נגישות, SLA).
   */
  private demoteLegalPages(matched: Candidate[], perWord: readonly {own: Set<number>; keywords: Set<number>}[], words: readonly QueryWord[]): void {
    const {parent} = this.inputs.structure;
    const named = new Map<number, boolean>();
    for (const candidate of matched) {
      if (this.records[candidate.index]!.weight.pageRank >= 0) continue;
      let root = candidate.index;
      while (parent[root]! >= 0) root = parent[root]!;
      if (!named.has(root))
        named.set(
          root,
          perWord.some(({own, keywords}, i) => !words[i]!.stop && (own.has(root) || keywords.has(root))),
        );
      if (!named.get(root)) candidate.score *= legalPageWeight;
    }
  }

  /**
   * The reader's own words in a sentence (a query with a question or function word, or of four
   * content words or more), which the guide does not hold and which say nothing of the page that
   * answers: the reader's verbs (הייתי, שילמו, להריץ: see readersVerb), and in a long question every
   * word the guide lacks, when it holds more of the question's words than it lacks. Like question
   * words, they add to the records that the other words find and decide nothing; the sentence is
   * then answered by any record holding one of its other words, the records holding most first.
   * A number the guide does not hold names the thing asked about (טופס 101) and always decides.
   */
  private readersWords(words: readonly QueryWord[], held: readonly boolean[]): {words: readonly QueryWord[]; answered: boolean} {
    const content = words.map((word) => !word.stop && !word.letter);
    const contentCount = content.filter(Boolean).length;
    const sentence = contentCount >= sentenceWords || words.some((word) => word.stop);
    if (!sentence || !words.some((_, i) => content[i] && held[i])) return {words, answered: false};
    const soft = words.map((word, i) => content[i]! && !held[i] && readersVerb(word.token));
    const lacking = words.filter((_, i) => content[i] && !soft[i] && !held[i]).length;
    if (contentCount >= longQuestionWords && lacking < words.filter((_, i) => content[i] && held[i]).length) {
      words.forEach((word, i) => (soft[i] ||= content[i]! && !held[i] && !/^\p{N}/u.test(word.token)));
    }
    const answered = soft.includes(true);
    return {words: answered ? words.map((word, i) => (soft[i] ? {...word, stop: true} : word)) : words, answered};
  }

  /** Where a term stands in a record's own text (its content, or its heading): from the index, or its text tokenized once. */
  private positions(index: number, term: string): readonly number[] {
    const {termIndex} = this.inputs;
    if (termIndex.positions) return termIndex.positions(term, index);
    let positions = this.positionCache[index];
    if (positions === undefined) {
      const record = this.records[index]!;
      positions = tokenPositions(record.type === 'content' ? record.content : record.hierarchy[record.type]);
      this.positionCache[index] = positions;
    }
    return positions.get(term) ?? [];
  }

  /**
   * How close together the query words stand in one record's own text: (words present / query
   * words) / (1 + words between them), so that a text holding the query as a phrase ranks first.
   */
  private textProximity(index: number, terms: readonly Set<string>[], wordCount: number): number {
    // Each place a query word stands at, by position.
    const places: [position: number, word: number][] = [];
    terms.forEach((wordTerms, word) => {
      for (const term of wordTerms) for (const position of this.positions(index, term)) places.push([position, word]);
    });
    const present = new Set(places.map(([, word]) => word));
    if (present.size < 2) return 0;
    places.sort((a, b) => a[0] - b[0]);
    // The shortest run of words holding every query word present.
    const counts = new Map<number, number>();
    let covered = 0;
    let best = Infinity;
    let start = 0;
    for (const [end, word] of places) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
      if (counts.get(word) === 1) covered += 1;
      while (covered === present.size) {
        const [first, firstWord] = places[start]!;
        best = Math.min(best, end - first + 1);
        counts.set(firstWord, counts.get(firstWord)! - 1);
        if (counts.get(firstWord) === 0) covered -= 1;
        start += 1;
      }
    }
    return present.size / wordCount / (1 + best - present.size);
  }

  /** The best proximity in the record's own text or in one of its headings, which it carries too. */
  private proximity(candidate: Candidate, wordCount: number, counted?: readonly boolean[]): number {
    const terms = counted ? candidate.terms.map((wordTerms, i) => (counted[i] ? wordTerms : new Set<string>())) : candidate.terms;
    let best = 0;
    for (let index = candidate.index; index >= 0; index = this.inputs.structure.parent[index]!) {
      best = Math.max(best, this.textProximity(index, terms, wordCount));
    }
    return best;
  }

  /** Phrases count: the best-scored candidates gain up to `proximityWeight` times their score by proximity. */
  rewardProximity(candidates: Candidate[], wordCount: number): void {
    if (wordCount < 2) return;
    const best = [...candidates].sort((a, b) => b.score - a.score).slice(0, proximityCandidates);
    for (const candidate of best) {
      candidate.score *= 1 + proximityWeight * this.proximity(candidate, wordCount);
    }
  }

  /**
   * Algolia's ranking criteria in the order the settings list them: words, typo, then one
   * relevance score standing for attribute, proximity and exact (field boosts, the phrase reward
   * and the weights of the word forms) with the words of the record's own text, then the custom
   * ranking, where ties keep page order.
   */
  private rankingCriteria(): Comparison[] {
    const {settings, structure} = this.inputs;
    const pageRankRules = settings.customRanking.filter((rule) => rule.includes('pageRank'));
    const pageRules = parseCustomRanking(pageRankRules);
    const recordRules = parseCustomRanking(settings.customRanking.filter((rule) => !pageRankRules.includes(rule)));
    const byRules =
      (rules: typeof pageRules): Comparison =>
      (a, b) => {
        for (const rule of rules) {
          const order = rule(this.records[a.index]!, this.records[b.index]!);
          if (order !== 0) return order;
        }
        return 0;
      };
    const byScore: Comparison = (a, b) => {
      const scale = Math.max(Math.abs(a.score), Math.abs(b.score), 1e-9);
      return Math.abs(a.score - b.score) > scale * 1e-9 ? b.score - a.score : 0;
    };
    const criteria: Comparison[] = [];
    let relevance = false;
    for (const criterion of settings.ranking) {
      if (criterion === 'words') {
        criteria.push((a, b) => b.words - a.words);
      } else if (criterion === 'typo') {
        criteria.push((a, b) => a.typos - b.typos);
      } else if ((criterion === 'attribute' || criterion === 'proximity' || criterion === 'exact') && !relevance) {
        relevance = true;
        // On a tie, the record whose own text holds more of the words: it has them to show (a snippet), not only its headings.
        criteria.push(byScore, (a, b) => b.own - a.own);
      } else if (criterion === 'custom') {
        criteria.push(byRules(pageRules), (a, b) => structure.page[a.index]! - structure.page[b.index]!, byRules(recordRules));
      }
    }
    return criteria;
  }

  compare(a: Candidate, b: Candidate): number {
    for (const criterion of this.criteria) {
      const order = criterion(a, b);
      if (order !== 0) return order;
    }
    return a.index - b.index;
  }

  /** The record's value of the settings' attributeForDistinct (its url: the place its link lands on). */
  distinctKey(index: number): string {
    const {attributeForDistinct} = this.inputs.settings;
    const urlIds = attributeForDistinct === 'url' ? this.inputs.structure.urlIds : undefined;
    return urlIds ? `#${urlIds[index]}` : String(valueAtPath(this.records[index], attributeForDistinct) ?? index);
  }

  /** At most `distinct` candidates per value of the settings' attributeForDistinct (the page), in order. */
  applyDistinct(candidates: Candidate[], distinct: boolean | number): Candidate[] {
    const perKey = distinct === true ? 1 : distinct === false ? 0 : distinct;
    if (perKey <= 0) return candidates;
    const seen = new Map<string, number>();
    return candidates.filter((candidate) => {
      const key = this.distinctKey(candidate.index);
      const count = seen.get(key) ?? 0;
      seen.set(key, count + 1);
      return count < perKey;
    });
  }
}
