// An open-ended question's answers and settings as an untrusted caller sends them (quizValidation): empty
// alternates removed and one empty slot appended, then 1 to 50 accepted answers.
import { z } from 'zod';
import { withOpenEndedSlot } from '../answers';
import { answerTextSchema } from '../../validation/fieldSchemas';
import { QuestionType, questionTypeNames } from '../question';
import { openEnded } from './openEnded';

export const openEndedSchema = {
  questionType: z.literal(QuestionType.OpenEnded),
  answers: z
    .array(answerTextSchema)
    .transform(withOpenEndedSlot)
    .superRefine((answers, ctx) => {
      const { min, max } = openEnded.answerCount;
      const accepted = answers.length - 1;
      if (accepted < min || accepted > max) {
        ctx.addIssue({
          code: 'custom',
          message: `has ${accepted} accepted answers; ${questionTypeNames[QuestionType.OpenEnded]} questions take ${min} to ${max}`,
        });
      }
    }),
  typeSpecificSettings: z.strictObject({ caseSensitive: z.boolean() }),
};
