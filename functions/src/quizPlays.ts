// Counting plays for Explore's "most played" order: once per game, when the game starts playing with at
// least one player (the startPlaying host step, hostSteps.ts), so an empty lobby counts nothing.
import { mainPaths, searchPlayUpdate } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from './admin';
import { readValue } from './reads';
import { serialized } from './serialized';

/**
 * Adds the play of game `gameId` to its quiz's search entry and, when it is listed, to each of its sort
 * keys: server-side increments, so concurrent games all count, in one update with the marker
 * countedPlays/{gameId}. A step that is run again (a retry, or another call completing a crashed one)
 * finds the marker and counts nothing: only one call makes a step's writes at a time (its lease), so the
 * marker is read after any earlier call's update. A quiz without an entry (deleted, or never saved through
 * the callables) is left alone: an increment would create a stray partial entry. Serialized with the
 * quiz's saves and deletion, so the entry read is still the quiz's when the increments land (not a `p` left
 * under a word just removed, nor an entry brought back after a deletion).
 */
export async function countGamePlay(quizId: string, gameId: string): Promise<void> {
  const database = mainDatabase();
  await serialized(database, mainPaths.quizLock(quizId), async () => {
    const [counted, entry] = await Promise.all([
      readValue(database, mainPaths.countedPlay(gameId)),
      readValue(database, mainPaths.searchEntry(quizId)),
    ]);
    if (counted !== null || entry === null) return;
    await database.ref().update({
      ...searchPlayUpdate(quizId, entry, ServerValue.increment(1)),
      [mainPaths.countedPlay(gameId)]: quizId,
    });
  });
}

/** Forgets the markers of deleted games (cleanUpGames): their steps can no longer run. */
export async function forgetCountedPlays(gameIds: readonly string[]): Promise<void> {
  if (gameIds.length === 0) return;
  await mainDatabase()
    .ref()
    .update(Object.fromEntries(gameIds.map((gameId) => [mainPaths.countedPlay(gameId), null])));
}
