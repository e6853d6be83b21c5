import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from './fixtures/quizzes';
import {
  HostStatus,
  PlayerMode,
  type AnswerEntry,
  type GameQuestion,
  type GameState,
  type Player,
  type Submission,
} from './game';
import {
  applyHostStep,
  judgeAnswer,
  progressOf,
  rankPlayers,
  storedAnswerOf,
  type HostStep,
  type StepResult,
} from './gameEngine';
import { gameQuizFor, newGameState } from './gameSetup';
import { QuestionType } from './question';

/** Fisher–Yates with j = 0 at every step: a fixed, non-trivial shuffle. */
const firstPick = () => 0;
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), firstPick);
const question = (n: number) => quiz.questions[n] as GameQuestion;

const player = (userID: string, joinedAt: number, score = 0): Player => ({
  userID,
  username: `Name ${userID}`,
  joinedAt,
  score,
  lastChange: 0,
});

/** A lobby with players p1..pn (secret s1..sn), created at 1000. */
function lobby(players: Player[] = [player('p1', 10), player('p2', 20), player('p3', 30)]): GameState {
  const state = newGameState({ host: 'host', quizID: 'quiz-1', roomCode: 'asdfjklas', quiz, now: 1000 });
  const secretOf = (userID: string) => `s${userID.slice(1)}`;
  return {
    ...state,
    hostInfo: { ...state.hostInfo, players: Object.fromEntries(players.map((p) => [p.userID, p])) },
    players: Object.fromEntries(players.map((p) => [secretOf(p.userID), { ...p }])),
    secrets: Object.fromEntries(players.map((p) => [p.userID, secretOf(p.userID)])),
  };
}

function applied(result: StepResult<number>): GameState {
  if (result.kind !== 'applied') throw new Error(`expected the step to apply, got ${JSON.stringify(result)}`);
  return result.state;
}

/** Applies steps in turn, the clock at `now` for each. */
function play(state: GameState, steps: Array<[HostStep, number]>): GameState {
  return steps.reduce((current, [step, now]) => {
    const stepQuestion = step.kind === 'startPlaying' ? null : question(step.questionNumber);
    return applied(applyHostStep(current, step, { now, question: stepQuestion }));
  }, state);
}

const start = (n: number): Array<[HostStep, number]> => [
  [{ kind: 'introQuestion', questionNumber: n }, 2000 + n * 100_000],
  [{ kind: 'startQuestion', questionNumber: n }, 10_000 + n * 100_000],
];

/** The game with question `n` open at 10_000 + n × 100_000 (after the quiz intro and earlier questions). */
function openQuestion(n: number, state = lobby()): GameState {
  let current = play(state, [[{ kind: 'startPlaying' }, 1500]]);
  for (let q = 0; q < n; q += 1) {
    current = play(current, [
      ...start(q),
      [{ kind: 'endQuestion', questionNumber: q }, 40_000 + q * 100_000],
    ]);
  }
  return play(current, start(n));
}

/**
 * The state after `userID` answers, as playerAnswerUpdate writes it: the entry under `secret` (the
 * player's own by default) and the Submission the host sees.
 */
const submit = (
  state: GameState,
  userID: string,
  answer: unknown,
  at: number,
  {
    secret = state.secrets?.[userID] ?? `no-secret-${userID}`,
    questionNumber = state.hostInfo.gameStatus.questionNumber,
  } = {},
): GameState => {
  const submission: Submission = { user: userID, submittedAt: at, questionNumber };
  const entry: AnswerEntry = { ...submission, answer: JSON.stringify(answer) };
  const gameStatus = state.hostInfo.gameStatus;
  return {
    ...state,
    answers: { ...state.answers, [secret]: entry },
    hostInfo: {
      ...state.hostInfo,
      gameStatus: { ...gameStatus, submitted: { ...gameStatus.submitted, [userID]: submission } },
    },
  };
};

/** The display position showing stored option `storedIndex` of question n. */
const positionOf = (n: number, storedIndex: number) => question(n).displayOrder.indexOf(storedIndex);

