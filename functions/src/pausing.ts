// pauseGame's work on the games database (the rules of pausing are in src/domain/game/pausing.ts): under a
// claim on games/{id}/progress (progressClaims.ts), which records the pause's start or end at the host's
// press and keeps host steps off the game meanwhile, the pause state derived from the periods as the
// server stored them is written where the host, the phones and the rules read it; then the lease goes.
// A pause never lands in a phase it was not made in: no step is claimed while its lease lasts, and its
// writes stop when half the lease has gone (as a step's do).
import { pauseChanges, pauseClaimFor, pauseState, periodsOf, SERVER_TIME } from '@/domain';
import { gamesDatabase } from './admin';
import { runClaimed, writeChanges, type ClaimOptions } from './progressClaims';

/**
 * Pauses (`paused`) or resumes the game's current phase for its host. Succeeds when the game is as asked
 * (now, or already: nothing changes); throws not-found, permission-denied, failed-precondition (the game
 * is over) or unavailable (a step kept the game busy too long).
 */
export async function runPause(
  uid: string,
  gameId: string,
  paused: boolean,
  options: ClaimOptions & { pressedAt?: number } = {},
): Promise<void> {
  await runClaimed(
    uid,
    gameId,
    {
      decide: (current, context) => pauseClaimFor(current, paused, context, SERVER_TIME, options.pressedAt),
      write: async (_claim, claimed, lease) => {
        // The progress as the server stored it: the pause's times resolved by the database's clock.
        const state = pauseState(periodsOf(claimed.pauses, claimed.claimed));
        await writeChanges(gamesDatabase(), gameId, pauseChanges(state), lease);
        return { completion: null };
      },
    },
    options,
  );
}
