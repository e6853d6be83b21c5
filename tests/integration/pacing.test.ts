// Pacing on the whole local stack with the real SDKs: a host signed up in the Auth
// emulator opens games with options and pauses them through pauseGame; players with no auth (each a client
// app of its own) listen to sharedInfo and write their answers under database.games.rules.json.
//
// The games namespace's clock is the real one here (liveGame.test.ts alone sets it): every time is read
// back from the database (the question's opening, the pause's length, the time an answer arrived), and the
// expected points are written out from SPEC §9, floor(base + bonus × (limit − elapsed) / limit), with
// elapsed counted on the clock moved by the pause.
import { setLogLevel } from 'firebase/app';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  AnswerKind,
  DEFAULT_ANSWER_GRACE_MS,
  DEFAULT_GAME_OPTIONS,
  MediaMode,
  PlayerMode,
  QuestionType,
  Visibility,
  type GameQuestion,
  type QuizContent,
  type SharedInfo,
} from '@/domain';
import {
  correctAnswer,
  joinAsPlayer,
  signUpHost,
  type HostClient,
  type PlayerClient,
} from '../../stack/liveGame/clients';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
const DENIED = /permission.denied/i;
// The SDK warns of every refused write, and refusals are part of what this file checks.
setLogLevel('error');

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

/** Long enough for the pause to land well before the time is up on a busy machine. */
const LIMIT_S = 15;
const choice = (title: string) =>
  ({
    desc: '',
    mediaMode: MediaMode.None,
    mediaURL: '',
    titlePlusDesc: true,
    titlePlusImg: true,
    questionType: QuestionType.SingleChoice,
    title,
    answers: ['Mars', 'Jupiter', 'Venus'].map((name) => ({
      name,
      type: AnswerKind.Text,
      isCorrect: name === 'Jupiter',
    })),
    typeSpecificSettings: { randomizeOrder: false },
    timeLimit: LIMIT_S,
    customPointsOptions: { basePoints: 750, timeBonus: 250 },
  }) as const;

const QUIZ: QuizContent = {
  data: {
    title: 'Pacing',
    desc: '',
    image: null,
    randomizeQuestionOrder: false,
    visibility: Visibility.Unlisted,
    version: 0,
    copyProtect: false,
  },
  questions: [choice('Largest planet?'), choice('Largest planet, again?')],
};

/** A game of QUIZ opened with `options`, and players joined by these names. */
async function openGame(options = DEFAULT_GAME_OPTIONS, names = ['Ada']) {
  const host = await signUpHost(stack);
  opened.push(host);
  const quizID = await host.saveQuiz(QUIZ);
  const { id: gameID } = await host.startGame({ quizID, options });
  const { roomCode } = await host.hostInfo(gameID);
  const players: PlayerClient[] = [];
  for (const name of names) {
    const player = await joinAsPlayer(stack, roomCode, name);
    opened.push(player);
    players.push(player);
  }
  const questions = (await host.gameQuiz(gameID)).questions;
  return { host, gameID, players, questions };
}

/** Plays question `q` to its opening; returns when it opened, by the server's clock. */
async function open(host: HostClient, gameID: string, q: number, players: PlayerClient[]): Promise<number> {
  if (q === 0) await host.startPlaying({ gameID });
  await host.introQuestion({ gameID, questionNum: q });
  await host.startQuestion({ gameID, questionNumber: q });
  await Promise.all(
    players.map((player) =>
      player.shared.until(
        (shared) =>
          shared?.gameStatus.mode === PlayerMode.Answering && shared.gameStatus.info.questionNumber === q,
      ),
    ),
  );
  return (await host.hostInfo(gameID)).gameStatus.time;
}

/** Waits until `serverTime`: the emulator runs on this machine, on its clock. */
const sleepUntil = (serverTime: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, serverTime - Date.now())));

