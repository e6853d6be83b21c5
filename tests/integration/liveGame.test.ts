// A live game on the whole local stack, under a controlled clock: a host signed up in the Auth emulator
// calls the game callables, players with no auth at all (each a client app of its own) join, listen to
// sharedInfo and their own record, and write their answers straight to the games database under
// database.games.rules.json, as the /host and /join pages do.
//
// This file is the only one that sets the games namespace's clock (it is one clock for the whole stack):
// every server time of a game here — join times, phase times, the time an answer arrived — is one the test
// chose, so scores are exact. Expected scores are written out from SPEC §9, floor(base + bonus ×
// (limit − elapsed) / limit), not computed by the domain's scoring.
import { setLogLevel } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { get, ref, set, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AnswerKind,
  gamePaths,
  MediaMode,
  QuestionType,
  Visibility,
  type ChoiceAnswer,
  type GameQuestion,
  type LeaderboardEntry,
  type Player,
  type PlayerAnswer,
  type PlayerView,
  type Question,
  type QuizContent,
  type SharedInfo,
} from '@/domain';
import {
  type AnswerForgeryAs,
  closeApp,
  correctAnswer,
  type HostClient,
  joinAsPlayer,
  type PlayerClient,
  readGamesAsAdmin,
  rejoinAsPlayer,
  setGamesClock,
  signUpHost,
  stackApp,
  stackAuth,
  stackDatabase,
  strangerDatabase,
  wrongAnswer,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
const DENIED = /permission.denied/i;
// The SDK warns of every refused write, and refusals are what much of this file is about.
setLogLevel('error');

/** The games namespace's clock, frozen; the test moves it. */
const clock = {
  now: 0,
  /** Freezes the clock at a whole second a little after the real time, or after the last frozen time. */
  async start(): Promise<number> {
    return this.set(Math.max(Math.ceil(Date.now() / 1000) * 1000, this.now + 1000));
  },
  async set(time: number): Promise<number> {
    this.now = time;
    await setGamesClock(stack, { frozenAt: time });
    return time;
  },
  advance(ms: number): Promise<number> {
    return this.set(this.now + ms);
  },
};

afterAll(() => setGamesClock(stack, null));

const question = {
  desc: '',
  mediaMode: MediaMode.None,
  mediaURL: '',
  titlePlusDesc: true,
  titlePlusImg: true,
} as const;

/** Text options of a choice question, the ones named in `correct` correct. */
const textOptions = (names: string[], correct: string[]): ChoiceAnswer[] =>
  names.map((name) => ({ name, type: AnswerKind.Text, isCorrect: correct.includes(name) }));

const quizOf = (questions: Question[]): QuizContent => ({
  data: {
    title: 'Live game',
    desc: '',
    image: null,
    randomizeQuestionOrder: false,
    visibility: Visibility.Unlisted,
    version: 0,
    copyProtect: false,
  },
  questions,
});

/** One question of each type, each with its own points and time limit. */
const WHOLE_GAME_QUIZ = quizOf([
  {
    ...question,
    questionType: QuestionType.SingleChoice,
    title: 'Largest planet?',
    answers: textOptions(['Mars', 'Jupiter', 'Venus', 'Earth'], ['Jupiter']),
    typeSpecificSettings: { randomizeOrder: true },
    timeLimit: 20,
    customPointsOptions: { basePoints: 750, timeBonus: 250 },
  },
  {
    ...question,
    questionType: QuestionType.TrueFalse,
    title: 'Venus is hot.',
    answers: [
      { name: 'True', isCorrect: true },
      { name: 'False', isCorrect: false },
    ],
    typeSpecificSettings: {},
    timeLimit: 10,
    customPointsOptions: { basePoints: 500, timeBonus: 500 },
  },
  {
    ...question,
    questionType: QuestionType.OpenEnded,
    title: 'Capital of Japan?',
    answers: ['Tokyo', 'Edo', ''],
    typeSpecificSettings: { caseSensitive: false },
    timeLimit: 40,
    customPointsOptions: { basePoints: 600, timeBonus: 400 },
  },
  {
    ...question,
    questionType: QuestionType.MultiSelect,
    title: 'Which are primes?',
    answers: textOptions(['2', '4', '5', '9', '15'], ['2', '5']),
    typeSpecificSettings: { randomizeOrder: true },
    timeLimit: 25,
    customPointsOptions: { basePoints: 800, timeBonus: 200 },
  },
  {
    ...question,
    questionType: QuestionType.Arrange,
    title: 'Smallest first.',
    answers: ['1', '10', '100', '1000'].map((name) => ({ name, type: AnswerKind.Text })),
    typeSpecificSettings: {},
    timeLimit: 60,
    customPointsOptions: { basePoints: 900, timeBonus: 300 },
  },
]);

/**
 * What the players' screens learn of each question, written out: its type, how many options it shows, its
 * intro (3000 ms + 20 ms per character of the title) and its time limit.
 */
const SHOWN = [
  { questionType: 0, options: 4, introMs: 3300, limitMs: 20_000 }, // 'Largest planet?': 15 characters
  { questionType: 1, options: 2, introMs: 3260, limitMs: 10_000 }, // 'Venus is hot.': 13
  { questionType: 2, options: 0, introMs: 3340, limitMs: 40_000 }, // 'Capital of Japan?': 17
  { questionType: 3, options: 5, introMs: 3340, limitMs: 25_000 }, // 'Which are primes?': 17
  { questionType: 4, options: 4, introMs: 3300, limitMs: 60_000 }, // 'Smallest first.': 15
] as const;

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'] as const;
type Name = (typeof NAMES)[number];

/** An answer, in display positions, for the question as the game plays it. */
type Answer = (question: GameQuestion) => PlayerAnswer;
const right: Answer = correctAnswer;
const wrong: Answer = wrongAnswer;
const text =
  (typed: string): Answer =>
  () =>
    typed;
/** The correct options in another order: a multi-select answer is a set, an arrange answer is not. */
const rightReversed: Answer = (shown) => [...(correctAnswer(shown) as number[])].reverse();
const firstCorrectOnly: Answer = (shown) => (correctAnswer(shown) as number[]).slice(0, 1);
const correctPlusOneWrong: Answer = (shown) => [
  ...(correctAnswer(shown) as number[]),
  shown.displayOrder.findIndex((storedIndex) => storedIndex === 1), // '4'
];

/** A player's answer, `at` ms after the question opened by the server's clock. */
interface Submit {
  name: Name;
  at: number;
  answer: Answer;
  /** The rules must refuse it. */
  refused?: true;
}

/** A row of the expected ranking after a question, in ranking order. */
interface Row {
  name: Name;
  score: number;
  /** Points gained on this question. */
  points: number;
  correct: boolean;
  rank: number;
  /** The server holds no answer of the player's to the question. */
  noAnswer?: true;
}

describe('a whole game of every question type under a frozen clock', { timeout: scaledMs(120_000) }, () => {
  let host: HostClient;
  let gameID: string;
  let roomCode: string;
  let questions: GameQuestion[];
  const players = {} as Record<Name, PlayerClient>;
  const joinedAt = {} as Record<Name, number>;
  let createdAt: number;

  const player = (name: Name) => players[name];
  const recordOf = (name: Name) => player(name).record.value as PlayerView;
  const sharedOf = (name: Name) => player(name).shared.value as SharedInfo;
  const entry = (name: Name, score: number, rank: number): LeaderboardEntry => ({
    userID: player(name).userID,
    username: name,
    score,
    rank,
  });

  beforeAll(async () => {
    host = await signUpHost(stack);
    const quizID = await host.saveQuiz(WHOLE_GAME_QUIZ);
    createdAt = await clock.start();
    gameID = (await host.startGame({ quizID })).id;
    roomCode = (await host.hostInfo(gameID)).roomCode;
    // One second apart, so that the join times (which order equal scores) are known.
    for (const name of NAMES) {
      joinedAt[name] = await clock.advance(1000);
      players[name] = await joinAsPlayer(stack, roomCode, name);
    }
    questions = (await host.gameQuiz(gameID)).questions;
  });

  afterAll(async () => {
    await Promise.all([host?.close(), ...Object.values(players).map((client) => client?.close())]);
  });

  let kicked = false;
  /** The players still in the game. */
  const present = () => NAMES.filter((name) => name !== 'Gus' || !kicked);

  /** Waits until every present player's sharedInfo passes `accept`. */
  const everyoneSees = (accept: (shared: SharedInfo | null) => boolean) =>
    Promise.all(present().map((name) => player(name).shared.until(accept)));

  /** The top five of the last question's expected ranking: what the intro and the open question still show. */
  let lastLeaderboard: LeaderboardEntry[] | undefined;

  /**
   * Every player still in the game sees phase `mode` of question `q`, begun at `time` and lasting
   * `duration`, and the last top five: nothing about the answer while the question is open.
   */
  async function expectEveryoneSees(q: number, mode: number, time: number, duration: number): Promise<void> {
    const shown = SHOWN[q] as (typeof SHOWN)[number];
    await everyoneSees(
      (shared) => shared?.gameStatus.mode === mode && shared.gameStatus.info.questionNumber === q,
    );
    for (const name of present()) {
      expect(sharedOf(name), `${name}'s sharedInfo`).toEqual({
        ...(lastLeaderboard && { leaderboard: lastLeaderboard }),
        gameStatus: {
          mode,
          info: {
            questionNumber: q,
            questionType: shown.questionType,
            options: shown.options,
            time,
            duration,
          },
        },
        totalQuestions: 5,
      });
    }
  }

  /** The intro of question `q`, then its opening; returns when it opened (server time). */
  async function introduceAndOpen(q: number): Promise<number> {
    const shown = SHOWN[q] as (typeof SHOWN)[number];
    const introAt = await clock.advance(1000);
    expect(await host.introQuestion({ gameID, questionNum: q })).toEqual({ success: true });
    await expectEveryoneSees(q, 3, introAt, shown.introMs);
    const openedAt = await clock.advance(shown.introMs);
    expect(await host.startQuestion({ gameID, questionNumber: q })).toEqual({ success: true });
    await expectEveryoneSees(q, 4, openedAt, shown.limitMs);
    return openedAt;
  }

  /**
   * The players answer question `q` at the given times after it opened, earliest first. Then exactly the
   * accepted answers are stored, each under its player's secret, and the host sees exactly who answered
   * and when: no answer, no secret.
   */
  async function answer(q: number, openedAt: number, submits: Submit[]): Promise<void> {
    const times = [...new Set(submits.map((submit) => submit.at))].sort((a, b) => a - b);
    for (const at of times) {
      await clock.set(openedAt + at);
      await Promise.all(
        submits
          .filter((submit) => submit.at === at)
          .map(async ({ name, answer: answerFor, refused }) => {
            const sent = player(name).submit(q, answerFor(questions[q] as GameQuestion));
            if (refused) await expect(sent, `${name}'s answer at ${at} ms`).rejects.toThrow(DENIED);
            else await sent;
          }),
      );
    }
    const accepted = submits.filter((submit) => !submit.refused);
    const submission = ({ name, at }: Submit) => ({
      user: player(name).userID,
      submittedAt: openedAt + at,
      questionNumber: q,
    });
    expect(await host.submitted(gameID), 'the host’s Submissions').toEqual(
      Object.fromEntries(accepted.map((submit) => [player(submit.name).userID, submission(submit)])),
    );
    expect(await readGamesAsAdmin(stack, gamePaths.answers(gameID)), 'the answers').toEqual(
      Object.fromEntries(
        accepted.map((submit) => [
          player(submit.name).join.userSecret,
          { ...submission(submit), answer: JSON.stringify(submit.answer(questions[q] as GameQuestion)) },
        ]),
      ),
    );
  }

  /** Ends question `q` a second after its time limit; returns when (server time). */
  async function end(q: number, openedAt: number): Promise<number> {
    const endedAt = await clock.set(openedAt + (SHOWN[q] as (typeof SHOWN)[number]).limitMs + 1000);
    expect(await host.endQuestion({ gameID, questionNumber: q })).toEqual({ success: true });
    return endedAt;
  }

  /**
   * Every player's record and sharedInfo after question `q`, and the host's players (who is in, no scores):
   * exactly these keys and values, so that a player sees no other player but the top five and its two
   * neighbours.
   */
  async function expectRanking(q: number, endedAt: number, rows: Row[], final = false): Promise<void> {
    await Promise.all(
      rows.flatMap(({ name }) => [
        player(name).standingFor(q),
        player(name).shared.until(
          (shared) => shared?.gameStatus.mode === 6 && shared.gameStatus.info.questionNumber === q,
        ),
      ]),
    );
    const shown = SHOWN[q] as (typeof SHOWN)[number];
    const leaderboard = rows.slice(0, 5).map(({ name, score, rank }) => entry(name, score, rank));
    lastLeaderboard = leaderboard;
    const neighbour = (row: Row | undefined) =>
      row && { username: row.name, score: row.score, rank: row.rank };
    const hostPlayers: Record<string, Player> = {};
    rows.forEach((row, index) => {
      const { name, score, points, correct, rank, noAnswer } = row;
      const hostEntry = { userID: player(name).userID, username: name, joinedAt: joinedAt[name] };
      hostPlayers[hostEntry.userID] = hostEntry;
      const base = { ...hostEntry, score };
      const above = neighbour(rows[index - 1]);
      const below = neighbour(rows[index + 1]);
      const record = recordOf(name);
      expect(record, `${name}'s record`).toEqual({
        ...base,
        lastChange: points,
        standing: {
          questionNumber: q,
          correct,
          points,
          rank,
          playerCount: rows.length,
          ...(noAnswer && { noAnswer }),
          ...(above && { above }),
          ...(below && { below }),
        },
      });
      expect(Object.keys(record).sort()).toEqual([
        'joinedAt',
        'lastChange',
        'score',
        'standing',
        'userID',
        'username',
      ]);
      const standingKeys = ['correct', 'playerCount', 'points', 'questionNumber', 'rank'];
      if (noAnswer) standingKeys.push('noAnswer');
      if (above) standingKeys.push('above');
      if (below) standingKeys.push('below');
      expect(Object.keys(record.standing ?? {}).sort()).toEqual(standingKeys.sort());

      const shared = sharedOf(name);
      expect(shared, `${name}'s sharedInfo`).toEqual({
        leaderboard,
        gameStatus: {
          mode: 6,
          ...(final && { final: true }),
          info: {
            questionNumber: q,
            questionType: shown.questionType,
            options: shown.options,
            time: endedAt,
            duration: 0,
          },
        },
        totalQuestions: 5,
      });
      expect(Object.keys(shared).sort()).toEqual(['gameStatus', 'leaderboard', 'totalQuestions']);
    });
    expect(await host.roster(gameID)).toEqual(hostPlayers);
  }

  it('players join: each reads its own record, the lobby and its room code', async () => {
    const userIDs = NAMES.map((name) => player(name).userID);
    expect(new Set(userIDs).size).toBe(NAMES.length);
    for (const name of NAMES) {
      expect(player(name).join.gameID).toBe(gameID);
      expect(await player(name).record.until((view) => view !== null)).toEqual({
        userID: player(name).userID,
        username: name,
        joinedAt: joinedAt[name],
        score: 0,
        lastChange: 0,
      });
      expect(await player(name).shared.until((shared) => shared !== null)).toEqual({
        gameStatus: {
          mode: 1,
          info: { questionNumber: 0, time: createdAt, duration: 0, questionType: 0, options: 4 },
        },
        totalQuestions: 5,
      });
      expect(await player(name).read(gamePaths.ongoingRoom(roomCode))).toBe(gameID);
    }
    expect(roomCode).toMatch(/^[asdfjkl]{9}$/);
  });

  it('startPlaying shows the quiz intro for 5 s', async () => {
    const startedAt = await clock.advance(1000);
    expect(await host.startPlaying({ gameID, totalQuestions: 5 })).toEqual({ success: true });
    await everyoneSees((shared) => shared?.gameStatus.mode === 2);
    expect(sharedOf('Ada')).toEqual({
      gameStatus: {
        mode: 2,
        info: { questionNumber: 0, time: startedAt, duration: 5000, questionType: 0, options: 4 },
      },
      totalQuestions: 5,
    });
  });

  it('question 1, single choice: points by the time taken; equal scores share a rank, the earlier joiner first', async () => {
    await clock.advance(5000);
    const openedAt = await introduceAndOpen(0);
    await answer(0, openedAt, [
      { name: 'Ada', at: 2000, answer: right },
      { name: 'Bo', at: 5000, answer: right },
      { name: 'Cy', at: 1000, answer: wrong },
      { name: 'Di', at: 5000, answer: right },
      { name: 'Flo', at: 19_999, answer: right },
      { name: 'Gus', at: 13_000, answer: right },
    ]);
    // A retried step changes nothing: the question still counts from when it opened.
    expect(await host.introQuestion({ gameID, questionNum: 0 })).toEqual({ success: true });
    expect(await host.startQuestion({ gameID, questionNumber: 0 })).toEqual({ success: true });
    expect((await host.hostInfo(gameID)).gameStatus.time).toBe(openedAt);

    const endedAt = await end(0, openedAt);
    await expectRanking(0, endedAt, [
      { name: 'Ada', rank: 1, score: 975, points: 975, correct: true }, // 750 + 250 × 18/20 = 975
      { name: 'Bo', rank: 2, score: 937, points: 937, correct: true }, // 750 + 250 × 15/20 = 937.5
      { name: 'Di', rank: 2, score: 937, points: 937, correct: true }, // the same, joined after Bo
      { name: 'Gus', rank: 4, score: 837, points: 837, correct: true }, // 750 + 250 × 7/20 = 837.5
      { name: 'Flo', rank: 5, score: 750, points: 750, correct: true }, // 750 + 250 × 1/20000 = 750.0125
      { name: 'Cy', rank: 6, score: 0, points: 0, correct: false }, // wrong
      { name: 'Ed', rank: 6, score: 0, points: 0, correct: false, noAnswer: true },
    ]);
    expect((await host.hostInfo(gameID)).gameStatus.results).toMatchObject({
      questionNumber: 0,
      answered: 6,
      correct: 5,
    });
  });

  it('refuses steps out of turn with failed-precondition', async () => {
    await expect(host.startQuestion({ gameID, questionNumber: 1 })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
    });
    await expect(host.endQuestion({ gameID, questionNumber: 1 })).rejects.toMatchObject({
      code: 'functions/failed-precondition',
    });
  });

  it('question 2, true/false: the deadline is inclusive, an answer in the 1 s grace after it is taken, a later one is refused by the rules and scores 0; endQuestion twice at once scores once and ignores the payload’s scores', async () => {
    const openedAt = await introduceAndOpen(1);
    await answer(1, openedAt, [
      { name: 'Flo', at: 0, answer: right },
      { name: 'Ada', at: 1000, answer: wrong },
      { name: 'Bo', at: 3000, answer: right },
      { name: 'Cy', at: 7500, answer: right },
      { name: 'Di', at: 10_000, answer: right },
      { name: 'Ed', at: 10_001, answer: wrong }, // in the grace (ANSWER_GRACE_MS, 1000 ms)
      { name: 'Gus', at: 11_001, answer: right, refused: true }, // after the limit and the grace
    ]);
    expect(await readGamesAsAdmin(stack, gamePaths.submission(gameID, player('Gus').userID))).toBeNull();

    const endedAt = await clock.set(openedAt + 12_000);
    // The spec's payload, forged: it names correct answers and score changes, which the server ignores.
    const forged = {
      gameID,
      questionNumber: 1,
      correct: [1],
      scoreChanges: [{ user: player('Ed').userID, points: 100_000 }],
    };
    expect(await Promise.all([host.endQuestion(forged), host.endQuestion(forged)])).toEqual([
      { success: true },
      { success: true },
    ]);
    await clock.advance(1000);
    expect(await host.endQuestion(forged)).toEqual({ success: true });

    await expectRanking(1, endedAt, [
      { name: 'Bo', rank: 1, score: 1787, points: 850, correct: true }, // 500 + 500 × 7/10
      { name: 'Flo', rank: 2, score: 1750, points: 1000, correct: true }, // 500 + 500 × 10/10
      { name: 'Di', rank: 3, score: 1437, points: 500, correct: true }, // 500 + 500 × 0/10, at the limit
      { name: 'Ada', rank: 4, score: 975, points: 0, correct: false },
      { name: 'Gus', rank: 5, score: 837, points: 0, correct: false, noAnswer: true }, // refused
      { name: 'Cy', rank: 6, score: 625, points: 625, correct: true }, // 500 + 500 × 2.5/10
      { name: 'Ed', rank: 7, score: 0, points: 0, correct: false },
    ]);
    expect((await host.hostInfo(gameID)).gameStatus.results).toEqual({
      questionNumber: 1,
      answered: 6,
      correct: 4,
      optionCounts: [4, 2], // True (shown first): Flo, Bo, Cy, Di; False: Ada, Ed
    });
  });

  it('a kicked player’s record disappears for their listener, their name stays taken', async () => {
    const gus = player('Gus');
    expect(await host.kickPlayer({ gameID, userID: gus.userID })).toEqual({ success: true });
    kicked = true;
    expect(await gus.record.until((view) => view === null)).toBeNull();
    expect(await readGamesAsAdmin(stack, gamePaths.player(gameID, gus.join.userSecret))).toBeNull();
    // Read afresh (Gus's own client answers from its listener's cache), the secret opens nothing now.
    const fresh = strangerDatabase(stack);
    await expect(get(ref(fresh.games, gamePaths.player(gameID, gus.join.userSecret)))).rejects.toThrow(
      DENIED,
    );
    await fresh.close();
    expect(Object.keys(await host.roster(gameID))).not.toContain(gus.userID);
    await expect(joinAsPlayer(stack, roomCode, 'gus')).rejects.toMatchObject({
      code: 'functions/already-exists',
    });
  });

  it('question 3, open-ended: trimmed, any case, any accepted answer; the kicked player’s answer is refused and the ranking drops them', async () => {
    const openedAt = await introduceAndOpen(2);
    await answer(2, openedAt, [
      { name: 'Gus', at: 1000, answer: text('Tokyo'), refused: true },
      { name: 'Di', at: 1000, answer: text('Tokio') },
      { name: 'Bo', at: 2000, answer: text('Kyoto') },
      { name: 'Ada', at: 4000, answer: text('  tokyo ') },
      { name: 'Cy', at: 10_000, answer: text('EDO') },
      { name: 'Ed', at: 39_000, answer: text('tokyo') },
    ]);
    const endedAt = await end(2, openedAt);
    await expectRanking(2, endedAt, [
      { name: 'Ada', rank: 1, score: 1935, points: 960, correct: true }, // 600 + 400 × 36/40
      { name: 'Bo', rank: 2, score: 1787, points: 0, correct: false },
      { name: 'Flo', rank: 3, score: 1750, points: 0, correct: false, noAnswer: true },
      { name: 'Cy', rank: 4, score: 1525, points: 900, correct: true }, // 600 + 400 × 30/40
      { name: 'Di', rank: 5, score: 1437, points: 0, correct: false },
      { name: 'Ed', rank: 6, score: 610, points: 610, correct: true }, // 600 + 400 × 1/40
    ]);
    expect(player('Gus').record.value).toBeNull();
    expect((await host.hostInfo(gameID)).gameStatus.results).toMatchObject({ answered: 5, correct: 3 });
  });

  it('a player who reloads rejoins with the saved join alone and gets their record back', async () => {
    const saved = { ...player('Cy').join };
    await player('Cy').close();
    const again = await rejoinAsPlayer(stack, saved, 'Cy');
    expect(again).not.toBeNull();
    players.Cy = again as PlayerClient;
    const record = await player('Cy').standingFor(2);
    expect(record).toMatchObject({ userID: saved.userID, username: 'Cy', score: 1525, lastChange: 900 });
    expect(record.standing).toMatchObject({ questionNumber: 2, rank: 4, points: 900 });
  });

  it('question 4, multi-select: exactly the correct set, in any order; the rejoined player’s answer counts', async () => {
    const openedAt = await introduceAndOpen(3);
    await answer(3, openedAt, [
      { name: 'Bo', at: 1000, answer: firstCorrectOnly },
      { name: 'Di', at: 2000, answer: correctPlusOneWrong },
      { name: 'Ada', at: 5000, answer: right },
      { name: 'Flo', at: 7000, answer: rightReversed },
      { name: 'Cy', at: 12_500, answer: right },
      { name: 'Ed', at: 24_999, answer: right },
    ]);
    const endedAt = await end(3, openedAt);
    await expectRanking(3, endedAt, [
      { name: 'Ada', rank: 1, score: 2895, points: 960, correct: true }, // 800 + 200 × 20/25
      { name: 'Flo', rank: 2, score: 2694, points: 944, correct: true }, // 800 + 200 × 18/25
      { name: 'Cy', rank: 3, score: 2425, points: 900, correct: true }, // 800 + 200 × 12.5/25
      { name: 'Bo', rank: 4, score: 1787, points: 0, correct: false },
      { name: 'Di', rank: 5, score: 1437, points: 0, correct: false },
      { name: 'Ed', rank: 6, score: 1410, points: 800, correct: true }, // 800 + 200 × 1/25000 = 800.008
    ]);
  });

  it('question 5, arrange: only the stored order counts; the last results are the final leaderboard', async () => {
    const openedAt = await introduceAndOpen(4);
    await answer(4, openedAt, [
      { name: 'Di', at: 0, answer: right },
      { name: 'Ada', at: 1000, answer: wrong }, // the order shown
      { name: 'Flo', at: 2000, answer: rightReversed },
      { name: 'Bo', at: 6000, answer: right },
      { name: 'Cy', at: 45_000, answer: right },
      { name: 'Ed', at: 59_000, answer: right },
    ]);
    const endedAt = await end(4, openedAt);
    await expectRanking(
      4,
      endedAt,
      [
        { name: 'Cy', rank: 1, score: 3400, points: 975, correct: true }, // 900 + 300 × 15/60
        { name: 'Bo', rank: 2, score: 2957, points: 1170, correct: true }, // 900 + 300 × 54/60
        { name: 'Ada', rank: 3, score: 2895, points: 0, correct: false },
        { name: 'Flo', rank: 4, score: 2694, points: 0, correct: false },
        { name: 'Di', rank: 5, score: 2637, points: 1200, correct: true }, // 900 + 300 × 60/60
        { name: 'Ed', rank: 6, score: 2315, points: 905, correct: true }, // 900 + 300 × 1/60
      ],
      true,
    );
    const hostInfo = await host.hostInfo(gameID);
    expect(hostInfo.endedAt).toBe(endedAt);
    expect(hostInfo.status).toBe(4);
    expect(hostInfo.gameStatus.results).toMatchObject({ questionNumber: 4, answered: 6, correct: 4 });
  });
});

