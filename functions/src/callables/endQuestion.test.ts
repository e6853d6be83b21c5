import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_OPTIONS,
  ENDED_GAME_EXPIRY_MS,
  gamePaths,
  mainPaths,
  HostStatus,
  PlayerMode,
  type GameExpiry,
  type GameQuestion,
  type PlayerAnswer,
  type Question,
  type PlayerView,
  type SharedInfo,
} from '@/domain';
import { quizOfEveryType } from '@/domain/fixtures/quizzes';
import { gamesDatabase, mainDatabase } from '../admin';
import { useDatabaseEmulators } from '../test/databaseEmulator';
import { asHost, HOST, readHostInfo, seedAnswer, seedGame, type SeededGame } from '../test/games';
import { endQuestion } from './endQuestion';
import { introQuestion } from './introQuestion';
import { startPlaying } from './startPlaying';
import { startQuestion } from './startQuestion';

const { games, main } = useDatabaseEmulators();

/** Opens question n (after ending the earlier ones) and returns its opening time, by the server. */
async function open(game: SeededGame, n: number): Promise<number> {
  const gameID = game.gameId;
  if (n === 0) await startPlaying.run(asHost({ gameID }));
  else await endQuestion.run(asHost({ gameID, questionNumber: n - 1 }));
  await introQuestion.run(asHost({ gameID, questionNum: n }));
  await startQuestion.run(asHost({ gameID, questionNumber: n }));
  return (await readHostInfo(gameID)).gameStatus.time;
}

/** Plays the game up to question n, each question opened and ended in turn, and opens n. */
async function openAfterOthers(game: SeededGame, n: number): Promise<number> {
  for (let earlier = 0; earlier < n; earlier += 1) await open(game, earlier);
  return open(game, n);
}

/** Read through the SDK, which gives lists back as arrays (the emulator's export keeps them as objects). */
const readSharedInfo = async (gameId: string) =>
  (await gamesDatabase().ref(gamePaths.sharedInfo(gameId)).get()).val() as SharedInfo;

const view = (game: SeededGame, index: number) =>
  games.read(gamePaths.player(game.gameId, game.players[index]?.userSecret ?? '')) as PlayerView;

