// SPEC §7 introQuestion {gameID, time, questionNum}: question `questionNum` is introduced (SPEC §4,
// status 2), after the quiz intro or after the previous question's leaderboard. The intro's length
// comes from the question's title (timing.ts), so the payload's time is accepted and ignored.
import { runHostStep } from '../hostSteps';
import { validatedOnCall } from '../validatedOnCall';

export const introQuestion = validatedOnCall(
  'introQuestion',
  async ({ uid, data: { gameID, questionNum } }) => {
    await runHostStep(uid, gameID, { kind: 'introQuestion', questionNumber: questionNum });
    return { success: true };
  },
);
