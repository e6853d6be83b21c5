// The writes that save or delete a quiz, each as ONE multi-path update of the main database, so the quiz,
// its owner's list and the search index never disagree. The callables (addQuiz, setQuiz, requestDeletion)
// and the demo seed build their updates here.
import { mainPaths } from '../common/paths';
import type { QuizContent, SearchEntry } from './quiz';
import { searchEntryFor, searchIndexUpdate } from '../search/searchIndex';

export interface QuizSave {
  quizId: string;
  owner: string;
  /** The normalised content (quizContentSchema's output). */
  content: QuizContent;
  /** The quiz's search entry before this save (search/quizzes/{id}), or null for a new quiz. */
  previousEntry: SearchEntry | null;
  /** The last-modified time: the server passes its timestamp placeholder, the seed a number. */
  modifiedAt: unknown;
}

/**
 * Saves a quiz: the record (quiz/loqs/{id}, `opened` = modifiedAt), the owner's created/{id} entry with the
 * same time, and its search entry, which keeps the plays counted so far.
 */
export function quizSaveUpdate({
  quizId,
  owner,
  content,
  previousEntry,
  modifiedAt,
}: QuizSave): Record<string, unknown> {
  const nextEntry = searchEntryFor(content.data, 0, previousEntry?.plays ?? 0);
  return {
    [mainPaths.quiz(quizId)]: { owner, opened: modifiedAt, content },
    [mainPaths.userCreatedQuiz(owner, quizId)]: modifiedAt,
    ...searchIndexUpdate(quizId, previousEntry, nextEntry, modifiedAt),
  };
}

/** Deletes a quiz: its record, the owner's created/{id} entry and every search index entry of it. */
export function quizDeletionUpdate({
  quizId,
  owner,
  previousEntry,
}: Pick<QuizSave, 'quizId' | 'owner' | 'previousEntry'>): Record<string, unknown> {
  return {
    [mainPaths.quiz(quizId)]: null,
    [mainPaths.userCreatedQuiz(owner, quizId)]: null,
    ...searchIndexUpdate(quizId, previousEntry, null, null),
  };
}
