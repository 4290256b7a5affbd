/**
 * Bounded concurrency for the tools: at most `running` calls at once, at most `waiting` more in
 * line; past that a call is refused at once with BusyError, so a flood of requests cannot hold the
 * service's memory or starve the calls already in.
 */
export class BusyError extends Error {
  constructor() {
    super('The guide server is busy: too many calls at once. Try again in a moment.');
  }
}

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function limiter(running: number, waiting: number): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];
  // A finished call hands its slot to the first one waiting.
  const next = (): void => {
    const waiter = queue.shift();
    if (waiter) waiter();
    else active -= 1;
  };
  return async (task) => {
    if (active >= running) {
      if (queue.length >= waiting) throw new BusyError();
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await task();
    } finally {
      next();
    }
  };
}
