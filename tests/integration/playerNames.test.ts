// Player names on the whole local stack: joinGame, as the functions emulator
// runs it, refuses an offensive name with "Please choose another name." and writes nothing for it; in a
// game started with the option "Friendly names" every player, whatever they typed, plays under a name the
// server gave (adjective + animal), one of their own, which their own record and the host's roster show.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_GAME_OPTIONS, FRIENDLY_NAME_ADJECTIVES, FRIENDLY_NAME_ANIMALS, gamePaths } from '@/domain';
import { playerNameKey } from '@/domain/game/playerNameKeys';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  type HostClient,
  joinAsPlayer,
  type PlayerClient,
  readGamesAsAdmin,
  signUpHost,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');

/** "Brave Otter", or "Brave Otter 2" once the plain names drawn were taken. */
const FRIENDLY_NAME = /^([A-Z][a-z]+) ([A-Z][a-z]+)(?: \d{1,3})?$/;

describe('player names', { timeout: scaledMs(180_000) }, () => {
  let host: HostClient;
  let quizID: string;
  const players: PlayerClient[] = [];

  /** Joins `roomCode` as a player who typed `typed`; closed after the tests. */
  const join = async (roomCode: string, typed: string) => {
    const player = await joinAsPlayer(stack, roomCode, typed);
    players.push(player);
    return player;
  };

  const openGame = async (friendlyNames: boolean) => {
    const { id } = await host.startGame({ quizID, options: { ...DEFAULT_GAME_OPTIONS, friendlyNames } });
    return { gameID: id, roomCode: (await host.hostInfo(id)).roomCode };
  };

  beforeAll(async () => {
    host = await signUpHost(stack);
    quizID = await host.saveQuiz(quizOfEveryType());
  });

  afterAll(async () => {
    await Promise.all([host?.close(), ...players.map((player) => player.close())]);
  });

  it('refuses an offensive name, however it is disguised, and admits a place that only contains one', async () => {
    const { gameID, roomCode } = await openGame(false);

    for (const typed of ['fuck', 'sh1t', 'f u c k', 'fuuuuck', 'ShIt']) {
      await expect(joinAsPlayer(stack, roomCode, typed), typed).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        // The functions SDK ends the server's message with the HTTP status.
        message: 'Please choose another name. [400]',
      });
    }
    expect(await host.roster(gameID)).toEqual({});
    expect(await readGamesAsAdmin(stack, `${gamePaths.game(gameID)}/names`)).toBeNull();

    const place = await join(roomCode, 'Scunthorpe');
    expect(place.username).toBe('Scunthorpe');
    expect(Object.values(await host.roster(gameID)).map((player) => player.username)).toEqual(['Scunthorpe']);
  });

  it('names every player of a game with friendly names, whatever they typed, each differently', async () => {
    const { gameID, roomCode } = await openGame(true);
    const typed = ['Anna', 'ANNA', 'fuck', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo'];

    const joined = await Promise.all(typed.map((name) => join(roomCode, name)));

    const given = joined.map((player) => player.username);
    for (const name of given) {
      const [, adjective, animal] = FRIENDLY_NAME.exec(name) ?? [];
      expect(FRIENDLY_NAME_ADJECTIVES, name).toContain(adjective);
      expect(FRIENDLY_NAME_ANIMALS, name).toContain(animal);
    }
    expect(new Set(given.map(playerNameKey)).size).toBe(typed.length);
    // Each phone's own record, and the host's lobby, show the name given.
    for (const player of joined) {
      expect((await player.record.until((view) => view !== null))?.username).toBe(player.username);
    }
    const roster = await host.roster(gameID);
    expect(
      Object.fromEntries(Object.values(roster).map((player) => [player.userID, player.username])),
    ).toEqual(Object.fromEntries(joined.map((player) => [player.userID, player.username])));
    expect(await readGamesAsAdmin(stack, `${gamePaths.game(gameID)}/names`)).toEqual(
      Object.fromEntries(joined.map((player) => [playerNameKey(player.username), player.userID])),
    );
  });
});