describe(
  'the rules of the games database, seen from real clients in a real game',
  { timeout: scaledMs(60_000) },
  () => {
    let host: HostClient;
    let ann: PlayerClient;
    let ben: PlayerClient;
    let gameID: string;
    let roomCode: string;
    let shown: GameQuestion;
    let openedAt: number;
    let stranger: ReturnType<typeof strangerDatabase>;

    /** Ann's right answer to the open question, forged as told. */
    const annAnswer = (forgery: AnswerForgeryAs = {}) => ann.forgedAnswer(0, correctAnswer(shown), forgery);

    beforeAll(async () => {
      stranger = strangerDatabase(stack);
      host = await signUpHost(stack);
      const quizID = await host.saveQuiz(
        quizOf([
          {
            ...question,
            questionType: QuestionType.SingleChoice,
            title: 'Pick B.',
            answers: textOptions(['A', 'B', 'C'], ['B']),
            typeSpecificSettings: { randomizeOrder: true },
            timeLimit: 10,
            customPointsOptions: { basePoints: 100, timeBonus: 900 },
          },
        ]),
      );
      await clock.start();
      gameID = (await host.startGame({ quizID })).id;
      roomCode = (await host.hostInfo(gameID)).roomCode;
      await clock.advance(1000);
      ann = await joinAsPlayer(stack, roomCode, 'Ann');
      await clock.advance(1000);
      ben = await joinAsPlayer(stack, roomCode, 'Ben');
      shown = (await host.gameQuiz(gameID)).questions[0] as GameQuestion;
    });

    afterAll(async () => {
      await Promise.all([host?.close(), ann?.close(), ben?.close(), stranger?.close()]);
    });

    it('refuses every answer before the question opens: in the lobby, the quiz intro and the question intro', async () => {
      await expect(ann.submit(0, correctAnswer(shown))).rejects.toThrow(DENIED);
      await clock.advance(1000);
      await host.startPlaying({ gameID });
      await expect(ann.submit(0, correctAnswer(shown))).rejects.toThrow(DENIED);
      await clock.advance(5000);
      await host.introQuestion({ gameID, questionNum: 0 });
      await expect(ann.submit(0, correctAnswer(shown))).rejects.toThrow(DENIED);
    });

    it('while the question is open, accepts only the player’s own answer under their secret, with its Submission, at the server’s time, once', async () => {
      openedAt = await clock.advance(3140);
      await host.startQuestion({ gameID, questionNumber: 0 });
      await clock.advance(1000);
      const sendAsHost = (changes: Record<string, unknown>) => update(ref(host.games), changes);
      const refusals: Array<[string, () => Promise<void>]> = [
        ['under another player’s secret', () => ann.send(annAnswer({ userSecret: ben.join.userSecret }))],
        ['under a made-up secret', () => ann.send(annAnswer({ userSecret: 'guessed' }))],
        ['the answer entry alone', () => ann.send(annAnswer({ only: 'entry' }))],
        ['the Submission alone', () => ann.send(annAnswer({ only: 'submission' }))],
        ['in another player’s name, under one’s secret', () => ann.send(annAnswer({ userID: ben.userID }))],
        [
          'one’s own entry with another player’s Submission',
          () => ann.send(annAnswer({ userID: ben.userID, entry: { user: ann.userID } })),
        ],
        [
          'one’s own answer with another player’s Submission beside it',
          () => ann.send({ ...annAnswer(), ...annAnswer({ userID: ben.userID, only: 'submission' }) }),
        ],
        [
          'a name nobody holds',
          () => ann.send(annAnswer({ userID: 'made-up-user', userSecret: 'made-up-secret' })),
        ],
        ['a forged earlier submittedAt', () => ann.send(annAnswer({ entry: { submittedAt: openedAt } }))],
        [
          'a forged later submittedAt on the Submission',
          () => ann.send(annAnswer({ submission: { submittedAt: openedAt + 2000 } })),
        ],
        ['submittedAt as text', () => ann.send(annAnswer({ entry: { submittedAt: 'now' } }))],
        ['a missing submittedAt', () => ann.send(annAnswer({ entry: { submittedAt: undefined } }))],
        [
          'another question number',
          () => ann.send(annAnswer({ entry: { questionNumber: 1 }, submission: { questionNumber: 1 } })),
        ],
        ['an extra field', () => ann.send(annAnswer({ entry: { points: 100_000 } }))],
        [
          'the secret beside the host',
          () => ann.send(annAnswer({ submission: { secret: ann.join.userSecret } })),
        ],
        [
          'the answer beside the host',
          () => ann.send(annAnswer({ submission: { answer: JSON.stringify(correctAnswer(shown)) } })),
        ],
        [
          'an answer over 2000 characters',
          () => ann.send(annAnswer({ entry: { answer: JSON.stringify('x'.repeat(2000)) } })),
        ],
        [
          'a stranger, in Ann’s name',
          () => update(ref(stranger.games), annAnswer({ userSecret: 'guessed' })),
        ],
        [
          'a stranger, Ann’s Submission alone',
          () => update(ref(stranger.games), annAnswer({ only: 'submission' })),
        ],
        [
          'the host, Ben’s Submission alone',
          () => sendAsHost(annAnswer({ userID: ben.userID, only: 'submission' })),
        ],
        [
          'the host, Ben’s Submission with an entry under a made-up key',
          () => sendAsHost(annAnswer({ userID: ben.userID, userSecret: 'host-guess' })),
        ],
        [
          'the host, an entry under a made-up key naming Ben',
          () => sendAsHost(annAnswer({ userID: ben.userID, userSecret: 'host-guess', only: 'entry' })),
        ],
      ];
      for (const [what, write] of refusals) await expect(write(), what).rejects.toThrow(DENIED);
      expect(await readGamesAsAdmin(stack, gamePaths.answers(gameID)), 'the answers').toBeNull();
      expect(await readGamesAsAdmin(stack, gamePaths.submissions(gameID)), 'the Submissions').toBeNull();

      await ann.submit(0, correctAnswer(shown));
      const submission = { user: ann.userID, submittedAt: openedAt + 1000, questionNumber: 0 };
      expect(await readGamesAsAdmin(stack, gamePaths.answers(gameID))).toEqual({
        [ann.join.userSecret]: { ...submission, answer: JSON.stringify(correctAnswer(shown)) },
      });
      expect(await readGamesAsAdmin(stack, gamePaths.submissions(gameID))).toEqual({
        [ann.userID]: submission,
      });

      await clock.advance(500);
      await expect(ann.submit(0, wrongAnswer(shown)), 'a second answer').rejects.toThrow(DENIED);
      await expect(ann.submit(0, correctAnswer(shown)), 'the same answer again').rejects.toThrow(DENIED);
      const ownEntries = {
        [gamePaths.answer(gameID, ann.join.userSecret)]: null,
        [gamePaths.submission(gameID, ann.userID)]: null,
      };
      await expect(ann.send(ownEntries), 'deleting one’s answer').rejects.toThrow(DENIED);
      await expect(sendAsHost(ownEntries), 'the host deleting an answer').rejects.toThrow(DENIED);
    });

    it('shows the host who has answered, and nothing of the answer or the secret; the host reads no answer and no player’s record', async () => {
      const submitted = await host.submitted(gameID);
      expect(submitted).toEqual({
        [ann.userID]: { user: ann.userID, submittedAt: openedAt + 1000, questionNumber: 0 },
      });
      expect(Object.keys(submitted[ann.userID] ?? {}).sort()).toEqual([
        'questionNumber',
        'submittedAt',
        'user',
      ]);
      const hostReads = [await host.hostInfo(gameID), await host.roster(gameID), submitted];
      expect(JSON.stringify(hostReads)).not.toContain(ann.join.userSecret);

      for (const path of [
        gamePaths.answers(gameID),
        // Even under the secret, which the host cannot learn.
        gamePaths.answer(gameID, ann.join.userSecret),
        gamePaths.answer(gameID, ben.join.userSecret),
        `games/${gameID}/players`,
        gamePaths.player(gameID, ann.userID),
        gamePaths.player(gameID, ben.userID),
        gamePaths.player(gameID, 'made-up-key'),
      ]) {
        await expect(get(ref(host.games, path)), `the host reading ${path}`).rejects.toThrow(DENIED);
      }
    });

    it('refuses an answer after the time limit and its 1 s grace by the server’s clock; takes one in the grace, as at the limit', async () => {
      await clock.set(openedAt + 10_000 + 1000 + 1);
      await expect(ben.submit(0, correctAnswer(shown))).rejects.toThrow(DENIED);
      await clock.set(openedAt + 10_000 + 1000);
      await ben.submit(0, correctAnswer(shown));
      expect(await host.endQuestion({ gameID, questionNumber: 0 })).toEqual({ success: true });
      expect((await ann.standingFor(0)).standing).toMatchObject({ points: 910, correct: true, rank: 1 }); // 100 + 900 × 9/10
      expect((await ben.standingFor(0)).standing).toMatchObject({ points: 100, correct: true, rank: 2 }); // the base points
      // Once the question has ended, nothing more is accepted, even in time by the clock.
      await clock.set(openedAt + 2000);
      await expect(ben.submit(0, correctAnswer(shown))).rejects.toThrow(DENIED);
    });

    it('lets a player read sharedInfo, their own record and the room code’s game, and nothing else', async () => {
      expect(await ann.read(gamePaths.sharedInfo(gameID))).not.toBeNull();
      expect(await ann.read(gamePaths.player(gameID, ann.join.userSecret))).toMatchObject({
        username: 'Ann',
      });
      expect(await ann.read(gamePaths.ongoingRoom(roomCode))).toBe(gameID);
      const forbidden = [
        gamePaths.player(gameID, ben.userID), // another player's record, by their id
        gamePaths.player(gameID, ann.userID), // one's own, by one's id
        gamePaths.player(gameID, 'made-up-key'),
        `games/${gameID}/players`,
        gamePaths.secret(gameID, ben.userID),
        gamePaths.secret(gameID, ann.userID),
        `games/${gameID}/secrets`,
        `games/${gameID}/names`,
        gamePaths.hostInfo(gameID),
        gamePaths.submissions(gameID),
        gamePaths.submission(gameID, ann.userID),
        gamePaths.rosterPlayer(gameID, ann.userID),
        gamePaths.game(gameID),
        gamePaths.games(),
        gamePaths.gameQuiz(gameID),
        gamePaths.gameQuizQuestion(gameID, 0),
        gamePaths.gameExpiries(),
        gamePaths.gameExpiry(gameID),
        gamePaths.ongoingRoomEntry(roomCode),
        'ongoing',
      ];
      for (const path of forbidden) {
        await expect(ann.read(path), path).rejects.toThrow(DENIED);
        await expect(get(ref(stranger.games, path)), `a stranger reading ${path}`).rejects.toThrow(DENIED);
      }
      expect((await get(ref(stranger.games, gamePaths.sharedInfo(gameID)))).exists()).toBe(true);
    });

    it('lets the host alone read hostInfo and the game’s quiz; no client writes the game’s state', async () => {
      expect((await host.hostInfo(gameID)).host).toBe(host.uid);
      expect((await host.gameQuiz(gameID)).questions).toHaveLength(1);
      for (const path of [`games/${gameID}/secrets`, `games/${gameID}/players`, `games/${gameID}/names`]) {
        await expect(get(ref(host.games, path)), `the host reading ${path}`).rejects.toThrow(DENIED);
      }

      const app = stackApp(stack, 'other-account');
      await createUserWithEmailAndPassword(
        stackAuth(stack, app),
        `other.${Date.now()}@example.com`,
        'secret-pass',
      );
      const otherAccount = stackDatabase(stack, app, 'games');
      for (const path of [gamePaths.hostInfo(gameID), gamePaths.gameQuiz(gameID)]) {
        await expect(get(ref(otherAccount, path)), `another account reading ${path}`).rejects.toThrow(DENIED);
      }
      await closeApp(app, [otherAccount]);

      const writes: Array<[string, Promise<void>]> = [
        [
          'the host, a score',
          set(ref(host.games, `${gamePaths.rosterPlayer(gameID, ann.userID)}/score`), 99_999),
        ],
        ['the host, the status', set(ref(host.games, `${gamePaths.hostInfo(gameID)}/status`), 0)],
        [
          'the host, the leaderboard',
          set(ref(host.games, `${gamePaths.sharedInfo(gameID)}/leaderboard`), []),
        ],
        [
          'a player, their score',
          set(ref(ann.games, `${gamePaths.player(gameID, ann.join.userSecret)}/score`), 1),
        ],
        ['a player, sharedInfo', set(ref(ann.games, `${gamePaths.sharedInfo(gameID)}/totalQuestions`), 9)],
        ['a stranger, a room code', set(ref(stranger.games, gamePaths.ongoingRoom('aaaaaaaaa')), gameID)],
      ];
      for (const [what, write] of writes) await expect(write, what).rejects.toThrow(DENIED);
    });
  },
);
