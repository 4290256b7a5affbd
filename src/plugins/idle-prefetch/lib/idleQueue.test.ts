import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {idleQueue} from './idleQueue';

/** A scheduler whose idle moments come when the test says. */
function manualIdle() {
  const moments: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void moments.push(run),
    /** Lets one idle moment come; returns whether one was asked for. */
    next(): boolean {
      const run = moments.shift();
      run?.();
      return run !== undefined;
    },
    get asked(): number {
      return moments.length;
    },
  };
}

describe('idleQueue', () => {
  it('runs nothing at once, then one job per idle moment, in order', () => {
    const idle = manualIdle();
    const queue = idleQueue(idle.schedule);
    const ran: string[] = [];
    for (const route of ['/a', '/b', '/c']) queue.add(route, () => ran.push(route));
    assert.deepEqual(ran, []);
    assert.equal(idle.asked, 1);
    assert.equal(idle.next(), true);
    assert.deepEqual(ran, ['/a']);
    assert.equal(idle.next(), true);
    assert.deepEqual(ran, ['/a', '/b']);
    assert.equal(idle.next(), true);
    assert.deepEqual(ran, ['/a', '/b', '/c']);
    // Nothing left: no further moment is asked for.
    assert.equal(idle.next(), false);
  });

  it('runs a key once, even when it comes again after its job ran', () => {
    const idle = manualIdle();
    const queue = idleQueue(idle.schedule);
    let runs = 0;
    assert.equal(
      queue.add('/a', () => (runs += 1)),
      true,
    );
    assert.equal(
      queue.add('/a', () => (runs += 1)),
      false,
    );
    idle.next();
    assert.equal(
      queue.add('/a', () => (runs += 1)),
      false,
    );
    assert.equal(idle.next(), false);
    assert.equal(runs, 1);
  });

  it('asks for a new moment when a job comes after the queue emptied', () => {
    const idle = manualIdle();
    const queue = idleQueue(idle.schedule);
    const ran: string[] = [];
    queue.add('/a', () => ran.push('/a'));
    idle.next();
    assert.equal(idle.asked, 0);
    queue.add('/b', () => ran.push('/b'));
    assert.equal(idle.asked, 1);
    idle.next();
    assert.deepEqual(ran, ['/a', '/b']);
  });

  it('a job that throws does not stop the ones after it', () => {
    const idle = manualIdle();
    const queue = idleQueue(idle.schedule);
    const ran: string[] = [];
    queue.add('/bad', () => {
      throw new Error('no chunk');
    });
    queue.add('/b', () => ran.push('/b'));
    assert.throws(() => idle.next(), /no chunk/);
    assert.equal(idle.next(), true);
    assert.deepEqual(ran, ['/b']);
  });
});
