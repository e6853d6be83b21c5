// SPEC §7 addLastUpdated: stamps users/{uid}/lastUpdated with the server time. The SPA's open tabs listen to
// that value and refetch the user record when it changes.
import { mainPaths } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { z } from 'zod';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

/** The callable takes no payload: the client SDK sends null, and undefined or {} mean the same. */
const addLastUpdatedPayload = z.strictObject({}).nullish();

export const addLastUpdated = validatedOnCall('addLastUpdated', addLastUpdatedPayload, async ({ uid }) => {
  await mainDatabase().ref(mainPaths.userLastUpdated(uid)).set(ServerValue.TIMESTAMP);
});
