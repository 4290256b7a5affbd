import assert from 'node:assert/strict';
import {test} from 'node:test';
import {newestFirst, type WaitForNewer} from './newestFirst';

/** Lets every pending promise settle. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Jobs that record their steps and end when `finish(name)` is called. */
function jobs() {
  const steps: string[] = [];
  const finishers = new Map<string, () => void>();
  const job = (name: string) => async () => {
    steps.push(`${name} starts`);
    await new Promise<void>((resolve) => finishers.set(name, resolve));
    return name;
  };
  const finish = async (name: string) => {
    finishers.get(name)!();
    await settle();
  };
  return {steps, job, finish};
}

test('of a burst, the newest runs first and the older ones, newest first, once it is done; each gets its own answer', async () => {
  const {steps, job, finish} = jobs();
  const schedule = newestFirst(setImmediate);
  const answers = ['ח', 'חו', 'חופ'].map((name) => schedule(job(name)));
  assert.deepEqual(steps, []);
  await settle();
  assert.deepEqual(steps, ['חופ starts']);
  await finish('חופ');
  assert.deepEqual(steps, ['חופ starts', 'חו starts']);
  await finish('חו');
  await finish('ח');
  assert.deepEqual(steps, ['חופ starts', 'חו starts', 'ח starts']);
  assert.deepEqual(await Promise.all(answers), ['ח', 'חו', 'חופ']);
});

test('a job under way waits, at its next round of fetching, for a newer one that came meanwhile', async () => {
  const steps: string[] = [];
  const schedule = newestFirst(setImmediate);
  let newerDone!: () => void;
  const older = schedule(async (waitForNewer: WaitForNewer) => {
    steps.push('older: its terms');
    await settle();
    await settle();
    await waitForNewer();
    steps.push('older: its texts');
  });
  await settle();
  const newer = schedule(async () => {
    steps.push('newer starts');
    await new Promise<void>((resolve) => (newerDone = resolve));
    steps.push('newer done');
  });
  await settle();
  await settle();
  assert.deepEqual(steps, ['older: its terms', 'newer starts']);
  newerDone();
  await Promise.all([older, newer]);
  assert.deepEqual(steps, ['older: its terms', 'newer starts', 'newer done', 'older: its texts']);
});

test('a job that comes alone starts at the next turn, without waiting for older ones', async () => {
  const {steps, job, finish} = jobs();
  const schedule = newestFirst(setImmediate);
  void schedule(job('a'));
  await settle();
  void schedule(job('b'));
  await settle();
  assert.deepEqual(steps, ['a starts', 'b starts']);
  await finish('a');
  await finish('b');
});

test('a failed job hands its error to its caller and lets the older ones run', async () => {
  const schedule = newestFirst(setImmediate);
  const older = schedule(() => Promise.resolve('older'));
  const failing = schedule(() => Promise.reject(new Error('lost shard')));
  await assert.rejects(failing, /lost shard/);
  assert.equal(await older, 'older');
});
