// SPEC §7 joinGame: anyone, signed in or not, joins the game a room code opens, at any point before it
// ends (a late joiner starts at 0 points), while it holds fewer than MAX_PLAYERS_PER_GAME players. A seat
// (the count in ongoing/{roomCode}) and the name (unique in a game ignoring case) are each claimed by a
// transaction on a small node of their own, then the player is added in one update; a join never touches
// what a host step transacts on. The player's secret, which proves who they are from then on, is known
// only to them and the server.
import {
  checkPlayerName,
  finalProgress,
  gameMessages,
  gamePaths,
  isCompleteRoomCode,
  playerJoinUpdate,
  playerNameKey,
  SERVER_TIME,
  serverIncrement,
  type GameProgress,
  type OngoingRoom,
} from '@/domain';
import type { Reference } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { gamesDatabase, gamesTransactionDatabase } from '../admin';
import { claimIfEmpty, releaseClaim } from '../claims';
import { maxPlayersPerGame } from '../params';
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

/** Why a seat was not taken: the room code no longer opens the game, the game is over, or it is full. */
type SeatRefusal = 'gone' | 'ended' | 'full';

const refusalErrors: Record<SeatRefusal, () => HttpsError> = {
  gone: () => new HttpsError('not-found', gameMessages.unknownRoom),
  ended: () => new HttpsError('failed-precondition', gameMessages.gameEnded),
  full: () => new HttpsError('resource-exhausted', gameMessages.gameFull),
};

function refusalOf(room: OngoingRoom | null, gameID: string | null, cap: number): SeatRefusal | null {
  if (room === null || typeof room.id !== 'string' || (gameID !== null && room.id !== gameID)) return 'gone';
  if (room.ended === true) return 'ended';
  if ((room.players ?? 0) >= cap) return 'full';
  return null;
}

/**
 * ongoing/{roomCode}, listened to for the length of a join, on the connection that takes the seat: the
 * seat's transaction then starts from the real entry (one round trip, not two).
 */
async function watchRoom(ref: Reference): Promise<{ room: OngoingRoom | null; stop: () => void }> {
  return new Promise((resolve, reject) => {
    let first = true;
    const listener = ref.on(
      'value',
      (snapshot) => {
        if (!first) return;
        first = false;
        resolve({ room: snapshot.val() as OngoingRoom | null, stop: () => ref.off('value', listener) });
      },
      reject,
    );
  });
}

/** Takes a seat in the game: one more player in ongoing/{roomCode}, unless it is full, over or gone. */
async function takeSeat(ref: Reference, gameID: string, cap: number): Promise<SeatRefusal | null> {
  let refusal: SeatRefusal | null = null;
  await ref.transaction(
    (room: OngoingRoom | null) => {
      refusal = refusalOf(room, gameID, cap);
      // A room that is really gone commits null over null, which changes nothing.
      if (room === null) return null;
      return refusal === null ? { ...room, players: (room.players ?? 0) + 1 } : undefined;
    },
    undefined,
    false,
  );
  return refusal;
}

/** Why a join cannot go on after its claims, as the error to throw; null when it can. */
function joinRefusal(
  seat: PromiseSettledResult<SeatRefusal | null>,
  named: PromiseSettledResult<boolean>,
  progress: PromiseSettledResult<GameProgress | null>,
): unknown {
  if (seat.status === 'rejected') return seat.reason;
  if (named.status === 'rejected') return named.reason;
  if (progress.status === 'rejected') return progress.reason;
  if (seat.value !== null) return refusalErrors[seat.value]();
  if (progress.value === null) return refusalErrors.gone();
  if (progress.value.completed >= finalProgress(progress.value.totalQuestions)) return refusalErrors.ended();
  if (!named.value) return new HttpsError('already-exists', gameMessages.nameTaken);
  return null;
}

export const joinGame = validatedOnCall(
  'joinGame',
  joinGamePayload,
  async ({ data }): Promise<JoinAnswer> => {
    const roomCode = roomCodeOf(data.roomCode);
    const name = checkPlayerName(data.username);
    if (!name.ok) throw new HttpsError('invalid-argument', name.problem);
    const cap = maxPlayersPerGame();

    // Three round trips: the room, then its seat and the name at once, then the player's records.
    const games = gamesDatabase();
    const claims = gamesTransactionDatabase();
    const roomRef = claims.ref(gamePaths.ongoingRoomEntry(roomCode));
    const { room, stop } = await watchRoom(roomRef);
    try {
      const refused = refusalOf(room, null, cap);
      if (refused !== null) throw refusalErrors[refused]();
      const gameID = (room as OngoingRoom).id;
      // A push key, made locally: it orders players by when they joined.
      const userID = games.ref(gamePaths.game(gameID)).push().key;
      if (userID === null) throw new Error('A push under the game gave no key.');
      const nameClaim = claims.ref(gamePaths.playerName(gameID, playerNameKey(name.name)));
      const [seat, named, progress] = await Promise.allSettled([
        takeSeat(roomRef, gameID, cap),
        claimIfEmpty(nameClaim, userID),
        // Beside the claims, the game itself: a code left pointing at a deleted game must not admit anyone.
        games
          .ref(gamePaths.progress(gameID))
          .get()
          .then((snapshot) => snapshot.val() as GameProgress | null),
      ]);
      const seated = seat.status === 'fulfilled' && seat.value === null;
      const nameTaken = named.status === 'fulfilled' && named.value;
      const undo = () =>
        Promise.all([
          seated ? games.ref(gamePaths.ongoingRoomPlayers(roomCode)).set(serverIncrement(-1)) : null,
          nameTaken ? releaseClaim(nameClaim, userID) : null,
        ]).catch((error: unknown) =>
          logger.warn(`joinGame: what ${userID} took in game ${gameID} stays taken`, error),
        );
      const refusal = joinRefusal(seat, named, progress);
      if (refusal !== null) {
        await undo();
        throw refusal;
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
        // The seat and the name would otherwise stay taken by a player who never joined.
        await undo();
        throw error;
      }
      return { success: true, userSecret, userID, gameID };
    } finally {
      stop();
    }
  },
  { callers: 'anyone' },
);
