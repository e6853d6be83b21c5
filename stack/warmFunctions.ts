// firebase-tools' Functions emulator runs each function in Node worker processes of its own, started at the
// function's first call: that call waits while a new process loads the whole functions bundle, seconds on a
// busy two-core machine (a teacher's first join took 7.8 s, the first question's results 7 s). `npm start`
// therefore calls every live-game callable once before it says it is ready, with a payload each refuses
// (no signed-in user): the worker stays idle in the emulator's pool and answers the game's real first call.
import type { CallableName } from '@/domain';
import type { LocalStackConfig } from './localStack';

/** How long a warm-up call may take: loading ten workers at once on a busy two-core machine takes a while. */
const WARM_UP_TIMEOUT_MS = 120_000;

/** What a live game calls, host and players, in the order a game first calls them. */
export const LIVE_GAME_CALLABLES = [
  'startGame',
  'joinGame',
  'setGameLock',
  'kickPlayer',
  'kickPlayers',
  'startPlaying',
  'introQuestion',
  'startQuestion',
  'pauseGame',
  'endQuestion',
] as const satisfies readonly CallableName[];

/** A callable's address on the Functions emulator. */
export const callableUrl = (config: LocalStackConfig, name: CallableName): string =>
  `http://${config.functions.host}:${config.functions.port}/${config.projectId}/${config.functionsRegion}/${name}`;

/**
 * Calls each of `names` once, all at once, as a visitor with an empty payload: a harmless request that the
 * function refuses (unauthenticated) after its worker has loaded. Resolves with the names that answered;
 * a callable that could not be reached is left cold, never a reason to stop the stack.
 */
export async function warmCallables(
  config: LocalStackConfig,
  names: readonly CallableName[] = LIVE_GAME_CALLABLES,
): Promise<CallableName[]> {
  const answered = await Promise.all(
    names.map(async (name) => {
      try {
        const response = await fetch(callableUrl(config, name), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: {} }),
          // A worker that fails to load leaves its request unanswered.
          signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        // The function's own refusal comes as JSON; the emulator's failure to run it does not.
        return response.headers.get('content-type')?.includes('application/json') ? name : null;
      } catch {
        return null;
      }
    }),
  );
  return answered.filter((name): name is CallableName => name !== null);
}
