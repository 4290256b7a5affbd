import {createHmac, randomBytes} from 'node:crypto';
import {clientHashHours} from '../../../src/feedback/policy';

/**
 * What the service knows of a reader, in memory only: an HMAC of the address with a random salt
 * that is replaced, with everything keyed by it, every `clientHashHours` (at midnight UTC, so that
 * a period is a UTC day, the day the writers' report counts readers in: ./report.ts). It serves the
 * rate limit and counts a reader once per query a day; it is never written anywhere, and once the
 * salt is gone the hashes cannot be tied to an address again.
 */
export function clientTracker({perMinute, now = Date.now}: {perMinute: number; now?: () => number}) {
  const periodMs = clientHashHours * 3_600_000;
  const periodOf = (at: number): number => Math.floor(at / periodMs);
  let salt = randomBytes(32);
  let period = periodOf(now());
  let windows = new Map<string, {start: number; count: number}>();
  let searched = new Set<string>();

  const rotate = (): void => {
    if (periodOf(now()) === period) return;
    salt = randomBytes(32);
    period = periodOf(now());
    windows = new Map();
    searched = new Set();
  };

  return {
    /** The reader's key for this period. */
    key(address: string): string {
      rotate();
      return createHmac('sha256', salt).update(address).digest('base64url');
    },
    /** Counts a request; false once the reader made `perMinute` in the current minute (0: no limit). */
    allow(key: string): boolean {
      if (perMinute === 0) return true;
      const at = now();
      const window = windows.get(key);
      if (!window || at - window.start >= 60_000) {
        windows.set(key, {start: at, count: 1});
        // Forget finished windows now and then, so memory follows the readers of the last minute.
        if (windows.size > 10_000) for (const [each, {start}] of windows) if (at - start >= 60_000) windows.delete(each);
        return true;
      }
      window.count += 1;
      return window.count <= perMinute;
    },
    /** Seconds until the reader's minute ends. */
    retryAfter(key: string): number {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.start + 60_000 - now()) / 1000)) : 1;
    },
    /** True the first time this reader reports this query in the period: a reader counts once per query. */
    firstSearch(key: string, query: string): boolean {
      const id = `${key} ${query}`;
      if (searched.has(id)) return false;
      // A bound on memory under a flood of made-up addresses: past it, readers may count twice.
      if (searched.size >= 200_000) searched = new Set();
      searched.add(id);
      return true;
    },
  };
}

export type ClientTracker = ReturnType<typeof clientTracker>;
