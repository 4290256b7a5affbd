/**
 * Gives the newest search the network first. A reader who typed חופשה while the index loaded sends
 * five searches (ח, חו, …, חופשה) within a few milliseconds when it is ready; run side by side, the
 * four stale ones fetch their own term shards and texts, and on a slow network the answer the modal
 * will show waits behind them. Here a job starts only once every newer one has finished, and a
 * job already under way, before each round of fetching, waits again for any newer one (a keystroke
 * that came while it ran). Each job still runs to its own answer, later: the modal does not show
 * a stale answer that comes after a newer one.
 */
export type WaitForNewer = () => Promise<void>;

export function newestFirst(defer: (run: () => void) => void) {
  /** The jobs that arrived and have not finished, oldest first. */
  const unfinished: {order: number; finished: Promise<void>}[] = [];
  let arrived = 0;
  return function schedule<T>(job: (waitForNewer: WaitForNewer) => Promise<T>): Promise<T> {
    const order = (arrived += 1);
    let finish!: () => void;
    const entry = {order, finished: new Promise<void>((resolve) => (finish = resolve))};
    unfinished.push(entry);
    const waitForNewer = async (): Promise<void> => {
      for (let newer = unfinished.filter((other) => other.order > order); newer.length > 0; newer = unfinished.filter((other) => other.order > order)) {
        await Promise.all(newer.map((other) => other.finished));
      }
    };
    // A turn first, so that the other searches of the same burst have arrived.
    return new Promise<void>((resolve) => defer(resolve))
      .then(waitForNewer)
      .then(() => job(waitForNewer))
      .finally(() => {
        unfinished.splice(unfinished.indexOf(entry), 1);
        finish();
      });
  };
}
