// SPEC §7 requestDeletion: deletes a quiz the caller owns, with their created/{id} entry and every search
// index entry of it, in one update, serialized with the quiz's other changes (so that no save still running
// brings the quiz back after this answers success, and the entry it reads lists every indexed word).
import { mainPaths, quizDeletionUpdate } from '@/domain';
import { mainDatabase } from '../admin';
import { ownedQuizSearchEntry } from '../quizzes';
import { serialized } from '../serialized';
import { validatedOnCall } from '../validatedOnCall';

export const requestDeletion = validatedOnCall('requestDeletion', async ({ uid, data: { id } }) => {
  const database = mainDatabase();
  await serialized(database, mainPaths.quizLock(id), async () => {
    const previousEntry = await ownedQuizSearchEntry(database, id, uid);
    await database.ref().update(quizDeletionUpdate({ quizId: id, owner: uid, previousEntry }));
  });
  return { success: true };
});
