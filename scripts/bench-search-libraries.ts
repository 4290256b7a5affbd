/**
 * `npm run bench:search-libraries`: MiniSearch against FlexSearch as the full-text library under
 * the guide's engine, with the same Hebrew analysis, records, query forms, hierarchy inheritance
 * and ranking rules; only the term lookup differs. Prints success@5, MRR, index size, build time
 * and query latency. The winner is the library src/search/engine.ts is built on.
 */
import {Index} from 'flexsearch';
import {SearchEngine, mergeMatch, miniSearchTermIndex, searchFields, type FieldBoosts, type OwnTexts, type SearchField, type TermIndex, type TermIndexFactory, type WordForm, type WordMatches} from '../src/search/engine';
import {evaluate, modalSearcher} from '../src/search/quality/evaluate';
import {tokenize} from '../src/search/hebrew';
import {queries} from '../src/search/quality/queries';
import type {DocSearchRecord} from '../src/search/records';
import {guideRecords, kb, latencies, percentile, sizes, table} from './lib/bench';

/**
 * FlexSearch under the same engine: one strict index per field for exact forms and one forward
 * (prefix) index per field for the last word while typing, both with the Hebrew tokenizer.
 * FlexSearch ranks without scores, so a hit scores its field boost × form weight, decaying with its
 * rank; it has no edit-distance matching, so only the typo forms the engine spells out (swapped
 * letters) are found.
 */
class FlexSearchTermIndex implements TermIndex {
  private readonly exact = new Map<SearchField, Index>();
  private readonly prefix = new Map<SearchField, Index>();
  private readonly terms: string[];

  constructor(documents: readonly OwnTexts[]) {
    this.terms = [...new Set(documents.flatMap((texts) => Object.values(texts).flatMap((text) => tokenize(text))))];
    for (const field of searchFields) {
      const exact = new Index({tokenize: 'strict', encode: tokenize, resolution: 9});
      const prefix = new Index({tokenize: 'forward', encode: tokenize, resolution: 9});
      documents.forEach((texts, id) => {
        const text = texts[field];
        if (text) {
          exact.add(id, text);
          prefix.add(id, text);
        }
      });
      this.exact.set(field, exact);
      this.prefix.set(field, prefix);
    }
  }

  has(term: string, prefix: boolean): boolean {
    return this.terms.some((known) => (prefix ? known.startsWith(term) : known === term));
  }

  matchWord(forms: readonly WordForm[], boosts: FieldBoosts): WordMatches {
    const matches: WordMatches = new Map();
    for (const form of forms) {
      const scores = new Map<number, number>();
      for (const field of searchFields) {
        const index = (form.prefix ? this.prefix : this.exact).get(field)!;
        const ids = index.search(form.term, {limit: 1000}) as number[];
        ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + (boosts[field] * form.weight) / (1 + 0.05 * rank)));
      }
      for (const [id, score] of scores) mergeMatch(matches, id, score, form.typos, [form.term]);
    }
    return matches;
  }

  toJSON(): Record<string, string> {
    const exported: Record<string, string> = {};
    for (const [kind, indexes] of [['exact', this.exact], ['prefix', this.prefix]] as const) {
      for (const [field, index] of indexes) {
        index.export((key: string, data: string) => {
          exported[`${kind}.${field}.${key}`] = data;
        });
      }
    }
    return exported;
  }
}

const flexSearchTermIndex: TermIndexFactory = {
  build: (documents) => new FlexSearchTermIndex(documents),
  load: () => {
    throw new Error('The benchmark only builds FlexSearch indexes');
  },
};

function benchmark(name: string, factory: TermIndexFactory, records: readonly DocSearchRecord[]): string[] {
  const started = performance.now();
  const engine = SearchEngine.fromRecords(records, {termIndex: factory});
  const buildMs = performance.now() - started;
  const serialized = engine.serialize();
  const index = sizes(JSON.stringify(serialized.index));
  const total = sizes(JSON.stringify(serialized));
  const evaluation = evaluate(modalSearcher(engine), queries);
  const times = latencies(engine, queries.map((query) => query.query));
  return [
    name,
    evaluation.successAt5.toFixed(3),
    evaluation.mrr.toFixed(3),
    `${kb(index.raw)} / ${kb(index.gzip)}`,
    `${kb(total.raw)} / ${kb(total.gzip)}`,
    `${buildMs.toFixed(0)} ms`,
    `${percentile(times, 50).toFixed(1)} ms`,
    `${percentile(times, 95).toFixed(1)} ms`,
  ];
}

async function main(): Promise<void> {
  const {records, source} = await guideRecords();
  console.log(`Records: ${records.length} from ${source}; ${queries.length} queries.\n`);
  console.log(
    table(
      ['library', 'success@5', 'MRR', 'term index raw / gzip', 'index.json raw / gzip', 'build', 'p50', 'p95'],
      [benchmark('MiniSearch 7', miniSearchTermIndex, records), benchmark('FlexSearch 0.8', flexSearchTermIndex, records)],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
