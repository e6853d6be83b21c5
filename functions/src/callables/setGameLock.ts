// setGameLock {gameID, locked}: the host locks their game to new players, in the lobby or during
// play, and unlocks it again. The lock is `locked: true` in the room code's entry (ongoing/{roomCode}),
// which joinGame reads, and its copy in hostInfo for the host's padlock; unlocking removes both. Each seat
// counter of ongoing/{roomCode}/seats is locked too (seats.ts), after the flag, by a transaction each: a
// join's seat transaction then sees the lock, so once this call has answered no join takes a seat (one
// that took its seat before may finish). Unlocking opens the counters first, then removes the flag. A
// player already in is never affected: a rejoin with a saved join reads only ongoing/{roomCode}/id.
import { gameMessages, gamePaths, SEAT_SHARDS, seatShardCount, seatShardKey, seatShardValue } from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, gamesTransactionDatabase } from '../admin';
import { requireHost } from '../liveGames';
import { readValue } from '../reads';
import { validatedOnCall } from '../validatedOnCall';

/**
 * Locks or opens every seat counter of the room, keeping each one's count. On the connection of the seat
 * transactions (gamesTransactionDatabase): a kick's write on the other one cannot cancel these.
 */
async function lockSeats(claims: Database, roomCode: string, locked: boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: SEAT_SHARDS }, (_, shard) =>
      claims
        .ref(gamePaths.ongoingRoomSeats(roomCode, seatShardKey(shard)))
        .transaction(
          (value: number | null) => seatShardValue(seatShardCount(value), locked),
          undefined,
          false,
        ),
    ),
  );
}

export const setGameLock = validatedOnCall('setGameLock', async ({ uid, data: { gameID, locked } }) => {
  const games = gamesDatabase();
  const { roomCode } = await requireHost(games, gameID, uid);
  // A room code whose entry is gone (the game being cleaned up) must not get an entry holding only a lock,
  // which would keep the code from any new game.
  const roomGame = await readValue(games, gamePaths.ongoingRoom(roomCode));
  if (roomGame !== gameID) throw new HttpsError('not-found', gameMessages.gameNotFound);
  const flag = () =>
    games.ref().update({
      [gamePaths.ongoingRoomLocked(roomCode)]: locked ? true : null,
      [gamePaths.hostInfoLocked(gameID)]: locked ? true : null,
    });
  // The flag first when locking, so that a join its seat counter refuses already knows why ("This game is
  // locked by the host."); the counters first when opening, so that no join finds the flag gone and the
  // counters still shut.
  if (locked) await flag();
  await lockSeats(gamesTransactionDatabase(), roomCode, locked);
  if (!locked) await flag();
  return { success: true };
});
