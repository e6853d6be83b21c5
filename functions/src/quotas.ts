// The quotas, each kept by a transaction on one small node per user, so that concurrent calls (a script
// firing twenty at once) are counted one after another: a host's live games (games database,
// hostedGames/{uid}), and a user's uploads of the last hour and bytes stored (main database,
// uploadQuotas/{uid}). The limits are functions parameters (params.ts); the bookkeeping is in the domain
// (quotas.ts), the refusals' texts in messages.ts.
import {
  admitHostedGame,
  admitUpload,
  gamePaths,
  mainPaths,
  quotaMessages,
  usageWithoutUpload,
  type HostedGames,
  type UploadUsage,
} from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesTransactionDatabase, mainDatabase } from './admin';
import { maxLiveGamesPerHost, maxUploadBytesPerUser, maxUploadsPerHour } from './params';

/**
 * Holds one of the host's live-game slots for `gameId` until `expiresAt`, or throws resource-exhausted when
 * the host already has MAX_LIVE_GAMES_PER_HOST games neither ended nor expired. The final host step frees
 * the slot (hostSteps.ts), and a game that expires without ending stops counting at its expiry.
 */
export async function holdLiveGameSlot(uid: string, gameId: string, expiresAt: number): Promise<void> {
  const max = maxLiveGamesPerHost();
  let full = false;
  // The host steps' transaction connection: no other write of this process can cancel the transaction.
  await gamesTransactionDatabase()
    .ref(gamePaths.hostedGames(uid))
    .transaction(
      (current: HostedGames | null) => {
        const outcome = admitHostedGame(current, { gameId, expiresAt, now: Date.now(), max });
        full = outcome.kind === 'full';
        return outcome.kind === 'admitted' ? outcome.games : undefined;
      },
      undefined,
      false,
    );
  if (full) throw new HttpsError('resource-exhausted', quotaMessages.liveGames(max));
}

/** Gives back the slot of a game that could not be written after all. */
export async function releaseLiveGameSlot(uid: string, gameId: string): Promise<void> {
  await gamesTransactionDatabase().ref(gamePaths.hostedGame(uid, gameId)).remove();
}

/**
 * Counts an upload of `bytes` as `pushedID`, or throws resource-exhausted when the user has made
 * MAX_UPLOADS_PER_HOUR uploads in the last hour or would keep more than MAX_UPLOAD_BYTES_PER_USER.
 */
export async function reserveUpload(uid: string, pushedID: string, bytes: number): Promise<void> {
  const maxPerHour = maxUploadsPerHour();
  const maxBytes = maxUploadBytesPerUser();
  let refusal: string | null = null;
  await mainDatabase()
    .ref(mainPaths.uploadQuota(uid))
    .transaction(
      (current: UploadUsage | null) => {
        const outcome = admitUpload(current, { pushedID, bytes, now: Date.now(), maxPerHour, maxBytes });
        refusal =
          outcome.kind === 'tooMany'
            ? quotaMessages.uploadsPerHour(maxPerHour)
            : outcome.kind === 'tooManyBytes'
              ? quotaMessages.uploadBytes(maxBytes)
              : null;
        return outcome.kind === 'admitted' ? outcome.usage : undefined;
      },
      undefined,
      false,
    );
  if (refusal !== null) throw new HttpsError('resource-exhausted', refusal);
}

/** Gives `bytes` back to the user's quota, and the hour's upload `pushedID` when the upload stored nothing. */
export async function giveBackUpload(uid: string, bytes: number, pushedID?: string): Promise<void> {
  await mainDatabase()
    .ref(mainPaths.uploadQuota(uid))
    .transaction(
      (current: UploadUsage | null) => usageWithoutUpload(current, bytes, pushedID),
      undefined,
      false,
    );
}
