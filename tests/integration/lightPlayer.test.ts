// The light player (stack/liveGame/lightPlayer.ts), which npm run bench:game can use instead of a whole SDK
// app per player: its pure handling of the server's data pushes, then, on the whole local stack, its join,
// listens, answer and standing next to an SDK player's, the framing of long messages both ways, and what it
// costs the server compared with an SDK player (lightPlayerComparison.ts), which must be within 5 %.
import { SDK_VERSION } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  gameMessages,
  gamePaths,
  PlayerMode,
  type GameQuestion,
  type PlayerView,
  type Question,
  type QuizContent,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { splitIntoFrames } from '@loqi/database-emulator/frames';
import {
  correctAnswer,
  type HostClient,
  joinAsPlayer,
  type PlayerClient,
  signUpHost,
  wrongAnswer,
} from '../../stack/liveGame/clients';
import { joinAsLightPlayer, LightPlayer } from '../../stack/liveGame/lightPlayer';
import { compareLightPlayers } from '../../stack/liveGame/lightPlayerComparison';
import {
  type Overwrite,
  overwritesOf,
  overwritten,
  sdkValue,
  type WireData,
} from '../../stack/liveGame/wireData';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
const DENIED = /permission.denied/i;

describe('the light player’s copy of what it listens to', () => {
  const location = ['games', 'g1', 'players', 'secret'];
  const record = { username: 'Ann', score: 10, standing: { rank: 2, correct: true } } satisfies WireData;

  it('reads a "d" push as one overwrite and an "m" push as one per relative path', () => {
    expect(overwritesOf('d', 'games/g1/sharedInfo', { a: 1 })).toEqual([
      { path: ['games', 'g1', 'sharedInfo'], data: { a: 1 } },
    ]);
    expect(overwritesOf('m', '/games/g1/players/secret', { score: 20, 'standing/rank': 1 })).toEqual([
      { path: [...location, 'score'], data: 20 },
      { path: [...location, 'standing', 'rank'], data: 1 },
    ]);
  });

  it('applies an overwrite at, below or above the location, and ignores one elsewhere', () => {
    const at = { path: location, data: { username: 'Ann', score: 0 } };
    expect(overwritten(location, record, at)).toEqual({ username: 'Ann', score: 0 });
    const below = { path: [...location, 'standing', 'rank'], data: 1 };
    expect(overwritten(location, record, below)).toEqual({ ...record, standing: { rank: 1, correct: true } });
    const above = { path: ['games', 'g1'], data: { players: { secret: { score: 5 } } } };
    expect(overwritten(location, record, above)).toEqual({ score: 5 });
    expect(overwritten(location, record, { path: ['games', 'g1'], data: { sharedInfo: {} } })).toBeNull();
    const elsewhere = { path: ['games', 'g1', 'players', 'other'], data: 1 };
    expect(overwritten(location, record, elsewhere)).toBe(record);
  });

  it('keeps the copy as the server stores data: nulls removed with the objects they empty', () => {
    const [removeRank, removeCorrect] = overwritesOf('m', location.join('/'), {
      'standing/rank': null,
      'standing/correct': null,
    }) as [Overwrite, Overwrite];
    const afterRank = overwritten(location, record, removeRank);
    expect(afterRank).toEqual({ ...record, standing: { correct: true } });
    expect(overwritten(location, afterRank, removeCorrect)).toEqual({ username: 'Ann', score: 10 });
    expect(overwritesOf('d', 'a', { b: null, c: {}, d: [1, null, 3] })).toEqual([
      { path: ['a'], data: { d: { 0: 1, 2: 3 } } },
    ]);
    expect(overwritten(['a'], 1, { path: ['a'], data: null })).toBeNull();
  });

  it('gives values as DataSnapshot.val() does: objects keyed by indices as arrays, the rest shared', () => {
    const shared = {
      leaderboard: { 0: { rank: 1 }, 1: { rank: 2 } },
      gameStatus: { mode: 4 },
    } satisfies WireData;
    const value = sdkValue(shared) as { leaderboard: unknown; gameStatus: unknown };
    expect(value.leaderboard).toEqual([{ rank: 1 }, { rank: 2 }]);
    expect(value.gameStatus).toBe(shared.gameStatus);
    expect(sdkValue(record)).toBe(record);
    // An array with holes while the largest index is below twice the count, an object beyond.
    expect(sdkValue({ 0: 'a', 2: 'c' })).toEqual(['a', undefined, 'c']);
    expect(sdkValue({ 0: 'a', 5: 'f' })).toEqual({ 0: 'a', 5: 'f' });
    expect(sdkValue({ '01': 'a' })).toEqual({ '01': 'a' });
    expect(sdkValue(null)).toBeNull();
  });
});

