import * as logger from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { gamesDatabase } from '../admin';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { importAfresh } from '../test/importAfresh';
import { scaledMs } from '../test/timeScale';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), info: vi.fn() }));
const { CLEAN_UP_BATCH_SIZE, CLEAN_UP_PAGE_SIZE, cleanUpExpiredGames } = await importAfresh(
  () => import('./cleanUpGames'),
);

const { games, main } = useDatabaseEmulators();

const NOW = 1_000_000;

interface StoredGame {
  id: string;
  roomCode: string;
  expiresAt: number;
}

/**
 * The games database holding `stored`: each game, its quiz and answer keys, its expiry, its entry among the games of its quiz
 * (q1), and its code pointing to it.
 */
function databaseWith(stored: StoredGame[]) {
  const tree = {
    games: {} as Record<string, unknown>,
    gameQuizzes: {} as Record<string, unknown>,
    gameAnswerKeys: {} as Record<string, unknown>,
    gameExpiries: {} as Record<string, unknown>,
    ongoing: {} as Record<string, unknown>,
    quizGames: { q1: {} as Record<string, unknown> },
  };
  for (const { id, roomCode, expiresAt } of stored) {
    tree.games[id] = { hostInfo: { host: 'alice', roomCode }, sharedInfo: { totalQuestions: 1 } };
    tree.gameQuizzes[id] = { quizID: 'q1' };
    tree.gameAnswerKeys[id] = { 0: { title: 'Question 1' } };
    tree.gameExpiries[id] = { expiresAt, roomCode };
    tree.ongoing[roomCode] = { id };
    tree.quizGames.q1[id] = true;
  }
  return tree;
}

/** A distinct room code for each number. */
const codeFor = (n: number) =>
  n
    .toString(7)
    .padStart(9, '0')
    .replace(/[0-6]/g, (digit) => 'asdfjkl'[Number(digit)] as string);

/** 1,000 expired games, some expiring at the same time (the page boundaries fall inside such runs). */
const thousandExpired: StoredGame[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `g${index}`,
  roomCode: codeFor(index),
  expiresAt: NOW - 60_000 + Math.floor(index / 7),
}));

/** The games an update of the games database deletes, by their expiry entries. */
const gamesIn = (update: Record<string, unknown>): string[] =>
  Object.keys(update).flatMap((key) => (key.startsWith('gameExpiries/') ? [key.slice(13)] : []));

/**
 * What `run` returns, and every update it sent to the games database's root (each a batch of games); an
 * update that `fails` is refused as a network error would refuse it, and writes nothing.
 */
async function watchingGameUpdates<T>(
  run: () => Promise<T>,
  fails: (update: Record<string, unknown>) => boolean = () => false,
): Promise<{ result: T; updates: Record<string, unknown>[] }> {
  const reference = Object.getPrototypeOf(gamesDatabase().ref()) as {
    update: (values: Record<string, unknown>) => Promise<void>;
  };
  const update = reference.update;
  const updates: Record<string, unknown>[] = [];
  const spy = vi.spyOn(reference, 'update').mockImplementation(async function (this: unknown, values) {
    if (gamesIn(values).length > 0) {
      updates.push(values);
      if (fails(values)) throw new Error('The network is down.');
    }
    return update.call(this, values);
  });
  try {
    return { result: await run(), updates };
  } finally {
    spy.mockRestore();
  }
}

