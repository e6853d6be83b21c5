// SPEC §7 requestUsernameChange: answers a UsernameChangeStatus (SPEC §4). Usernames are unique ignoring
// case; the new name is claimed in the username index first, then the record and the index move together.
// Changes of one account run one at a time: concurrent ones would all read the same current name, each claim
// its own new one and release only that current name, leaving the account holding several names.
import { isValidUsername, mainPaths, UsernameChangeStatus, usernameIndexKey } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { mainDatabase } from '../admin';
import { readValue } from '../reads';
import { serialized } from '../serialized';
import { claimUsername, isEmailAccount } from '../usernames';
import { validatedOnCall } from '../validatedOnCall';

export const requestUsernameChange = validatedOnCall(
  'requestUsernameChange',
  async ({ uid, data: { newUsername }, request }) => {
    if (!isEmailAccount(request.auth?.token)) return UsernameChangeStatus.NotAllowed;
    if (!isValidUsername(newUsername)) return UsernameChangeStatus.Invalid;

    const database = mainDatabase();
    return serialized(database, mainPaths.userLock(uid), async () => {
      const [current, restrictions] = await Promise.all([
        readValue(database, mainPaths.username(uid)),
        readValue(database, mainPaths.userModerationRestrictions(uid)),
      ]);
      if (restrictions?.usernameChange === true) return UsernameChangeStatus.NotAllowed;
      // The record is created on sign-up; writing a username without it would leave a partial record.
      if (typeof current !== 'string') {
        throw new HttpsError('failed-precondition', 'The account has no user record yet.');
      }

      if (!(await claimUsername(database, newUsername, uid))) return UsernameChangeStatus.Taken;

      const updates: Record<string, unknown> = {
        [mainPaths.username(uid)]: newUsername,
        [mainPaths.userLastUpdated(uid)]: ServerValue.TIMESTAMP,
      };
      const [oldKey, newKey] = [usernameIndexKey(current), usernameIndexKey(newUsername)];
      // The old entry is ours to release only if it points to us; while it does, nobody else can claim it.
      if (oldKey !== newKey && (await readValue(database, mainPaths.usernameOwner(oldKey))) === uid) {
        updates[mainPaths.usernameOwner(oldKey)] = null;
      }
      await database.ref().update(updates);
      return UsernameChangeStatus.Success;
    });
  },
);
