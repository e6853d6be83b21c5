// A game whose data is of another layout than this code's (GAME_LAYOUT): started before a deploy that
// changed what a game stores. Its host steps, pauses and joins could only fail until it expired; the first
// that finds it ends it instead, with a reason both screens show.
import { gameMessages, gamePaths, type GameEndReason } from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase } from './admin';
import { gameExpiry } from './liveGames';

const UPDATE: GameEndReason = 'update';

/**
 * Ends game `gameId`, whose progress (as stored, of whatever layout) is `progress`: the host's screen and
 * the phones are told why (hostInfo and sharedInfo's endedBy), its room takes no more joins, its host's
 * live-game slot is freed, and its data expires as an ended game's does. Writes only what any layout has
 * (the game's own nodes, and the room and host its progress names), so it is safe to make more than once.
 * Then throws the error the caller answers with.
 */
export async function endOutdatedGame(gameId: string, progress: unknown): Promise<never> {
  const { host, roomCode } = (progress ?? {}) as { host?: unknown; roomCode?: unknown };
  const update: Record<string, unknown> = {
    [`${gamePaths.hostInfo(gameId)}/endedBy`]: UPDATE,
    [`${gamePaths.sharedInfo(gameId)}/gameStatus/endedBy`]: UPDATE,
  };
  if (typeof roomCode === 'string') {
    update[gamePaths.ongoingRoomEnded(roomCode)] = true;
    update[gamePaths.gameExpiry(gameId)] = gameExpiry(roomCode, Date.now(), true);
  }
  if (typeof host === 'string') update[gamePaths.hostedGame(host, gameId)] = null;
  await gamesDatabase().ref().update(update);
  throw new HttpsError('failed-precondition', gameMessages.endedByUpdate);
}
