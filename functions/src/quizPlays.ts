// Counting plays for Explore's "most played" order; startGame calls it when a game of the quiz starts.
import { mainPaths, searchPlayUpdate, type SearchEntry } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from './admin';
import { serialized } from './serialized';

/**
 * Adds one play to the quiz's search entry and, when it is listed, to each of its sort keys, in one update
 * of server-side increments (so concurrent games all count). A quiz without an entry (deleted, or never
 * saved through the callables) is left alone: an increment would create a stray partial entry. Serialized
 * with the quiz's saves and deletion, so the entry read is still the quiz's when the increments land (not a
 * `p` left under a word just removed, nor an entry brought back after a deletion).
 */
export async function countQuizPlay(quizId: string): Promise<void> {
  const database = mainDatabase();
  await serialized(database, mainPaths.quizLock(quizId), async () => {
    const entry = (await database.ref(mainPaths.searchEntry(quizId)).get()).val() as SearchEntry | null;
    if (entry === null) return;
    await database.ref().update(searchPlayUpdate(quizId, entry, ServerValue.increment(1)));
  });
}
