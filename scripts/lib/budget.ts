/** The size budget of budget.json: what is measured, against which limit, and the verdict. */

export type Budget = {
  /** The doc page whose first load is measured. */
  page: string;
  /** Limits in KiB (1,024 bytes), gzip sizes except for the fonts (woff2 is compressed already). */
  limitsKiB: {javascript: number; css: number; fonts: number; searchJavascript: number; searchIndex: number};
};

export type BudgetItem = keyof Budget['limitsKiB'];

export type Measurement =
  | {item: BudgetItem; label: string; bytes: number; detail?: string}
  /** Nothing to measure: `why` says so, and `fails` whether that is a failure. */
  | {item: BudgetItem; label: string; bytes?: undefined; why: string; fails: boolean};

export type Verdict = {label: string; measured: string; limit: string; ok: boolean; note?: string};

export function parseBudget(json: unknown): Budget {
  const budget = json as Partial<Budget>;
  const limits = budget.limitsKiB as Partial<Budget['limitsKiB']> | undefined;
  const items: BudgetItem[] = ['javascript', 'css', 'fonts', 'searchJavascript', 'searchIndex'];
  if (typeof budget.page !== 'string' || !limits || items.some((item) => typeof limits[item] !== 'number' || !(limits[item]! > 0))) {
    throw new Error(`budget.json needs "page" and positive "limitsKiB" for ${items.join(', ')}`);
  }
  return budget as Budget;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function verdict(budget: Budget, measurement: Measurement): Verdict {
  const limitKiB = budget.limitsKiB[measurement.item];
  const limit = `${limitKiB} KiB`;
  if (measurement.bytes === undefined) {
    return {label: measurement.label, measured: 'n/a', limit, ok: !measurement.fails, note: measurement.why};
  }
  const ok = measurement.bytes <= limitKiB * 1024;
  const note = ok ? measurement.detail : `over the limit by ${kib(measurement.bytes - limitKiB * 1024)}${measurement.detail ? `; ${measurement.detail}` : ''}`;
  return {label: measurement.label, measured: kib(measurement.bytes), limit, ok, ...(note ? {note} : {})};
}

/**
 * The search index row: measured when the build has one; when it has none, a failure only if the
 * built client asks for it (the offline search is registered), else nothing to measure yet.
 */
export function searchIndexMeasurement(indexGzipBytes: number | undefined, clientFetchesIndex: boolean): Measurement {
  const label = 'search index data, first search (gzip)';
  if (indexGzipBytes !== undefined) return {item: 'searchIndex', label, bytes: indexGzipBytes};
  return clientFetchesIndex
    ? {item: 'searchIndex', label, why: 'the built client fetches /search/index.json but the build has none', fails: true}
    : {item: 'searchIndex', label, why: 'no search index in this build: the offline search is not registered yet', fails: false};
}

/** Problems with the font requests of a page: a file fetched twice, a preload the page never used. */
export function fontRequestProblems(requested: readonly string[], preloaded: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const url of requested) counts.set(url, (counts.get(url) ?? 0) + 1);
  return [
    ...[...counts].filter(([, count]) => count > 1).map(([url]) => `${url} is downloaded ${counts.get(url)} times`),
    ...preloaded.filter((url) => !counts.has(url)).map((url) => `${url} is preloaded but no stylesheet uses it`),
  ];
}
