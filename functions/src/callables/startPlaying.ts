// SPEC §7 startPlaying {gameID, totalQuestions}: the host leaves the lobby for the quiz intro (SPEC §4,
// status 0 → 1). The server knows the number of questions; the payload's is accepted and ignored.
import { runHostStep } from '../hostSteps';
import { validatedOnCall } from '../validatedOnCall';

export const startPlaying = validatedOnCall('startPlaying', async ({ uid, data: { gameID } }) => {
  await runHostStep(uid, gameID, { kind: 'startPlaying' });
  return { success: true };
});
