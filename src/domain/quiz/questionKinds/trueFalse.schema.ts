// A true/false question's answers and settings as an untrusted caller sends them (quizValidation).
import { z } from 'zod';
import { QuestionType } from '../question';

export const trueFalseSchema = {
  questionType: z.literal(QuestionType.TrueFalse),
  answers: z
    .tuple(
      [
        z.strictObject({ name: z.literal('True', 'must be "True"'), isCorrect: z.boolean() }),
        z.strictObject({ name: z.literal('False', 'must be "False"'), isCorrect: z.boolean() }),
      ],
      { error: 'must be exactly the answers True then False' },
    )
    .refine(([yes, no]) => yes.isCorrect !== no.isCorrect, {
      error: 'exactly one of True and False must be correct',
    }),
  typeSpecificSettings: z.strictObject({}),
};
