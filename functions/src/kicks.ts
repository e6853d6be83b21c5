// Removing a player from a live game (SPEC §7 kickPlayer, and kickPlayers, which removes many at
// once): both callables remove each player exactly this way. The player's entry, record, secret and any
// answer go in one update, so the player's screen sees its record vanish and no further answer of theirs
// is accepted; their seat is freed and their name stays taken. Removing a player who is already gone
// changes nothing, and of two removals of one player at once, one frees the seat. Once the game has
// started playing, the game's report marks the player as removed.
import {
  decodePlayer,
  SERVER_TIME,
  gamePaths,
  mainPaths,
  playerKickUpdate,
  progressOf,
  type GameProgress,
  type KickedPlayer,
  type Player,
  type ServerTime,
} from '@/domain';
import { gamesDatabase, gamesTransactionDatabase, mainDatabase } from './admin';
import { claimIfEmpty } from './claims';
import { readValue } from './reads';

/** Removes player `userID` from game `gameId`, whose progress (requireHost's) is `progress`. */
export async function removePlayer(
  gameId: string,
  { roomCode, claimed }: Pick<GameProgress, 'roomCode' | 'claimed'>,
  userID: string,
): Promise<void> {
  const games = gamesDatabase();
  const [userSecret, entry] = await Promise.all([
    readValue(games, gamePaths.secret(gameId, userID)),
    readValue(games, gamePaths.rosterPlayer(gameId, userID)),
  ]);
  if (userSecret === null) return;
  // The removal's mark under `kicked` is written first, alone, by whichever removal gets there first: it
  // frees the seat. (A removal that finds the mark, a second one or a retry, makes the same removals.)
  const first = await claimIfEmpty(
    gamesTransactionDatabase().ref(gamePaths.kickedPlayer(gameId, userID)),
    userSecret,
  );
  const player = decodePlayer(entry);
  // A player removed in the lobby never played: the report (begun by startPlaying) leaves them out.
  const played = claimed >= progressOf('quizIntro', 0);
  await Promise.all([
    games.ref().update(playerKickUpdate({ gameId, roomCode, userID, userSecret, freesSeat: first })),
    played && player !== null && markKickedInReport(gameId, userID, player),
  ]);
}

/** The player's removal in the game's report, once: a second removal or a retry keeps the first one's time. */
async function markKickedInReport(gameId: string, userId: string, player: Player): Promise<void> {
  const kicked: KickedPlayer<ServerTime> = {
    name: player.username,
    joinedAt: player.joinedAt,
    kickedAt: SERVER_TIME,
  };
  await claimIfEmpty(mainDatabase().ref(mainPaths.reportKicked(gameId, userId)), kicked);
}
