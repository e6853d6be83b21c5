// SPEC §7 endQuestion {gameID, correct, scoreChanges}: the open question ends (time up, everyone
// answered, or Skip) and is scored (SPEC §4, status 4; the last question's results are the final
// leaderboard). The server scores the answers the database accepted, against its own copy of the quiz
// and its own clock: the payload's correct answers and score changes are accepted for compatibility
// and never trusted. Loqi's host also sends questionNumber, so that a late retry cannot end a later
// question.
import { QUESTION_COUNT_MAX, SUBMITTED_ANSWER_MAX_LENGTH } from '@/domain';
import { z } from 'zod';
import { runHostStep } from '../hostSteps';
import { gameIdSchema } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

const endQuestionPayload = z.strictObject({
  gameID: gameIdSchema,
  correct: z
    .union([
      z.array(z.union([z.number(), z.string().max(SUBMITTED_ANSWER_MAX_LENGTH)])),
      z.number(),
      z.string(),
    ])
    .optional(),
  scoreChanges: z.array(z.strictObject({ user: z.string().max(128), points: z.number() })).optional(),
  questionNumber: z.number().int().nonnegative().lt(QUESTION_COUNT_MAX).optional(),
});

export const endQuestion = validatedOnCall(
  'endQuestion',
  endQuestionPayload,
  async ({ uid, data: { gameID, questionNumber } }): Promise<{ success: true }> => {
    await runHostStep(uid, gameID, { kind: 'endQuestion', questionNumber });
    return { success: true };
  },
);
