// setGameLock {gameID, locked} (issue 19): the host locks their game to new players, in the lobby or during
// play, and unlocks it again. The lock is `locked: true` in the room code's entry (ongoing/{roomCode}),
// which joinGame reads, and its copy in hostInfo for the host's padlock; unlocking removes both. A player
// already in is never affected: a rejoin with a saved join reads only ongoing/{roomCode}/id.
import { gameMessages, gamePaths } from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase } from '../admin';
import { requireHost } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

export const setGameLock = validatedOnCall('setGameLock', async ({ uid, data: { gameID, locked } }) => {
  const games = gamesDatabase();
  const { roomCode } = await requireHost(games, gameID, uid);
  // A room code whose entry is gone (the game being cleaned up) must not get an entry holding only a lock,
  // which would keep the code from any new game.
  const roomGame: unknown = (await games.ref(gamePaths.ongoingRoom(roomCode)).get()).val();
  if (roomGame !== gameID) throw new HttpsError('not-found', gameMessages.gameNotFound);
  await games.ref().update({
    [gamePaths.ongoingRoomLocked(roomCode)]: locked ? true : null,
    [gamePaths.hostInfoLocked(gameID)]: locked ? true : null,
  });
  return { success: true };
});
