// A multi-select question's answers and settings as an untrusted caller sends them (quizValidation).
import { z } from 'zod';
import { QuestionType } from '../question';
import { choiceAnswersSchema, choiceSettingsSchema } from './choiceQuestions.schema';

export const multiSelectSchema = {
  questionType: z.literal(QuestionType.MultiSelect),
  answers: choiceAnswersSchema(QuestionType.MultiSelect),
  typeSpecificSettings: choiceSettingsSchema,
};