describe('auto-advance', { timeout: scaledMs(120_000) }, () => {
  it('stores the option and gives each results but the last its delay, for the host and the phones', async () => {
    const options = { ...DEFAULT_GAME_OPTIONS, autoAdvanceSeconds: 7 };
    const { host, gameID, players } = await openGame(options);
    const [ada] = players as [PlayerClient];
    expect((await host.hostInfo(gameID)).options).toEqual(options);

    await open(host, gameID, 0, players);
    await host.endQuestion({ gameID, questionNumber: 0 });
    const results = await host.hostInfo(gameID);
    expect(results.gameStatus.duration).toBe(7000);
    const shared = (await ada.shared.until(
      (value) => value?.gameStatus.mode === PlayerMode.Result,
    )) as SharedInfo;
    expect(shared.gameStatus.info).toMatchObject({ time: results.gameStatus.time, duration: 7000 });

    await open(host, gameID, 1, players);
    await host.endQuestion({ gameID, questionNumber: 1 });
    expect((await host.hostInfo(gameID)).gameStatus.duration).toBe(0);
  });
});

describe('pause and resume', { timeout: scaledMs(90_000) }, () => {
  it('is the host’s alone, of a game that exists', async () => {
    const { gameID, players } = await openGame();
    const stranger = await signUpHost(stack);
    opened.push(stranger);
    await expect(stranger.pauseGame({ gameID, paused: true })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect(stranger.pauseGame({ gameID: '-Nnosuchgame000000', paused: true })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    const [ada] = players as [PlayerClient];
    expect((await ada.shared.until((shared) => shared !== null))?.gameStatus.info.pausedAt).toBeUndefined();
  });

  it('stops an open question: answers refused while paused, taken after the resume until the moved deadline, scored on the moved clock', async () => {
    const { host, gameID, players, questions } = await openGame(DEFAULT_GAME_OPTIONS, ['Ada', 'Bo']);
    const [ada, bo] = players as [PlayerClient, PlayerClient];
    const right = correctAnswer(questions[0] as GameQuestion);
    const openedAt = await open(host, gameID, 0, players);

    expect(await host.pauseGame({ gameID, paused: true })).toEqual({ success: true });
    // Pausing a paused game changes nothing.
    expect(await host.pauseGame({ gameID, paused: true })).toEqual({ success: true });
    const paused = (await ada.shared.until(
      (shared) => shared?.gameStatus.info.pausedAt !== undefined,
    )) as SharedInfo;
    const { pausedAt } = paused.gameStatus.info;
    expect(pausedAt).toBeGreaterThanOrEqual(openedAt);
    expect(pausedAt, 'paused before the time was up').toBeLessThan(openedAt + LIMIT_S * 1000);
    expect((await host.hostInfo(gameID)).gameStatus.pausedAt).toBe(pausedAt);
    await expect(ada.submit(0, right), 'an answer while paused').rejects.toThrow(DENIED);

    // Past the original deadline and its grace, still paused.
    const originalDeadline = openedAt + LIMIT_S * 1000 + DEFAULT_ANSWER_GRACE_MS;
    await sleepUntil(originalDeadline + 500);
    expect(await host.pauseGame({ gameID, paused: false })).toEqual({ success: true });
    const resumed = (await ada.shared.until(
      (shared) => shared !== null && shared.gameStatus.info.pausedAt === undefined,
    )) as SharedInfo;
    const pausedMs = resumed.gameStatus.info.pausedMs ?? 0;
    expect(pausedMs).toBeGreaterThan(LIMIT_S * 1000);
    expect((await host.hostInfo(gameID)).gameStatus).toMatchObject({ time: openedAt, pausedMs });

    await ada.submit(0, right);
    const submittedAt = (await host.submitted(gameID))[ada.userID]?.submittedAt ?? 0;
    const movedDeadline = originalDeadline + pausedMs;
    expect(submittedAt).toBeGreaterThan(originalDeadline);
    expect(submittedAt).toBeLessThanOrEqual(movedDeadline);

    // Bo waits past the moved deadline: refused.
    await sleepUntil(movedDeadline + 300);
    await expect(bo.submit(0, right), 'an answer after the moved deadline').rejects.toThrow(DENIED);

    await host.endQuestion({ gameID, questionNumber: 0 });
    const elapsed = submittedAt - openedAt - pausedMs;
    const remaining = Math.min(1, Math.max(0, (LIMIT_S * 1000 - elapsed) / (LIMIT_S * 1000)));
    const expected = Math.floor(750 + 250 * remaining);
    expect(elapsed).toBeLessThan(LIMIT_S * 1000);
    expect((await ada.standingFor(0)).standing).toMatchObject({ correct: true, points: expected });
    expect((await bo.standingFor(0)).standing).toMatchObject({ correct: false, points: 0 });
  });
});
