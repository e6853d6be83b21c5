// The podium after the final leaderboard: the top three places, revealed third, second, first.
import type { LeaderboardEntry } from '@/domain';

/** The podium's places: first, second, third. */
export const PODIUM_PLACES = 3;

/** From pressing "Show the podium" to the first place shown, and between one place and the next. */
export const PODIUM_REVEAL_MS = 1800;

/** A step of the podium: a rank, and the players who share it. */
export interface PodiumPlace {
  rank: number;
  players: readonly LeaderboardEntry[];
}

/**
 * The places on the podium from the final top five, in the order they are revealed: the lowest first.
 * Players with equal scores share a place (ranks "1, 1, 3" give first and third, no second); fewer than
 * three players give fewer places.
 */
export function podiumPlaces(leaderboard: readonly LeaderboardEntry[]): PodiumPlace[] {
  const places = new Map<number, LeaderboardEntry[]>();
  for (const entry of leaderboard) {
    if (entry.rank > PODIUM_PLACES) continue;
    places.set(entry.rank, [...(places.get(entry.rank) ?? []), entry]);
  }
  return [...places].map(([rank, players]) => ({ rank, players })).sort((a, b) => b.rank - a.rank);
}
