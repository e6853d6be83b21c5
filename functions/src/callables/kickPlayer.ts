// SPEC §7 kickPlayer: the host removes a player from their game (kicks.ts says how).
import { gamesDatabase } from '../admin';
import { removePlayer } from '../kicks';
import { requireHost } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

export const kickPlayer = validatedOnCall('kickPlayer', async ({ uid, data: { gameID, userID } }) => {
  const progress = await requireHost(gamesDatabase(), gameID, uid);
  await removePlayer(gameID, progress, userID);
  return { success: true };
});
