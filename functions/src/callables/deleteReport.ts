// deleteReport {gameID}: the host deletes one of their games' reports, and its line in their list.
// Reports are written by the server alone, so their deletion is a callable too: only the report's host may
// make it. A report that is already gone is deleted again without complaint (a retried call); someone
// else's report is refused as not found, so that a caller cannot tell which game ids have reports.
//
// The host is checked in a transaction on the whole report: a call that found no report yet (a player's, in
// the lobby) must not delete the report that startPlaying begins a moment later. Anyone else's call removes
// at most their own listing line.
import { gameMessages, mainPaths } from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { mainDatabase, mainTransactionDatabase } from '../admin';
import { validatedOnCall } from '../validatedOnCall';

export const deleteReport = validatedOnCall('deleteReport', async ({ uid, data: { gameID } }) => {
  let othersReport = false;
  await mainTransactionDatabase()
    .ref(mainPaths.report(gameID))
    .transaction(
      (current: { host?: unknown } | null) => {
        othersReport = false;
        // With nothing cached the SDK guesses null: writing null back makes the server compare it with what
        // it holds, and run this again with the real report if there is one.
        if (current === null) return null;
        if (current.host === uid) return null;
        othersReport = true;
        return undefined;
      },
      undefined,
      false,
    );
  await mainDatabase().ref(mainPaths.reportListing(uid, gameID)).remove();
  if (othersReport) throw new HttpsError('not-found', gameMessages.reportNotFound);
  return { success: true };
});
