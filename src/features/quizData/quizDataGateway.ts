// The quizzes' only contact with Firebase (SPEC §7): the user's list of quizzes, quizzes (viewQuiz) and their
// data, authors' usernames, addQuiz (the editor's new quizzes, duplicates) and requestDeletion; images resolve
// through @/common/useImageUrl. Component tests replace this module (vi.mock).
import {
  mainPaths,
  type DbPath,
  questionCountFromLastKey,
  quizSummary,
  type QuizContent,
  type QuizSummary,
  type ViewedQuiz,
} from '@/domain';
import { callFunction, listenToMain } from '@/firebase/calls';
import { readValue } from '@/firebase/reads';
import { mainDatabase } from '@/firebase/services';

/**
 * Calls `onChange` with users/{uid}/quizzes/created as stored ({quizId: lastModifiedMs}, or null for none),
 * now and at every change, so that a quiz saved or deleted in another tab shows at once. Returns the
 * unsubscribe function.
 */
export function watchCreatedQuizzes(
  uid: string,
  onChange: (created: unknown) => void,
  onRefused: (error: Error) => void,
): () => void {
  return listenToMain(mainPaths.userCreatedQuizzes(uid), onChange, onRefused);
}

async function readMain<T>(path: DbPath<T>): Promise<T | null> {
  try {
    return await readValue(mainDatabase, path);
  } catch (error) {
    // The rules refuse what the reader may not see (another user's private quiz): to the reader, it is not there.
    if (error instanceof Error && /permission.denied/i.test(error.message)) return null;
    throw error;
  }
}

/**
 * How many questions one of the reader's own quizzes holds, from its last question alone (orderByKey sorts
 * the list's index keys as numbers): one question is read, not up to 500. Null when it cannot be read.
 */
async function readQuestionCount(quizId: string): Promise<number | null> {
  const [database, { get, limitToLast, orderByKey, query, ref }] = await Promise.all([
    mainDatabase(),
    import('firebase/database'),
  ]);
  try {
    const last = await get(
      query(ref(database, `${mainPaths.quizContent(quizId)}/questions`), orderByKey(), limitToLast(1)),
    );
    let key: string | null = null;
    last.forEach((child) => {
      key = child.key;
    });
    return questionCountFromLastKey(key);
  } catch (error) {
    // The card still shows without its count.
    console.error(error);
    return null;
  }
}

/** What a card shows of one of the reader's quizzes (its data and question count), or null when it is gone. */
export async function readQuizSummary(quizId: string): Promise<QuizSummary | null> {
  const [data, questionCount] = await Promise.all([
    readMain(mainPaths.quizData(quizId)),
    readQuestionCount(quizId),
  ]);
  return quizSummary(data, questionCount);
}

/**
 * A whole quiz as viewQuiz gives it to the reader, or null when it is missing or not visible to them (SPEC §6).
 * Only its owner reads its questions from the database; others get them from viewQuiz, without the answer
 * keys while a game of the quiz runs or when it is copy-protected. The server restores what the database
 * drops (storedQuizContent) before answering.
 */
export function readQuiz(quizId: string): Promise<ViewedQuiz | null> {
  return callFunction('viewQuiz', { id: quizId });
}

/** A user's username, or null when it cannot be read. */
export async function readUsername(uid: string): Promise<string | null> {
  const username = await readMain(mainPaths.username(uid));
  return typeof username === 'string' ? username : null;
}

/** Deletes one of the user's quizzes; rejects with the server's error (not-found, permission-denied). */
export async function requestDeletion(quizId: string): Promise<void> {
  await callFunction('requestDeletion', { id: quizId });
}

/** Saves a new quiz of the signed-in user's; resolves with its id. */
export async function addQuiz(quiz: QuizContent): Promise<string> {
  const answer = await callFunction('addQuiz', { quiz });
  if (!answer.success || typeof answer.id !== 'string') throw new Error('addQuiz did not answer with an id');
  return answer.id;
}
