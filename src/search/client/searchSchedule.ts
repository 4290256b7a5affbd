/**
 * A search of one or two letters is nearly always the start of a longer one, typed a fraction of a
 * second before the next letter; the words it starts lie in five to eight term shards. Fetched, they
 * take the connections (a browser opens six to a server) that the next keystrokes need: on a slow
 * phone, the reader who typed חופשה into an open search waited for ח's and חו's shards and texts.
 *
 * Here such a search, before it fetches anything, waits `pauseMs`; if a newer search of the same
 * shape (the same requests but for their queries) has come meanwhile, or comes before a later round
 * of fetching, it fetches nothing more and answers with the newer search's answer, right after it.
 * A longer search does not wait, but it too fetches nothing once a newer one has come: before its
 * first round it lets the keystrokes already sent to the worker arrive (one task), and it looks again
 * before each later round. So a word typed fast (חופ, חופש, חופשה, 30 ms apart on a phone whose
 * page was busy) fetches the files of its last form, not also the texts of the hits of its first.
 * The reader sees no difference: the modal shows only the newest search's answer once it has come.
 * A search that finds what it needs already fetched does not wait.
 */
import type {BeforeFetching} from '../engine/shardedEngine';
import type {AlgoliaSearchRequest} from '../engine/params';

/** Thrown by `beforeFetching` when a newer search has come: the search takes that one's answer. */
class Superseded extends Error {}

const isFirstLetters = (requests: readonly AlgoliaSearchRequest[]): boolean => requests.length > 0 && requests.every((request) => [1, 2].includes([...(request.query ?? '').trim()].length));

/** The requests without their queries: two searches of the same shape answer the same field. */
const shapeOf = (requests: readonly AlgoliaSearchRequest[]): string => JSON.stringify(requests.map(({query: _query, ...rest}) => rest));

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function searchSchedule<T>(pauseMs: number, wait: (ms: number) => Promise<void> = sleep) {
  const newest = new Map<string, Promise<T>>();
  return function schedule(requests: readonly AlgoliaSearchRequest[], run: (beforeFetching?: BeforeFetching) => Promise<T>): Promise<T> {
    const shape = shapeOf(requests);
    // Before the first round: the pause, or for a longer search one task (the messages queued meanwhile).
    let firstRound = true;
    const beforeFetching: BeforeFetching = async () => {
      if (firstRound) await (isFirstLetters(requests) ? wait(pauseMs) : sleep(0));
      firstRound = false;
      if (newest.get(shape) !== answer) throw new Superseded();
    };
    const answer: Promise<T> = run(beforeFetching).catch((error: unknown) => {
      if (error instanceof Superseded) return newest.get(shape)!;
      throw error;
    });
    newest.set(shape, answer);
    return answer;
  };
}
