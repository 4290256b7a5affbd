import {readFileSync} from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';

const docsDir = path.join(import.meta.dirname, '../../../docs');

/** The Markdown of a doc, by id (e.g. "calculation-results/calc-hufsha"). */
export function readDoc(id: string): string {
  return readFileSync(path.join(docsDir, `${id}.md`), 'utf8');
}

/** Rounds to agorot, the way the guide states amounts. */
export function roundShekel(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Formats a number as the guide writes it: thousands with commas, up to two decimals (1,234.5 / 418 / 34.32). */
export function formatNumber(value: number, fractionDigits?: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 2,
  });
}

/** Fails unless the page states the computed figure (formatted as the guide writes numbers). */
export function assertStated(page: string, value: number, fractionDigits?: number): void {
  const text = formatNumber(value, fractionDigits);
  const pattern = new RegExp(`(^|[^\\d.,])${text.replace(/[.,]/g, (c) => `\\${c}`)}(?![\\d]|[.,]\\d)`);
  assert.match(page, pattern, `the page should state ${text}`);
}
