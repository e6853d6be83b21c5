// SPEC §7 changeDefaultQuestion: saves the caller's template for new questions (SPEC §3) and stamps
// lastUpdated. The payload must have exactly the template's shape and types; its values are then brought
// within the limits of SPEC §5 by the same rule the settings screen applies.
import { clampQuestionTemplate, mainPaths, type NewQuestionTemplate } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { z } from 'zod';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

/** Far beyond any limit clampQuestionTemplate keeps, so a huge string is refused rather than processed. */
const TEXT_INPUT_MAX_LENGTH = 10_000;

const text = z.string().max(TEXT_INPUT_MAX_LENGTH);
const number = z.number().finite();

const newQuestionTemplate = z.strictObject({
  title: text,
  desc: text,
  randomizeOrder: z.boolean(),
  titlePlusImg: z.boolean(),
  titlePlusDesc: z.boolean(),
  customPointsOptions: z.strictObject({ basePoints: number, timeBonus: number }),
  timeLimit: number,
}) satisfies z.ZodType<NewQuestionTemplate>;

const changeDefaultQuestionPayload = z.strictObject({ newDefaultQuestion: newQuestionTemplate });

export const changeDefaultQuestion = validatedOnCall(
  'changeDefaultQuestion',
  changeDefaultQuestionPayload,
  async ({ uid, data: { newDefaultQuestion } }) => {
    await mainDatabase()
      .ref()
      .update({
        [mainPaths.userNewQuestionTemplate(uid)]: clampQuestionTemplate(newDefaultQuestion),
        [mainPaths.userLastUpdated(uid)]: ServerValue.TIMESTAMP,
      });
  },
);
