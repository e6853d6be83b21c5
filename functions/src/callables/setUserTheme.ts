// SPEC §7 setUserTheme: saves the caller's theme (SPEC §3, one of THEMES) and stamps lastUpdated, which the
// SPA's open tabs listen to.
import { mainPaths } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

export const setUserTheme = validatedOnCall('setUserTheme', async ({ uid, data: { themeID } }) => {
  await mainDatabase()
    .ref()
    .update({
      [mainPaths.userTheme(uid)]: themeID,
      [mainPaths.userLastUpdated(uid)]: ServerValue.TIMESTAMP,
    });
});
