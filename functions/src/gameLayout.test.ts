// A game started before a deploy that changed the layout of a game's data (GAME_LAYOUT): its first host step
// or join ends it with the reason both screens show, and every later one answers the same, never a failure
// of its own step after step until the game expires.
import { describe, expect, it } from 'vitest';
import {
  ENDED_GAME_EXPIRY_MS,
  GAME_LAYOUT,
  gameMessages,
  gamePaths,
  HostStatus,
  type GameExpiry,
} from '@/domain';
import { gamesDatabase } from './admin';
import { callableRequest } from './test/callableRequest';
import { useDatabaseEmulators } from './test/databaseEmulator';
import { asHost, HOST, readHostInfo, seedGame } from './test/games';
import { introQuestion } from './callables/introQuestion';
import { joinGame } from './callables/joinGame';
import { startPlaying } from './callables/startPlaying';

const { games } = useDatabaseEmulators();

const ENDED_BY_UPDATE = { code: 'failed-precondition', message: gameMessages.endedByUpdate };

/** A game in its lobby as a deploy of another layout left it, counted against its host's live games. */
async function seedOutdatedGame(layout: number) {
  const seeded = await seedGame();
  await gamesDatabase()
    .ref()
    .update({
      [`${gamePaths.progress(seeded.gameId)}/layout`]: layout,
      [gamePaths.hostedGame(HOST, seeded.gameId)]: Date.now() + 60_000,
    });
  return seeded;
}

/** That the game is over, for the reason both screens show. */
function expectEndedByUpdate(gameId: string, roomCode: string) {
  expect(games.read(`${gamePaths.hostInfo(gameId)}/endedBy`)).toBe('update');
  expect(games.read(`${gamePaths.sharedInfo(gameId)}/gameStatus/endedBy`)).toBe('update');
  expect(games.read(gamePaths.ongoingRoomEnded(roomCode))).toBe(true);
  expect(games.read(gamePaths.hostedGame(HOST, gameId))).toBeNull();
  const expiry = games.read(gamePaths.gameExpiry(gameId)) as GameExpiry;
  expect(expiry.expiresAt - Date.now()).toBeLessThanOrEqual(ENDED_GAME_EXPIRY_MS);
}

describe('a game of another layout', () => {
  it.each([
    ['an older', GAME_LAYOUT - 1],
    ['a newer (unknown)', GAME_LAYOUT + 1],
  ])(
    'of %s layout is ended by its host’s next step, which says why, and so does every step after',
    async (_which, layout) => {
      const { gameId, roomCode } = await seedOutdatedGame(layout);

      await expect(startPlaying.run(asHost({ gameID: gameId }))).rejects.toMatchObject(ENDED_BY_UPDATE);

      expectEndedByUpdate(gameId, roomCode);
      expect((await readHostInfo(gameId)).status).toBe(HostStatus.Lobby);
      // The host's screen may still ask (a retry, a timer): the same answer, and nothing else changes.
      const after = games.read('');
      await expect(startPlaying.run(asHost({ gameID: gameId }))).rejects.toMatchObject(ENDED_BY_UPDATE);
      await expect(introQuestion.run(asHost({ gameID: gameId, questionNum: 0 }))).rejects.toMatchObject(
        ENDED_BY_UPDATE,
      );
      expect(games.read(gamePaths.game(gameId))).toEqual(
        (after as { games: Record<string, unknown> }).games[gameId],
      );
    },
  );

  it('is ended by a join, which admits nobody', async () => {
    const { gameId, roomCode } = await seedOutdatedGame(GAME_LAYOUT + 1);
    const roster = games.read(gamePaths.roster(gameId));

    await expect(joinGame.run(callableRequest({ roomCode, username: 'Late Lou' }))).rejects.toMatchObject(
      ENDED_BY_UPDATE,
    );

    expectEndedByUpdate(gameId, roomCode);
    expect(games.read(gamePaths.roster(gameId))).toEqual(roster);
    // The room is closed now: a later join is refused as for any ended game.
    await expect(joinGame.run(callableRequest({ roomCode, username: 'Later Lee' }))).rejects.toMatchObject({
      code: expect.not.stringMatching(/^internal$/),
    });
  });

  it('goes on when it was stored before layouts were numbered: that is the first layout', async () => {
    const { gameId } = await seedGame();
    await gamesDatabase()
      .ref(`${gamePaths.progress(gameId)}/layout`)
      .remove();
    expect(GAME_LAYOUT).toBe(1);

    await expect(startPlaying.run(asHost({ gameID: gameId }))).resolves.toEqual({ success: true });
    expect((await readHostInfo(gameId)).status).toBe(HostStatus.QuizIntro);
    expect(games.read(`${gamePaths.hostInfo(gameId)}/endedBy`)).toBeNull();
  });

  it('of this code’s layout plays on, and admits players', async () => {
    const { gameId, roomCode } = await seedGame();
    expect(games.read(`${gamePaths.progress(gameId)}/layout`)).toBe(GAME_LAYOUT);
    await expect(joinGame.run(callableRequest({ roomCode, username: 'Dee' }))).resolves.toMatchObject({
      gameID: gameId,
    });
    await expect(startPlaying.run(asHost({ gameID: gameId }))).resolves.toEqual({ success: true });
  });
});
