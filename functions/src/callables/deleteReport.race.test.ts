// A player keeps 10 deleteReport calls for a game in flight while its lobby is open, as an attack run did,
// and goes on as the host presses Start: a call that found no report before startPlaying wrote it must never
// delete it after. The report keeps its host and its game, and the player's calls take nothing from it.
import { describe, expect, it } from 'vitest';
import { gameMessages, mainPaths } from '@/domain';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, HOST, seedGame } from '../test/games';
import { deleteReport } from './deleteReport';
import { startPlaying } from './startPlaying';

const { main } = useDatabaseEmulators();

const PLAYER = 'p1';
const CALLS_IN_FLIGHT = 10;

/** Games played through the attack: each round's window between a call's read and its write is a matter of luck. */
const ROUNDS = 5;

/**
 * Starts game `gameId` while a player keeps CALLS_IN_FLIGHT deleteReport calls in flight, from before the
 * host's press until one more call each after it; each call's answer.
 */
async function startUnderAttack(gameId: string): Promise<string[]> {
  let started = false;
  const answers: string[] = [];
  let warmedUp: () => void = () => undefined;
  const attacking = new Promise<void>((resolve) => {
    warmedUp = resolve;
  });
  const keepDeleting = async () => {
    for (let afterStart = false; !afterStart;) {
      afterStart = started;
      const answer = await deleteReport.run(callableRequest({ gameID: gameId }, PLAYER)).then(
        () => 'deleted',
        (error: { code?: string }) => error.code ?? 'error',
      );
      answers.push(answer);
      if (answers.length >= CALLS_IN_FLIGHT) warmedUp();
    }
  };
  const attack = Promise.all(Array.from({ length: CALLS_IN_FLIGHT }, keepDeleting));
  // The host presses Start once every call has gone round at least once: the calls are then spread out.
  await attacking;
  await startPlaying.run(asHost({ gameID: gameId }));
  started = true;
  await attack;
  return answers;
}

describe('deleteReport racing startPlaying', () => {
  it("never takes the report from its host: 10 of a player's calls in flight through the start", async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { gameId } = await seedGame({
        gameId: `game-${round}`,
        roomCode: `asdfjkla${'sdfjk'[round - 1]}`,
      });
      const answers = await startUnderAttack(gameId);

      expect(main.read(mainPaths.reportHost(gameId)), gameId).toBe(HOST);
      expect(main.read(mainPaths.reportGame(gameId)), gameId).toMatchObject({
        quizID: 'quiz-1',
        totalQuestions: 5,
      });
      // Before the start there was no report to refuse; after it, every call is refused as not found.
      expect(answers.filter((answer) => answer !== 'deleted' && answer !== 'not-found')).toEqual([]);
      expect(answers.at(-1)).toBe('not-found');
    }
    const gameId = `game-${ROUNDS}`;
    await expect(deleteReport.run(callableRequest({ gameID: gameId }, PLAYER))).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.reportNotFound,
    });
    // The host still deletes it.
    await expect(deleteReport.run(asHost({ gameID: gameId }))).resolves.toEqual({ success: true });
    expect(main.read(mainPaths.report(gameId))).toBeNull();
  });
});
