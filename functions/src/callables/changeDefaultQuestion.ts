// SPEC §7 changeDefaultQuestion: saves the caller's template for new questions (SPEC §3) and stamps
// lastUpdated. The payload must have exactly the template's shape and types; its values are then brought
// within the limits of SPEC §5 by the same rule the settings screen applies.
import { clampQuestionTemplate, mainPaths } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

export const changeDefaultQuestion = validatedOnCall(
  'changeDefaultQuestion',
  async ({ uid, data: { newDefaultQuestion } }) => {
    await mainDatabase()
      .ref()
      .update({
        [mainPaths.userNewQuestionTemplate(uid)]: clampQuestionTemplate(newDefaultQuestion),
        [mainPaths.userLastUpdated(uid)]: ServerValue.TIMESTAMP,
      });
  },
);
