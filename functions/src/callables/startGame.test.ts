import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  editorMessages,
  emailAccountMessages,
  GAME_IDLE_EXPIRY_MS,
  GAME_LAYOUT,
  gamePaths,
  HostStatus,
  mainPaths,
  PlayerMode,
  QuestionType,
  Visibility,
  hostGameQuiz,
  type GameQuestion,
  type GameQuiz,
  type GameState,
  type Question,
  quotaMessages,
  type QuizContent,
} from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { quizWith, saveQuiz } from '../test/quizzes';
import { maxLiveGamesPerHost } from '../params';
import { UNPLAYABLE_QUIZ, startGame } from './startGame';

const { main, games } = useDatabaseEmulators();

const ALICE = emailAccountClaims('alice@example.com');

const start = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  startGame.run(callableRequest(payload, uid ?? undefined, claims));

const isPermutationOf = (order: number[], n: number) =>
  [...order].sort((a, b) => a - b).join() === Array.from({ length: n }, (_, index) => index).join();

/** The host's copy, gameQuizzes/{id}, as the SDK reads it (the emulator's own copy keeps lists as objects). */
async function hostsQuiz(id: string): Promise<GameQuiz> {
  return (await gamesDatabase().ref(gamePaths.gameQuiz(id)).get()).val() as GameQuiz;
}

/** The quiz as played: the host's copy with the server's questions, answer keys included. */
async function playedQuiz(id: string): Promise<GameQuiz> {
  const questions = (await gamesDatabase().ref(gamePaths.gameAnswerKeys(id)).get()).val() as GameQuestion[];
  return { ...(await hostsQuiz(id)), questions };
}

/** A public quiz of `count` single-choice questions titled "Question 1", "Question 2"... */
function quizOfManyQuestions(count: number, randomizeQuestionOrder: boolean): QuizContent {
  const quiz = quizWith();
  const [choice] = quiz.questions as [Question];
  return {
    data: { ...quiz.data, randomizeQuestionOrder },
    questions: Array.from({ length: count }, (_, index) => ({ ...choice, title: `Question ${index + 1}` })),
  };
}

/** A start whose game cannot be written (the games database's first update fails): it answers internal. */
async function startWhileGameUpdatesFail(): Promise<void> {
  const reference = Object.getPrototypeOf(gamesDatabase().ref()) as { update: () => Promise<void> };
  const update = vi.spyOn(reference, 'update').mockRejectedValueOnce(new Error('The network is down.'));
  try {
    await expect(start({ quizID: 'q1' })).rejects.toMatchObject({ code: 'internal' });
  } finally {
    update.mockRestore();
  }
}

const withLiveGameCap = (cap: number) => {
  process.env['MAX_LIVE_GAMES_PER_HOST'] = String(cap);
};
afterEach(() => {
  delete process.env['MAX_LIVE_GAMES_PER_HOST'];
});

