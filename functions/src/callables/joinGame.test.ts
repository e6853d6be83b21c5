import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FRIENDLY_NAME_ADJECTIVES,
  FRIENDLY_NAME_ANIMALS,
  gameMessages,
  gamePaths,
  HostStatus,
  seatsTaken,
  type OngoingRoom,
  type Player,
} from '@/domain';
import { playerNameKey } from '@/domain/game/playerNameKeys';
import type { JoinAnswer } from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { seedGame } from '../test/games';
import { maxPlayersPerGame } from '../params';
import { joinGame } from './joinGame';
import { kickPlayer } from './kickPlayer';

const { games } = useDatabaseEmulators();

const join = (payload: unknown, uid?: string) => joinGame.run(callableRequest(payload, uid));
const joinAs = (username: string, roomCode = 'asdfjklas') => join({ roomCode, username });

const PUSH_ID = /^[-0-9A-Za-z_]{20}$/;

/** The players ongoing/asdfjklas counts in its seats. */
const playerCount = () => seatsTaken(games.read(gamePaths.ongoingRoomEntry('asdfjklas')) as OngoingRoom);

const seedLobby = () => seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [] });

/** games/g1's players as the host sees them: username by userID. */
const usernames = (gameId = 'g1') =>
  Object.fromEntries(
    Object.values((games.read(gamePaths.roster(gameId)) ?? {}) as Record<string, Player>).map((player) => [
      player.userID,
      player.username,
    ]),
  );

