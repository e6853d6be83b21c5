// Starting and joining live games on the whole local stack, many at once: room codes stay unique when
// games start together, one host starts no more than MAX_LIVE_GAMES_PER_HOST (functions/.env: 5) however
// many it sends at once, and every one of many simultaneous joins succeeds with its own id. Nothing here
// depends on the server's clock, which liveGame.test.ts sets while these run.
// Over 60 s: 20 games started at once and 200 players joining one game at once.
import { get, ref } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_MAX_LIVE_GAMES_PER_HOST, gameMessages, gamePaths, quotaMessages } from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import {
  type HostClient,
  joinAsPlayer,
  type PlayerClient,
  signUpHost,
  strangerDatabase,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');

describe('starting and joining live games at once', { timeout: scaledMs(240_000) }, () => {
  let host: HostClient;
  let quizID: string;
  const players: PlayerClient[] = [];

  beforeAll(async () => {
    host = await signUpHost(stack);
    quizID = await host.saveQuiz(quizOfEveryType());
  });

  afterAll(async () => {
    await Promise.all([host?.close(), ...players.map((player) => player.close())]);
  });

  it('gives 20 games started at once 20 different room codes, each leading to its game', async () => {
    // Four hosts of five games each: one host holds at most five live games.
    const hosts = await Promise.all(Array.from({ length: 4 }, () => signUpHost(stack)));
    const games = await Promise.all(
      hosts.flatMap((each) =>
        Array.from({ length: DEFAULT_MAX_LIVE_GAMES_PER_HOST }, async () => ({
          host: each,
          id: (await each.startGame({ quizID })).id,
        })),
      ),
    );
    const ids = games.map((game) => game.id);
    expect(new Set(ids).size).toBe(20);

    const codes = await Promise.all(games.map(async (game) => (await game.host.hostInfo(game.id)).roomCode));
    expect(new Set(codes).size).toBe(20);
    const stranger = strangerDatabase(stack);
    for (const [index, code] of codes.entries()) {
      expect(code).toMatch(/^[asdfjkl]{9}$/);
      expect((await get(ref(stranger.games, gamePaths.ongoingRoom(code)))).val()).toBe(ids[index]);
    }
    await stranger.close();
    await Promise.all(hosts.map((each) => each.close()));
  });

  it('starts exactly 5 of 20 games one host starts at once, refusing the others as resource-exhausted', async () => {
    const scripted = await signUpHost(stack);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => scripted.startGame({ quizID })),
    );

    const started = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(started).toHaveLength(DEFAULT_MAX_LIVE_GAMES_PER_HOST);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({
          code: 'functions/resource-exhausted',
          // The functions SDK ends the server's message with the HTTP status.
          message: `${quotaMessages.liveGames(DEFAULT_MAX_LIVE_GAMES_PER_HOST)} [429]`,
        });
      }
    }
    await scripted.close();
  });

  it('lets 200 players join one game at once, each with its own id, secret and record', async () => {
    const gameID = (await host.startGame({ quizID })).id;
    const { roomCode } = await host.hostInfo(gameID);
    const names = Array.from({ length: 200 }, (_, index) => `Player ${index + 1}`);

    // joinAsPlayer rejects unless joinGame answers success.
    players.push(...(await Promise.all(names.map((name) => joinAsPlayer(stack, roomCode, name)))));

    expect(players.map((player) => player.join.gameID)).toEqual(names.map(() => gameID));
    expect(new Set(players.map((player) => player.userID)).size).toBe(200);
    expect(new Set(players.map((player) => player.join.userSecret)).size).toBe(200);
    const records = await Promise.all(players.map((player) => player.record.until((view) => view !== null)));
    expect(records.map((record) => record?.username)).toEqual(names);
    expect(records.map((record) => record?.userID)).toEqual(players.map((player) => player.userID));
    const hostPlayers = await host.roster(gameID);
    expect(Object.keys(hostPlayers).sort()).toEqual(players.map((player) => player.userID).sort());
  });

  it('refuses an unknown room code with not-found, and a name taken in any case with already-exists', async () => {
    const gameID = (await host.startGame({ quizID })).id;
    const { roomCode } = await host.hostInfo(gameID);
    const unknown = roomCode === 'aaaaaaaaa' ? 'sssssssss' : 'aaaaaaaaa';
    const refusal = joinAsPlayer(stack, unknown, 'Zoe');
    await expect(refusal).rejects.toMatchObject({ code: 'functions/not-found' });
    await expect(refusal).rejects.toThrow(gameMessages.unknownRoom);

    players.push(await joinAsPlayer(stack, roomCode, 'Zoe'));
    await expect(joinAsPlayer(stack, roomCode, 'ZOE')).rejects.toMatchObject({
      code: 'functions/already-exists',
    });
    await expect(joinAsPlayer(stack, roomCode, '  zoe ')).rejects.toMatchObject({
      code: 'functions/already-exists',
    });
  });

  // A name whose key is "__proto__" would hang joinGame (a transaction on it never settles), and
  // look-alikes of a name would join as a second one.
  it('admits "__proto__" at once, and refuses its case and width variants and invisible look-alikes', async () => {
    const gameID = (await host.startGame({ quizID })).id;
    const { roomCode } = await host.hostInfo(gameID);

    const proto = await joinAsPlayer(stack, roomCode, '__proto__');
    players.push(proto);
    const anna = await joinAsPlayer(stack, roomCode, 'Anna');
    players.push(anna);
    const kim = await joinAsPlayer(stack, roomCode, 'Kim 👩‍💻');
    players.push(kim);

    for (const name of [
      '__PROTO__',
      '＿＿proto＿＿',
      'Anna\uFE0F',
      'Anna\u034F',
      'Anna\u3164',
      'Anna\u2800',
    ]) {
      await expect(joinAsPlayer(stack, roomCode, name), name).rejects.toMatchObject({
        code: 'functions/already-exists',
      });
    }
    for (const name of ['\u3164', '\u2800']) {
      await expect(joinAsPlayer(stack, roomCode, name), name).rejects.toThrow(gameMessages.nameInvisible);
    }
    const roster = await host.roster(gameID);
    expect(
      Object.values(roster)
        .map((player) => player.username)
        .sort(),
    ).toEqual(['Anna', 'Kim 👩‍💻', '__proto__'].sort());
  });
});
