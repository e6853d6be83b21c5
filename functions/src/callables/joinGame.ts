// SPEC §7 joinGame: anyone, signed in or not, joins the game a room code opens, at any point before it
// ends (a late joiner starts at 0 points), while it holds fewer than MAX_PLAYERS_PER_GAME players, unless
// the host has locked it or (their options refusing late joins) it has left its lobby. A seat
// (the count in ongoing/{roomCode}) and the name (unique in a game ignoring case) are each claimed by a
// transaction on a small node of their own, then the player is added in one update; a join never touches
// what a host step transacts on. The player's secret, which proves who they are from then on, is known
// only to them and the server. A typed name the profanity check refuses is refused; in a game with
// friendly names the server names the player instead, and the name typed is discarded (playerNames.ts).
import {
  checkPlayerName,
  finalProgress,
  gameMessages,
  hasCurrentLayout,
  progressOf,
  gamePaths,
  isCompleteRoomCode,
  playerJoinUpdate,
  SEAT_SHARDS,
  seatShardCapacity,
  seatShardCount,
  seatShardHasRoom,
  seatShardLocked,
  seatShardValue,
  seatShardKey,
  seatShardOf,
  seatsTaken,
  SERVER_TIME,
  type GameProgress,
  type OngoingRoom,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, gamesTransactionDatabase } from '../admin';
import { releaseClaim } from '../claims';
import { endOutdatedGame } from '../gameLayout';
import { maxPlayersPerGame } from '../params';
import { claimFriendlyName, claimTypedName, isOffensivePlayerName, type ClaimedName } from '../playerNames';
import { readValue } from '../reads';
import { newPlayerSecret } from '../secureRandom';
import { validatedOnCall } from '../validatedOnCall';
import { WatchedNode } from '../watchedNode';

/** The code as typed or as shown (ASD-FJK-LAS): any case, dashes and spaces ignored, nothing else. */
function roomCodeOf(input: string): string {
  const code = input.toLowerCase().replace(/[-\s]/gu, '');
  if (!isCompleteRoomCode(code)) throw new HttpsError('invalid-argument', gameMessages.invalidRoomCode);
  return code;
}

/**
 * Why a player cannot join: the room code no longer opens the game, the game is over, the host has locked
 * it, it has started and refuses late joins, or it is full.
 */
type Refusal = 'gone' | 'ended' | 'locked' | 'started' | 'full';

const refusalErrors: Record<Refusal, () => HttpsError> = {
  gone: () => new HttpsError('not-found', gameMessages.unknownRoom),
  ended: () => new HttpsError('failed-precondition', gameMessages.gameEnded),
  locked: () => new HttpsError('failed-precondition', gameMessages.gameLocked),
  started: () => new HttpsError('failed-precondition', gameMessages.gameStarted),
  full: () => new HttpsError('resource-exhausted', gameMessages.gameFull),
};

/** Why the room as last read refuses a new player (whether the game has started is in its progress). */
function refusalOf(room: OngoingRoom | null, cap: number): Refusal | null {
  if (room === null || typeof room.id !== 'string') return 'gone';
  if (room.ended === true) return 'ended';
  if (room.locked === true) return 'locked';
  if (seatsTaken(room) >= cap) return 'full';
  return null;
}

/** Whether a game that refuses late joins (OngoingRoom.lateJoins) has left its lobby: startPlaying has claimed. */
const startedWithoutLateJoins = (room: OngoingRoom, progress: GameProgress) =>
  room.lateJoins === false && progress.claimed >= progressOf('quizIntro', 0);

/** How long a join waits for seats that joins in flight may give back before it calls a game full. */
const SEAT_WAIT_MS = 5000;

/**
 * A new player id whose seat counter has room in `room` and is not among `passed` (seats.ts): push ids
 * made locally until one falls in such a counter. Null when none is left.
 */
