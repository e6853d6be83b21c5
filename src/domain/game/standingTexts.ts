// How a player's standing reads on their phone (issue 19): their final place, and their answer streak.

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
