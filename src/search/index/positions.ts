import {tokenize} from '../hebrew/hebrew';

/*
 * Where each term stands in the text proximity reads of a record (a paragraph's text, a heading's
 * title: ../engine/ranking.ts): the split index stores them with the term's postings (./split.ts), so that
 * a query's term shards alone rank it, phrases included, and the stored texts are fetched only for
 * the hits a response shows. A term's positions are coded as one list of numbers: per record that
 * holds it, the record (as the difference from the previous one), how many times, and the
 * positions (the first, then each as the difference from the one before).
 */

/** Per term, the word positions of its occurrences in each record's text. */
export type TermPositions = Map<string, Map<number, number[]>>;

/** The positions of each token of a text. */
export function tokenPositions(text: string | null): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  (text ? tokenize(text) : []).forEach((token, position) => {
    const list = positions.get(token);
    if (list) list.push(position);
    else positions.set(token, [position]);
  });
  return positions;
}

/** Each term's coded positions over the records' texts (records in order). */
export function encodePositions(texts: readonly (string | null)[]): Map<string, number[]> {
  const coded = new Map<string, {previous: number; list: number[]}>();
  texts.forEach((text, record) => {
    for (const [term, positions] of tokenPositions(text)) {
      let entry = coded.get(term);
      if (!entry) coded.set(term, (entry = {previous: 0, list: []}));
      entry.list.push(record - entry.previous, positions.length, ...positions.map((position, i) => (i === 0 ? position : position - positions[i - 1]!)));
      entry.previous = record;
    }
  });
  return new Map([...coded].map(([term, {list}]) => [term, list]));
}

/** A term's positions per record, from their coding. */
export function decodePositions(coded: readonly number[]): Map<number, number[]> {
  const byRecord = new Map<number, number[]>();
  let record = 0;
  for (let i = 0; i < coded.length;) {
    record += coded[i]!;
    const count = coded[i + 1]!;
    const positions: number[] = [];
    for (let n = 0; n < count; n += 1) positions.push(n === 0 ? coded[i + 2]! : positions[n - 1]! + coded[i + 2 + n]!);
    byRecord.set(record, positions);
    i += 2 + count;
  }
  return byRecord;
}
