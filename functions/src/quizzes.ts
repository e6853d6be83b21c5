// What the quiz callables share: who may save a quiz, and who may change or delete an existing one.
import { emailAccountMessages, mainPaths, type SearchEntry } from '@/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { readValue } from './reads';
import { isEmailAccount } from './usernames';

/** Refuses, with `message`, a caller without an email account (SPEC §5: anonymous accounts only play). */
export function assertEmailAccount(token: DecodedIdToken | undefined, message: string): void {
  if (!isEmailAccount(token)) throw new HttpsError('permission-denied', message);
}

/** Saving requires an email account (SPEC §5); visitors are shown the sign-up prompt instead. */
export function assertMaySaveQuizzes(token: DecodedIdToken | undefined): void {
  assertEmailAccount(token, emailAccountMessages.saveQuiz);
}

/** Hosting requires an email account, as saving does: an anonymous account costs a script nothing. */
export function assertMayHostGames(token: DecodedIdToken | undefined): void {
  assertEmailAccount(token, emailAccountMessages.hostGame);
}

/**
 * Checks that quiz/loqs/{quizId} exists and belongs to `uid`, and returns its search entry (null when it has
 * none), which the caller's update needs to keep the plays and remove the old index entries.
 */
export async function ownedQuizSearchEntry(
  database: Database,
  quizId: string,
  uid: string,
): Promise<SearchEntry | null> {
  const [owner, entry] = await Promise.all([
    readValue(database, mainPaths.quizOwner(quizId)),
    readValue(database, mainPaths.searchEntry(quizId)),
  ]);
  if (owner === null) throw new HttpsError('not-found', `There is no quiz ${quizId}.`);
  if (owner !== uid) throw new HttpsError('permission-denied', `Quiz ${quizId} belongs to another user.`);
  return entry;
}
