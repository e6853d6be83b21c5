// Deletes the live games whose time is up (gameExpiries/{id}: an hour after the final leaderboard, or six
// hours after the host's last step for an abandoned game; see liveGames.ts gameExpiry), with their quiz and its keys,
// their expiry, their entry among their quiz's games, their room code, which becomes free for a new game,
// and the marker of their counted play.
import { gamePaths, type GameExpiry } from '@/domain';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { gamesDatabase } from '../admin';
import { CLEAN_UP_GAMES_OPTIONS } from '../functionOptions';
import { forgetCountedPlays } from '../quizPlays';

/** Games deleted per update: one query and one update per batch keep each request a bounded size. */
export const CLEAN_UP_BATCH_SIZE = 500;

interface ExpiredGame {
  id: string;
  roomCode: string;
}

async function expiredGames(now: number): Promise<ExpiredGame[]> {
  const snapshot = await gamesDatabase()
    .ref(gamePaths.gameExpiries())
    .orderByChild('expiresAt')
    .endAt(now)
    .limitToFirst(CLEAN_UP_BATCH_SIZE)
    .get();
  const expired: ExpiredGame[] = [];
  snapshot.forEach((entry) => {
    expired.push({ id: entry.key as string, roomCode: (entry.val() as GameExpiry).roomCode });
  });
  return expired;
}

/**
 * Deletes every game that expired by `now` and returns how many. A room code is freed only while it
 * still opens the expired game (a freed code may open a newer game by now). Nobody claims a code that
 * opens a game, so one that does when read still does when the update deletes it; only another run of
 * this could free it in between, and runs are 15 minutes apart and take seconds.
 */
export async function cleanUpExpiredGames(now: number): Promise<number> {
  const games = gamesDatabase();
  let deleted = 0;
  for (;;) {
    const expired = await expiredGames(now);
    if (expired.length === 0) return deleted;
    const [codeOwners, quizIds] = await Promise.all([
      Promise.all(
        expired.map(async ({ roomCode }) => (await games.ref(gamePaths.ongoingRoom(roomCode)).get()).val()),
      ),
      Promise.all(
        expired.map(async ({ id }) => (await games.ref(`${gamePaths.gameQuiz(id)}/quizID`).get()).val()),
      ),
    ]);
    const update: Record<string, null> = {};
    expired.forEach(({ id, roomCode }, index) => {
      update[gamePaths.game(id)] = null;
      update[gamePaths.gameQuiz(id)] = null;
      update[gamePaths.gameAnswerKeys(id)] = null;
      update[gamePaths.gameExpiry(id)] = null;
      if (codeOwners[index] === id) update[gamePaths.ongoingRoomEntry(roomCode)] = null;
      const quizId = quizIds[index];
      if (typeof quizId === 'string') update[gamePaths.quizGame(quizId, id)] = null;
    });
    await games.ref().update(update);
    await forgetCountedPlays(expired.map(({ id }) => id));
    deleted += expired.length;
    if (expired.length < CLEAN_UP_BATCH_SIZE) return deleted;
  }
}

export const cleanUpGames = onSchedule(
  { schedule: 'every 15 minutes', ...CLEAN_UP_GAMES_OPTIONS },
  async () => {
    const deleted = await cleanUpExpiredGames(Date.now());
    logger.info(`cleanUpGames deleted ${deleted} expired game${deleted === 1 ? '' : 's'}.`);
  },
);
