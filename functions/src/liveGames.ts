// What the live-game callables share: the check that the caller hosts the game, and
// when a game's data expires (cleanUpGames deletes it then; see README "Live games").
import {
  ENDED_GAME_EXPIRY_MS,
  GAME_IDLE_EXPIRY_MS,
  gameMessages,
  gamePaths,
  type GameExpiry,
  type GameProgress,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { readValue } from './reads';

/**
 * Checks that games/{gameId} exists and that `uid` hosts it: the host is trusted with their own game
 * only. Returns the game's progress (host, room code, question count).
 */
export async function requireHost(games: Database, gameId: string, uid: string): Promise<GameProgress> {
  const progress = await readValue(games, gamePaths.progress(gameId));
  if (progress === null) throw new HttpsError('not-found', gameMessages.gameNotFound);
  if (progress.host !== uid) throw new HttpsError('permission-denied', gameMessages.notHost);
  return progress;
}

/**
 * When a game is deleted: GAME_IDLE_EXPIRY_MS after the host's last step (an abandoned game), or
 * ENDED_GAME_EXPIRY_MS after its final leaderboard. `now` is the function's clock: expiry needs
 * minutes, not the server's millisecond.
 */
export function gameExpiry(roomCode: string, now: number, ended: boolean): GameExpiry {
  return { expiresAt: gameExpiresAt(now, ended), roomCode };
}

/** When a game is deleted (see gameExpiry). */
export function gameExpiresAt(now: number, ended: boolean): number {
  return now + (ended ? ENDED_GAME_EXPIRY_MS : GAME_IDLE_EXPIRY_MS);
}
