// SPEC §7 setUserTheme: saves the caller's theme (SPEC §3, one of THEMES) and stamps lastUpdated, which the
// SPA's open tabs listen to.
import { mainPaths, THEMES } from '@/domain';
import { ServerValue } from 'firebase-admin/database';
import { z } from 'zod';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

const setUserThemePayload = z.strictObject({ themeID: z.enum(THEMES) });

export const setUserTheme = validatedOnCall(
  'setUserTheme',
  setUserThemePayload,
  async ({ uid, data: { themeID } }) => {
    await mainDatabase()
      .ref()
      .update({
        [mainPaths.userTheme(uid)]: themeID,
        [mainPaths.userLastUpdated(uid)]: ServerValue.TIMESTAMP,
      });
  },
);
