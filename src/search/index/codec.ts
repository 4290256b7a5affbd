import type {AsPlainObject} from 'minisearch';

/**
 * MiniSearch's JSON, made smaller: document ids are the record numbers (so they are left out),
 * field lengths are [field, length] pairs, and each posting list is a run of document-number
 * deltas, a term frequency above 1 following its document as a negative number.
 */
export type CompactMiniSearch = {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  dirtCount: number;
  fieldLength: number[][];
  index: [term: string, ...postings: (number | number[])[]][];
};

export function compactMiniSearch(plain: AsPlainObject): CompactMiniSearch {
  const fieldLength: number[][] = [];
  for (let id = 0; id < plain.nextId; id += 1) {
    if (plain.documentIds[id] !== id) throw new Error(`Document ${id} has the id ${String(plain.documentIds[id])}; ids must be record numbers.`);
    const pairs: number[] = [];
    (plain.fieldLength[id] ?? []).forEach((length, field) => {
      if (length !== null && length !== undefined) pairs.push(field, length);
    });
    fieldLength.push(pairs);
  }
  const index = plain.index.map(([term, fields]): CompactMiniSearch['index'][number] => {
    const postings: (number | number[])[] = [];
    for (const [field, documents] of Object.entries(fields)) {
      const run: number[] = [];
      let previous = 0;
      for (const id of Object.keys(documents)
        .map(Number)
        .sort((a, b) => a - b)) {
        run.push(id - previous);
        previous = id;
        const frequency = documents[id]!;
        if (frequency > 1) run.push(-frequency);
      }
      postings.push(Number(field), run);
    }
    return [term, ...postings];
  });
  return {
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    dirtCount: plain.dirtCount ?? 0,
    fieldLength,
    index,
  };
}

export function expandMiniSearch(compact: CompactMiniSearch): AsPlainObject {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((pairs, id) => {
    documentIds[id] = id;
    const lengths: number[] = [];
    for (let i = 0; i < pairs.length; i += 2) lengths[pairs[i]!] = pairs[i + 1]!;
    fieldLength[id] = lengths;
  });
  const index = compact.index.map(([term, ...postings]): AsPlainObject['index'][number] => {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 0; i < postings.length; i += 2) {
      const documents: Record<string, number> = {};
      let id = 0;
      for (const value of postings[i + 1] as number[]) {
        if (value < 0) {
          documents[id] = -value;
        } else {
          id += value;
          documents[id] = 1;
        }
      }
      fields[String(postings[i])] = documents;
    }
    return [term, fields];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: compact.dirtCount,
    index,
    serializationVersion: 2,
  };
}