function idWithRoom(
  games: Database,
  gameID: string,
  room: OngoingRoom,
  cap: number,
  passed: ReadonlySet<number>,
): string | null {
  const open = new Set(
    Array.from({ length: SEAT_SHARDS }, (_, shard) => shard).filter(
      (shard) => !passed.has(shard) && seatShardHasRoom(room, shard, cap),
    ),
  );
  if (open.size === 0) return null;
  for (;;) {
    // A push key orders players by when they joined.
    const userID = games.ref(gamePaths.game(gameID)).push().key as string;
    if (open.has(seatShardOf(userID))) return userID;
  }
}

/**
 * Takes a seat in counter `shard` of ongoing/{roomCode}/seats; false when it has none left or is locked.
 * The lock is checked here, in the seat's own transaction: once setGameLock has locked the counters, no
 * seat is taken, whatever this join last heard of the room.
 */
async function takeSeat(claims: Database, roomCode: string, shard: number, cap: number): Promise<boolean> {
  const { committed } = await claims
    .ref(gamePaths.ongoingRoomSeats(roomCode, seatShardKey(shard)))
    .transaction(
      (value: number | null) =>
        !seatShardLocked(value) && seatShardCount(value) < seatShardCapacity(shard, cap)
          ? seatShardCount(value) + 1
          : undefined,
      undefined,
      false,
    );
  return committed;
}

/** Gives a seat taken in counter `shard` back, keeping its lock, and leaving no empty unlocked counter behind. */
async function giveSeatBack(claims: Database, roomCode: string, shard: number): Promise<void> {
  await claims
    .ref(gamePaths.ongoingRoomSeats(roomCode, seatShardKey(shard)))
    .transaction(
      (value: number | null) =>
        seatShardValue(Math.max(0, seatShardCount(value) - 1), seatShardLocked(value)),
      undefined,
      false,
    );
}

/**
 * A seat for a new player, and their id (`firstID` when its counter has a seat): a counter may fill as its
 * transaction runs (others joining at once, their seats not yet in the room as this join sees it), and
 * then another with room is tried; when every one is being filled, the join waits for the room to change.
 * Throws "This game is full." once no seat is left.
 */
async function seatPlayer(
  games: Database,
  claims: Database,
  roomCode: string,
  gameID: string,
  room: WatchedNode<OngoingRoom>,
  cap: number,
  firstID: string,
): Promise<string> {
  const passed = new Set<number>();
  const giveUpAt = Date.now() + SEAT_WAIT_MS;
  let userID: string | null = firstID;
  for (;;) {
    if (userID !== null) {
      const shard = seatShardOf(userID);
      if (await takeSeat(claims, roomCode, shard, cap)) return userID;
      passed.add(shard);
      // A refusal from the SDK's own queue comes back at once: let the connection's traffic through.
      await new Promise((resolve) => setImmediate(resolve));
    } else {
      if (Date.now() >= giveUpAt) throw refusalErrors.full();
      await room.nextChange(250);
      passed.clear();
    }
    const refused = refusalOf(room.latest, cap);
    if (refused !== null) throw refusalErrors[refused]();
    userID = idWithRoom(games, gameID, room.latest as OngoingRoom, cap, passed);
  }
}

/**
 * Why a join cannot go on once its seat and name are claimed, as the error to throw; null when it can.
 * `room` is the room as the join last heard it: a lock that has landed by then refuses the join. The seat
 * was taken before setGameLock locked the counters (takeSeat), so a lock that lands after this check lets
 * the join finish, as one that started before the lock; likewise a startPlaying claimed after the progress
 * was read.
 */
