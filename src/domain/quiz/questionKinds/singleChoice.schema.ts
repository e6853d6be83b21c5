// A single-choice question's answers and settings as an untrusted caller sends them (quizValidation).
import { z } from 'zod';
import { QuestionType } from '../question';
import { choiceAnswersSchema, choiceSettingsSchema } from './choiceQuestions.schema';

export const singleChoiceSchema = {
  questionType: z.literal(QuestionType.SingleChoice),
  answers: choiceAnswersSchema(QuestionType.SingleChoice),
  typeSpecificSettings: choiceSettingsSchema,
};
