// SPEC §7 joinGame: anyone, signed in or not, joins the game a room code opens, at any point before it
// ends (a late joiner starts at 0 points). Names are unique in a game ignoring case: the name's key is
// claimed by transaction first, then the player is added in one update. The player's secret, which
// proves who they are from then on, is known only to them and the server.
import {
  checkPlayerName,
  gameMessages,
  gamePaths,
  isCompleteRoomCode,
  playerJoinUpdate,
  playerNameKey,
  SERVER_TIME,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { gamesDatabase } from '../admin';
import { claimIfEmpty, releaseClaim } from '../claims';
import { newPlayerSecret } from '../secureRandom';
import { validatedOnCall } from '../validatedOnCall';

// Any strings: a code or a name that breaks the rules gets its own message, which the join form shows.
const joinGamePayload = z.strictObject({ roomCode: z.string(), username: z.string() });

export interface JoinAnswer {
  success: true;
  userSecret: string;
  userID: string;
  gameID: string;
}

/** The code as typed or as shown (ASD-FJK-LAS): any case, dashes and spaces ignored, nothing else. */
function roomCodeOf(input: string): string {
  const code = input.toLowerCase().replace(/[-\s]/gu, '');
  if (!isCompleteRoomCode(code)) throw new HttpsError('invalid-argument', gameMessages.invalidRoomCode);
  return code;
}

/** The id of the game `roomCode` opens, if that game is still open to players. */
async function joinableGame(games: Database, roomCode: string): Promise<string> {
  const gameID = (await games.ref(gamePaths.ongoingRoom(roomCode)).get()).val() as string | null;
  if (gameID === null) throw new HttpsError('not-found', gameMessages.unknownRoom);
  const hostInfo = games.ref(gamePaths.hostInfo(gameID));
  // Two small reads: hostInfo itself holds every player and answer.
  const [host, endedAt] = await Promise.all([hostInfo.child('host').get(), hostInfo.child('endedAt').get()]);
  if (!host.exists()) throw new HttpsError('not-found', gameMessages.unknownRoom);
  if (endedAt.exists()) throw new HttpsError('failed-precondition', gameMessages.gameEnded);
  return gameID;
}

export const joinGame = validatedOnCall(
  'joinGame',
  joinGamePayload,
  async ({ data }): Promise<JoinAnswer> => {
    const roomCode = roomCodeOf(data.roomCode);
    const name = checkPlayerName(data.username);
    if (!name.ok) throw new HttpsError('invalid-argument', name.problem);

    const games = gamesDatabase();
    const gameID = await joinableGame(games, roomCode);
    // A push key, made locally: it orders players by when they joined.
    const userID = games.ref(gamePaths.game(gameID)).push().key;
    if (userID === null) throw new Error('A push under the game gave no key.');
    const nameClaim = games.ref(gamePaths.playerName(gameID, playerNameKey(name.name)));
    if (!(await claimIfEmpty(nameClaim, userID))) {
      throw new HttpsError('already-exists', gameMessages.nameTaken);
    }

    const userSecret = newPlayerSecret();
    try {
      await games.ref().update(
        playerJoinUpdate({
          gameId: gameID,
          userID,
          username: name.name,
          userSecret,
          joinedAt: SERVER_TIME,
        }),
      );
    } catch (error) {
      // The name would otherwise stay taken by a player who never joined.
      await releaseClaim(nameClaim, userID).catch((releaseError: unknown) =>
        logger.warn(`joinGame: the name claimed for ${userID} in game ${gameID} stays taken`, releaseError),
      );
      throw error;
    }
    return { success: true, userSecret, userID, gameID };
  },
  { callers: 'anyone' },
);
