// How a player's standing reads on their phone: their final place, their answer streak and its
// bonus, and a question left unanswered.
import type { PlayerStanding } from './game';
import { streakBonusFor } from './scoring';

/** "1st", "2nd", "3rd", "4th", "11th", "21st", "111th": a rank as people say it in English. */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100;
  const last = rank % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${rank}${suffix}`;
}

/** The phone's final result: "You finished 2nd of 214!" (players sharing a score share their rank). */
export const finalPlaceText = (rank: number, playerCount: number) =>
  `You finished ${ordinal(rank)} of ${playerCount.toLocaleString('en-US')}!`;

/** A streak is shown from its second correct answer on, when it starts to earn a bonus. */
export const STREAK_SHOWN_FROM = 2;

/** "🔥 3 in a row", for a streak of 3 correct answers; null for a streak too short to show. */
export const streakText = (streak: number | undefined): string | null =>
  streak !== undefined && streak >= STREAK_SHOWN_FROM ? `🔥 ${streak} in a row` : null;

/** The verdict of a question the player let run out without an answer: never "Incorrect". */
export const NO_ANSWER_VERDICT = "Time's up! No answer";

/** Beneath the points of a right answer on a streak: "+100 streak bonus". */
export const streakBonusText = (bonus: number) => `+${bonus.toLocaleString('en-US')} streak bonus`;

/**
 * A standing's points told apart: the answer's own, and the streak bonus the server added to them
 * (awardStreaks: streakBonusFor of the streak the standing names; 0 without one).
 */
export function pointsApart({ points, streak }: Pick<PlayerStanding, 'points' | 'streak'>): {
  answer: number;
  streakBonus: number;
} {
  const streakBonus = streak === undefined ? 0 : Math.min(points, streakBonusFor(streak));
  return { answer: points - streakBonus, streakBonus };
}
