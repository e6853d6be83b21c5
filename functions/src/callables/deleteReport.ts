// deleteReport {gameID} (issue 18): the host deletes one of their games' reports, and its line in their list.
// Reports are written by the server alone, so their deletion is a callable too: only the report's host may
// make it. A report that is already gone is deleted again without complaint (a retried call); someone
// else's report is refused as not found, so that a caller cannot tell which game ids have reports.
import { gameMessages, mainPaths } from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { mainDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

export const deleteReport = validatedOnCall('deleteReport', async ({ uid, data: { gameID } }) => {
  const main = mainDatabase();
  const host: unknown = (await main.ref(mainPaths.reportHost(gameID)).get()).val();
  if (host !== null && host !== uid) throw new HttpsError('not-found', gameMessages.reportNotFound);
  await main.ref().update({
    [mainPaths.report(gameID)]: null,
    [mainPaths.reportListing(uid, gameID)]: null,
  });
  return { success: true };
});
