// The seats of a live game, which MAX_PLAYERS_PER_GAME caps. They are counted in ongoing/{roomCode}/seats
// in SEAT_SHARDS counters rather than one, each taken with a transaction: with a single counter, joins in
// flight at once on several function instances would make each other's transactions run again, one join
// would commit per round trip (12 a second at 40 ms each way), and a storm would exhaust the SDK's retries.
// Spread over 32 counters they seldom meet. Each counter holds its share of the cap, so their sum never
// exceeds it; a player's counter follows from their userID, so a kick frees the right seat without a
// record of which one it was.
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

/** How many seats counter `shard` holds of a game capped at `cap`: shares that sum to the cap. */
export function seatShardCapacity(shard: number, cap: number): number {
  return Math.floor(cap / SEAT_SHARDS) + (shard < cap % SEAT_SHARDS ? 1 : 0);
}

/** Seats taken in counter `shard`. */
export const seatsTakenIn = (room: OngoingRoom, shard: number): number =>
  room.seats?.[seatShardKey(shard)] ?? 0;

/** Seats taken in the whole game: its players. */
export const seatsTaken = (room: OngoingRoom): number =>
  Object.values(room.seats ?? {}).reduce((sum, count) => sum + count, 0);

/** Whether counter `shard` has a seat left. */
export const seatShardHasRoom = (room: OngoingRoom, shard: number, cap: number): boolean =>
  seatsTakenIn(room, shard) < seatShardCapacity(shard, cap);
