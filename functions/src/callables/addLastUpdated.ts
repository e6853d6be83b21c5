// SPEC §7 addLastUpdated: stamps users/{uid}/lastUpdated with the server time. The SPA's open tabs listen to
// that value and refetch the user record when it changes.
import { mainPaths } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

export const addLastUpdated = validatedOnCall('addLastUpdated', async ({ uid }) => {
  await mainDatabase().ref(mainPaths.userLastUpdated(uid)).set(ServerValue.TIMESTAMP);
});
