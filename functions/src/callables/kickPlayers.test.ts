import { describe, expect, it } from 'vitest';
import {
  gameMessages,
  gamePaths,
  KICK_PLAYERS_MAX,
  mainPaths,
  playerAnswerUpdate,
  seatsTaken,
  type JoinAnswer,
  type OngoingRoom,
} from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { joinGame } from './joinGame';
import { kickPlayers } from './kickPlayers';
import { startPlaying } from './startPlaying';
import { scaledMs } from '../test/timeScale';

const { games, main } = useDatabaseEmulators();

const kick = (payload: unknown, uid: string | null = 'alice') =>
  kickPlayers.run(callableRequest(payload, uid ?? undefined));

const joinAs = (username: string) => joinGame.run(callableRequest({ roomCode: 'asdfjklas', username }));

const playerCount = () => seatsTaken(games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom);

/** Alice's game with these players in it, each having answered the open question: their joins by name. */
async function seedGameWithPlayers<Name extends string>(names: Name[]): Promise<Record<Name, JoinAnswer>> {
  await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [] });
  const players = {} as Record<Name, JoinAnswer>;
  for (const name of names) {
    const joined = await joinAs(name);
    await gamesDatabase()
      .ref()
      .update(
        playerAnswerUpdate({
          gameId: 'g1',
          userID: joined.userID,
          userSecret: joined.userSecret,
          answer: 1,
          questionNumber: 0,
          submittedAt: 2_000,
        }),
      );
    players[name] = joined;
  }
  return players;
}

/** Whether the player's entry, record, secret, answer and Submission are all gone (or all there). */
function presence(player: { userID: string; userSecret: string }) {
  const paths = [
    gamePaths.rosterPlayer('g1', player.userID),
    gamePaths.player('g1', player.userSecret),
    gamePaths.secret('g1', player.userID),
    gamePaths.answer('g1', player.userSecret),
    gamePaths.submission('g1', player.userID),
  ];
  const present = paths.filter((path) => games.read(path) !== null).length;
  if (present === 0) return 'gone';
  return present === paths.length ? 'in' : 'partly';
}

describe('kickPlayers', () => {
  it('removes every player named as kickPlayer removes one, frees their seats and keeps their names', async () => {
    const {
      Anna: anna,
      Ben: ben,
      Cleo: cleo,
      Dev: dev,
    } = await seedGameWithPlayers(['Anna', 'Ben', 'Cleo', 'Dev']);
    const sharedInfo = games.read(gamePaths.sharedInfo('g1'));

    await expect(kick({ gameID: 'g1', userIDs: [anna.userID, cleo.userID, dev.userID] })).resolves.toEqual({
      success: true,
    });

    expect([anna, ben, cleo, dev].map((player) => presence(player))).toEqual(['gone', 'in', 'gone', 'gone']);
    expect(games.read(gamePaths.kickedPlayers('g1'))).toEqual({
      [anna.userID]: anna.userSecret,
      [cleo.userID]: cleo.userSecret,
      [dev.userID]: dev.userSecret,
    });
    expect(playerCount()).toBe(1);
    expect(games.read(gamePaths.playerName('g1', 'cleo'))).toBe(cleo.userID);
    await expect(joinAs('Cleo')).rejects.toMatchObject({
      code: 'already-exists',
      message: gameMessages.nameTaken,
    });
    expect(games.read(gamePaths.sharedInfo('g1'))).toEqual(sharedInfo);
  });

  it('frees one seat for a player named twice, or removed twice, and skips who is already gone', async () => {
    const { Anna: anna, Ben: ben } = await seedGameWithPlayers(['Anna', 'Ben', 'Cleo', 'Dev']);
    await kick({ gameID: 'g1', userIDs: [anna.userID, anna.userID] });
    expect(playerCount()).toBe(3);

    await expect(kick({ gameID: 'g1', userIDs: [anna.userID, 'nobody', ben.userID] })).resolves.toEqual({
      success: true,
    });

    expect(playerCount()).toBe(2);
    expect(presence(ben)).toBe('gone');
  });

  it('marks the players removed in the report once the game has started playing, not those removed in the lobby', async () => {
    const { Anna: anna, Ben: ben, Cleo: cleo } = await seedGameWithPlayers(['Anna', 'Ben', 'Cleo']);
    await kick({ gameID: 'g1', userIDs: [anna.userID] });
    expect(main.read(mainPaths.report('g1'))).toBeNull();

    await startPlaying.run(callableRequest({ gameID: 'g1' }, 'alice'));
    await kick({ gameID: 'g1', userIDs: [ben.userID, cleo.userID] });

    const mark = (name: string) => ({ name, joinedAt: expect.any(Number), kickedAt: expect.any(Number) });
    expect(main.read(`${mainPaths.report('g1')}/kicked`)).toEqual({
      [ben.userID]: mark('Ben'),
      [cleo.userID]: mark('Cleo'),
    });
  });

  it(
    'removes a crowd in one call',
    async () => {
      const names = Array.from({ length: 101 }, (_, index) => `Bot ${index}`);
      const { players } = await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names });
      const [stays, ...bots] = players;
      if (!stays) throw new Error('seedGame seeded nobody');

      await kick({ gameID: 'g1', userIDs: bots.map((bot) => bot.userID) });

      expect(Object.keys(games.read(gamePaths.roster('g1')) as object)).toEqual([stays.userID]);
      expect(Object.keys(games.read(gamePaths.kickedPlayers('g1')) as object)).toHaveLength(100);
      expect(playerCount()).toBe(1);
    },
    scaledMs(30_000),
  );

  it('refuses anyone but the host, and a game that does not exist, changing nothing', async () => {
    const { Anna: anna } = await seedGameWithPlayers(['Anna']);
    const before = games.read('');

    await expect(kick({ gameID: 'g1', userIDs: [anna.userID] }, 'bob')).rejects.toMatchObject({
      code: 'permission-denied',
      message: gameMessages.notHost,
    });
    await expect(kick({ gameID: 'g2', userIDs: [anna.userID] })).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.gameNotFound,
    });
    await expect(kick({ gameID: 'g1', userIDs: [anna.userID] }, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });

    expect(games.read('')).toEqual(before);
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no player ids', payload: { gameID: 'g1' }, field: 'userIDs' },
    { what: 'an empty list', payload: { gameID: 'g1', userIDs: [] }, field: 'userIDs' },
    {
      what: `more than ${KICK_PLAYERS_MAX} ids`,
      payload: {
        gameID: 'g1',
        userIDs: Array.from({ length: KICK_PLAYERS_MAX + 1 }, (_, index) => `u${index}`),
      },
      field: 'userIDs',
    },
    {
      what: 'a path among the ids',
      payload: { gameID: 'g1', userIDs: ['u1', 'u1/../u2'] },
      field: 'userIDs[1]',
    },
    { what: 'a single id', payload: { gameID: 'g1', userIDs: 'u1' }, field: 'userIDs' },
    { what: 'a path as game id', payload: { gameID: 'g1/secrets', userIDs: ['u1'] }, field: 'gameID' },
    { what: 'an extra field', payload: { gameID: 'g1', userIDs: ['u1'], ban: true }, field: 'payload' },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await seedGameWithPlayers(['Anna']);
    const before = games.read('');

    await expect(kick(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(games.read('')).toEqual(before);
  });
});
