import { describe, expect, it, vi } from 'vitest';
import {
  gamePaths,
  HostStatus,
  periodsOf,
  type GameProgress,
  type PlayerView,
  type SharedInfo,
} from '@/domain';
import { runHostStep } from '../hostSteps';
import { runPause } from '../pausing';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, HOST, readHostInfo, seedAnswer, seedGame, type SeededGame } from '../test/games';
import { scaledMs } from '../test/timeScale';
import { WatchedNode } from '../watchedNode';
import { endQuestion } from './endQuestion';
import { introQuestion } from './introQuestion';
import { pauseGame } from './pauseGame';
import { startPlaying } from './startPlaying';
import { startQuestion } from './startQuestion';

const { games } = useDatabaseEmulators();

/** Opens the first question and returns its opening time, by the server. */
async function openFirst(game: SeededGame): Promise<number> {
  const gameID = game.gameId;
  await startPlaying.run(asHost({ gameID }));
  await introQuestion.run(asHost({ gameID, questionNum: 0 }));
  await startQuestion.run(asHost({ gameID, questionNumber: 0 }));
  return (await readHostInfo(gameID)).gameStatus.time;
}

const pause = (game: SeededGame, paused: boolean, at?: number) =>
  pauseGame.run(asHost({ gameID: game.gameId, paused, ...(at !== undefined && { at }) }));
const sharedInfo = (game: SeededGame) => games.read(gamePaths.sharedInfo(game.gameId)) as SharedInfo;
const progress = (game: SeededGame) => games.read(gamePaths.progress(game.gameId)) as GameProgress;