describe('progressOf', () => {
  it('counts lobby 0, quiz intro 1, then intro, open and results of each question', () => {
    expect(progressOf(HostStatus.Lobby, 0)).toBe(0);
    expect(progressOf(HostStatus.QuizIntro, 0)).toBe(1);
    expect(progressOf(HostStatus.QuestionIntro, 0)).toBe(2);
    expect(progressOf(HostStatus.QuestionOpen, 0)).toBe(3);
    expect(progressOf(HostStatus.Results, 0)).toBe(4);
    expect(progressOf(HostStatus.QuestionIntro, 1)).toBe(5);
    expect(progressOf(HostStatus.Results, 499)).toBe(1501);
  });
});

describe('applyHostStep: the order of steps', () => {
  it('starts playing from the lobby: quiz intro for 5000 ms, players told to wait for the start', () => {
    const state = play(lobby(), [[{ kind: 'startPlaying' }, 1500]]);
    expect(state.hostInfo.status).toBe(HostStatus.QuizIntro);
    expect(state.hostInfo.gameStatus).toMatchObject({ time: 1500, duration: 5000 });
    expect(state.sharedInfo.gameStatus.mode).toBe(PlayerMode.WaitingForStart);
    expect(state.sharedInfo.gameStatus.info).toMatchObject({ time: 1500, duration: 5000 });
  });

  it('refuses to start an empty lobby', () => {
    expect(applyHostStep(lobby([]), { kind: 'startPlaying' }, { now: 1, question: null })).toEqual({
      kind: 'refused',
      reason: 'Wait until at least one player has joined.',
    });
  });

  it('introduces a question for 3000 ms + 20 ms per title character, telling players its type and options', () => {
    const state = play(lobby(), [
      [{ kind: 'startPlaying' }, 1500],
      [{ kind: 'introQuestion', questionNumber: 0 }, 7000],
    ]);
    const title = question(0).title;
    expect(state.hostInfo.status).toBe(HostStatus.QuestionIntro);
    expect(state.hostInfo.gameStatus).toEqual({
      questionNumber: 0,
      time: 7000,
      duration: 3000 + 20 * title.length,
    });
    expect(state.sharedInfo.gameStatus).toEqual({
      mode: PlayerMode.QuestionIntro,
      info: {
        questionNumber: 0,
        time: 7000,
        duration: 3000 + 20 * title.length,
        questionType: QuestionType.SingleChoice,
        options: 3,
      },
    });
  });

  it('opens a question for its time limit; an open-ended one shows no options, and 0 s means no limit', () => {
    const single = openQuestion(0);
    expect(single.hostInfo.status).toBe(HostStatus.QuestionOpen);
    expect(single.hostInfo.gameStatus).toMatchObject({ questionNumber: 0, time: 10_000, duration: 30_000 });
    expect(single.sharedInfo.gameStatus.mode).toBe(PlayerMode.Answering);

    const open = openQuestion(2);
    expect(open.hostInfo.gameStatus.duration).toBe(0);
    expect(open.sharedInfo.gameStatus.info).toMatchObject({
      questionType: QuestionType.OpenEnded,
      options: 0,
    });
  });

  it('treats a step at or behind the game as already done, whichever it is', () => {
    const state = openQuestion(1);
    const steps: HostStep[] = [
      { kind: 'startPlaying' },
      { kind: 'introQuestion', questionNumber: 0 },
      { kind: 'startQuestion', questionNumber: 0 },
      { kind: 'endQuestion', questionNumber: 0 },
      { kind: 'introQuestion', questionNumber: 1 },
      { kind: 'startQuestion', questionNumber: 1 },
    ];
    for (const step of steps) {
      expect(applyHostStep(state, step, { now: 1, question: question(1) }), step.kind).toEqual({
        kind: 'alreadyDone',
      });
    }
  });

  it('refuses a step that skips ahead, saying where the game is', () => {
    const state = openQuestion(1);
    expect(
      applyHostStep(state, { kind: 'introQuestion', questionNumber: 2 }, { now: 1, question: question(2) }),
    ).toEqual({
      kind: 'refused',
      reason: 'Introducing question 3 cannot happen now: question 2 is open.',
    });
    const intro = play(lobby(), [
      [{ kind: 'startPlaying' }, 1500],
      [{ kind: 'introQuestion', questionNumber: 0 }, 2000],
    ]);
    expect(
      applyHostStep(intro, { kind: 'endQuestion', questionNumber: 0 }, { now: 1, question: question(0) }),
    ).toEqual({
      kind: 'refused',
      reason: 'Ending question 1 cannot happen now: question 1 is being introduced.',
    });
    expect(
      applyHostStep(lobby(), { kind: 'introQuestion', questionNumber: 0 }, { now: 1, question: question(0) }),
    ).toEqual({
      kind: 'refused',
      reason: 'Introducing question 1 cannot happen now: the game is in its lobby.',
    });
  });

  it('refuses a question past the end, and everything after the final leaderboard', () => {
    const over = play(openQuestion(4), [[{ kind: 'endQuestion', questionNumber: 4 }, 500_000]]);
    expect(
      applyHostStep(over, { kind: 'introQuestion', questionNumber: 5 }, { now: 1, question: null }),
    ).toEqual({
      kind: 'refused',
      reason: 'This game has 5 questions; there is no question 6.',
    });
  });

  it('clears the last answers and results when the next question is introduced', () => {
    const ended = play(submit(openQuestion(0), 'p1', positionOf(0, 1), 12_000), [
      [{ kind: 'endQuestion', questionNumber: 0 }, 40_000],
    ]);
    expect(ended.hostInfo.gameStatus.submitted).toBeDefined();
    const next = play(ended, [[{ kind: 'introQuestion', questionNumber: 1 }, 50_000]]);
    expect(next.hostInfo.gameStatus).toEqual({
      questionNumber: 1,
      time: 50_000,
      duration: expect.any(Number),
    });
    expect(next.sharedInfo.gameStatus.final).toBeUndefined();
  });

  it('needs the question for every step but starting', () => {
    expect(() =>
      applyHostStep(
        play(lobby(), [[{ kind: 'startPlaying' }, 1]]),
        { kind: 'introQuestion', questionNumber: 0 },
        {
          now: 2,
          question: null,
        },
      ),
    ).toThrow('introQuestion needs its question');
  });
});

