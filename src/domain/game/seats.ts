// The seats of a live game, which MAX_PLAYERS_PER_GAME caps. They are counted in ongoing/{roomCode}/seats
// in SEAT_SHARDS counters rather than one, each taken with a transaction: with a single counter, joins in
// flight at once on several function instances would make each other's transactions run again, one join
// would commit per round trip (12 a second at 40 ms each way), and a storm would exhaust the SDK's retries.
// Spread over 32 counters they seldom meet. Each counter holds its share of the cap, so their sum never
// exceeds it; a player's counter follows from their userID, so a kick frees the right seat without a
// record of which one it was.
//
// The host's lock is in each counter too, so that a join's seat transaction sees it: a locked counter holds
// its count less SEAT_SHARD_LOCK (a negative number), which no transaction takes a seat from. Kicks still
// take one away with a plain increment, locked or not.
import type { OngoingRoom } from './game';

export const SEAT_SHARDS = 32;

/** The key of a counter under ongoing/{roomCode}/seats. */
export const seatShardKey = (shard: number) => `s${shard}`;

/** The counter of the player `userID`: FNV-1a of the id, so that push ids spread evenly. */
export function seatShardOf(userID: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < userID.length; index += 1) {
    hash ^= userID.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SEAT_SHARDS;
}

/** What a locked counter holds less than its count: far more than any count. */
export const SEAT_SHARD_LOCK = 1_000_000_000;

/** Whether a counter's value (ongoing/{roomCode}/seats/{key}) is locked. */
export const seatShardLocked = (value: number | null | undefined): boolean => (value ?? 0) < 0;

/** The seats a counter's value counts, locked or not. */
export const seatShardCount = (value: number | null | undefined): number =>
  seatShardLocked(value) ? (value as number) + SEAT_SHARD_LOCK : (value ?? 0);

/** A counter's value for `count` seats, locked or not; null (no node) for an unlocked empty counter. */
export const seatShardValue = (count: number, locked: boolean): number | null =>
  locked ? count - SEAT_SHARD_LOCK : count === 0 ? null : count;

/** How many seats counter `shard` holds of a game capped at `cap`: shares that sum to the cap. */
export function seatShardCapacity(shard: number, cap: number): number {
  return Math.floor(cap / SEAT_SHARDS) + (shard < cap % SEAT_SHARDS ? 1 : 0);
}

/** Seats taken in counter `shard`. */
export const seatsTakenIn = (room: OngoingRoom, shard: number): number =>
  seatShardCount(room.seats?.[seatShardKey(shard)]);

/** Seats taken in the whole game: its players. */
export const seatsTaken = (room: OngoingRoom): number =>
  Object.values(room.seats ?? {}).reduce((sum, value) => sum + seatShardCount(value), 0);

/** Whether counter `shard` has a seat left: not locked, and below its share. */
export const seatShardHasRoom = (room: OngoingRoom, shard: number, cap: number): boolean =>
  !seatShardLocked(room.seats?.[seatShardKey(shard)]) &&
  seatsTakenIn(room, shard) < seatShardCapacity(shard, cap);