describe('joinGame', () => {
  it('adds a visitor to the game a room code opens, with their own record and secret', async () => {
    await seedLobby();
    const before = Date.now();

    const answer = await join({ roomCode: 'asdfjklas', username: 'Anna' });

    const after = Date.now();
    const { userID, userSecret } = answer;
    expect(answer).toEqual({ success: true, userID, userSecret, gameID: 'g1', username: 'Anna' });
    expect(userID).toMatch(PUSH_ID);
    expect(userSecret).toMatch(/^[-0-9A-Za-z_]{43}$/);
    const player = games.read(gamePaths.rosterPlayer('g1', userID)) as Player;
    expect(player).toEqual({ userID, username: 'Anna', joinedAt: player.joinedAt });
    expect(player.joinedAt).toBeGreaterThanOrEqual(before);
    expect(player.joinedAt).toBeLessThanOrEqual(after);
    expect(games.read(gamePaths.player('g1', userSecret))).toEqual({ ...player, score: 0, lastChange: 0 });
    expect(playerCount()).toBe(1);
    expect(games.read(gamePaths.secret('g1', userID))).toBe(userSecret);
    expect(games.read(gamePaths.playerName('g1', 'anna'))).toBe(userID);
  });

  it('admits a signed-in caller just the same', async () => {
    await seedLobby();

    const { userID } = await join({ roomCode: 'asdfjklas', username: 'Anna' }, 'bob');

    expect(usernames()).toEqual({ [userID]: 'Anna' });
  });

  it('admits a player once the game has started: they start at 0 points', async () => {
    await seedLobby();
    await gamesDatabase()
      .ref(`${gamePaths.hostInfo('g1')}/status`)
      .set(HostStatus.QuestionOpen);

    const { userSecret } = await joinAs('Anna');

    expect(games.read(`${gamePaths.player('g1', userSecret)}/score`)).toBe(0);
  });

  it.each([
    { what: 'upper case', roomCode: 'ASDFJKLAS' },
    { what: 'the groups the host’s screen shows', roomCode: 'ASD-FJK-LAS' },
    { what: 'spaces', roomCode: ' asd fjk las ' },
  ])('reads a room code in $what', async ({ roomCode }) => {
    await seedLobby();

    await expect(joinAs('Anna', roomCode)).resolves.toMatchObject({ gameID: 'g1' });
  });

  it.each([
    { what: 'a short code', roomCode: 'asdfjkla' },
    { what: 'a long code', roomCode: 'asdfjklasd' },
    { what: 'a letter that is not a code letter', roomCode: 'asdfjklaq' },
    { what: 'a code among other characters', roomCode: 'asdfjklas!' },
    { what: 'no code', roomCode: '' },
  ])('refuses $what as invalid', async ({ roomCode }) => {
    await seedLobby();
    const before = games.read('');

    await expect(joinAs('Anna', roomCode)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: gameMessages.invalidRoomCode,
    });
    expect(games.read('')).toEqual(before);
  });

  it('refuses a room code that opens no game with the SPEC’s text', async () => {
    await seedLobby();
    const before = games.read('');

    await expect(joinAs('Anna', 'kkkkkkkkk')).rejects.toMatchObject({
      code: 'not-found',
      message: 'That room code does not exist.',
    });
    expect(games.read('')).toEqual(before);
  });

  it('refuses a room code whose game is gone as unknown, and leaves nothing under it', async () => {
    await games.seed({ ongoing: { asdfjklas: { id: 'g1', seats: { s0: 3 } } } });

    await expect(joinAs('Anna')).rejects.toMatchObject({
      code: 'not-found',
      message: gameMessages.unknownRoom,
    });
    expect(games.read('games')).toBeNull();
    expect(playerCount()).toBe(3);
  });

  it('refuses to join a game that has ended', async () => {
    await seedGame({ gameId: 'g1', roomCode: 'asdfjklas', host: 'alice', names: [], endedAt: 5_000 });
    const before = games.read('');

    await expect(joinAs('Anna')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: gameMessages.gameEnded,
    });
    expect(games.read('')).toEqual(before);
  });

  it('trims the name and makes each run of spaces one', async () => {
    await seedLobby();

    const { userID, userSecret, username } = await joinAs('  Anna    Lee ');

    expect(username).toBe('Anna Lee');
    expect(usernames()).toEqual({ [userID]: 'Anna Lee' });
    expect(games.read(`${gamePaths.player('g1', userSecret)}/username`)).toBe('Anna Lee');
  });

  it('takes a name of 20 characters, an emoji counting as one', async () => {
    await seedLobby();

    const { userID } = await joinAs(`${'a'.repeat(19)}🦊`);

    expect(usernames()).toEqual({ [userID]: `${'a'.repeat(19)}🦊` });
  });

  it('takes a name with characters a database key cannot hold', async () => {
    await seedLobby();

    const first = await joinAs('a.b/c#[d]$');

    expect(usernames()).toEqual({ [first.userID]: 'a.b/c#[d]$' });
    await expect(joinAs('A.B/C#[D]$')).rejects.toMatchObject({ code: 'already-exists' });
  });

  // Names that objects inherit: a transaction on the key "__proto__" would never settle in firebase-admin.
  it.each([
    '__proto__',
    '__PROTO__',
    '＿＿proto＿＿',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
  ])('takes %j as a name at once, and refuses it again in another case', async (username) => {
    await seedLobby();

    const first = await joinAs(username);

    expect(usernames()).toEqual({ [first.userID]: username });
    await expect(joinAs(username.toUpperCase())).rejects.toMatchObject({
      code: 'already-exists',
      message: gameMessages.nameTaken,
    });
  });

  it('takes "__proto__" once in all its case and width forms', async () => {
    await seedLobby();
    const first = await joinAs('__proto__');

    for (const again of ['__PROTO__', '＿＿proto＿＿', '＿＿ＰＲＯＴＯ＿＿']) {
      await expect(joinAs(again)).rejects.toMatchObject({ code: 'already-exists' });
    }
    expect(usernames()).toEqual({ [first.userID]: '__proto__' });
    expect(games.read(gamePaths.playerName('g1', '%5F_proto__'))).toBe(first.userID);
  });

  // Invisible and look-alike characters.
  it.each([
    { what: 'U+FE0F', invisible: '\uFE0F' },
    { what: 'U+034F', invisible: '\u034F' },
    { what: 'U+3164', invisible: '\u3164' },
    { what: 'U+2800', invisible: '\u2800' },
  ])('refuses "Anna" + $what as the "Anna" already there', async ({ invisible }) => {
    await seedLobby();
    const first = await joinAs('Anna');
    const before = games.read('');

    await expect(joinAs(`Anna${invisible}`)).rejects.toMatchObject({
      code: 'already-exists',
      message: gameMessages.nameTaken,
    });
    expect(games.read('')).toEqual(before);
    expect(usernames()).toEqual({ [first.userID]: 'Anna' });
  });

  it('shows "Anna" + U+3164 as "Anna" when no Anna is there yet', async () => {
    await seedLobby();

    const { userID } = await joinAs('Anna\u3164');

    expect(usernames()).toEqual({ [userID]: 'Anna' });
  });

  it.each(['Kim 👩‍💻', 'Lee 🏳️‍🌈'])('takes the emoji sequence in %j as it is', async (username) => {
    await seedLobby();

    const { userID } = await joinAs(username);

    expect(usernames()).toEqual({ [userID]: username });
  });

  it.each([
    { what: 'an empty name', username: '', problem: gameMessages.nameMissing },
    { what: 'a name of spaces', username: '   ', problem: gameMessages.nameMissing },
    { what: 'a name of 21 characters', username: 'a'.repeat(21), problem: gameMessages.nameTooLong },
    { what: 'a line break', username: 'An\nna', problem: gameMessages.nameHasControlCharacters },
    { what: 'a tab', username: 'An\tna', problem: gameMessages.nameHasControlCharacters },
    { what: 'a name of U+3164 only', username: '\u3164', problem: gameMessages.nameInvisible },
    { what: 'a name of U+2800 only', username: '\u2800\u2800', problem: gameMessages.nameInvisible },
  ])('refuses $what', async ({ username, problem }) => {
    await seedLobby();
    const before = games.read('');

    await expect(joinAs(username)).rejects.toMatchObject({ code: 'invalid-argument', message: problem });
    expect(games.read('')).toEqual(before);
  });

  it.each([
    { what: 'in another case', taken: 'anna', again: 'ANNA' },
    { what: 'in full-width letters', taken: 'anna', again: 'ａｎｎａ' },
    { what: 'with other spacing', taken: 'Anna Lee', again: ' Anna   Lee' },
    // Look-alikes: the same name by Unicode's confusable skeleton.
    { what: 'with a Cyrillic capital A (U+0410)', taken: 'Ana', again: '\u0410na' },
    { what: 'with a Greek capital Alpha (U+0391)', taken: 'Ana', again: '\u0391na' },
    { what: 'as the Latin one, once the Cyrillic one is in', taken: '\u0410na', again: 'Ana' },
    { what: 'with a Cyrillic small a (U+0430)', taken: 'paypal', again: 'p\u0430ypal' },
    { what: 'with a full-width capital O', taken: 'Olga', again: '\uFF2Flga' },
    { what: 'in Cyrillic capitals that pose as Latin ones', taken: 'BOB', again: '\u0412\u041E\u0412' },
  ])('refuses a name taken in the game, or one that looks like it, $what', async ({ taken, again }) => {
    await seedLobby();
    const first = await joinAs(taken);
    const before = games.read('');

    await expect(joinAs(again)).rejects.toMatchObject({
      code: 'already-exists',
      message: gameMessages.nameTaken,
    });
    expect(games.read('')).toEqual(before);
    expect(usernames()).toEqual({ [first.userID]: taken });
  });

  it('admits the three "Ana"s of three scripts once, and Łukasz, Zoë, 李雷, Кира and Kim 👩‍💻 beside the names they resemble', async () => {
    await seedLobby();
    const ana = await joinAs('Ana');
    const results = await Promise.allSettled(['\u0410na', '\u0391na'].map((name) => joinAs(name)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const resembled = ['Lukasz', 'Zoe', '李', 'Kira', 'Kim 👩'];
    const distinct = ['Łukasz', 'Zoë', '李雷', 'Кира', 'Kim 👩‍💻'];
    const joined = [];
    for (const name of [...resembled, ...distinct]) joined.push(await joinAs(name));

    expect(usernames()).toEqual(
      Object.fromEntries([[ana.userID, 'Ana'], ...joined.map((player) => [player.userID, player.username])]),
    );
    expect(joined.map((player) => player.username)).toEqual([...resembled, ...distinct]);
  });

  it('takes a name taken in another game', async () => {
    await seedLobby();
    await seedGame({ gameId: 'g2', roomCode: 'lkjfdsalk', host: 'bob', names: [] });

    const inFirst = await joinAs('Anna');
    const inSecond = await joinAs('Anna', 'lkjfdsalk');

    expect(inSecond.gameID).toBe('g2');
    expect(usernames('g1')).toEqual({ [inFirst.userID]: 'Anna' });
    expect(usernames('g2')).toEqual({ [inSecond.userID]: 'Anna' });
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no room code', payload: { username: 'Anna' }, field: 'roomCode' },
    { what: 'a number as room code', payload: { roomCode: 123, username: 'Anna' }, field: 'roomCode' },
    { what: 'no name', payload: { roomCode: 'asdfjklas' }, field: 'username' },
    {
      what: 'an extra field',
      payload: { roomCode: 'asdfjklas', username: 'Anna', score: 9 },
      field: 'payload',
    },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await seedLobby();
    const before = games.read('');

    await expect(join(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(games.read('')).toEqual(before);
  });

  it('admits 200 players joining at once, each with their own id and secret', async () => {
    await seedLobby();
    const names = Array.from({ length: 200 }, (_, index) => `Player ${index}`);

    const answers = await Promise.all(names.map((name) => joinAs(name)));

    expect(new Set(answers.map(({ userID }) => userID)).size).toBe(200);
    expect(new Set(answers.map(({ userSecret }) => userSecret)).size).toBe(200);
    expect(usernames()).toEqual(
      Object.fromEntries(answers.map(({ userID }, index) => [userID, names[index]])),
    );
    for (const { userID, userSecret } of answers) {
      expect(games.read(gamePaths.secret('g1', userID))).toBe(userSecret);
      expect(games.read(`${gamePaths.player('g1', userSecret)}/userID`)).toBe(userID);
    }
  });

  it('gives a name to one of 20 players taking it at once', async () => {
    await seedLobby();

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => joinAs('Anna')));

    const joined = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(joined).toHaveLength(1);
    for (const { reason } of refused) {
      expect(reason).toMatchObject({ code: 'already-exists', message: gameMessages.nameTaken });
    }
    const [{ value }] = joined as [PromiseFulfilledResult<JoinAnswer>];
    expect(usernames()).toEqual({ [value.userID]: 'Anna' });
    expect(Object.keys(games.read('games/g1/secrets') as object)).toEqual([value.userID]);
  });

  it('frees the name when the player cannot be written', async () => {
    await seedLobby();
    const before = games.read('');
    const reference = Object.getPrototypeOf(gamesDatabase().ref()) as { update: () => Promise<void> };
    const update = vi.spyOn(reference, 'update').mockRejectedValueOnce(new Error('The network is down.'));

    try {
      await expect(joinAs('Anna')).rejects.toMatchObject({ code: 'internal' });
    } finally {
      update.mockRestore();
    }

    expect(games.read('')).toEqual(before);
    await expect(joinAs('Anna')).resolves.toMatchObject({ success: true });
  });

  describe('a game holds at most MAX_PLAYERS_PER_GAME players', () => {
    const withCap = (cap: number) => {
      process.env['MAX_PLAYERS_PER_GAME'] = String(cap);
    };
    afterEach(() => {
      delete process.env['MAX_PLAYERS_PER_GAME'];
    });

    it('holds 10,000 by default', () => {
      expect(maxPlayersPerGame()).toBe(10_000);
    });

    it('admits players up to the cap, then answers “This game is full.” and writes nothing', async () => {
      withCap(3);
      await seedLobby();
      for (const name of ['Ann', 'Bob', 'Cy']) await joinAs(name);
      const before = games.read('');

      await expect(joinAs('Dee')).rejects.toMatchObject({
        code: 'resource-exhausted',
        message: 'This game is full.',
      });
      expect(games.read('')).toEqual(before);
      expect(Object.keys(usernames())).toHaveLength(3);
    });

    it('admits exactly as many as the cap of 20 players joining at once', async () => {
      withCap(5);
      await seedLobby();

      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) => joinAs(`Player ${index}`)),
      );

      const joined = results.filter((result) => result.status === 'fulfilled');
      expect(joined).toHaveLength(5);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toMatchObject({ code: 'resource-exhausted', message: gameMessages.gameFull });
        }
      }
      expect(Object.keys(usernames())).toHaveLength(5);
      expect(playerCount()).toBe(5);
      // The refused names were given back.
      expect(Object.keys(games.read('games/g1/names') as object)).toHaveLength(5);
    });

    it('frees a seat when the host removes a player', async () => {
      withCap(2);
      await seedLobby();
      const ann = await joinAs('Ann');
      await joinAs('Bob');
      await expect(joinAs('Cy')).rejects.toMatchObject({ code: 'resource-exhausted' });

      await kickPlayer.run(callableRequest({ gameID: 'g1', userID: ann.userID }, 'alice'));

      await expect(joinAs('Cy')).resolves.toMatchObject({ success: true });
      expect(playerCount()).toBe(2);
    });

    it('gives a seat back when the name is taken', async () => {
      withCap(2);
      await seedLobby();
      await joinAs('Ann');
      await expect(joinAs('ANN')).rejects.toMatchObject({ code: 'already-exists' });

      await expect(joinAs('Bob')).resolves.toMatchObject({ success: true });
      expect(playerCount()).toBe(2);
    });
  });

  describe('safe nicknames', () => {
    it.each(['fuck', 'sh1t', 'f u c k', 'fuuuuck', 'ShIt HeAd'])(
      'refuses %j with “Please choose another name.” and writes nothing',
      async (username) => {
        await seedLobby();
        const before = games.read('');

        await expect(joinAs(username)).rejects.toMatchObject({
          code: 'invalid-argument',
          message: 'Please choose another name.',
        });
        expect(games.read('')).toEqual(before);
      },
    );

    it.each(['Scunthorpe', 'Penistone', 'Cockburn', 'Dickens', 'Assad', 'Sussex', 'Hancock', 'Fanny'])(
      'admits %j, which only contains a flagged word',
      async (username) => {
        await seedLobby();

        const answer = await joinAs(username);

        expect(answer.username).toBe(username);
        expect(usernames()).toEqual({ [answer.userID]: username });
      },
    );

    it('still tells an unknown room code before a refused name', async () => {
      await seedLobby();

      await expect(joinAs('fuck', 'kkkkkkkkk')).rejects.toMatchObject({
        code: 'not-found',
        message: gameMessages.unknownRoom,
      });
    });
  });

  describe('friendly names', () => {
    const FRIENDLY_NAME = /^([A-Z][a-z]+) ([A-Z][a-z]+)( \d{1,3})?$/;

    /** A lobby of a game started with the option "Friendly names" (startGame marks its room code so). */
    const seedFriendlyLobby = async () => {
      await seedLobby();
      await gamesDatabase()
        .ref(`${gamePaths.ongoingRoomEntry('asdfjklas')}/friendlyNames`)
        .set(true);
    };

    it('names the player adjective + animal instead of the name typed, and answers with the name', async () => {
      await seedFriendlyLobby();

      const answer = await joinAs('Anna');

      const [, adjective, animal] = FRIENDLY_NAME.exec(answer.username) ?? [];
      expect(FRIENDLY_NAME_ADJECTIVES).toContain(adjective);
      expect(FRIENDLY_NAME_ANIMALS).toContain(animal);
      expect(usernames()).toEqual({ [answer.userID]: answer.username });
      expect(games.read(`${gamePaths.player('g1', answer.userSecret)}/username`)).toBe(answer.username);
      expect(games.read('games/g1/names')).toEqual({ [playerNameKey(answer.username)]: answer.userID });
    });

    it('admits a name the profanity check refuses, since it is discarded', async () => {
      await seedFriendlyLobby();

      const answer = await joinAs('fuck');

      expect(answer.username).toMatch(FRIENDLY_NAME);
      expect(Object.values(usernames())).toEqual([answer.username]);
    });

    it('admits two players who typed the same name, under names of their own', async () => {
      await seedFriendlyLobby();

      const first = await joinAs('Anna');
      const second = await joinAs('ANNA');

      expect(playerNameKey(first.username)).not.toBe(playerNameKey(second.username));
      expect(usernames()).toEqual({ [first.userID]: first.username, [second.userID]: second.username });
    });

    it('still refuses a name that breaks the rules of names', async () => {
      await seedFriendlyLobby();
      const before = games.read('');

      await expect(joinAs('   ')).rejects.toMatchObject({
        code: 'invalid-argument',
        message: gameMessages.nameMissing,
      });
      expect(games.read('')).toEqual(before);
    });

    it('gives 100 players joining at once 100 different names, each claimed for its player', async () => {
      await seedFriendlyLobby();

      const answers = await Promise.all(Array.from({ length: 100 }, () => joinAs('Player')));

      expect(new Set(answers.map(({ username }) => playerNameKey(username))).size).toBe(100);
      expect(usernames()).toEqual(
        Object.fromEntries(answers.map(({ userID, username }) => [userID, username])),
      );
      expect(games.read('games/g1/names')).toEqual(
        Object.fromEntries(answers.map(({ userID, username }) => [playerNameKey(username), userID])),
      );
    });

    it('gives the name back when the game is full', async () => {
      process.env['MAX_PLAYERS_PER_GAME'] = '1';
      try {
        await seedFriendlyLobby();
        const first = await joinAs('Anna');

        await expect(joinAs('Bob')).rejects.toMatchObject({ code: 'resource-exhausted' });

        expect(games.read('games/g1/names')).toEqual({ [playerNameKey(first.username)]: first.userID });
      } finally {
        delete process.env['MAX_PLAYERS_PER_GAME'];
      }
    });
  });
});