describe('applyHostStep: ending a question scores it', () => {
  // Question 0: single choice, 30 s, 750 + 250; "Canberra" (stored 1) is correct.
  it('gives floor(750 + 250 × remaining fraction) by the server times, 0 when wrong or silent', () => {
    let state = openQuestion(0); // opened at 10_000
    state = submit(state, 'p1', positionOf(0, 1), 10_000 + 6000); // 24 s of 30 left: 750 + 200
    state = submit(state, 'p2', positionOf(0, 0), 10_000 + 1000); // wrong
    const ended = play(state, [[{ kind: 'endQuestion', questionNumber: 0 }, 45_000]]);

    expect(ended.hostInfo.players).toEqual({
      p1: { ...player('p1', 10), score: 950, lastChange: 950 },
      p2: { ...player('p2', 20), score: 0, lastChange: 0 },
      p3: { ...player('p3', 30), score: 0, lastChange: 0 },
    });
    expect(ended.hostInfo.status).toBe(HostStatus.Results);
    expect(ended.hostInfo.gameStatus).toMatchObject({ closedQuestion: 0, time: 45_000, duration: 0 });
    expect(ended.hostInfo.gameStatus.results).toEqual({
      questionNumber: 0,
      answered: 2,
      correct: 1,
      optionCounts: [0, 1, 2].map((position) =>
        [positionOf(0, 1), positionOf(0, 0)].includes(position) ? 1 : 0,
      ),
    });
    expect(ended.sharedInfo.gameStatus).toEqual({
      mode: PlayerMode.Result,
      info: expect.objectContaining({ questionNumber: 0, time: 45_000, duration: 0 }),
    });
  });

  it('ranks by score, equal scores sharing a rank, and gives each player their neighbours', () => {
    const players = [
      player('p1', 10, 100),
      player('p2', 20, 300),
      player('p3', 30, 100),
      player('p4', 40, 50),
    ];
    const ended = play(openQuestion(0, lobby(players)), [
      [{ kind: 'endQuestion', questionNumber: 0 }, 45_000],
    ]);

    expect(ended.sharedInfo.leaderboard).toEqual([
      { userID: 'p2', username: 'Name p2', score: 300, rank: 1 },
      { userID: 'p1', username: 'Name p1', score: 100, rank: 2 },
      { userID: 'p3', username: 'Name p3', score: 100, rank: 2 },
      { userID: 'p4', username: 'Name p4', score: 50, rank: 4 },
    ]);
    expect(ended.players?.['s3']?.standing).toEqual({
      questionNumber: 0,
      correct: false,
      points: 0,
      rank: 2,
      playerCount: 4,
      above: { username: 'Name p1', score: 100, rank: 2 },
      below: { username: 'Name p4', score: 50, rank: 4 },
    });
    expect(ended.players?.['s2']?.standing).not.toHaveProperty('above');
    expect(ended.players?.['s4']?.standing).not.toHaveProperty('below');
  });

  it('shows the top five only', () => {
    const players = Array.from({ length: 8 }, (_, i) => player(`p${i + 1}`, i, i * 10));
    const ended = play(openQuestion(0, lobby(players)), [
      [{ kind: 'endQuestion', questionNumber: 0 }, 45_000],
    ]);
    expect(ended.sharedInfo.leaderboard?.map((entry) => entry.userID)).toEqual([
      'p8',
      'p7',
      'p6',
      'p5',
      'p4',
    ]);
  });

  it('counts only answers under a player’s own secret, naming that player and this question', () => {
    let state = openQuestion(0);
    state = submit(state, 'p1', positionOf(0, 1), 11_000);
    // A kicked player's answer: no secret of theirs is left.
    state = submit(state, 'gone', positionOf(0, 1), 11_000);
    // An answer queued offline for another question.
    state = submit(state, 'p2', positionOf(0, 1), 11_000, { questionNumber: 7 });
    // An entry under p3's secret that claims to be p1's.
    state = submit(state, 'p1', positionOf(0, 1), 11_000, { secret: 's3' });
    const ended = play(state, [[{ kind: 'endQuestion', questionNumber: 0 }, 45_000]]);
    expect(Object.keys(ended.hostInfo.players ?? {})).toEqual(['p1', 'p2', 'p3']);
    expect(ended.hostInfo.players?.['p1']?.score).toBe(991); // 750 + 250 × 29/30
    expect(ended.hostInfo.players?.['p2']?.score).toBe(0);
    expect(ended.hostInfo.players?.['p3']?.score).toBe(0);
    expect(ended.hostInfo.gameStatus.results?.answered).toBe(1);
  });

  it('forgets the answers when the next question is introduced', () => {
    const ended = play(submit(openQuestion(0), 'p1', positionOf(0, 1), 12_000), [
      [{ kind: 'endQuestion', questionNumber: 0 }, 40_000],
    ]);
    expect(ended.answers).toBeDefined();
    const next = play(ended, [[{ kind: 'introQuestion', questionNumber: 1 }, 50_000]]);
    expect(next).not.toHaveProperty('answers');
  });

  it('makes the last question the final leaderboard', () => {
    const over = play(openQuestion(4), [[{ kind: 'endQuestion', questionNumber: 4 }, 500_000]]);
    expect(over.hostInfo.endedAt).toBe(500_000);
    expect(over.sharedInfo.gameStatus.final).toBe(true);
    const notLast = play(openQuestion(3), [[{ kind: 'endQuestion', questionNumber: 3 }, 400_000]]);
    expect(notLast.hostInfo.endedAt).toBeUndefined();
    expect(notLast.sharedInfo.gameStatus.final).toBeUndefined();
  });

  it('writes times as the placeholder it is given, for the server to fill in', () => {
    const serverTime = { '.sv': 'timestamp' } as const;
    const result = applyHostStep(lobby(), { kind: 'startPlaying' }, { now: serverTime, question: null });
    expect(result.kind === 'applied' && result.state.hostInfo.gameStatus.time).toEqual(serverTime);
  });
});

