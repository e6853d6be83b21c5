// SPEC §7 kickPlayer: the host removes a player from their game. The player's entry, record, secret and
// any answer go in one update, so the player's screen sees its record vanish and no further answer of
// theirs is accepted; their seat is freed and their name stays taken. Kicking a player who is already
// gone changes nothing, and of two kicks of one player at once, one frees the seat.
import { gamePaths, playerKickUpdate } from '@/domain';
import { gamesDatabase, gamesTransactionDatabase } from '../admin';
import { claimIfEmpty } from '../claims';
import { requireHost } from '../liveGames';
import { validatedOnCall } from '../validatedOnCall';

export const kickPlayer = validatedOnCall('kickPlayer', async ({ uid, data: { gameID, userID } }) => {
  const games = gamesDatabase();
  const { roomCode } = await requireHost(games, gameID, uid);
  const userSecret = (await games.ref(gamePaths.secret(gameID, userID)).get()).val() as string | null;
  if (userSecret === null) return { success: true };
  // The kick's mark under `kicked` is written first, alone, by whichever kick gets there first: it frees
  // the seat. (A kick that finds the mark, a second one or a retry, makes the same removals.)
  const first = await claimIfEmpty(
    gamesTransactionDatabase().ref(gamePaths.kickedPlayer(gameID, userID)),
    userSecret,
  );
  await games
    .ref()
    .update(playerKickUpdate({ gameId: gameID, roomCode, userID, userSecret, freesSeat: first }));
  return { success: true };
});
