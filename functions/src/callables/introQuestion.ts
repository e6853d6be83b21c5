// SPEC §7 introQuestion {gameID, time, questionNum}: question `questionNum` is introduced (SPEC §4,
// status 2), after the quiz intro or after the previous question's leaderboard. The intro's length
// comes from the question's title (timing.ts), so the payload's time is accepted and ignored.
import { QUESTION_COUNT_MAX } from '@/domain';
import { z } from 'zod';
import { runHostStep } from '../hostSteps';
import { gameIdSchema } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

const introQuestionPayload = z.strictObject({
  gameID: gameIdSchema,
  time: z.number().nonnegative().optional(),
  questionNum: z.number().int().nonnegative().lt(QUESTION_COUNT_MAX),
});

export const introQuestion = validatedOnCall(
  'introQuestion',
  introQuestionPayload,
  async ({ uid, data: { gameID, questionNum } }): Promise<{ success: true }> => {
    await runHostStep(uid, gameID, { kind: 'introQuestion', questionNumber: questionNum });
    return { success: true };
  },
);