describe('cleanUpExpiredGames', () => {
  it('deletes the games that expired, with their quiz, answer keys, expiry, quiz entry and room code, and keeps the others', async () => {
    const kept = { id: 'g3', roomCode: 'lllllllll', expiresAt: NOW + 1 };
    await games.seed(
      databaseWith([
        { id: 'g1', roomCode: 'aaaaaaaaa', expiresAt: NOW - 60_000 },
        { id: 'g2', roomCode: 'sssssssss', expiresAt: NOW },
        kept,
      ]),
    );

    await expect(cleanUpExpiredGames(NOW)).resolves.toEqual({ deleted: 2, failed: 0 });

    expect(games.read('')).toEqual(databaseWith([kept]));
  });

  it('forgets the counted-play markers of the games it deletes, and only theirs', async () => {
    await games.seed(
      databaseWith([
        { id: 'g1', roomCode: 'aaaaaaaaa', expiresAt: NOW - 1 },
        { id: 'g2', roomCode: 'sssssssss', expiresAt: NOW + 1 },
      ]),
    );
    await main.seed({ countedPlays: { g1: 'q1', g2: 'q1' } });

    await cleanUpExpiredGames(NOW);

    expect(main.read('countedPlays')).toEqual({ g2: 'q1' });
  });

  it('keeps a room code that opens another game by now', async () => {
    await games.seed({
      ...databaseWith([{ id: 'g1', roomCode: 'aaaaaaaaa', expiresAt: NOW - 1 }]),
      ongoing: { aaaaaaaaa: { id: 'g2' } },
    });

    await expect(cleanUpExpiredGames(NOW)).resolves.toEqual({ deleted: 1, failed: 0 });

    expect(games.read('')).toEqual({ ongoing: { aaaaaaaaa: { id: 'g2' } } });
  });

  it(
    'deletes 1,000 expired games with their room codes, at most a batch of games per update, and keeps the unexpired',
    async () => {
      const kept = [
        { id: 'g-kept-1', roomCode: 'lllllllll', expiresAt: NOW + 1 },
        { id: 'g-kept-2', roomCode: 'kkkkkkkkk', expiresAt: NOW + 60_000 },
      ];
      await games.seed(databaseWith([...thousandExpired, ...kept]));
      await main.seed({ countedPlays: { g0: 'q1', g999: 'q1', 'g-kept-1': 'q1' } });

      const { result, updates } = await watchingGameUpdates(() => cleanUpExpiredGames(NOW));

      expect(result).toEqual({ deleted: 1000, failed: 0 });
      expect(games.read('')).toEqual(databaseWith(kept));
      expect(main.read('countedPlays')).toEqual({ 'g-kept-1': 'q1' });
      // Each update deletes whole games: with each game's expiry, its data and its room code.
      const batches = updates.map(gamesIn);
      expect(Math.max(...batches.map((batch) => batch.length))).toBe(CLEAN_UP_BATCH_SIZE);
      expect(batches).toHaveLength(1000 / CLEAN_UP_BATCH_SIZE);
      updates.forEach((update, index) => {
        for (const id of batches[index] as string[]) {
          expect(update).toHaveProperty([`games/${id}`], null);
          expect(update).toHaveProperty([`ongoing/${codeFor(Number(id.slice(1)))}`], null);
        }
      });
    },
    scaledMs(60_000),
  );

  it(
    'goes on after a batch fails: its games stay whole and expired for the next run, every other batch is deleted',
    async () => {
      await games.seed(databaseWith(thousandExpired));
      const failing = thousandExpired[CLEAN_UP_PAGE_SIZE + 3] as StoredGame;

      const { result, updates } = await watchingGameUpdates(
        () => cleanUpExpiredGames(NOW),
        (update) => `games/${failing.id}` in update,
      );

      expect(result).toEqual({ deleted: 1000 - CLEAN_UP_BATCH_SIZE, failed: CLEAN_UP_BATCH_SIZE });
      expect(updates).toHaveLength(1000 / CLEAN_UP_BATCH_SIZE);
      const failedBatch = updates.map(gamesIn).find((ids) => ids.includes(failing.id)) as string[];
      expect(failedBatch).toHaveLength(CLEAN_UP_BATCH_SIZE);
      const left = thousandExpired.filter(({ id }) => failedBatch.includes(id));
      expect(games.read('')).toEqual(databaseWith(left));
      expect(logger.error).toHaveBeenCalledOnce();
      expect(logger.error).toHaveBeenCalledWith(
        expect.stringContaining(`could not delete ${CLEAN_UP_BATCH_SIZE} games (${failedBatch.join(', ')})`),
        expect.any(Error),
      );

      await expect(cleanUpExpiredGames(NOW)).resolves.toEqual({ deleted: CLEAN_UP_BATCH_SIZE, failed: 0 });
      expect(games.read('')).toBeNull();
    },
    scaledMs(60_000),
  );

  it('does nothing when no game has expired', async () => {
    const tree = databaseWith([{ id: 'g1', roomCode: 'aaaaaaaaa', expiresAt: NOW + 1 }]);
    await games.seed(tree);

    await expect(cleanUpExpiredGames(NOW)).resolves.toEqual({ deleted: 0, failed: 0 });

    expect(games.read('')).toEqual(tree);
  });
});
