import { describe, expect, it, vi } from 'vitest';
import {
  editorMessages,
  GAME_IDLE_EXPIRY_MS,
  gamePaths,
  HostStatus,
  mainPaths,
  PlayerMode,
  QuestionType,
  Visibility,
  type GameQuiz,
  type GameState,
  type Question,
  type QuizContent,
} from '@/domain';
import { gamesDatabase } from '../admin';
import { callableRequest, emailAccountClaims } from '../test/callableRequest';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { quizWith, saveQuiz } from '../test/quizzes';
import { UNPLAYABLE_QUIZ, startGame } from './startGame';

const { main, games } = useDatabaseEmulators();

const ALICE = emailAccountClaims('alice@example.com');

const start = (payload: unknown, uid: string | null = 'alice', claims = ALICE) =>
  startGame.run(callableRequest(payload, uid ?? undefined, claims));

const isPermutationOf = (order: number[], n: number) =>
  [...order].sort((a, b) => a - b).join() === Array.from({ length: n }, (_, index) => index).join();

/** gameQuizzes/{id} as the SDK reads it (the emulator's own copy keeps lists as objects). */
async function playedQuiz(id: string): Promise<GameQuiz> {
  return (await gamesDatabase().ref(gamePaths.gameQuiz(id)).get()).val() as GameQuiz;
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
      },
      hostInfo: {
        host: 'alice',
        quizID: 'q1',
        status: HostStatus.Lobby,
        roomCode,
        createdAt,
        gameStatus: { questionNumber: 0, time: createdAt, duration: 0 },
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

  it('counts a play of the quiz', async () => {
    await saveQuiz('q1', 'bob', quizWith({ visibility: Visibility.Public }));

    await start({ quizID: 'q1' });
    await start({ quizID: 'q1' });

    expect(main.read(`${mainPaths.searchEntry('q1')}/plays`)).toBe(2);
    expect(main.read(`${mainPaths.searchListedEntry('q1')}/p`)).toBe(2);
  });

  it('lets the owner host their private quiz', async () => {
    await saveQuiz('q1', 'alice', quizWith({ visibility: Visibility.Private }));

    const { id } = await start({ quizID: 'q1' });

    expect(games.read(`${gamePaths.hostInfo(id)}/quizID`)).toBe('q1');
  });

  it('lets a user without an email account host', async () => {
    await saveQuiz('q1', 'bob', quizWith({ visibility: Visibility.Unlisted }));

    const { id } = await start({ quizID: 'q1' }, 'guest', {
      firebase: { sign_in_provider: 'anonymous', identities: {} },
    });

    expect(games.read(`${gamePaths.hostInfo(id)}/host`)).toBe('guest');
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
    const reference = Object.getPrototypeOf(gamesDatabase().ref()) as { update: () => Promise<void> };
    const update = vi.spyOn(reference, 'update').mockRejectedValueOnce(new Error('The network is down.'));

    try {
      await expect(start({ quizID: 'q1' })).rejects.toMatchObject({ code: 'internal' });
    } finally {
      update.mockRestore();
    }

    expect(games.read('')).toBeNull();
  });
});
