// The editor's only contact with Firebase (SPEC §7): reading the quiz to edit and its owner's username
// (through the library, which reads quizzes for the viewer too), and saving with addQuiz and setQuiz.
// Component tests replace this module (vi.mock).
import type { QuizContent, ViewedQuiz } from '@/domain';
import { callFunction } from '@/firebase/calls';
import { readQuiz as readLibraryQuiz, readUsername as readLibraryUsername } from '@/features/library';

/** A whole quiz (viewQuiz), or null when it is missing or private to someone else. */
export function readQuiz(quizId: string): Promise<ViewedQuiz | null> {
  return readLibraryQuiz(quizId);
}

/** A user's username, or null when it cannot be read. */
export function readUsername(uid: string): Promise<string | null> {
  return readLibraryUsername(uid);
}

/** Saves a new quiz; resolves with its id. */
export async function addQuiz(quiz: QuizContent): Promise<string> {
  const answer = await callFunction('addQuiz', { quiz });
  if (!answer.success || typeof answer.id !== 'string') throw new Error('addQuiz did not answer with an id');
  return answer.id;
}

/** Saves over one of the user's quizzes. */
export async function setQuiz(quizId: string, quiz: QuizContent): Promise<void> {
  const answer = await callFunction('setQuiz', { id: quizId, quiz });
  if (!answer) throw new Error('setQuiz did not confirm the save');
}
