// The editor's only contact with Firebase (SPEC §7): reading the quiz to edit and its owner's username, and
// saving a new quiz (through the quizzes' data, which the library's viewer and /my's duplicates use too),
// and saving over one with setQuiz.
// Component tests replace this module (vi.mock).
import type { QuizContent, ViewedQuiz } from '@/domain';
import { callFunction } from '@/firebase/calls';
import {
  addQuiz as addStoredQuiz,
  readQuiz as readStoredQuiz,
  readUsername as readStoredUsername,
} from '@/features/quizData';

/** A whole quiz (viewQuiz), or null when it is missing or private to someone else. */
export function readQuiz(quizId: string): Promise<ViewedQuiz | null> {
  return readStoredQuiz(quizId);
}

/** A user's username, or null when it cannot be read. */
export function readUsername(uid: string): Promise<string | null> {
  return readStoredUsername(uid);
}

/** Saves a new quiz; resolves with its id. */
export function addQuiz(quiz: QuizContent): Promise<string> {
  return addStoredQuiz(quiz);
}

/** Saves over one of the user's quizzes. */
export async function setQuiz(quizId: string, quiz: QuizContent): Promise<void> {
  const answer = await callFunction('setQuiz', { id: quizId, quiz });
  if (!answer) throw new Error('setQuiz did not confirm the save');
}
