import { describe, expect, it } from 'vitest';
import { GAME_IDLE_EXPIRY_MS, gamePaths, HostStatus, PlayerMode, type GameExpiry } from '@/domain';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, readHostInfo, seedGame } from '../test/games';
import { startPlaying } from './startPlaying';

const { games } = useDatabaseEmulators();

describe('startPlaying', () => {
  it('moves the lobby to the quiz intro of 5000 ms, at the server time, players told to wait', async () => {
    const { gameId } = await seedGame();
    games.freezeClock(1_800_000_000_000);

    await expect(startPlaying.run(asHost({ gameID: gameId, totalQuestions: 5 }))).resolves.toEqual({
      success: true,
    });

    const hostInfo = await readHostInfo(gameId);
    expect(hostInfo.status).toBe(HostStatus.QuizIntro);
    expect(hostInfo.gameStatus).toEqual({ questionNumber: 0, time: 1_800_000_000_000, duration: 5000 });
    expect(games.read(`${gamePaths.sharedInfo(gameId)}/gameStatus/mode`)).toBe(PlayerMode.WaitingForStart);
  });

  it('refreshes when the game expires: 6 hours after the host’s last step', async () => {
    const { gameId, roomCode } = await seedGame();
    await startPlaying.run(asHost({ gameID: gameId }));
    const expiry = games.read(gamePaths.gameExpiry(gameId)) as GameExpiry;
    expect(expiry.roomCode).toBe(roomCode);
    expect(expiry.expiresAt - Date.now()).toBeGreaterThan(GAME_IDLE_EXPIRY_MS - 10_000);
    expect(expiry.expiresAt - Date.now()).toBeLessThanOrEqual(GAME_IDLE_EXPIRY_MS);
  });

  it('ignores the payload’s number of questions: the game knows its own', async () => {
    const { gameId } = await seedGame();
    await startPlaying.run(asHost({ gameID: gameId, totalQuestions: 99 }));
    expect(games.read(`${gamePaths.sharedInfo(gameId)}/totalQuestions`)).toBe(5);
  });

  it('refuses to start before anyone has joined', async () => {
    const { gameId } = await seedGame({ names: [] });
    await expect(startPlaying.run(asHost({ gameID: gameId }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Wait until at least one player has joined.',
    });
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.Lobby);
  });

  it('changes nothing when called again (a retry)', async () => {
    const { gameId } = await seedGame();
    await startPlaying.run(asHost({ gameID: gameId }));
    const after = games.read(gamePaths.game(gameId));

    await expect(startPlaying.run(asHost({ gameID: gameId }))).resolves.toEqual({ success: true });

    expect(games.read(gamePaths.game(gameId))).toEqual(after);
  });

  it('is the host’s alone', async () => {
    const { gameId } = await seedGame();
    await expect(startPlaying.run(asHost({ gameID: gameId }, 'someone-else'))).rejects.toMatchObject({
      code: 'permission-denied',
      message: "Only this game's host can do that.",
    });
    await expect(startPlaying.run(callableRequest({ gameID: gameId }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.Lobby);
  });

  it('answers not-found for a game that does not exist', async () => {
    await expect(startPlaying.run(asHost({ gameID: 'no-such-game' }))).rejects.toMatchObject({
      code: 'not-found',
      message: 'This game does not exist or has ended.',
    });
  });

  it.each([
    [{}, 'gameID'],
    [{ gameID: 'a/b' }, 'gameID'],
    [{ gameID: 'g', totalQuestions: -1 }, 'totalQuestions'],
    [{ gameID: 'g', extra: 1 }, 'extra'],
  ])('refuses the payload %j, naming %s', async (payload, field) => {
    await expect(startPlaying.run(asHost(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(field),
    });
  });
});
