// A quiz as the Realtime Database gives it back. The database keeps no empty objects and no nulls, so a
// saved quiz loses the typeSpecificSettings {} of its true/false and arrange questions and a null image;
// the SPA's viewer and editor read quizzes through storedQuizContent, which puts them back.
import { z } from 'zod';
import { QUESTION_TYPES } from '../quiz/question';
import { questionKinds } from '../quiz/questionKinds';
import type { QuizContent } from '../quiz/quiz';
import { storedQuizContentSchema } from './quizValidation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `type` is a question type whose typeSpecificSettings are {}, which the database drops. */
const settingsDroppedWhenStored = (type: unknown): boolean =>
  QUESTION_TYPES.some((known) => known === type && questionKinds[known].settingsDroppedWhenStored);

function withDroppedPartsRestored(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { data, questions } = raw;
  return {
    ...raw,
    data: isRecord(data) ? { ...data, image: data.image ?? null } : data,
    questions: Array.isArray(questions)
      ? questions.map((question: unknown) =>
          isRecord(question) &&
          question.typeSpecificSettings === undefined &&
          settingsDroppedWhenStored(question.questionType)
            ? { ...question, typeSpecificSettings: {} }
            : question,
        )
      : questions,
  };
}

/**
 * The quiz content read from quiz/loqs/{id}/content, in the exact shape it was saved with. It is checked
 * against storedQuizContentSchema (which leaves a saved quiz unchanged), so a stored quiz that is not a valid
 * quiz throws rather than reaching a screen half-formed.
 */
export function storedQuizContent(raw: unknown): QuizContent {
  const parsed = storedQuizContentSchema.safeParse(withDroppedPartsRestored(raw));
  if (!parsed.success)
    throw new Error(`The stored quiz is not a valid quiz:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
