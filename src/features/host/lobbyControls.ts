// Which players the lobby's bulk removal takes: those who joined in the last minute, a flood of
// bots being the usual reason. Pure: the screen gives the server's time as the host's clock estimates it.
import type { Player } from '@/domain';

/** "The last minute" of "Remove everyone who joined in the last minute". */
export const RECENT_JOIN_WINDOW_MS = 60_000;

/**
 * The players who joined in the RECENT_JOIN_WINDOW_MS before `serverNow`. Join times are the server's, so
 * `serverNow` is the server's time as this device estimates it (its clock plus `.info/serverTimeOffset`),
 * never the device's own clock, which may be minutes off. A join stamped after `serverNow` (the estimate
 * running a little behind) is recent too.
 */
export function recentJoiners(roster: Readonly<Record<string, Player>>, serverNow: number): string[] {
  return Object.values(roster)
    .filter((player) => player.joinedAt > serverNow - RECENT_JOIN_WINDOW_MS)
    .map((player) => player.userID);
}