// seedGame shows every question's options in their stored order, but arrange (turned by one: [1, 2, 0]).
describe('endQuestion', () => {
  it('scores from the stored answers and the server’s times: floor(750 + 250 × 25/30) = 958', async () => {
    const game = await seedGame();
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0); // Canberra: correct
    await seedAnswer(game.gameId, 'p2', 0, openedAt + 1000, 0); // Sydney: wrong

    await expect(endQuestion.run(asHost({ gameID: game.gameId }))).resolves.toEqual({ success: true });

    const hostInfo = await readHostInfo(game.gameId);
    expect(hostInfo.status).toBe(HostStatus.Results);
    expect(hostInfo.gameStatus.closedQuestion).toBe(0);
    expect(game.players.map((_, index) => [view(game, index).username, view(game, index).score])).toEqual([
      ['Ann', 958],
      ['Bob', 0],
      ['Cy', 0],
    ]);
    expect(games.read(`${gamePaths.scores(game.gameId, 0)}/0`)).toEqual({ p1: 958, p2: 0, p3: 0 });
    expect(
      (await gamesDatabase().ref(gamePaths.gameStatus(game.gameId)).child('results').get()).val(),
    ).toEqual({
      questionNumber: 0,
      answered: 2,
      correct: 1,
      optionCounts: [1, 1, 0],
    });
    const shared = await readSharedInfo(game.gameId);
    expect(shared.gameStatus.mode).toBe(PlayerMode.Result);
    expect(shared.leaderboard).toEqual([
      { userID: 'p1', username: 'Ann', score: 958, rank: 1 },
      { userID: 'p2', username: 'Bob', score: 0, rank: 2 },
      { userID: 'p3', username: 'Cy', score: 0, rank: 2 },
    ]);
    expect(view(game, 1)).toEqual({
      userID: 'p2',
      username: 'Bob',
      joinedAt: expect.any(Number),
      score: 0,
      lastChange: 0,
      standing: {
        questionNumber: 0,
        correct: false,
        points: 0,
        rank: 2,
        playerCount: 3,
        above: { username: 'Ann', score: 958, rank: 1 },
        below: { username: 'Cy', score: 0, rank: 2 },
      },
    });
    // Cy sent nothing: the phone says "Time's up! No answer", not "Incorrect" as to Bob.
    expect(view(game, 2).standing).toMatchObject({ correct: false, points: 0, noAnswer: true });
  });

  it('records the question, every answer and every player in the host’s report, the same when retried', async () => {
    const game = await seedGame();
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0); // Canberra: correct
    await seedAnswer(game.gameId, 'p2', 0, openedAt + 1000, 0); // Sydney: wrong

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));
    const report = main.read(mainPaths.report(game.gameId));
    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    expect(main.read(mainPaths.report(game.gameId))).toEqual(report);
    const closedAt = (await readHostInfo(game.gameId)).gameStatus.time;
    // Through the SDK, which gives the numbered questions and answers back as arrays.
    const read = async (path: string) => (await mainDatabase().ref(path).get()).val() as unknown;
    expect(await read(mainPaths.report(game.gameId))).toEqual({
      host: HOST,
      game: {
        quizID: 'quiz-1',
        quizTitle: game.quiz.data.title,
        startedAt: expect.any(Number),
        totalQuestions: 5,
      },
      questions: [
        {
          question: JSON.parse(JSON.stringify(game.quiz.questions[0])) as unknown,
          openedAt,
          closedAt,
          players: 3,
          answered: 2,
          correct: 1,
          medianMs: 3000,
        },
      ],
      // Each answer one string: right, points, ms, as sent.
      answers: [{ p1: '1 958 5000 1', p2: '0 0 1000 0' }],
      players: {
        p1: { name: 'Ann', joinedAt: expect.any(Number) },
        p2: { name: 'Bob', joinedAt: expect.any(Number) },
        p3: { name: 'Cy', joinedAt: expect.any(Number) },
      },
    });
    expect(await read(mainPaths.reportListing(HOST, game.gameId))).toEqual({
      quizTitle: game.quiz.data.title,
      startedAt: (report as { game: { startedAt: number } }).game.startedAt,
      totalQuestions: 5,
      players: 3,
      tally: [{ players: 3, correct: 1 }],
    });
  });

  it('scores a whole game of every type: 958 + 958 + 750 + 95833 + 997', async () => {
    const game = await seedGame({ names: ['Ann'] });
    const answers: PlayerAnswer[] = [1, 0, '  TOKYO ', [0, 2], [2, 0, 1]];
    for (const [n, answer] of answers.entries()) {
      const openedAt = await open(game, n);
      await seedAnswer(game.gameId, 'p1', answer, openedAt + 5000, n);
    }
    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 4 }));

    // Open-ended has no time limit (base points only); arrange has 600 s: 750 + 250 × 595/600 = 997.9.
    expect(view(game, 0).score).toBe(958 + 958 + 750 + 95833 + 997);
    expect(view(game, 0).standing).toMatchObject({ questionNumber: 4, correct: true, points: 997, rank: 1 });
  });

  it('in accuracy mode, gives every right answer its base points and the full time bonus: 1000', async () => {
    const game = await seedGame({ options: { ...DEFAULT_GAME_OPTIONS, scoring: 'accuracy' } });
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0);
    await seedAnswer(game.gameId, 'p2', 1, openedAt + 29_000, 0);
    await seedAnswer(game.gameId, 'p3', 0, openedAt + 1000, 0);

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    expect(game.players.map((_, index) => view(game, index).score)).toEqual([1000, 1000, 0]);
    expect(view(game, 1).standing).toMatchObject({ correct: true, points: 1000, rank: 1 });
    expect(view(game, 1).standing).not.toHaveProperty('streak');
    expect(games.read(gamePaths.streaks(game.gameId, 0))).toBeNull();
  });

  it('with extra time × 2, judges the time bonus against 60 s: 30 s in scores 875, not the plain game’s 750', async () => {
    const game = await seedGame({ options: { ...DEFAULT_GAME_OPTIONS, extraTime: 2 } });
    const openedAt = await open(game, 0);
    expect((await readHostInfo(game.gameId)).gameStatus.duration).toBe(60_000);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 30_000, 0);
    await seedAnswer(game.gameId, 'p2', 1, openedAt + 59_000, 0);
    await seedAnswer(game.gameId, 'p3', 1, openedAt + 15_000, 0);

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    // floor(750 + 250 × 30/60) = 875; × 1/60 = 754; × 45/60 = 937.
    expect(game.players.map((_, index) => view(game, index).score)).toEqual([875, 754, 937]);
  });

  it('with the answer streak bonus, adds +100 to a second right answer in a row and stores every streak', async () => {
    const game = await seedGame({ options: { ...DEFAULT_GAME_OPTIONS, streakBonus: true } });
    let openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0);
    await seedAnswer(game.gameId, 'p2', 1, openedAt + 5000, 0);
    openedAt = await open(game, 1);
    expect(games.read(gamePaths.streaks(game.gameId, 0))).toEqual({ 0: { p1: 1, p2: 1 } });
    expect(view(game, 0).standing).toMatchObject({ points: 958, streak: 1 });
    await seedAnswer(game.gameId, 'p1', 0, openedAt + 5000, 1); // True: right again
    // Bob misses question 2: his streak ends.

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 1 }));

    expect(view(game, 0)).toMatchObject({
      score: 958 + 1058,
      lastChange: 1058,
      standing: { questionNumber: 1, correct: true, points: 1058, rank: 1, streak: 2 },
    });
    expect(view(game, 1)).toMatchObject({ score: 958, lastChange: 0, standing: { correct: false } });
    expect(view(game, 1).standing).not.toHaveProperty('streak');
    expect(games.read(gamePaths.streaks(game.gameId, 1))).toEqual({ 0: { p1: 2 } });
    expect(games.read(gamePaths.streaks(game.gameId, 0))).toBeNull();
    // The report records the points with their bonus: a player's answers add up to their total.
    expect(main.read(`${mainPaths.reportAnswers(game.gameId, 1)}/p1`)).toBe('1 1058 5000 0');
  });

  it("gives the host the question's answer key with its results, and no other question's", async () => {
    const game = await seedGame();
    const hostsQuestion = async (n: number) =>
      JSON.stringify((await gamesDatabase().ref(gamePaths.gameQuizQuestion(game.gameId, n)).get()).val());
    await open(game, 0);
    expect(await hostsQuestion(0)).not.toContain('"isCorrect":true');

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    expect(await hostsQuestion(0)).toBe(
      JSON.stringify((await gamesDatabase().ref(gamePaths.gameAnswerKey(game.gameId, 0)).get()).val()),
    );
    expect(await hostsQuestion(0)).toContain('"isCorrect":true');
    expect(await hostsQuestion(1)).not.toContain('"isCorrect":true');
  });

  it("gives the phones the question's explanation with its results, the host it in its copy, and clears it at the next intro", async () => {
    const explanation = 'Tokyo was called Edo until 1868.';
    const content = quizOfEveryType();
    content.questions[2] = { ...(content.questions[2] as Question), explanation };
    const game = await seedGame({ content });
    const hostsQuestion = async (n: number) =>
      (await gamesDatabase().ref(gamePaths.gameQuizQuestion(game.gameId, n)).get()).val() as GameQuestion;
    await openAfterOthers(game, 2);
    expect(await hostsQuestion(2)).not.toHaveProperty('explanation');
    expect(JSON.stringify(await readSharedInfo(game.gameId))).not.toContain('Edo');

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 2 }));

    expect((await readSharedInfo(game.gameId)).gameStatus.info.explanation).toBe(explanation);
    expect((await hostsQuestion(2)).explanation).toBe(explanation);
    expect(JSON.stringify(await readHostInfo(game.gameId))).not.toContain('Edo');

    await introQuestion.run(asHost({ gameID: game.gameId, questionNum: 3 }));
    expect((await readSharedInfo(game.gameId)).gameStatus.info).not.toHaveProperty('explanation');
  });

  it('gives the host, and only the host, what players typed to an open-ended question', async () => {
    const game = await seedGame({ names: ['Ann', 'Bob', 'Cy', 'Dee'] });
    const openedAt = await openAfterOthers(game, 2);
    const typed: Record<string, string> = { p1: '  TOKYO ', p2: 'tokyo', p3: 'Osaka', p4: 'Tōkyō' };
    for (const [userID, text] of Object.entries(typed)) {
      await seedAnswer(game.gameId, userID, text, openedAt + 5000, 2);
    }

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 2 }));

    expect((await readHostInfo(game.gameId)).gameStatus.results?.typedAnswers).toEqual([
      { text: 'TOKYO', count: 2, accepted: true },
      { text: 'Osaka', count: 1, accepted: false },
      { text: 'Tōkyō', count: 1, accepted: true },
    ]);
    expect(JSON.stringify(await readSharedInfo(game.gameId))).not.toMatch(/tokyo|osaka/i);
    for (const index of [0, 1, 2, 3]) expect(JSON.stringify(view(game, index))).not.toMatch(/tokyo|osaka/i);
  });

  it('gives a choice question no typed answers', async () => {
    const game = await seedGame();
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0);
    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));
    expect((await readHostInfo(game.gameId)).gameStatus.results).not.toHaveProperty('typedAnswers');
  });

  it('scores once when called twice, or five times at once', async () => {
    const game = await seedGame();
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p1', 1, openedAt + 5000, 0);

    await Promise.all(Array.from({ length: 5 }, () => endQuestion.run(asHost({ gameID: game.gameId }))));
    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 0 }));

    expect(view(game, 0)).toMatchObject({ score: 958, lastChange: 958 });
    expect(games.read(`${gamePaths.scores(game.gameId, 0)}/0`)).toMatchObject({ p1: 958 });
  });

  it('ignores the payload’s correct answers and score changes', async () => {
    const game = await seedGame();
    await open(game, 0);

    await endQuestion.run(
      asHost({ gameID: game.gameId, correct: [0], scoreChanges: [{ user: 'p2', points: 100_000 }] }),
    );

    expect(view(game, 1).score).toBe(0);
  });

  it('does not count the answer of a player kicked while the question was open', async () => {
    const game = await seedGame();
    const openedAt = await open(game, 0);
    await seedAnswer(game.gameId, 'p2', 1, openedAt + 5000, 0);
    await gamesDatabase().ref(gamePaths.rosterPlayer(game.gameId, 'p2')).remove();

    await endQuestion.run(asHost({ gameID: game.gameId }));

    const shared = await readSharedInfo(game.gameId);
    expect(shared.leaderboard?.map((entry) => entry.username)).toEqual(['Ann', 'Cy']);
  });

  it('refuses to end a question that has not opened, and leaves it open to answers', async () => {
    const game = await seedGame();
    await startPlaying.run(asHost({ gameID: game.gameId }));
    await introQuestion.run(asHost({ gameID: game.gameId, questionNum: 0 }));

    await expect(endQuestion.run(asHost({ gameID: game.gameId }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Ending question 1 cannot happen now: question 1 is being introduced.',
    });
    expect((await readHostInfo(game.gameId)).gameStatus.closedQuestion).toBeUndefined();
  });

  it('ends the game on the last question: final leaderboard, deleted an hour later', async () => {
    const game = await seedGame();
    for (let n = 0; n <= 4; n += 1) await open(game, n);
    // Each step kept the host's live-game slot at the game's expiry.
    expect(games.read(gamePaths.hostedGame(HOST, game.gameId))).toBe(
      (games.read(gamePaths.gameExpiry(game.gameId)) as GameExpiry).expiresAt,
    );

    await endQuestion.run(asHost({ gameID: game.gameId, questionNumber: 4 }));

    const hostInfo = await readHostInfo(game.gameId);
    expect(hostInfo.endedAt).toBe(hostInfo.gameStatus.time);
    expect(games.read(`${gamePaths.sharedInfo(game.gameId)}/gameStatus/final`)).toBe(true);
    const expiry = games.read(gamePaths.gameExpiry(game.gameId)) as GameExpiry;
    expect(expiry.expiresAt - Date.now()).toBeGreaterThan(ENDED_GAME_EXPIRY_MS - 10_000);
    expect(expiry.expiresAt - Date.now()).toBeLessThanOrEqual(ENDED_GAME_EXPIRY_MS);
    // The room code stays claimed until then (a phone that reloads now gets the empty form: the game is over).
    expect(games.read(gamePaths.ongoingRoom(game.roomCode))).toBe(game.gameId);
    // An ended game no longer counts against its host's MAX_LIVE_GAMES_PER_HOST.
    expect(games.read(gamePaths.hostedGames(HOST))).toBeNull();
  });

  it('is the host’s alone', async () => {
    const game = await seedGame();
    await open(game, 0);
    await expect(endQuestion.run(asHost({ gameID: game.gameId }, 'someone-else'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await readHostInfo(game.gameId)).status).toBe(HostStatus.QuestionOpen);
  });

  it.each([
    [{ gameID: 'g', scoreChanges: [{ user: 'p1' }] }, 'scoreChanges[0].points'],
    [{ gameID: 'g', scoreChanges: 'all' }, 'scoreChanges'],
    [{ gameID: 'g', correct: { a: 1 } }, 'correct'],
    [{ gameID: 'g', questionNumber: 'last' }, 'questionNumber'],
  ])('refuses the payload %j, naming %s', async (payload, field) => {
    await expect(endQuestion.run(asHost(payload))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(field),
    });
  });
});
