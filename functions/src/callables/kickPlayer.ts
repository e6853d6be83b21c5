// SPEC §7 kickPlayer: the host removes a player from their game. The player's entry, record, secret and
// any answer go in one update, so the player's screen sees its record vanish and no further answer of
// theirs is accepted; their seat is freed and their name stays taken. Kicking a player who is already
// gone changes nothing, and of two kicks of one player at once, one frees the seat.
// Once the game has started playing, the game's report marks the player as removed (issue 18).
import {
  HostStatus,
  SERVER_TIME,
  gamePaths,
  mainPaths,
  playerKickUpdate,
  progressOf,
  type KickedPlayer,
  type Player,
  type ServerTime,
} from '@/domain';
import { gamesDatabase, gamesTransactionDatabase, mainDatabase } from '../admin';
import { claimIfEmpty } from '../claims';
import { requireHost } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

export const kickPlayer = validatedOnCall('kickPlayer', async ({ uid, data: { gameID, userID } }) => {
  const games = gamesDatabase();
  const { roomCode, claimed } = await requireHost(games, gameID, uid);
  const [secret, entry] = await Promise.all([
    games.ref(gamePaths.secret(gameID, userID)).get(),
    games.ref(gamePaths.rosterPlayer(gameID, userID)).get(),
  ]);
  const userSecret = secret.val() as string | null;
  if (userSecret === null) return { success: true };
  // The kick's mark under `kicked` is written first, alone, by whichever kick gets there first: it frees
  // the seat. (A kick that finds the mark, a second one or a retry, makes the same removals.)
  const first = await claimIfEmpty(
    gamesTransactionDatabase().ref(gamePaths.kickedPlayer(gameID, userID)),
    userSecret,
  );
  const player = entry.val() as Player | null;
  // A player removed in the lobby never played: the report (begun by startPlaying) leaves them out.
  const played = claimed >= progressOf(HostStatus.QuizIntro, 0);
  await Promise.all([
    games.ref().update(playerKickUpdate({ gameId: gameID, roomCode, userID, userSecret, freesSeat: first })),
    played && player !== null && markKickedInReport(gameID, userID, player),
  ]);
  return { success: true };
});

/** The player's removal in the game's report, once: a second kick or a retry keeps the first one's time. */
async function markKickedInReport(gameId: string, userId: string, player: Player): Promise<void> {
  const kicked: KickedPlayer<ServerTime> = {
    name: player.username,
    joinedAt: player.joinedAt,
    kickedAt: SERVER_TIME,
  };
  await claimIfEmpty(mainDatabase().ref(mainPaths.reportKicked(gameId, userId)), kicked);
}
