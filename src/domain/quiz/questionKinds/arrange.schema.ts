// An arrange question's answers and settings as an untrusted caller sends them (quizValidation): 3 to 9
// text items. A quiz read back from the database may hold 2-item questions saved before the minimum was 3
// (storedArrangeSchema), which still play.
import { z } from 'zod';
import { answerCountSchema, answerTextSchema } from '../../validation/fieldSchemas';
import { AnswerKind, QuestionType } from '../question';
import { arrange, ARRANGE_STORED_MIN_ITEMS } from './arrange';

const arrangeSchemaTaking = (count: { min: number; max: number }) => ({
  questionType: z.literal(QuestionType.Arrange),
  answers: answerCountSchema(
    z.strictObject({
      name: answerTextSchema,
      type: z.literal(AnswerKind.Text, 'must be 0: arrange items are text'),
    }),
    QuestionType.Arrange,
    count,
  ),
  typeSpecificSettings: z.strictObject({}),
});

export const arrangeSchema = arrangeSchemaTaking(arrange.answerCount);

export const storedArrangeSchema = arrangeSchemaTaking({
  min: ARRANGE_STORED_MIN_ITEMS,
  max: arrange.answerCount.max,
});
