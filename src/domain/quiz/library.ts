// The quiz library's rules (SPEC §2 /my, §5): the order of a user's quizzes, what a card shows of each, and
// the deletion check.
import { screenTexts } from '../common/messages';
import type { StoragePath } from './question';
import { Visibility } from './quiz';

/** One of the user's quizzes as users/{uid}/quizzes/created lists it. */
export interface CreatedQuiz {
  id: string;
  /** Last-modified time, ms since the epoch. */
  lastModified: number;
}

/**
 * The user's quizzes from users/{uid}/quizzes/created ({quizId: lastModifiedMs}), most recently modified
 * first; equal times keep a stable order by id. Entries without a time are not quizzes of this list.
 */
export function createdQuizzesNewestFirst(created: unknown): CreatedQuiz[] {
  if (typeof created !== 'object' || created === null || Array.isArray(created)) return [];
  return Object.entries(created)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([id, lastModified]) => ({ id, lastModified }))
    .sort((a, b) => b.lastModified - a.lastModified || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Deleting a quiz needs its exact title typed: no trimming, no case folding (SPEC §5). */
export function confirmsDeletion(typed: string, title: string): boolean {
  return typed === title;
}

/**
 * What a /my card shows of a quiz: read from quiz/loqs/{id}/content/data, and the number of questions from
 * the key of the last question alone (questionCountFromLastKey), never the whole quiz.
 */
export interface QuizSummary {
  title: string;
  image: StoragePath | null;
  visibility: Visibility;
  /** How many questions the quiz holds, or null when that could not be read. */
  questionCount: number | null;
}

const isStoragePath = (value: unknown): value is StoragePath =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => typeof part === 'string' && part !== '');

/**
 * The card of a quiz from its stored data, or null when there is none (deleted). The database drops a null
 * image, and a card must show even for data it cannot fully read, so this takes what it can: a title
 * (the default one when missing) and an image when it is a [folder, file] pair.
 */
export function quizSummary(data: unknown, questionCount: number | null = null): QuizSummary | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, image, visibility } = data as Record<string, unknown>;
  return {
    title: typeof title === 'string' && title !== '' ? title : screenTexts.untitledQuiz,
    image: isStoragePath(image) ? image : null,
    // A value it cannot read is shown as the default visibility, as the editor would open it.
    visibility:
      visibility === Visibility.Public || visibility === Visibility.Private
        ? visibility
        : Visibility.Unlisted,
    questionCount,
  };
}

/**
 * A quiz's number of questions from the key of its last question: the questions are stored as a list, so
 * keys run 0, 1, ... and the last is the count less one. Null for no key or one that is not an index.
 */
export function questionCountFromLastKey(key: string | null): number | null {
  if (key === null || !/^(0|[1-9]\d{0,5})$/.test(key)) return null;
  return Number(key) + 1;
}
