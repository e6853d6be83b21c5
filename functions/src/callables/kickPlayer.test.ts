import { describe, expect, it } from 'vitest';
import { gameMessages, gamePaths, mainPaths, playerAnswerUpdate } from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { joinGame } from './joinGame';
import { kickPlayer } from './kickPlayer';
import { startPlaying } from './startPlaying';

const { games, main } = useDatabaseEmulators();

const kick = (payload: unknown, uid: string | null = 'alice') =>
  kickPlayer.run(callableRequest(payload, uid ?? undefined));

const joinAs = (username: string) => joinGame.run(callableRequest({ roomCode: 'asdfjklas', username }));

/** Alice's game with Anna and Ben in it, both having answered the open question. */
async function seedGameWithPlayers() {
  await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [] });
  const anna = await joinAs('Anna');
  const ben = await joinAs('Ben');
  for (const { userID, userSecret } of [anna, ben]) {
    await gamesDatabase()
      .ref()
      .update(
        playerAnswerUpdate({
          gameId: 'g1',
          userID,
          userSecret,
          answer: 1,
          questionNumber: 0,
          submittedAt: 2_000,
        }),
      );
  }
  return { anna, ben };
}

describe('kickPlayer', () => {
  it('removes the player’s entry, record, secret and answer, and nobody else’s', async () => {
    const { anna, ben } = await seedGameWithPlayers();
    const sharedInfo = games.read(gamePaths.sharedInfo('g1'));

    await expect(kick({ gameID: 'g1', userID: anna.userID })).resolves.toEqual({ success: true });

    expect(games.read(gamePaths.rosterPlayer('g1', anna.userID))).toBeNull();
    expect(games.read(gamePaths.player('g1', anna.userSecret))).toBeNull();
    expect(games.read(gamePaths.secret('g1', anna.userID))).toBeNull();
    expect(games.read(gamePaths.answer('g1', anna.userSecret))).toBeNull();
    expect(games.read(gamePaths.submission('g1', anna.userID))).toBeNull();
    expect(games.read(gamePaths.rosterPlayer('g1', ben.userID))).not.toBeNull();
    expect(games.read(gamePaths.player('g1', ben.userSecret))).not.toBeNull();
    expect(games.read(gamePaths.secret('g1', ben.userID))).toBe(ben.userSecret);
    expect(games.read(gamePaths.answer('g1', ben.userSecret))).toMatchObject({ user: ben.userID });
    expect(games.read(gamePaths.submission('g1', ben.userID))).toMatchObject({ user: ben.userID });
    expect(games.read(gamePaths.sharedInfo('g1'))).toEqual(sharedInfo);
  });

  it('marks a player removed once the game has started playing in its report, once; not one removed in the lobby', async () => {
    const { anna, ben } = await seedGameWithPlayers();
    await kick({ gameID: 'g1', userID: anna.userID });
    expect(main.read(mainPaths.report('g1'))).toBeNull();

    await startPlaying.run(callableRequest({ gameID: 'g1' }, 'alice'));
    await kick({ gameID: 'g1', userID: ben.userID });
    const marked = main.read(mainPaths.reportKicked('g1', ben.userID));
    await kick({ gameID: 'g1', userID: ben.userID });

    expect(marked).toEqual({ name: 'Ben', joinedAt: expect.any(Number), kickedAt: expect.any(Number) });
    expect(main.read(mainPaths.reportKicked('g1', ben.userID))).toEqual(marked);
    expect(main.read(`${mainPaths.report('g1')}/kicked`)).toEqual({ [ben.userID]: marked });
  });

  it('keeps the player’s name taken, so they cannot come straight back under it', async () => {
    const { anna } = await seedGameWithPlayers();

    await kick({ gameID: 'g1', userID: anna.userID });

    expect(games.read(gamePaths.playerName('g1', 'anna'))).toBe(anna.userID);
    await expect(joinAs('anna')).rejects.toMatchObject({
      code: 'already-exists',
      message: gameMessages.nameTaken,
    });
  });

  it('succeeds again for a player already gone, changing nothing', async () => {
    const { anna } = await seedGameWithPlayers();
    await kick({ gameID: 'g1', userID: anna.userID });
    const before = games.read('');

    await expect(kick({ gameID: 'g1', userID: anna.userID })).resolves.toEqual({ success: true });
    await expect(kick({ gameID: 'g1', userID: 'nobody' })).resolves.toEqual({ success: true });

    expect(games.read('')).toEqual(before);
  });

  it('refuses anyone but the host, changing nothing', async () => {
    const { anna } = await seedGameWithPlayers();
    const before = games.read('');

    await expect(kick({ gameID: 'g1', userID: anna.userID }, 'bob')).rejects.toMatchObject({
      code: 'permission-denied',
      message: gameMessages.notHost,
    });

    expect(games.read('')).toEqual(before);
  });

  it('refuses a game that does not exist', async () => {
    const { anna } = await seedGameWithPlayers();
    const before = games.read('');

    await expect(kick({ gameID: 'g2', userID: anna.userID })).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.gameNotFound,
    });

    expect(games.read('')).toEqual(before);
  });

  it('rejects a caller who is not signed in', async () => {
    const { anna } = await seedGameWithPlayers();
    const before = games.read('');

    await expect(kick({ gameID: 'g1', userID: anna.userID }, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });

    expect(games.read('')).toEqual(before);
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no game id', payload: { userID: 'u1' }, field: 'gameID' },
    { what: 'a path as game id', payload: { gameID: 'g1/secrets', userID: 'u1' }, field: 'gameID' },
    { what: 'no player id', payload: { gameID: 'g1' }, field: 'userID' },
    { what: 'a path as player id', payload: { gameID: 'g1', userID: 'u1/../u2' }, field: 'userID' },
    { what: '"__proto__" as game id', payload: { gameID: '__proto__', userID: 'u1' }, field: 'gameID' },
    { what: '"constructor" as player id', payload: { gameID: 'g1', userID: 'constructor' }, field: 'userID' },
    { what: 'an extra field', payload: { gameID: 'g1', userID: 'u1', ban: true }, field: 'payload' },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await seedGameWithPlayers();
    const before = games.read('');

    await expect(kick(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(games.read('')).toEqual(before);
  });
});