describe('storedAnswerOf: display positions to stored indices', () => {
  const shuffled = (questionType: QuestionType, displayOrder: number[]) =>
    ({ ...question(questionType), displayOrder }) as GameQuestion;

  it.each([
    ['single choice', shuffled(QuestionType.SingleChoice, [2, 0, 1]), '1', 0],
    ['true/false', shuffled(QuestionType.TrueFalse, [0, 1]), '1', 1],
    ['multi-select', shuffled(QuestionType.MultiSelect, [2, 0, 1]), '[0,2]', [2, 1]],
    ['arrange', shuffled(QuestionType.Arrange, [1, 2, 0]), '[2,0,1]', [0, 1, 2]],
    ['open-ended', shuffled(QuestionType.OpenEnded, []), '"  tokyo "', '  tokyo '],
  ])('%s', (_, gameQuestion, answer, stored) => {
    expect(storedAnswerOf(gameQuestion, answer)).toEqual(stored);
  });

  it.each([
    ['not JSON', '{'],
    ['a position out of range', '3'],
    ['a negative position', '-1'],
    ['a fraction', '0.5'],
    ['a string for a choice', '"0"'],
    ['a list for a single choice', '[0]'],
  ])('is undefined for %s', (_, answer) => {
    expect(storedAnswerOf(shuffled(QuestionType.SingleChoice, [2, 0, 1]), answer)).toBeUndefined();
  });

  it('is undefined for a list holding anything but valid positions, or text for a list question', () => {
    const multi = shuffled(QuestionType.MultiSelect, [0, 1, 2]);
    expect(storedAnswerOf(multi, '[0, 5]')).toBeUndefined();
    expect(storedAnswerOf(multi, '"0,1"')).toBeUndefined();
    expect(storedAnswerOf(shuffled(QuestionType.OpenEnded, []), '42')).toBeUndefined();
  });
});

