// pauseGame {gameID, paused}: the host pauses the game's current phase (its timer stops on every
// screen, players see "Paused", answers are refused) or resumes it (its deadline moved by the pause's
// length). The host's alone; idempotent: pausing a paused game, or resuming a running one, changes
// nothing. See src/domain/game/pausing.ts and functions/src/pausing.ts.
import { runPause } from '../pausing';
import { validatedOnCall } from '../validatedOnCall';

export const pauseGame = validatedOnCall('pauseGame', async ({ uid, data: { gameID, paused, at } }) => {
  await runPause(uid, gameID, paused, { pressedAt: at });
  return { success: true };
});
