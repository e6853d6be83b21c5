// An arrange question's answers and settings as an untrusted caller sends them (quizValidation): 2 to 9
// text items.
import { z } from 'zod';
import { answerCountSchema, answerTextSchema } from '../../validation/fieldSchemas';
import { AnswerKind, QuestionType } from '../question';
import { arrange } from './arrange';

export const arrangeSchema = {
  questionType: z.literal(QuestionType.Arrange),
  answers: answerCountSchema(
    z.strictObject({
      name: answerTextSchema,
      type: z.literal(AnswerKind.Text, 'must be 0: arrange items are text'),
    }),
    QuestionType.Arrange,
    arrange.answerCount,
  ),
  typeSpecificSettings: z.strictObject({}),
};
