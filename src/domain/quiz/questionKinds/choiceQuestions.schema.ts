// The options of single-choice and multi-select questions as an untrusted caller sends them (quizValidation).
import { z } from 'zod';
import { answerCountSchema, answerTextSchema, imageAnswerNameSchema } from '../../validation/fieldSchemas';
import { AnswerKind, questionTypeNames, type QuestionType } from '../question';
import { CHOICE_ANSWER_COUNT } from './choiceQuestions';

const choiceAnswerSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ name: answerTextSchema, type: z.literal(AnswerKind.Text), isCorrect: z.boolean() }),
    z.strictObject({
      name: imageAnswerNameSchema,
      type: z.literal(AnswerKind.Image),
      isCorrect: z.boolean(),
    }),
  ],
  { error: 'must be 0 (text) or 1 (image)' },
);

/** 2 to 12 options, at least one correct; `type` names the question type in the messages. */
export const choiceAnswersSchema = (type: QuestionType) =>
  answerCountSchema(choiceAnswerSchema, type, CHOICE_ANSWER_COUNT).refine(
    (answers) => answers.some((answer) => answer.isCorrect),
    { error: `has no correct answer; ${questionTypeNames[type]} questions need at least one` },
  );

export const choiceSettingsSchema = z.strictObject({ randomizeOrder: z.boolean() });
