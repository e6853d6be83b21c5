// SPEC §7 startQuestion {gameID, questionType, options}: the introduced question opens for answers
// (SPEC §4, status 3) until its time limit, by the server's clock. The type and options come from the
// game's own copy of the quiz; the payload's are accepted and ignored. Loqi's host also sends
// questionNumber, so that a late retry for an earlier question cannot open a later one.
import { runHostStep } from '../hostSteps';
import { validatedOnCall } from '../validatedOnCall';

export const startQuestion = validatedOnCall(
  'startQuestion',
  async ({ uid, data: { gameID, questionNumber } }) => {
    await runHostStep(uid, gameID, { kind: 'startQuestion', questionNumber });
    return { success: true };
  },
);
