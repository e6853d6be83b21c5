// SPEC §7 startQuestion {gameID, questionType, options}: the introduced question opens for answers
// (SPEC §4, status 3) until its time limit, by the server's clock. The type and options come from the
// game's own copy of the quiz; the payload's are accepted and ignored. Loqi's host also sends
// questionNumber, so that a late retry for an earlier question cannot open a later one.
import { QUESTION_COUNT_MAX, QUESTION_TYPES } from '@/domain';
import { z } from 'zod';
import { runHostStep } from '../hostSteps';
import { gameIdSchema } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

const startQuestionPayload = z.strictObject({
  gameID: gameIdSchema,
  questionType: z
    .number()
    .int()
    .min(0)
    .max(Math.max(...QUESTION_TYPES))
    .optional(),
  options: z.union([z.number().int().nonnegative(), z.array(z.unknown())]).optional(),
  questionNumber: z.number().int().nonnegative().lt(QUESTION_COUNT_MAX).optional(),
});

export const startQuestion = validatedOnCall(
  'startQuestion',
  startQuestionPayload,
  async ({ uid, data: { gameID, questionNumber } }): Promise<{ success: true }> => {
    await runHostStep(uid, gameID, { kind: 'startQuestion', questionNumber });
    return { success: true };
  },
);
