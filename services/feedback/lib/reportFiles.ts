import {existsSync, readdirSync, statSync, unlinkSync} from 'node:fs';
import path from 'node:path';

/** The writers' report files (`feedback:report`) as they are written beside the database. */
export const reportFilePattern = /^report-.*\.md$/;

/**
 * Deletes the report files in `dir` (beside the database) last written before `before`: a report is
 * kept no longer than the rows it was made from. The service runs it with its hourly expiry, and
 * `feedback:report` each time it writes one. Returns the names deleted.
 */
export function deleteOldReports(dir: string, before: number): string[] {
  if (!existsSync(dir)) return [];
  const deleted: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!reportFilePattern.test(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < before) {
      unlinkSync(file);
      deleted.push(name);
    }
  }
  return deleted;
}
