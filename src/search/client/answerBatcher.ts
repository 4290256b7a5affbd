/**
 * The engine's worker sends its answers to the page once per task, together. A word typed fast is
 * searched at each keystroke, and the searches its last letter superseded are answered with the
 * newest search's answer, all in one task of the worker (./searchSchedule.ts). Posted one by one,
 * that answer (some 20 KB) was copied to the page once per keystroke, and each copy became a
 * response that DocSearch rendered, a task apart, before the first result was painted. In one
 * message it is copied once (a structured clone keeps an object sent twice as one object), and the
 * page handles every answer in one task.
 */
export function answerBatcher<T>(post: (answers: T[]) => void): (answer: T) => void {
  let waiting: T[] = [];
  return (answer) => {
    if (waiting.length === 0) {
      // A task later: the answers settled in this one's microtasks have all come.
      setTimeout(() => {
        const answers = waiting;
        waiting = [];
        post(answers);
      });
    }
    waiting.push(answer);
  };
}
