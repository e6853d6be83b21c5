// Callable functions and live database listeners, shared by the features' gateways.
import type { Database } from 'firebase/database';
import type { CallableAnswer, CallableName, CallablePayload, DbPath } from '@/domain';
import { latestValueEvery } from './latestValue';
import { subscribeTo } from './reads';
import { functionsService, gamesDatabase, mainDatabase } from './services';

/**
 * Calls the callable function `name` (SPEC §7) and resolves with its answer's data, both typed by the
 * contract (callables.ts). `timeoutMs` bounds the wait for an answer (the SDK's default is 70 s), for a
 * caller that would rather ask again.
 */
export async function callFunction<Name extends CallableName>(
  name: Name,
  payload: CallablePayload<Name>,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<CallableAnswer<Name>> {
  const [functions, { httpsCallable }] = await Promise.all([
    functionsService(),
    import('firebase/functions'),
  ]);
  const options = timeoutMs === undefined ? undefined : { timeout: timeoutMs };
  const result = await httpsCallable<CallablePayload<Name>, CallableAnswer<Name>>(
    functions,
    name,
    options,
  )(payload);
  return result.data;
}

/** How often a refused listener is tried again, and the delay unit between tries. */
const LISTEN_RETRIES = 5;
const LISTEN_RETRY_DELAY_MS = 300;

export interface ListenOptions {
  /**
   * Deliver the value at most once this often (ms; latestValue.ts): for a location that a crowd changes
   * many times a second. 0, the default, delivers every change.
   */
  everyMs?: number;
  /**
   * Keep the location's children from child events, rather than read the whole location at each change:
   * for a map of thousands (the players of a game), whose whole read at each join or answer would cost
   * its size each time.
   */
  asMap?: boolean;
}

/**
 * Listens to `path` of a database, its value typed by the path (null: nothing there); returns the function
 * that stops listening. Just after sign-in the client may still have sent the previous (signed-out)
 * credentials, so a refusal is tried again a few times before `onRefused` hears of it.
 */
function listenTo<T>(
  database: () => Promise<Database>,
  path: DbPath<T>,
  onValue: (value: T | null) => void,
  onRefused: (error: Error) => void = (error) => console.error(error),
  { everyMs = 0, asMap = false }: ListenOptions = {},
): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  let retries = 0;
  const values = latestValueEvery(everyMs, onValue);
  const listen = async () => {
    const [instance, firebaseDatabase] = await Promise.all([database(), import('firebase/database')]);
    if (stopped) return;
    let failed = false;
    unsubscribe = subscribeTo(
      firebaseDatabase,
      instance,
      path,
      asMap,
      (read) => {
        retries = 0;
        values.next(read);
      },
      (error) => {
        // A refused listen cancels each of its subscriptions: one retry for them all.
        if (stopped || failed) return;
        failed = true;
        unsubscribe?.();
        if (retries >= LISTEN_RETRIES) return onRefused(error);
        retries += 1;
        setTimeout(() => void listen(), LISTEN_RETRY_DELAY_MS * retries);
      },
    );
  };
  void listen();
  return () => {
    stopped = true;
    values.stop();
    unsubscribe?.();
  };
}

/** Listens to `path` of the main database (users and quizzes); see listenTo. */
export const listenToMain = <T>(
  path: DbPath<T>,
  onValue: (value: T | null) => void,
  onRefused?: (error: Error) => void,
): (() => void) => listenTo(mainDatabase, path, onValue, onRefused);

/** Listens to `path` of the live-game database (`.info/serverTimeOffset` too); see listenTo. */
export const listenToGames = <T>(
  path: DbPath<T>,
  onValue: (value: T | null) => void,
  onRefused?: (error: Error) => void,
  options?: ListenOptions,
): (() => void) => listenTo(gamesDatabase, path, onValue, onRefused, options);
