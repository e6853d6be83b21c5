// Room codes (SPEC §9): ongoing/{roomCode} = {id} is the game a code opens (OngoingRoom). A code is claimed with a
// transaction that writes only where nothing is, so games started at the same moment never share one,
// and it stays taken until cleanUpGames deletes its game.
import { gamePaths, type OngoingRoom } from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { claimIfEmpty, releaseClaim } from './claims';
import { randomRoomCode } from './secureRandom';

/**
 * Codes tried before giving up. Out of 7^9 (about 40 million) codes, ten taken ones in a row would take
 * millions of games in progress.
 */
export const ROOM_CODE_ATTEMPTS = 10;

export const NO_FREE_ROOM_CODE = 'No free room code could be found. Try again.';

/** Claims a free room code for `room` (its game, and what joinGame must know) and returns it; `pickCode` draws the candidates. */
export async function claimRoomCode(
  games: Database,
  room: OngoingRoom,
  pickCode: () => string = randomRoomCode,
): Promise<string> {
  for (let attempt = 0; attempt < ROOM_CODE_ATTEMPTS; attempt += 1) {
    const roomCode = pickCode();
    if (await claimIfEmpty(games.ref(gamePaths.ongoingRoomEntry(roomCode)), room)) return roomCode;
  }
  throw new HttpsError('resource-exhausted', NO_FREE_ROOM_CODE);
}

/** Frees `roomCode` if it still holds `room`, as claimed. */
export async function releaseRoomCode(games: Database, roomCode: string, room: OngoingRoom): Promise<void> {
  await releaseClaim(games.ref(gamePaths.ongoingRoomEntry(roomCode)), room);
}