describe('startGame', () => {
  it('opens the lobby of a new game with a fresh room code, the quiz as played and its expiry', async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'bob', quiz);
    const before = Date.now();

    const { id } = await start({ quizID: 'q1' });

    const after = Date.now();
    const game = games.read(gamePaths.game(id)) as GameState;
    const { roomCode, createdAt } = game.hostInfo;
    expect(roomCode).toMatch(/^[asdfjkl]{9}$/);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(after);
    expect(game).toEqual({
      progress: {
        host: 'alice',
        roomCode,
        totalQuestions: 5,
        claimed: 0,
        claimedAt: createdAt,
        completed: 0,
        layout: GAME_LAYOUT,
      },
      hostInfo: {
        host: 'alice',
        quizID: 'q1',
        status: HostStatus.Lobby,
        roomCode,
        createdAt,
        gameStatus: { questionNumber: 0, time: createdAt, duration: 0 },
        // The database keeps no null: autoAdvanceSeconds off is absent (storedGameOptions reads it back).
        options: {
          allowLateJoins: true,
          friendlyNames: false,
          streakBonus: false,
          scoring: 'speed',
          extraTime: 1,
          questionsOnDevices: false,
        },
      },
      sharedInfo: {
        gameStatus: {
          mode: PlayerMode.Waiting,
          info: {
            questionNumber: 0,
            time: createdAt,
            duration: 0,
            questionType: QuestionType.SingleChoice,
            options: 3,
          },
        },
        totalQuestions: 5,
      },
    });
    expect(games.read(gamePaths.ongoingRoomEntry(roomCode))).toEqual({ id });
    expect(games.read(gamePaths.quizGame('q1', id))).toBe(true);
    const expiry = games.read(gamePaths.gameExpiry(id)) as { expiresAt: number; roomCode: string };
    expect(expiry.roomCode).toBe(roomCode);
    expect(expiry.expiresAt).toBeGreaterThanOrEqual(before + GAME_IDLE_EXPIRY_MS);
    expect(expiry.expiresAt).toBeLessThanOrEqual(after + GAME_IDLE_EXPIRY_MS);
  });

  it("opens the game with the host's options, tells joinGame its part, and remembers them for the next game", async () => {
    await saveQuiz('q1', 'bob', quizWith());
    const options = {
      allowLateJoins: false,
      friendlyNames: true,
      streakBonus: true,
      scoring: 'accuracy',
      autoAdvanceSeconds: 15,
      extraTime: 1.5,
      questionsOnDevices: true,
    } as const;

    const { id } = await start({ quizID: 'q1', options });

    const game = games.read(gamePaths.game(id)) as GameState;
    expect(game.hostInfo.options).toEqual(options);
    expect(games.read(gamePaths.ongoingRoomEntry(game.hostInfo.roomCode))).toEqual({
      id,
      lateJoins: false,
      friendlyNames: true,
    });
    expect(main.read(mainPaths.userGameOptions('alice'))).toEqual(options);
    expect(main.read(mainPaths.userLastUpdated('alice'))).toEqual(expect.any(Number));
  });

  it('reads options sent without extra time or questions on devices (an older client) as neither', async () => {
    await saveQuiz('q1', 'bob', quizWith());
    const olderClientOptions = {
      allowLateJoins: true,
      friendlyNames: false,
      streakBonus: true,
      scoring: 'speed',
      autoAdvanceSeconds: 20,
    } as const;

    const { id } = await start({ quizID: 'q1', options: olderClientOptions });

    const game = games.read(gamePaths.game(id)) as GameState;
    expect(game.hostInfo.options).toEqual({ ...olderClientOptions, extraTime: 1, questionsOnDevices: false });
  });

  it('remembers nothing when the host sends no options', async () => {
    await saveQuiz('q1', 'bob', quizWith());

    await start({ quizID: 'q1' });

    expect(main.read(mainPaths.userGameOptions('alice'))).toBeNull();
  });

  it.each([
    ['an auto-advance under 5 s', { autoAdvanceSeconds: 4 }],
    ['an auto-advance over 60 s', { autoAdvanceSeconds: 61 }],
    ['an unknown scoring mode', { scoring: 'luck' }],
    ['an unknown option', { confetti: true }],
    ['an extra time of × 3', { extraTime: 3 }],
    ['an extra time of × 1.25', { extraTime: 1.25 }],
    ['extra time as text', { extraTime: '2' }],
    ['questions on devices as text', { questionsOnDevices: 'yes' }],
  ])('refuses %s as invalid-argument, opening nothing', async (_, change) => {
    await saveQuiz('q1', 'bob', quizWith());
    const options = {
      allowLateJoins: true,
      friendlyNames: false,
      streakBonus: false,
      scoring: 'speed',
      autoAdvanceSeconds: null,
      extraTime: 1,
      questionsOnDevices: false,
      ...change,
    };

    await expect(start({ quizID: 'q1', options })).rejects.toMatchObject({ code: 'invalid-argument' });

    expect(games.read('games')).toBeNull();
  });

  it('fixes the quiz in its order, each question with the order its options are shown in', async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'alice', quiz);

    const { id } = await start({ quizID: 'q1' });

    const played = await playedQuiz(id);
    expect(played.quizID).toBe('q1');
    expect(played.data).toEqual(quiz.data);
    expect(played.questions.map((question) => question.title)).toEqual(
      quiz.questions.map((question) => question.title),
    );
    played.questions.forEach((question, index) => {
      expect(question.answers, question.title).toEqual(quiz.questions[index]?.answers);
    });
    const [single, trueFalse, openEnded, multiSelect, arrange] = played.questions;
    // Randomised single choice, fixed true/false and multi-select, no options to order when open-ended
    // (the database keeps no empty list), arrange always shuffled away from the correct order.
    expect(isPermutationOf(single?.displayOrder ?? [], 3)).toBe(true);
    expect(trueFalse?.displayOrder).toEqual([0, 1]);
    expect(openEnded?.displayOrder).toBeUndefined();
    expect(multiSelect?.displayOrder).toEqual([0, 1, 2]);
    expect(isPermutationOf(arrange?.displayOrder ?? [], 3)).toBe(true);
    expect(arrange?.displayOrder).not.toEqual([0, 1, 2]);
  });

  it("gives the host the quiz without its answer keys, which only the server's copy holds", async () => {
    const quiz = quizWith();
    await saveQuiz('q1', 'bob', quiz);

    const { id } = await start({ quizID: 'q1' });

    const [hosted, played] = [await hostsQuiz(id), await playedQuiz(id)];
    expect(hosted).toEqual(hostGameQuiz(played));
    expect(JSON.stringify(hosted.questions)).not.toContain('"isCorrect":true');
    const openEnded = hosted.questions.find((question) => question.questionType === QuestionType.OpenEnded);
    expect(openEnded?.answers).toEqual(['']);
    expect(JSON.stringify(played.questions)).toContain('"isCorrect":true');
  });

  it('shuffles the questions when the quiz says so', async () => {
    const quiz = quizOfManyQuestions(12, true);
    await saveQuiz('q1', 'alice', quiz);

    const { id } = await start({ quizID: 'q1' });

    const titles = (await playedQuiz(id)).questions.map(({ title }) => title);
    const quizTitles = quiz.questions.map(({ title }) => title);
    expect([...titles].sort()).toEqual([...quizTitles].sort());
    // 12! orders: the one it was written in comes back once in 479 million games.
    expect(titles).not.toEqual(quizTitles);
  });

  it('counts no play: an empty lobby is no play (startPlaying counts it once a player has joined)', async () => {
    await saveQuiz('q1', 'bob', quizWith({ visibility: Visibility.Public }));

    await start({ quizID: 'q1' });
    await start({ quizID: 'q1' });

    expect(main.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(0);
    expect(main.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(0);
  });

  it('lets the owner host their private quiz', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Private }));

    const { id } = await start({ quizID: 'q1' });

    expect(games.read(`${gamePaths.hostInfo(id)}/quizID`)).toBe('q1');
  });

  it('refuses an anonymous account (no email), as addQuiz does, and writes nothing', async () => {
    await saveQuiz('q1', 'bob', quizWith({ visibility: Visibility.Unlisted }));

    await expect(
      start({ quizID: 'q1' }, 'guest', { firebase: { sign_in_provider: 'anonymous', identities: {} } }),
    ).rejects.toMatchObject({ code: 'permission-denied', message: emailAccountMessages.hostGame });

    expect(games.read('')).toBeNull();
  });

  it.each([
    {
      what: 'another user’s private quiz',
      seed: () => saveQuiz('q1', 'bob', quizWith({ visibility: Visibility.Private })),
    },
    { what: 'a quiz that does not exist', seed: () => saveQuiz('q2', 'alice') },
  ])('refuses $what as not found and writes nothing', async ({ seed }) => {
    await seed();
    const mainBefore = main.read('');

    await expect(start({ quizID: 'q1' })).rejects.toMatchObject({
      code: 'not-found',
      message: editorMessages.notFound,
    });

    expect(games.read('')).toBeNull();
    expect(main.read('')).toEqual(mainBefore);
  });

  it('refuses a stored quiz without questions, which no game can play', async () => {
    const quiz = quizWith();
    await main.seed({ quiz: { loqs: { q1: { owner: 'alice', opened: 1, content: { data: quiz.data } } } } });

    await expect(start({ quizID: 'q1' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: UNPLAYABLE_QUIZ,
    });

    expect(games.read('')).toBeNull();
  });

  it('rejects a caller who is not signed in', async () => {
    await saveQuiz('q1', 'alice');

    await expect(start({ quizID: 'q1' }, null)).rejects.toMatchObject({ code: 'unauthenticated' });

    expect(games.read('')).toBeNull();
  });

  it.each([
    { what: 'no payload', payload: null, field: 'payload' },
    { what: 'no quiz id', payload: {}, field: 'quizID' },
    { what: 'a path as quiz id', payload: { quizID: 'q1/content' }, field: 'quizID' },
    { what: '"__proto__" as quiz id', payload: { quizID: '__proto__' }, field: 'quizID' },
    { what: 'a number as quiz id', payload: { quizID: 1 }, field: 'quizID' },
    { what: 'an extra field', payload: { quizID: 'q1', roomCode: 'asdfjklas' }, field: 'payload' },
  ])('rejects $what, naming $field', async ({ payload, field }) => {
    await saveQuiz('q1', 'alice');

    await expect(start(payload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(`${field}:`),
    });
    expect(games.read('')).toBeNull();
  });

  it('gives games started at once distinct room codes, each opening its own game', async () => {
    withLiveGameCap(30);
    await saveQuiz('q1', 'alice');

    const started = await Promise.all(Array.from({ length: 30 }, () => start({ quizID: 'q1' })));

    const ids = started.map(({ id }) => id);
    expect(new Set(ids).size).toBe(30);
    const codes = ids.map((id) => games.read(`${gamePaths.hostInfo(id)}/roomCode`) as string);
    expect(new Set(codes).size).toBe(30);
    ids.forEach((id, index) => {
      expect(games.read(gamePaths.ongoingRoom(codes[index] as string))).toBe(id);
      expect(games.read(`${gamePaths.gameExpiry(id)}/roomCode`)).toBe(codes[index]);
    });
    expect(Object.keys(games.read('ongoing') as object)).toHaveLength(30);
  });

  it('frees the room code when the game cannot be written', async () => {
    await saveQuiz('q1', 'alice');
    await startWhileGameUpdatesFail();

    expect(games.read('')).toBeNull();
  });

  describe('a host holds at most MAX_LIVE_GAMES_PER_HOST live games', () => {
    const hosted = () => Object.keys((games.read(gamePaths.hostedGames('alice')) ?? {}) as object);

    it('holds 5 by default', () => {
      expect(maxLiveGamesPerHost()).toBe(5);
    });

    it('starts games up to the cap, then answers resource-exhausted and writes nothing', async () => {
      withLiveGameCap(3);
      await saveQuiz('q1', 'alice');
      for (let game = 0; game < 3; game++) await start({ quizID: 'q1' });
      const before = games.read('');

      await expect(start({ quizID: 'q1' })).rejects.toMatchObject({
        code: 'resource-exhausted',
        message: quotaMessages.liveGames(3),
      });

      expect(games.read('')).toEqual(before);
      expect(hosted()).toHaveLength(3);
    });

    it('starts exactly 5 of 20 games one host starts at once', async () => {
      await saveQuiz('q1', 'alice');

      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => start({ quizID: 'q1' })));

      const started = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value.id] : [],
      );
      expect(started).toHaveLength(5);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toMatchObject({
            code: 'resource-exhausted',
            message: quotaMessages.liveGames(5),
          });
        }
      }
      expect(hosted().sort()).toEqual([...started].sort());
      expect(Object.keys(games.read('games') as object).sort()).toEqual([...started].sort());
    });

    it('counts each host apart', async () => {
      withLiveGameCap(1);
      await saveQuiz('q1', 'alice');
      await start({ quizID: 'q1' });

      await expect(start({ quizID: 'q1' }, 'bob', emailAccountClaims('bob@example.com'))).resolves.toEqual({
        id: expect.any(String),
      });
    });

    it('no longer counts a game that has expired, and forgets it', async () => {
      withLiveGameCap(2);
      await saveQuiz('q1', 'alice');
      await games.seed({ hostedGames: { alice: { old1: Date.now() - 1, old2: Date.now() - 60_000 } } });

      const { id } = await start({ quizID: 'q1' });

      expect(hosted()).toEqual([id]);
    });

    it('gives the slot back when the game cannot be written', async () => {
      withLiveGameCap(1);
      await saveQuiz('q1', 'alice');
      await startWhileGameUpdatesFail();

      await expect(start({ quizID: 'q1' })).resolves.toEqual({ id: expect.any(String) });
    });
  });
});
