// The quiz library's rules (SPEC §2 /my, §5): the order of a user's quizzes and the deletion check.

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
