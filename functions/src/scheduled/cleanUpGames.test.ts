import { describe, expect, it } from 'vitest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { CLEAN_UP_BATCH_SIZE, cleanUpExpiredGames } from './cleanUpGames';

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

    await expect(cleanUpExpiredGames(NOW)).resolves.toBe(2);

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

    await expect(cleanUpExpiredGames(NOW)).resolves.toBe(1);

    expect(games.read('')).toEqual({ ongoing: { aaaaaaaaa: { id: 'g2' } } });
  });

  it('deletes games beyond one batch', async () => {
    const count = 2 * CLEAN_UP_BATCH_SIZE + 1;
    const expired = Array.from({ length: count }, (_, index) => ({
      id: `g${index}`,
      roomCode: codeFor(index),
      expiresAt: NOW - index,
    }));
    const kept = { id: 'g-kept', roomCode: 'lllllllll', expiresAt: NOW + 60_000 };
    await games.seed(databaseWith([...expired, kept]));

    await expect(cleanUpExpiredGames(NOW)).resolves.toBe(count);

    expect(games.read('')).toEqual(databaseWith([kept]));
  }, 30_000);

  it('does nothing when no game has expired', async () => {
    const tree = databaseWith([{ id: 'g1', roomCode: 'aaaaaaaaa', expiresAt: NOW + 1 }]);
    await games.seed(tree);

    await expect(cleanUpExpiredGames(NOW)).resolves.toBe(0);

    expect(games.read('')).toEqual(tree);
  });
});
