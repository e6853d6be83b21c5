// Deletes what the server keeps of an account once the account is deleted in Auth (by its owner through the
// SDK, as the smoke test deletes its throwaway account, or in the console): its record users/{uid}, its
// username, which becomes free, its upload bookkeeping, and the reports of the games it hosted (they hold
// players' answers that nobody else may read). Its quizzes and uploaded images are left as they are:
// deleting them is the owner's choice, and nothing asks it yet.
// A v1 trigger, as createUserRecord is: v2 has no Auth trigger on deletion.
import { mainPaths } from '@/domain';
import { mainDatabase } from '../admin';
import { authTrigger } from '../functionOptions';
import { readValue } from '../reads';
import { serialized } from '../serialized';
import { releaseUsername } from '../usernames';

/**
 * Deletes the record of the account `uid` and frees its username. Serialized with the account's username
 * changes (the same lease), so a change under way cannot claim a name after the record is gone.
 */
export async function deleteUserRecordFor(uid: string): Promise<void> {
  const database = mainDatabase();
  await serialized(database, mainPaths.userLock(uid), async () => {
    const [name, listings] = await Promise.all([
      readValue(database, mainPaths.username(uid)),
      readValue(database, mainPaths.reportListings(uid)),
    ]);
    const reports = Object.keys(listings ?? {}).map((gameId) => [mainPaths.report(gameId), null]);
    await database.ref().update({
      [mainPaths.user(uid)]: null,
      [mainPaths.uploadQuota(uid)]: null,
      [mainPaths.uploadSizes(uid)]: null,
      [mainPaths.reportListings(uid)]: null,
      ...Object.fromEntries(reports),
    });
    if (typeof name === 'string') await releaseUsername(database, name, uid);
  });
}

export const deleteUserRecord = authTrigger()
  .user()
  .onDelete(async (user) => {
    await deleteUserRecordFor(user.uid);
  });
