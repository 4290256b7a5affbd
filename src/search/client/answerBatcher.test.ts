import assert from 'node:assert/strict';
import {MessageChannel} from 'node:worker_threads';
import {test} from 'node:test';
import {answerBatcher} from './answerBatcher';
import {searchSchedule} from './searchSchedule';
import type {AlgoliaSearchRequest} from '../engine/params';

type Answer = {id: number; value: {results: string[]}};

/** What a page hears from a worker that sends with `answerBatcher`: each message, as it arrives (a structured clone). */
function channel() {
  const {port1, port2} = new MessageChannel();
  const messages: Answer[][] = [];
  const arrived: (() => void)[] = [];
  port2.on('message', (answers: Answer[]) => {
    messages.push(answers);
    arrived.shift()?.();
  });
  const next = () => new Promise<void>((resolve) => arrived.push(resolve));
  const close = () => {
    port1.close();
    port2.close();
  };
  return {send: answerBatcher<Answer>((answers) => port1.postMessage(answers)), messages, next, close};
}

test("the answers given in one task reach the page as one message, in order; a later task's in another", async () => {
  const {send, messages, next, close} = channel();
  try {
    const first = next();
    send({id: 1, value: {results: ['a']}});
    await Promise.resolve();
    send({id: 2, value: {results: ['b']}});
    await first;
    const second = next();
    setTimeout(() => send({id: 3, value: {results: ['c']}}), 5);
    await second;
    assert.deepEqual(
      messages.map((answers) => answers.map(({id}) => id)),
      [[1, 2], [3]],
    );
  } finally {
    close();
  }
});

test('a word typed fast: the searches its last letter superseded come with the newest answer, in one message, one copy of it', async () => {
  const {send, messages, next, close} = channel();
  try {
    // As in the worker (./engine.worker.ts): each keystroke a search; the first letters pause first.
    const pauses: (() => void)[] = [];
    const schedule = searchSchedule<{results: string[]}>(150, () => new Promise<void>((resolve) => pauses.push(resolve)));
    const search = (id: number, query: string) =>
      schedule([{indexName: 'guide', query} as AlgoliaSearchRequest], async (beforeFetching) => {
        await beforeFetching?.();
        await new Promise((resolve) => setTimeout(resolve, 10));
        return {results: [query]};
      }).then((value) => send({id, value}));
    const arrived = next();
    void ['ח', 'חו', 'חופ', 'חופש', 'חופשה'].map((query, id) => search(id, query));
    for (const end of pauses.splice(0)) end();
    await arrived;
    assert.equal(messages.length, 1, 'one message');
    const [answers] = messages as [Answer[]];
    assert.deepEqual(answers.map(({id}) => id).sort(), [0, 1, 2, 3, 4]);
    assert.deepEqual(answers[0]!.value, {results: ['חופשה']});
    assert.ok(
      answers.every(({value}) => value === answers[0]!.value),
      'the newest answer copied once, shared by every search',
    );
  } finally {
    close();
  }
});