describe('the light player on the wire', () => {
  it('sends what the SDK sends, numbered as it numbers them, pings until healthy and keeps alive', async () => {
    // A server of our own, to see every frame and answer as the test chooses.
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const received: string[] = [];
    let url: string | undefined;
    let socket: WebSocket | undefined;
    server.on('connection', (client, request) => {
      url = request.url;
      socket = client;
      client.on('message', (data: Buffer) => received.push(data.toString('utf8')));
      client.send(JSON.stringify({ t: 'c', d: { t: 'h', d: { ts: 1, v: '5', h: 'here', s: 'session' } } }));
    });
    const send = (message: unknown) => socket?.send(JSON.stringify(message));
    const respond = (r: number, s: string, d: unknown = '') => send({ t: 'd', d: { r, b: { s, d } } });
    const PING = { t: 'c', d: { t: 'p', d: {} } };
    const PONG = { t: 'c', d: { t: 'o', d: {} } };
    const { port } = server.address() as { port: number };
    const light = new LightPlayer(
      { ...stack, database: { host: '127.0.0.1', port } },
      { gameID: 'g', userSecret: 'sec', userID: 'u', roomCode: 'x', joinedAt: 0 },
      'Lite',
    );
    try {
      await vi.waitFor(() => expect(received).toHaveLength(3));
      expect(url).toBe(`/.ws?v=5&ns=${stack.databaseNamespaces.games}`);
      expect(received.map((frame) => JSON.parse(frame) as unknown)).toEqual([
        { t: 'd', d: { r: 1, a: 's', b: { c: { [`sdk.js.${SDK_VERSION.replaceAll('.', '-')}`]: 1 } } } },
        { t: 'd', d: { r: 2, a: 'q', b: { p: '/games/g/sharedInfo', h: '' } } },
        { t: 'd', d: { r: 3, a: 'q', b: { p: '/games/g/players/sec', h: '' } } },
      ]);

      // No response 5 s after the handshake: a ping, and another after each pong until two responses came.
      light.sendDueFrames(Date.now() + 5_000);
      await vi.waitFor(() => expect(received).toHaveLength(4));
      expect(JSON.parse(received[3] as string)).toEqual(PING);
      send(PONG);
      await vi.waitFor(() => expect(received).toHaveLength(5));
      expect(JSON.parse(received[4] as string)).toEqual(PING);
      send(PONG);

      // A push longer than a frame, then the listens' answers: null where nothing was pushed.
      const text = 'é'.repeat(40_000);
      const push = { t: 'd', d: { a: 'd', b: { p: 'games/g/sharedInfo', d: { text } } } };
      for (const frame of splitIntoFrames(JSON.stringify(push))) socket?.send(frame);
      respond(2, 'ok', {});
      respond(3, 'ok', {});
      expect(await light.shared.until((shared) => shared !== null)).toEqual({ text });
      expect(await light.record.until(() => true)).toBeNull();

      // Healthy now: no more pings; the answer is the next request, refused as the server says.
      light.sendDueFrames(Date.now() + 10_000);
      const answered = light.submit(0, 1);
      await vi.waitFor(() => expect(received).toHaveLength(6));
      expect(JSON.parse(received[5] as string)).toMatchObject({ t: 'd', d: { r: 4, a: 'm', b: { p: '/' } } });
      respond(4, 'permission_denied', 'Permission denied');
      await expect(answered).rejects.toThrow(DENIED);

      // 45 s without a frame either way: a keepalive.
      light.sendDueFrames(Date.now() + 45_000);
      await vi.waitFor(() => expect(received).toHaveLength(7));
      expect(received[6]).toBe('0');

      // A listen the server revokes fails its waits.
      send({ t: 'd', d: { a: 'c', b: { p: 'games/g/sharedInfo' } } });
      await expect(light.shared.until(() => false)).rejects.toThrow(DENIED);
    } finally {
      await light.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** The bench's quiz: one question of each type, with time enough for every player to answer. */
const benchQuiz = (): QuizContent => {
  const quiz = quizOfEveryType();
  return {
    ...quiz,
    questions: quiz.questions.map((question): Question => ({ ...question, timeLimit: 300 })),
  };
};

/** Writes to the games database as the admin ("owner"), through the REST API. */
async function writeGamesAsAdmin(path: string, method: 'PUT' | 'PATCH' | 'DELETE', data?: unknown) {
  const { host, port } = stack.database;
  const response = await fetch(`http://${host}:${port}/${path}.json?ns=${stack.databaseNamespaces.games}`, {
    method,
    headers: { Authorization: 'Bearer owner' },
    ...(data !== undefined && { body: JSON.stringify(data) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

describe('light players on the local stack', { timeout: scaledMs(180_000) }, () => {
  let host: HostClient;
  const closers: Array<{ close(): Promise<void> }> = [];
  const keep = <Player extends { close(): Promise<void> }>(player: Player) => {
    closers.push(player);
    return player;
  };

  beforeAll(async () => {
    host = await signUpHost(stack);
  });

  afterAll(async () => {
    await Promise.all([host?.close(), ...closers.map((player) => player.close())]);
  });

  async function startGame(): Promise<{ gameID: string; roomCode: string }> {
    const gameID = (await host.startGame({ quizID: await host.saveQuiz(benchQuiz()) })).id;
    return { gameID, roomCode: (await host.hostInfo(gameID)).roomCode };
  }

  it('joins, listens, answers once and is scored as an SDK player answering the same', async () => {
    const { gameID, roomCode } = await startGame();
    const sdk = keep(await joinAsPlayer(stack, roomCode, 'Full'));
    const light = keep(await joinAsLightPlayer(stack, roomCode, 'Lite'));
    const wrong = keep(await joinAsLightPlayer(stack, roomCode, 'Lite wrong'));

    expect(light.join).toMatchObject({ gameID, roomCode });
    expect(await light.record.until((view) => view !== null)).toEqual({
      userID: light.userID,
      username: 'Lite',
      joinedAt: expect.any(Number) as number,
      score: 0,
      lastChange: 0,
    });
    expect((await host.roster(gameID))[light.userID]?.username).toBe('Lite');
    expect((await light.shared.until((shared) => shared !== null))?.gameStatus.mode).toBe(PlayerMode.Waiting);

    const question = (await host.gameQuiz(gameID)).questions[0] as GameQuestion;
    await host.startPlaying({ gameID, totalQuestions: 5 });
    await host.introQuestion({ gameID, questionNum: 0 });
    await host.startQuestion({ gameID, questionNumber: 0 });
    const players: Array<LightPlayer | PlayerClient> = [sdk, light, wrong];
    await Promise.all(
      players.map((player) =>
        player.shared.until((shared) => shared?.gameStatus.mode === PlayerMode.Answering),
      ),
    );
    // The SDK player and the light one answer right together, so their time bonuses are all but equal.
    await Promise.all([
      sdk.submit(0, correctAnswer(question)),
      light.submit(0, correctAnswer(question)),
      wrong.submit(0, wrongAnswer(question)),
    ]);
    await expect(light.submit(0, correctAnswer(question)), 'a second answer').rejects.toThrow(DENIED);
    expect((await host.submitted(gameID))[light.userID]).toMatchObject({
      user: light.userID,
      questionNumber: 0,
    });

    await host.endQuestion({ gameID, questionNumber: 0 });
    const [sdkView, lightView, wrongView] = (await Promise.all(
      players.map((player) => player.standingFor(0)),
    )) as PlayerView[];
    expect(lightView?.standing).toMatchObject({ questionNumber: 0, correct: true, playerCount: 3 });
    expect(sdkView?.standing?.correct).toBe(true);
    const lightPoints = lightView?.standing?.points ?? 0;
    expect(lightPoints).toBeGreaterThan(0);
    // A time bonus of 250 points over 300 s moves by less than a point a second.
    expect(Math.abs(lightPoints - (sdkView?.standing?.points ?? 0))).toBeLessThanOrEqual(2);
    expect(lightView?.score).toBe(lightPoints);
    expect(wrongView?.standing).toMatchObject({ correct: false, points: 0, rank: 3 });
    const shared = await light.shared.until((value) => value?.gameStatus.mode === PlayerMode.Result);
    expect(shared?.leaderboard?.map((entry) => entry.username).sort()).toEqual([
      'Full',
      'Lite',
      'Lite wrong',
    ]);
  });

  it('reports joinGame’s refusals with the callable’s status and the functions SDK’s code', async () => {
    const { roomCode } = await startGame();
    const unknown = roomCode === 'aaaaaaaaa' ? 'sssssssss' : 'aaaaaaaaa';
    await expect(joinAsLightPlayer(stack, unknown, 'Zoe')).rejects.toMatchObject({
      status: 'NOT_FOUND',
      code: 'functions/not-found',
      message: gameMessages.unknownRoom,
    });
    keep(await joinAsLightPlayer(stack, roomCode, 'Zoe'));
    await expect(joinAsLightPlayer(stack, roomCode, 'ZOE')).rejects.toMatchObject({
      status: 'ALREADY_EXISTS',
      code: 'functions/already-exists',
      message: gameMessages.nameTaken,
    });
  });

  it('reassembles a push split into frames, applies merges, and splits a long answer', async () => {
    // A game written by hand: only its sharedInfo and one record, for pushes the engine never makes.
    const gameID = `light-frames-${Date.now()}`;
    const userSecret = 'a-secret-of-no-player';
    const longText = 'é'.repeat(40_000);
    await writeGamesAsAdmin(gamePaths.game(gameID), 'PUT', {
      sharedInfo: { totalQuestions: 5, text: longText },
      players: { [userSecret]: { username: 'Lite', score: 0 } },
    });
    try {
      const light = keep(
        new LightPlayer(stack, { gameID, userSecret, userID: 'nobody', roomCode: 'x', joinedAt: 0 }, 'Lite'),
      );
      expect(await light.shared.until((shared) => shared !== null)).toEqual({
        totalQuestions: 5,
        text: longText,
      });

      await writeGamesAsAdmin(gamePaths.player(gameID, userSecret), 'PATCH', {
        score: 7,
        'standing/rank': 1,
      });
      expect(await light.record.until((view) => view?.score === 7)).toEqual({
        username: 'Lite',
        score: 7,
        standing: { rank: 1 },
      });

      // Over 16,384 characters: sent in frames behind a count, answered (refused: no such player).
      await expect(light.submit(0, 'x'.repeat(20_000))).rejects.toThrow(DENIED);

      await writeGamesAsAdmin(gamePaths.player(gameID, userSecret), 'DELETE');
      expect(await light.record.until((view) => view === null)).toBeNull();
    } finally {
      await writeGamesAsAdmin(gamePaths.game(gameID), 'DELETE');
    }
  });

  it('costs the server what an SDK player costs: bytes and messages within 5 %', async () => {
    const comparison = await compareLightPlayers(stack, 10, benchQuiz());
    const numbers = JSON.stringify(comparison);
    expect(comparison.ratio.bytes, numbers).toBeGreaterThanOrEqual(0.95);
    expect(comparison.ratio.bytes, numbers).toBeLessThanOrEqual(1.05);
    expect(comparison.ratio.messages, numbers).toBeGreaterThanOrEqual(0.95);
    expect(comparison.ratio.messages, numbers).toBeLessThanOrEqual(1.05);
  });
});
