import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {recordsFile, recordsFromMarkdown} from '../../src/plugins/search-records';
import type {SearchEngine} from '../../src/search/engine';
import type {DocSearchRecord} from '../../src/search/records';

/** Helpers shared by the search benchmarks. */

export const siteDir = path.resolve(__dirname, '../..');
export const builtRecordsPath = recordsFile(siteDir);

/** The records of the last build when there is one, else the docs' Markdown through the dev path. */
export async function guideRecords(): Promise<{records: DocSearchRecord[]; source: string}> {
  if (existsSync(builtRecordsPath)) {
    return {records: JSON.parse(await readFile(builtRecordsPath, 'utf8')) as DocSearchRecord[], source: path.relative(siteDir, builtRecordsPath)};
  }
  const records = await recordsFromMarkdown({siteDir, url: 'https://docs.example.com', baseUrl: '/', siteTitle: 'בודק השכר'});
  return {records, source: 'docs/**/*.md (dev path)'};
}

export function sizes(json: string): {raw: number; gzip: number} {
  return {raw: Buffer.byteLength(json), gzip: gzipSync(json).length};
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/** Milliseconds per query, each query run `rounds` times after one warm-up pass. */
export function latencies(engine: SearchEngine, queries: readonly string[], rounds = 5): number[] {
  const run = (query: string): void => {
    engine.searchRequests([{indexName: 'guide', query, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>'}]);
  };
  queries.forEach(run);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      run(query);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/**
 * `count` records made from the real ones: whole pages, in order, copied under new addresses
 * (/copy-2/…) when more are needed than the guide has, cut at the last page that fits.
 */
export function syntheticRecords(records: readonly DocSearchRecord[], count: number): DocSearchRecord[] {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const page = pages.get(record.url_without_anchor) ?? [];
    page.push(record);
    pages.set(record.url_without_anchor, page);
  }
  const result: DocSearchRecord[] = [];
  for (let copy = 1; result.length < count; copy += 1) {
    for (const page of pages.values()) {
      if (result.length >= count) break;
      for (const record of page.slice(0, count - result.length)) {
        const move = (url: string): string => (copy === 1 ? url : url.replace(/^(https?:\/\/[^/]+)/, `$1/copy-${copy}`));
        result.push({...record, objectID: `${record.objectID}-${copy}`, url: move(record.url), url_without_anchor: move(record.url_without_anchor)});
      }
    }
  }
  return result;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
