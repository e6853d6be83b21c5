import { describe, expect, it } from 'vitest';
import {
  SEAT_SHARD_LOCK,
  SEAT_SHARDS,
  seatShardCount,
  seatShardLocked,
  seatShardValue,
  seatShardCapacity,
  seatShardHasRoom,
  seatShardKey,
  seatShardOf,
  seatsTaken,
  seatsTakenIn,
} from './seats';

const shards = Array.from({ length: SEAT_SHARDS }, (_, shard) => shard);

describe('seat counters', () => {
  it.each([1, 3, 31, 32, 33, 500, 10_000])('share a cap of %i exactly', (cap) => {
    const capacities = shards.map((shard) => seatShardCapacity(shard, cap));
    expect(capacities.reduce((sum, capacity) => sum + capacity, 0)).toBe(cap);
    expect(Math.max(...capacities) - Math.min(...capacities)).toBeLessThanOrEqual(1);
  });

  it('give each player id one counter, and spread push ids evenly', () => {
    const counts = new Array<number>(SEAT_SHARDS).fill(0);
    for (let index = 0; index < 10_000; index += 1) {
      const pushLike = `-P7F${index.toString(36).padStart(6, '0')}${'abcdefghij'.slice(index % 10)}`;
      const shard = seatShardOf(pushLike);
      expect(seatShardOf(pushLike)).toBe(shard);
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    // 312.5 on average: no counter takes twice its share, none is left empty.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(625);
  });

  it('count the seats taken, in each counter and in all', () => {
    const room = { id: 'g1', seats: { [seatShardKey(0)]: 2, [seatShardKey(5)]: 1 } };
    expect(seatsTaken(room)).toBe(3);
    expect(seatsTakenIn(room, 0)).toBe(2);
    expect(seatsTakenIn(room, 1)).toBe(0);
    expect(seatsTaken({ id: 'g1' })).toBe(0);
  });

  it('have room until each holds its share', () => {
    // A cap of 33: counter 0 holds 2 seats, the others 1.
    const room = { id: 'g1', seats: { [seatShardKey(0)]: 1, [seatShardKey(1)]: 1 } };
    expect(seatShardHasRoom(room, 0, 33)).toBe(true);
    expect(seatShardHasRoom(room, 1, 33)).toBe(false);
    expect(seatShardHasRoom(room, 2, 33)).toBe(true);
  });

  it('hold the lock with their count: a locked counter is its count less SEAT_SHARD_LOCK', () => {
    expect(seatShardValue(3, true)).toBe(3 - SEAT_SHARD_LOCK);
    expect(seatShardValue(0, true)).toBe(-SEAT_SHARD_LOCK);
    expect(seatShardValue(3, false)).toBe(3);
    expect(seatShardValue(0, false)).toBeNull();
    expect([seatShardLocked(3 - SEAT_SHARD_LOCK), seatShardCount(3 - SEAT_SHARD_LOCK)]).toEqual([true, 3]);
    expect([seatShardLocked(3), seatShardCount(3)]).toEqual([false, 3]);
    expect([seatShardLocked(null), seatShardCount(null)]).toEqual([false, 0]);
    // A kick's increment of -1 keeps the lock and takes one seat away.
    const kicked = (seatShardValue(3, true) as number) - 1;
    expect([seatShardLocked(kicked), seatShardCount(kicked)]).toEqual([true, 2]);
  });

  it('count the seats of locked counters, which have no room', () => {
    const room = {
      id: 'g1',
      seats: { [seatShardKey(0)]: 1 - SEAT_SHARD_LOCK, [seatShardKey(1)]: -SEAT_SHARD_LOCK },
    };
    expect(seatsTaken(room)).toBe(1);
    expect(seatsTakenIn(room, 0)).toBe(1);
    expect(seatShardHasRoom(room, 0, 10_000)).toBe(false);
    expect(seatShardHasRoom(room, 1, 10_000)).toBe(false);
    expect(seatShardHasRoom(room, 2, 10_000)).toBe(true);
  });
});
