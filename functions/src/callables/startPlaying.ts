// SPEC §7 startPlaying {gameID, totalQuestions}: the host leaves the lobby for the quiz intro (SPEC §4,
// status 0 → 1). The server knows the number of questions; the payload's is accepted and ignored.
import { z } from 'zod';
import { runHostStep } from '../hostSteps';
import { gameIdSchema } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

const startPlayingPayload = z.strictObject({
  gameID: gameIdSchema,
  totalQuestions: z.number().int().nonnegative().optional(),
});

export const startPlaying = validatedOnCall(
  'startPlaying',
  startPlayingPayload,
  async ({ uid, data: { gameID } }): Promise<{ success: true }> => {
    await runHostStep(uid, gameID, { kind: 'startPlaying' });
    return { success: true };
  },
);