function joinRefusal(
  room: OngoingRoom | null,
  seat: PromiseSettledResult<string>,
  named: PromiseSettledResult<ClaimedName | null>,
  progress: PromiseSettledResult<GameProgress | null>,
): unknown {
  if (seat.status === 'rejected') return seat.reason;
  if (named.status === 'rejected') return named.reason;
  if (progress.status === 'rejected') return progress.reason;
  if (progress.value === null) return refusalErrors.gone();
  if (progress.value.completed >= finalProgress(progress.value.totalQuestions)) return refusalErrors.ended();
  // The seat just taken counts in the room now: only what else has changed may refuse.
  const refused = refusalOf(room, Number.POSITIVE_INFINITY);
  if (refused !== null) return refusalErrors[refused]();
  if (startedWithoutLateJoins(room as OngoingRoom, progress.value)) return refusalErrors.started();
  if (named.value === null) return new HttpsError('already-exists', gameMessages.nameTaken);
  return null;
}

export const joinGame = validatedOnCall(
  'joinGame',
  async ({ data }) => {
    const roomCode = roomCodeOf(data.roomCode);
    const name = checkPlayerName(data.username);
    if (!name.ok) throw new HttpsError('invalid-argument', name.problem);
    const cap = maxPlayersPerGame();

    // Three round trips: the room; then a seat, the name and the game itself at once; then the records.
    const games = gamesDatabase();
    const claims = gamesTransactionDatabase();
    // ongoing/{roomCode}, listened to on the connection that takes the seat (watchedNode.ts): a join whose
    // counter filled meanwhile sees which still have room.
    const room = await WatchedNode.open(claims, gamePaths.ongoingRoomEntry(roomCode));
    try {
      const refused = refusalOf(room.latest, cap);
      if (refused !== null) throw refusalErrors[refused]();
      const gameID = (room.latest as OngoingRoom).id;
      // Only a name others will see is checked: one a game with friendly names discards is not refused.
      const friendlyNames = (room.latest as OngoingRoom).friendlyNames === true;
      if (!friendlyNames && isOffensivePlayerName(name.name)) {
        throw new HttpsError('invalid-argument', gameMessages.nameRefused);
      }
      // The name is claimed for the id its seat is first tried with; the records' update names the final one.
      const firstID = idWithRoom(games, gameID, room.latest as OngoingRoom, cap, new Set()) as string;
      const [seat, named, progress] = await Promise.allSettled([
        seatPlayer(games, claims, roomCode, gameID, room, cap, firstID),
        friendlyNames
          ? claimFriendlyName(claims, gameID, firstID)
          : claimTypedName(claims, gameID, name.name, firstID),
        // Beside the claims, the game itself: a code left pointing at a deleted game must not admit anyone.
        readValue(games, gamePaths.progress(gameID)),
      ]);
      const userID = seat.status === 'fulfilled' ? seat.value : null;
      const claimed = named.status === 'fulfilled' ? named.value : null;
      const undo = () =>
        Promise.all([
          userID === null ? null : giveSeatBack(claims, roomCode, seatShardOf(userID)),
          ...(claimed?.paths ?? []).map((path) => releaseClaim(claims.ref(path), firstID)),
        ]).catch((error: unknown) =>
          logger.warn(`joinGame: a seat or a name taken in game ${gameID} stays taken`, error),
        );
      // A game started before a deploy that changed its layout admits nobody: it ends, saying why.
      if (progress.status === 'fulfilled' && progress.value !== null && !hasCurrentLayout(progress.value)) {
        await undo();
        await endOutdatedGame(gameID, progress.value);
      }
      const refusal = joinRefusal(room.latest, seat, named, progress);
      if (refusal !== null) {
        await undo();
        throw refusal;
      }

      const playerID = userID as string;
      const { username, paths: namePaths } = claimed as ClaimedName;
      const userSecret = newPlayerSecret();
      try {
        await games.ref().update({
          ...playerJoinUpdate({
            gameId: gameID,
            userID: playerID,
            username,
            userSecret,
            joinedAt: SERVER_TIME,
          }),
          ...Object.fromEntries(namePaths.map((path) => [path, playerID])),
        });
      } catch (error) {
        // The seat and the name would otherwise stay taken by a player who never joined.
        await undo();
        throw error;
      }
      return { success: true, userSecret, userID: playerID, gameID, username };
    } finally {
      room.close();
    }
  },
  { callers: 'anyone' },
);
