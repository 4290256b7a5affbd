/**
 * An answer to a search that comes after the answer to a later one is not the modal's to show: the
 * engine answers a burst of keystrokes side by side, so a short prefix's answer can come last, and
 * DocSearch's modal sets its context (the "Try searching for" suggestions) from every answer it
 * gets, in the order they come (autocomplete keeps only the newest request's results on screen).
 * The wrapped client answers such a late search with the newer answer already given, so the
 * context only ever moves forward.
 */

type Client = {search: (...args: never[]) => Promise<unknown>};

/** The client whose late answers are replaced by the newest one already given. */
export function withAnswersInOrder<C extends Client>(client: C): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let asked = 0;
  let given: {order: number; answer: unknown} | undefined;
  const wrapped = Object.create(client) as C;
  wrapped.search = ((...args: unknown[]) => {
    const order = ++asked;
    return search(...args).then((answer) => {
      if (given && given.order > order) return given.answer;
      given = {order, answer};
      return answer;
    });
  }) as C['search'];
  return wrapped;
}
