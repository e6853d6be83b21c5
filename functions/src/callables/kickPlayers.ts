// kickPlayers {gameID, userIDs}: the host removes many players at once (a flood of bots), each
// exactly as kickPlayer removes one (kicks.ts), up to KICK_PLAYERS_MAX a call. The removals run at once;
// when any fails the call fails, and calling again is safe: a player already removed is skipped.
import { gamesDatabase } from '../admin';
import { removePlayer } from '../kicks';
import { requireHost } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

export const kickPlayers = validatedOnCall('kickPlayers', async ({ uid, data: { gameID, userIDs } }) => {
  const progress = await requireHost(gamesDatabase(), gameID, uid);
  const removals = await Promise.allSettled(
    [...new Set(userIDs)].map((userID) => removePlayer(gameID, progress, userID)),
  );
  const failed = removals.find((removal): removal is PromiseRejectedResult => removal.status === 'rejected');
  if (failed) throw failed.reason;
  return { success: true };
});
