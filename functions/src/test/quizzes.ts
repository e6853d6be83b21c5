// Quizzes in the test database, written and read through the same code as in production.
import { mainPaths, quizSaveUpdate, type QuizContent, type Visibility } from '@/domain';
import { storedQuizContent } from '@/domain/validation';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { mainDatabase } from '../admin';

/** A quiz of every type, with another visibility or title when given. */
export function quizWith(data: { visibility?: Visibility; title?: string } = {}): QuizContent {
  const quiz = quizOfEveryType();
  return { ...quiz, data: { ...quiz.data, ...data } };
}

/** quizWith() with `fields` replacing those of its question at `index`: a payload the callables may refuse. */
export function quizWithQuestionFields(index: number, fields: Record<string, unknown>): unknown {
  const quiz = quizWith();
  return {
    ...quiz,
    questions: quiz.questions.map((question, at) => (at === index ? { ...question, ...fields } : question)),
  };
}

/** Saves a quiz as the callables would, last modified at `modifiedAt`. */
export async function saveQuiz(
  quizId: string,
  owner: string,
  content: QuizContent = quizWith(),
  modifiedAt = 1,
): Promise<void> {
  await mainDatabase()
    .ref()
    .update(quizSaveUpdate({ quizId, owner, content, previousEntry: null, modifiedAt }));
}

/** A saved quiz's content read back through firebase-admin, as the SPA reads it. */
export async function readQuizContent(quizId: string): Promise<QuizContent> {
  return storedQuizContent((await mainDatabase().ref(mainPaths.quizContent(quizId)).get()).val());
}
