// SPEC §7 endQuestion {gameID, correct, scoreChanges}: the open question ends (time up, everyone
// answered, or Skip) and is scored (SPEC §4, status 4; the last question's results are the final
// leaderboard). The server scores the answers the database accepted, against its own copy of the quiz
// and its own clock: the payload's correct answers and score changes are accepted for compatibility
// and never trusted. Loqi's host also sends questionNumber, so that a late retry cannot end a later
// question.
import { runHostStep } from '../hostSteps';
import { validatedOnCall } from '../validatedOnCall';

export const endQuestion = validatedOnCall(
  'endQuestion',
  async ({ uid, data: { gameID, questionNumber } }) => {
    await runHostStep(uid, gameID, { kind: 'endQuestion', questionNumber });
    return { success: true };
  },
);
