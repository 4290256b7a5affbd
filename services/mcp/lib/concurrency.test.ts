import assert from 'node:assert/strict';
import {test} from 'node:test';
import {BusyError, limiter} from './concurrency';

test('at most `running` calls run at once, the next ones wait their turn, and past `waiting` a call is refused', async () => {
  const limit = limiter(2, 1);
  let active = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const task = () =>
    limit(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => releases.push(resolve));
      active -= 1;
      return 'done';
    });
  const calls = [task(), task(), task()];
  await assert.rejects(task(), BusyError);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(active, 2);
  releases.shift()!();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(active, 2, 'the waiting call took the freed slot');
  releases.splice(0).forEach((release) => release());
  await new Promise((resolve) => setImmediate(resolve));
  releases.splice(0).forEach((release) => release());
  assert.deepEqual(await Promise.all(calls), ['done', 'done', 'done']);
  assert.equal(most, 2);
  assert.equal(await limit(async () => 'again'), 'again', 'a failed or finished call frees its slot');
});

test('a call that throws frees its slot', async () => {
  const limit = limiter(1, 0);
  await assert.rejects(
    limit(async () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  assert.equal(await limit(async () => 1), 1);
});
