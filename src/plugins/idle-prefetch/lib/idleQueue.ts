/**
 * A queue of small jobs run one per idle moment of the browser, each job once per key. A job that
 * is cheap alone becomes a long task when fifty of them run together: that is what viewport
 * prefetching did (../client/routePrefetch.ts).
 */
export type IdleScheduler = (run: () => void) => void;

export function idleQueue(schedule: IdleScheduler) {
  const seen = new Set<string>();
  const jobs: (() => void)[] = [];
  let scheduled = false;
  const runOne = (): void => {
    scheduled = false;
    const job = jobs.shift();
    if (jobs.length > 0) {
      scheduled = true;
      schedule(runOne);
    }
    job?.();
  };
  return {
    /** Queues `job` unless a job of the same key was queued before; returns whether it was queued. */
    add(key: string, job: () => void): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      jobs.push(job);
      if (!scheduled) {
        scheduled = true;
        schedule(runOne);
      }
      return true;
    },
  };
}
