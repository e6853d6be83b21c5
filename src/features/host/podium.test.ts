import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@/domain';
import { podiumPlaces } from './podium';

const entry = (userID: string, score: number, rank: number): LeaderboardEntry => ({
  userID,
  username: userID,
  score,
  rank,
});
const ranksAndNames = (leaderboard: LeaderboardEntry[]) =>
  podiumPlaces(leaderboard).map(({ rank, players }) => [rank, players.map((player) => player.userID)]);

describe('podiumPlaces', () => {
  it('reveals third, second and first from the final top five', () => {
    const top = [
      entry('a', 900, 1),
      entry('b', 800, 2),
      entry('c', 700, 3),
      entry('d', 600, 4),
      entry('e', 0, 5),
    ];
    expect(ranksAndNames(top)).toEqual([
      [3, ['c']],
      [2, ['b']],
      [1, ['a']],
    ]);
  });

  it('gives fewer places to fewer players, and none to nobody', () => {
    expect(ranksAndNames([entry('a', 900, 1), entry('b', 800, 2)])).toEqual([
      [2, ['b']],
      [1, ['a']],
    ]);
    expect(ranksAndNames([entry('a', 900, 1)])).toEqual([[1, ['a']]]);
    expect(ranksAndNames([])).toEqual([]);
  });

  it('puts players with equal scores on one place: 1, 1, 3 has no second', () => {
    const top = [
      entry('a', 900, 1),
      entry('b', 900, 1),
      entry('c', 700, 3),
      entry('d', 700, 3),
      entry('e', 0, 5),
    ];
    expect(ranksAndNames(top)).toEqual([
      [3, ['c', 'd']],
      [1, ['a', 'b']],
    ]);
  });
});