describe('pauseGame', () => {
  it('pauses the open question at the server’s time, for the host, the phones and the rules', async () => {
    const game = await seedGame();
    const openedAt = await openFirst(game);

    await expect(pause(game, true)).resolves.toEqual({ success: true });

    const { gameStatus } = await readHostInfo(game.gameId);
    expect(gameStatus.time).toBe(openedAt);
    expect(gameStatus.pausedAt).toBeGreaterThanOrEqual(openedAt);
    expect(gameStatus.pausedMs).toBe(0);
    expect(sharedInfo(game).gameStatus.info).toMatchObject({ pausedAt: gameStatus.pausedAt, pausedMs: 0 });
    // The lease is given back: host steps may be claimed.
    expect(progress(game).worker).toBeUndefined();
  });

  it('stops every clock at the host’s press, not when the call arrives, and restarts them at the next', async () => {
    // The database's clock: the question opened 10 s ago; the calls arrive a minute after the presses.
    const start = Date.now() - 10_000;
    games.freezeClock(start);
    const game = await seedGame();
    const openedAt = await openFirst(game);
    games.freezeClock(start + 60_000);

    await pause(game, true, openedAt + 2000);
    const { gameStatus } = await readHostInfo(game.gameId);
    expect(gameStatus.pausedAt).toBe(openedAt + 2000);
    // The phones stop at the press too: their screen says "Paused", their bar moves on from there.
    expect(sharedInfo(game).gameStatus.info).toMatchObject({ pausedAt: openedAt + 2000, pausedMs: 0 });

    await pause(game, false, openedAt + 2300);
    expect((await readHostInfo(game.gameId)).gameStatus).toMatchObject({ pausedMs: 300 });
    expect(sharedInfo(game).gameStatus.info.pausedMs).toBe(300);
  });

  it('clamps the press to what the server knows: not before the phase began, nor after now', async () => {
    const game = await seedGame();
    const openedAt = await openFirst(game);

    await pause(game, true, 0);
    expect((await readHostInfo(game.gameId)).gameStatus.pausedAt).toBe(openedAt);

    await pause(game, false, Number.MAX_SAFE_INTEGER);
    const resumedBy = Date.now();
    const [period] = periodsOf(progress(game).pauses, progress(game).claimed);
    expect(period?.from).toBe(openedAt);
    expect(period?.to).toBeLessThanOrEqual(resumedBy);
    // The next pause never starts before the last one ended.
    await pause(game, true, openedAt);
    expect((await readHostInfo(game.gameId)).gameStatus.pausedAt).toBe(period?.to);
  });

  it('changes nothing when the game already is as asked', async () => {
    const game = await seedGame();
    await openFirst(game);
    await pause(game, false);
    expect((await readHostInfo(game.gameId)).gameStatus).toMatchObject({ pausedMs: 0 });
    expect((await readHostInfo(game.gameId)).gameStatus.pausedAt).toBeUndefined();

    await pause(game, true);
    const paused = games.read(gamePaths.game(game.gameId));
    await expect(pause(game, true)).resolves.toEqual({ success: true });
    expect(games.read(gamePaths.game(game.gameId))).toEqual(paused);
  });

  it('moves the deadline on resume by the pause’s length, each pause adding to it', async () => {
    // The database's clock, stopped and moved on by the test: each pause lasts exactly as long as it says.
    const start = Date.now();
    games.freezeClock(start);
    const game = await seedGame();
    const openedAt = await openFirst(game);
    await pause(game, true);
    games.freezeClock(start + 300);
    await pause(game, false);
    await pause(game, true);
    games.freezeClock(start + 500);
    await pause(game, false);

    const periods = periodsOf(progress(game).pauses, progress(game).claimed);
    expect(periods).toHaveLength(2);
    const lengths = periods.map(({ from, to }) => (to ?? from) - from);
    expect(lengths[0]).toBe(300);
    expect(lengths[1]).toBe(200);
    const { gameStatus } = await readHostInfo(game.gameId);
    expect(gameStatus.pausedAt).toBeUndefined();
    expect(gameStatus.pausedMs).toBe((lengths[0] ?? 0) + (lengths[1] ?? 0));
    expect(gameStatus.time).toBe(openedAt);
    expect(sharedInfo(game).gameStatus.info.pausedMs).toBe(gameStatus.pausedMs);
  });

  it('scores an answer on the moved clock: the pause before it is not its time', async () => {
    const start = Date.now();
    games.freezeClock(start);
    const game = await seedGame();
    const openedAt = await openFirst(game);
    await pause(game, true);
    games.freezeClock(start + 200);
    await pause(game, false);
    const { pausedMs = 0 } = (await readHostInfo(game.gameId)).gameStatus;
    expect(pausedMs).toBe(200);
    // 5 s of the question's running time: floor(750 + 250 × 25/30) = 958, as if never paused.
    await seedAnswer(game.gameId, 'p1', 1, openedAt + pausedMs + 5000, 0);

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    const ann = games.read(gamePaths.player(game.gameId, 'secret-1')) as PlayerView;
    expect(ann.score).toBe(958);
  });

  it('ends with its phase: a step made while paused resumes, and its phase runs', async () => {
    const game = await seedGame();
    await openFirst(game);
    await pause(game, true);

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    const { status, gameStatus } = await readHostInfo(game.gameId);
    expect(status).toBe(HostStatus.Results);
    expect(gameStatus.pausedAt).toBeUndefined();
    expect(sharedInfo(game).gameStatus.info.pausedAt).toBeUndefined();
    // The results can be paused in turn.
    await pause(game, true);
    expect((await readHostInfo(game.gameId)).gameStatus.pausedAt).toBeGreaterThan(0);
  });

  it('holds a step back while its writes are made, so a pause never lands in the next phase', async () => {
    const game = await seedGame();
    await openFirst(game);
    let letWrite = () => {};
    const writing = new Promise<void>((resolve) => (letWrite = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const pausing = runPause(HOST, game.gameId, true, {
      beforeWrite: () => {
        holding();
        return writing;
      },
    });
    // The pause holds its lease, its writes not yet made; the step asked for meanwhile finds the game
    // busy and waits for the progress to change (the only path on which a step waits).
    await held;
    const waiting = vi.spyOn(WatchedNode.prototype, 'nextChange');
    const ending = runHostStep(HOST, game.gameId, { kind: 'endQuestion', questionNumber: 0 });
    await vi.waitFor(() => expect(waiting).toHaveBeenCalled(), { timeout: scaledMs(5000) });
    expect((await readHostInfo(game.gameId)).status).toBe(HostStatus.QuestionOpen);
    waiting.mockRestore();

    letWrite();
    await Promise.all([pausing, ending]);

    const { status, gameStatus } = await readHostInfo(game.gameId);
    expect(status).toBe(HostStatus.Results);
    expect(gameStatus.pausedAt).toBeUndefined();
  });

  it('is the host’s alone, of a game that exists and is not over', async () => {
    const game = await seedGame();
    await openFirst(game);
    await expect(
      pauseGame.run(asHost({ gameID: game.gameId, paused: true }, 'someone-else')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(pauseGame.run(asHost({ gameID: 'no-such-game', paused: true }))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect((await readHostInfo(game.gameId)).gameStatus.pausedAt).toBeUndefined();

    const over = await seedGame({ gameId: 'game-2', roomCode: 'ssssddddf', endedAt: 1 });
    await expect(pause(over, true)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This game is over.',
    });
  });

  it.each([
    [{ gameID: 'g' }, 'paused'],
    [{ gameID: 'g', paused: 'yes' }, 'paused'],
  ])('refuses the payload %j, naming %s', async (payload, field) => {
    await expect(pauseGame.run(asHost(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(field),
    });
  });
});
