// Deletes the live games whose time is up (gameExpiries/{id}: an hour after the final leaderboard, or six
// hours after the host's last step for an abandoned game; see liveGames.ts gameExpiry), with their quiz and its keys,
// their expiry, their entry among their quiz's games, their room code, which becomes free for a new game,
// and the marker of their counted play.
import { gamePaths } from '@/domain';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { gamesDatabase } from '../admin';
import { CLEAN_UP_GAMES_OPTIONS } from '../functionOptions';
import { forgetCountedPlays } from '../quizPlays';
import { readChildren, readValue } from '../reads';

/**
 * Games deleted per update. A game's node holds every player of it (1.7 MB at 2,000), so a write deleting
 * hundreds of games at once would be a very large delete for the database to apply in one piece; a few dozen
 * keep each write modest, and a write that fails takes only its own games with it.
 */
export const CLEAN_UP_BATCH_SIZE = 25;

/** Expiry entries read per query: each is a few dozen bytes, so a page is a bounded, small read. */
export const CLEAN_UP_PAGE_SIZE = 500;

interface ExpiredGame {
  id: string;
  roomCode: string;
  expiresAt: number;
}

/** What a run did: games deleted, and games whose batch failed (still expired, for the next run). */
export interface CleanUpReport {
  deleted: number;
  failed: number;
}

/**
 * The next page of games expired by `now`, in expiry order, after `cursor` (the last game of the previous
 * page). Paging on from the cursor rather than from the start again: the games of a failed batch are still
 * there, and reading them again would loop over them.
 */
async function expiredGames(now: number, cursor: ExpiredGame | undefined): Promise<ExpiredGame[]> {
  const entries = await readChildren(gamesDatabase(), gamePaths.gameExpiries(), (ref) => {
    const byExpiry = ref.orderByChild('expiresAt');
    return (cursor ? byExpiry.startAfter(cursor.expiresAt, cursor.id) : byExpiry)
      .endAt(now)
      .limitToFirst(CLEAN_UP_PAGE_SIZE);
  });
  return entries.map(({ key, value: { roomCode, expiresAt } }) => ({ id: key, roomCode, expiresAt }));
}

/**
 * Deletes `batch` in one update: each game with its quiz, keys, expiry, quiz entry and room code together, so
 * a failure leaves a game whole (and still expired), never a code freed for a game that is still there. A
 * room code is freed only while it still opens the expired game (a freed code may open a newer game by now).
 * Nobody claims a code that opens a game, so one that does when read still does when the update deletes it;
 * only another run of this could free it in between, and runs are 15 minutes apart and take seconds.
 */
async function deleteBatch(batch: readonly ExpiredGame[]): Promise<void> {
  const games = gamesDatabase();
  const [codeOwners, quizIds] = await Promise.all([
    Promise.all(batch.map(({ roomCode }) => readValue(games, gamePaths.ongoingRoom(roomCode)))),
    Promise.all(batch.map(({ id }) => readValue(games, gamePaths.gameQuizId(id)))),
  ]);
  const update: Record<string, null> = {};
  batch.forEach(({ id, roomCode }, index) => {
    update[gamePaths.game(id)] = null;
    update[gamePaths.gameQuiz(id)] = null;
    update[gamePaths.gameAnswerKeys(id)] = null;
    update[gamePaths.gameExpiry(id)] = null;
    if (codeOwners[index] === id) update[gamePaths.ongoingRoomEntry(roomCode)] = null;
    const quizId = quizIds[index];
    if (typeof quizId === 'string') update[gamePaths.quizGame(quizId, id)] = null;
  });
  await games.ref().update(update);
  await forgetCountedPlays(batch.map(({ id }) => id));
}

/**
 * Deletes every game that expired by `now`, CLEAN_UP_BATCH_SIZE games per update, one batch after another. A
 * batch that fails is logged and the others go on; its games stay expired, so the next run tries them again.
 */
export async function cleanUpExpiredGames(now: number): Promise<CleanUpReport> {
  const report: CleanUpReport = { deleted: 0, failed: 0 };
  let cursor: ExpiredGame | undefined;
  for (;;) {
    const page = await expiredGames(now, cursor);
    for (let start = 0; start < page.length; start += CLEAN_UP_BATCH_SIZE) {
      const batch = page.slice(start, start + CLEAN_UP_BATCH_SIZE);
      try {
        await deleteBatch(batch);
        report.deleted += batch.length;
      } catch (error) {
        report.failed += batch.length;
        logger.error(
          `cleanUpGames could not delete ${batch.length} games (${batch.map(({ id }) => id).join(', ')}); the next run tries again.`,
          error,
        );
      }
    }
    if (page.length < CLEAN_UP_PAGE_SIZE) return report;
    cursor = page[page.length - 1];
  }
}

const gameCount = (count: number) => `${count} expired game${count === 1 ? '' : 's'}`;

export const cleanUpGames = onSchedule(
  { schedule: 'every 15 minutes', ...CLEAN_UP_GAMES_OPTIONS },
  async () => {
    const { deleted, failed } = await cleanUpExpiredGames(Date.now());
    logger.info(
      `cleanUpGames deleted ${gameCount(deleted)}${failed > 0 ? `; ${gameCount(failed)} failed` : ''}.`,
    );
  },
);