describe('judgeAnswer (SPEC §9)', () => {
  const at = (answer: unknown, submittedAt: number): AnswerEntry => ({
    user: 'p1',
    answer: JSON.stringify(answer),
    submittedAt,
    questionNumber: 0,
  });
  const single = question(QuestionType.SingleChoice); // 30 s, 750 + 250
  const correct = positionOf(0, 1);

  it.each([
    [0, 1000],
    [6000, 950],
    [15_000, 875],
    [29_999, 750],
    [30_000, 750],
    [45_000, 750],
  ])('a correct answer %i ms after opening scores %i', (elapsed, points) => {
    expect(judgeAnswer(single, at(correct, 50_000 + elapsed), 50_000)).toEqual({ correct: true, points });
  });

  it('floors: 750 + 250 × 17/30 = 891.66… gives 891', () => {
    expect(judgeAnswer(single, at(correct, 13_000), 0).points).toBe(891);
  });

  it('an answer stamped before the opening (impossible, but untrusted) counts as instant, never more', () => {
    expect(judgeAnswer(single, at(correct, 40_000), 50_000).points).toBe(1000);
  });

  it('an untimed question gives its base points', () => {
    const open = question(QuestionType.OpenEnded);
    expect(judgeAnswer(open, at('TOKYO', 99_999), 0)).toEqual({ correct: true, points: 750 });
  });

  it('a wrong or malformed answer scores 0', () => {
    expect(judgeAnswer(single, at(positionOf(0, 0), 1), 0)).toEqual({ correct: false, points: 0 });
    expect(judgeAnswer(single, { ...at(0, 1), answer: 'nonsense' }, 0)).toEqual({
      correct: false,
      points: 0,
    });
  });
});

describe('rankPlayers', () => {
  it('orders by score, then by who joined first, with shared ranks for equal scores', () => {
    const ranked = rankPlayers([
      player('c', 3, 10),
      player('a', 1, 20),
      player('b', 2, 10),
      player('d', 0, 5),
    ]);
    expect(ranked.map(({ userID, rank }) => [userID, rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('gives everyone rank 1 before anyone scores', () => {
    expect(rankPlayers([player('a', 1), player('b', 2)]).map((p) => p.rank)).toEqual([1, 1]);
  });
});
