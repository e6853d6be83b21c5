import { DEFAULT_GAME_OPTIONS, type GameOptions } from './gameOptions';
import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import {
  HostStatus,
  PlayerMode,
  SERVER_TIME,
  type GameProgress,
  type GameQuestion,
  type HostInfo,
  type SharedInfo,
} from './game';
import {
  claimFor,
  completedProgress,
  finalProgress,
  phaseChanges,
  progressAfter,
  scoresUpdate,
  stepTo,
  totalsOf,
  type Claim,
  type ClaimContext,
  type HostStep,
  type NodeChanges,
  type ScoredQuestion,
} from './gameEngine';
import { gameQuizFor, newGameState } from './gameSetup';
import { QuestionType } from '../quiz/question';

/** Fisher–Yates with j = 0 at every step: a fixed, non-trivial shuffle. */
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), () => 0);
const question = (n: number) => quiz.questions[n] as GameQuestion;
const TOTAL = quiz.questions.length;
const LEASE = 20_000;

const context = (now = 1_000_000, attempt = 'call-1'): ClaimContext => ({
  uid: 'host',
  attempt,
  now,
  leaseMs: LEASE,
});

/** A game's progress: `claimed` steps claimed, `completed` of them completed. */
const progress = (claimed: number, completed = claimed, extra: Partial<GameProgress> = {}): GameProgress => ({
  host: 'host',
  roomCode: 'asdfjklas',
  totalQuestions: TOTAL,
  claimed,
  claimedAt: 500,
  completed,
  ...extra,
});

const stepsInOrder: HostStep[] = [
  { kind: 'startPlaying' },
  { kind: 'introQuestion', questionNumber: 0 },
  { kind: 'startQuestion', questionNumber: 0 },
  { kind: 'endQuestion', questionNumber: 0 },
  { kind: 'introQuestion', questionNumber: 1 },
  { kind: 'startQuestion', questionNumber: 1 },
];

describe('steps and progress', () => {
  it('numbers each step by the progress it brings the game to, and finds the step again', () => {
    expect(stepsInOrder.map(progressAfter)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const step of stepsInOrder) expect(stepTo(progressAfter(step))).toEqual(step);
  });

  it('puts the final leaderboard after the last question', () => {
    expect(finalProgress(5)).toBe(progressAfter({ kind: 'endQuestion', questionNumber: 4 }));
  });
});

describe('claimFor', () => {
  it('claims the next step: the progress raised by one, the step’s time left to the server, a lease for this call', () => {
    expect(claimFor(progress(3), { kind: 'endQuestion', questionNumber: 0 }, context(), SERVER_TIME)).toEqual(
      {
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
        target: 4,
        progress: {
          ...progress(3),
          claimed: 4,
          claimedAt: SERVER_TIME,
          worker: { id: 'call-1', until: 1_000_000 + LEASE },
        },
      },
    );
  });

  it('waits while a pause is being written (pausing.ts), then claims once its lease has run out', () => {
    const pausing = progress(3, 3, { worker: { id: 'pause-1', until: 1_000_500 } });
    expect(claimFor(pausing, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toEqual({
      kind: 'busy',
      until: 1_000_500,
    });
    expect(
      claimFor(pausing, { kind: 'endQuestion', questionNumber: 0 }, context(1_000_500), 1),
    ).toMatchObject({ kind: 'claim', target: 4 });
  });

  it('finds no game without progress, and refuses anyone but its host', () => {
    expect(claimFor(null, { kind: 'startPlaying' }, context(), 1)).toEqual({ kind: 'notFound' });
    expect(claimFor(progress(0), { kind: 'startPlaying' }, { ...context(), uid: 'mallory' }, 1)).toEqual({
      kind: 'notHost',
    });
  });

  it('treats a step at or behind the completed progress as done, whichever it is', () => {
    for (const step of stepsInOrder) {
      expect(claimFor(progress(6), step, context(), 1), step.kind).toEqual({ kind: 'done' });
    }
  });

  it('takes a step without its question number (SPEC’s payloads) as one for the current question', () => {
    const claim = claimFor(progress(5), { kind: 'startQuestion', questionNumber: undefined }, context(), 1);
    expect(claim).toMatchObject({ kind: 'claim', step: { kind: 'startQuestion', questionNumber: 1 } });
    expect(
      claimFor(progress(6), { kind: 'endQuestion', questionNumber: undefined }, context(), 1),
    ).toMatchObject({ kind: 'claim', step: { kind: 'endQuestion', questionNumber: 1 } });
  });

  it('refuses a step that skips ahead, saying where the game is', () => {
    const refusal = (claimed: number, step: HostStep) => claimFor(progress(claimed), step, context(), 1);
    expect(refusal(6, { kind: 'introQuestion', questionNumber: 2 })).toEqual({
      kind: 'refused',
      reason: 'Introducing question 3 cannot happen now: question 2 is open.',
    });
    expect(refusal(2, { kind: 'endQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Ending question 1 cannot happen now: question 1 is being introduced.',
    });
    expect(refusal(0, { kind: 'introQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Introducing question 1 cannot happen now: the game is in its lobby.',
    });
    expect(refusal(1, { kind: 'startQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Opening question 1 cannot happen now: the quiz intro is showing.',
    });
    expect(refusal(4, { kind: 'startQuestion', questionNumber: 1 })).toEqual({
      kind: 'refused',
      reason: "Opening question 2 cannot happen now: question 1's results are showing.",
    });
  });

  it('refuses a question past the end, and everything after the final leaderboard', () => {
    const over = progress(finalProgress(TOTAL));
    expect(claimFor(over, { kind: 'introQuestion', questionNumber: 5 }, context(), 1)).toEqual({
      kind: 'refused',
      reason: 'This game has 5 questions; there is no question 6.',
    });
  });

  describe('a step claimed but not completed', () => {
    const unfinished = progress(4, 3, { claimedAt: 900, worker: { id: 'call-0', until: 1_000_000 + 5000 } });

    it('is busy while the claiming call’s lease lasts: for a retry of it, and for the step after it', () => {
      expect(claimFor(unfinished, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toEqual({
        kind: 'busy',
        until: 1_005_000,
      });
      expect(claimFor(unfinished, { kind: 'introQuestion', questionNumber: 1 }, context(), 1)).toEqual({
        kind: 'busy',
        until: 1_005_000,
      });
    });

    it('is taken over once the lease has run out: the same step, at the time it was first claimed', () => {
      const later = context(1_005_001, 'call-2');
      const takeOver = (target: number): Claim => ({
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
        target,
        progress: { ...unfinished, worker: { id: 'call-2', until: 1_005_001 + LEASE } },
      });
      expect(claimFor(unfinished, { kind: 'endQuestion', questionNumber: 0 }, later, SERVER_TIME)).toEqual(
        takeOver(4),
      );
      // Asked for the next step, a call completes the unfinished one first, then goes on to its own.
      expect(claimFor(unfinished, { kind: 'introQuestion', questionNumber: 1 }, later, SERVER_TIME)).toEqual(
        takeOver(5),
      );
    });

    it('is taken over at once when no call holds it', () => {
      const { worker: _none, ...abandoned } = unfinished;
      expect(claimFor(abandoned, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toMatchObject({
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
      });
    });

    it('refuses a step beyond the one after it', () => {
      expect(claimFor(unfinished, { kind: 'startQuestion', questionNumber: 1 }, context(), 1)).toMatchObject({
        kind: 'refused',
      });
    });
  });

  it('completes a claim: completed catches up with claimed and the lease goes', () => {
    expect(completedProgress(progress(4, 3, { worker: { id: 'call-1', until: 5 } }))).toEqual(progress(4, 4));
  });
});

/** hostInfo and sharedInfo with a step's changes applied, as the database would apply them. */
interface AppliedState {
  hostInfo: HostInfo;
  sharedInfo: SharedInfo;
  answers?: unknown;
  submitted?: unknown;
}

function applied(state: AppliedState, changes: NodeChanges[]): AppliedState {
  const next = structuredClone(state) as unknown as Record<string, unknown>;
  for (const { under, changes: update } of changes) {
    for (const [relative, value] of Object.entries(update)) {
      const keys = [...(under === '' ? [] : [under]), ...relative.split('/')];
      let node = next;
      for (const key of keys.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      const last = keys.at(-1) as string;
      node[last] = structuredClone(value);
    }
  }
  // As the database stores them: a null is no data.
  return JSON.parse(
    JSON.stringify(next, (_, value: unknown) => (value === null ? undefined : value)),
  ) as AppliedState;
}

const scoring: ScoredQuestion = {
  results: { questionNumber: 0, answered: 1, correct: 1, optionCounts: [0, 1, 0] },
  leaderboard: [{ userID: 'p1', username: 'Ann', score: 950, rank: 1 }],
};
const phaseContext = (n: number, at: number, options = DEFAULT_GAME_OPTIONS) => ({
  at,
  question: question(n),
  totalQuestions: TOTAL,
  graceMs: 1000,
  options,
});

describe('phaseChanges: what each step shows', () => {
  const lobby = () => {
    const { hostInfo, sharedInfo } = newGameState({
      host: 'host',
      quizID: 'quiz-1',
      roomCode: 'asdfjklas',
      quiz,
      now: 1000,
      options: DEFAULT_GAME_OPTIONS,
    });
    return { hostInfo, sharedInfo };
  };
  const started = () => applied(lobby(), phaseChanges({ kind: 'startPlaying' }, phaseContext(0, 1500)));
  const intro = (n: number, at: number) =>
    phaseChanges({ kind: 'introQuestion', questionNumber: n }, phaseContext(n, at));

  it('starts playing: the quiz intro for 5000 ms, players told to wait for the start', () => {
    const state = started();
    expect(state.hostInfo.status).toBe(HostStatus.QuizIntro);
    expect(state.hostInfo.gameStatus).toEqual({ questionNumber: 0, time: 1500, duration: 5000 });
    expect(state.sharedInfo.gameStatus.mode).toBe(PlayerMode.WaitingForStart);
    expect(state.sharedInfo.gameStatus.info).toMatchObject({ time: 1500, duration: 5000 });
  });

  it('introduces a question for 3000 ms + 20 ms per title character, telling players its type and options', () => {
    const state = applied(started(), intro(0, 7000));
    const duration = 3000 + 20 * question(0).title.length;
    expect(state.hostInfo.status).toBe(HostStatus.QuestionIntro);
    expect(state.hostInfo.gameStatus).toEqual({ questionNumber: 0, time: 7000, duration });
    expect(state.sharedInfo.gameStatus).toEqual({
      mode: PlayerMode.QuestionIntro,
      info: { questionNumber: 0, time: 7000, duration, questionType: QuestionType.SingleChoice, options: 3 },
    });
  });

  it('opens a question for its time limit with the grace for late answers; an open-ended one shows no options', () => {
    const open = applied(
      applied(started(), intro(0, 7000)),
      phaseChanges({ kind: 'startQuestion', questionNumber: 0 }, phaseContext(0, 10_000)),
    );
    expect(open.hostInfo.status).toBe(HostStatus.QuestionOpen);
    expect(open.hostInfo.gameStatus).toEqual({
      questionNumber: 0,
      time: 10_000,
      duration: 30_000,
      grace: 1000,
    });
    expect(open.sharedInfo.gameStatus.mode).toBe(PlayerMode.Answering);
    expect(open.sharedInfo.gameStatus.info).toMatchObject({ time: 10_000, duration: 30_000 });

    const openEnded = applied(started(), intro(2, 7000));
    expect(openEnded.sharedInfo.gameStatus.info).toMatchObject({
      questionType: QuestionType.OpenEnded,
      options: 0,
    });
  });

  it('sends players only the children of sharedInfo that change', () => {
    const opening = phaseChanges({ kind: 'startQuestion', questionNumber: 0 }, phaseContext(0, 10_000));
    expect(opening.find((node) => node.under === 'sharedInfo')?.changes).toEqual({
      'gameStatus/mode': PlayerMode.Answering,
      'gameStatus/info/time': 10_000,
      'gameStatus/info/duration': 30_000,
      'gameStatus/info/pausedAt': null,
      'gameStatus/info/pausedMs': null,
    });
  });

  it('begins each phase unpaused: a pause of the phase before ends with it', () => {
    const paused = applied(applied(started(), intro(0, 7000)), [
      { under: 'hostInfo', changes: { 'gameStatus/pausedAt': 8000, 'gameStatus/pausedMs': 500 } },
      { under: 'sharedInfo', changes: { 'gameStatus/info/pausedAt': 8000, 'gameStatus/info/pausedMs': 500 } },
    ]);
    const opened = applied(
      paused,
      phaseChanges({ kind: 'startQuestion', questionNumber: 0 }, phaseContext(0, 10_000)),
    );
    expect(opened.hostInfo.gameStatus).not.toHaveProperty('pausedAt');
    expect(opened.hostInfo.gameStatus).not.toHaveProperty('pausedMs');
    expect(opened.sharedInfo.gameStatus.info).not.toHaveProperty('pausedAt');
    const ended = applied(
      applied(opened, [{ under: 'hostInfo', changes: { 'gameStatus/pausedAt': 12_000 } }]),
      phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 45_000), scoring),
    );
    expect(ended.hostInfo.gameStatus).not.toHaveProperty('pausedAt');
    expect(applied(paused, intro(1, 50_000)).hostInfo.gameStatus).not.toHaveProperty('pausedAt');
  });

  it('gives the results the auto-advance delay, except the final leaderboard', () => {
    const autoAdvance = { ...DEFAULT_GAME_OPTIONS, autoAdvanceSeconds: 12 };
    const ended = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 45_000, autoAdvance), scoring),
    );
    expect(ended.hostInfo.gameStatus).toMatchObject({ time: 45_000, duration: 12_000 });
    expect(ended.sharedInfo.gameStatus.info).toMatchObject({ time: 45_000, duration: 12_000 });
    const over = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 4 }, phaseContext(4, 90_000, autoAdvance), scoring),
    );
    expect(over.hostInfo.gameStatus.duration).toBe(0);
  });

  it('ends a question: results for the host, the top five and results mode for players', () => {
    const ended = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 45_000), scoring),
    );
    expect(ended.hostInfo.status).toBe(HostStatus.Results);
    expect(ended.hostInfo.gameStatus).toMatchObject({ time: 45_000, duration: 0, results: scoring.results });
    expect(ended.hostInfo.endedAt).toBeUndefined();
    expect(ended.sharedInfo.leaderboard).toEqual(scoring.leaderboard);
    expect(ended.sharedInfo.gameStatus).toMatchObject({
      mode: PlayerMode.Result,
      info: { time: 45_000, duration: 0 },
    });
    expect(ended.sharedInfo.gameStatus.final).toBeUndefined();
    expect(() => phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 1))).toThrow(
      'endQuestion needs its scoring',
    );
  });

  it("gives players the question's explanation with its results, and forgets it at the next intro", () => {
    const explained = { ...question(0), explanation: 'Canberra was built to be the capital.' };
    const context = { ...phaseContext(0, 45_000), question: explained };
    const ended = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, context, scoring),
    );
    expect(ended.sharedInfo.gameStatus.info.explanation).toBe('Canberra was built to be the capital.');
    expect(ended.hostInfo).not.toHaveProperty('explanation');
    expect(JSON.stringify(ended.hostInfo)).not.toContain('Canberra was built');

    const next = applied(ended, intro(1, 50_000));
    expect(next.sharedInfo.gameStatus.info).not.toHaveProperty('explanation');
  });

  it('gives players no explanation before the results, nor for a question without one', () => {
    const explained = { ...question(0), explanation: 'Canberra was built to be the capital.' };
    const steps = [
      phaseChanges(
        { kind: 'introQuestion', questionNumber: 0 },
        { ...phaseContext(0, 7000), question: explained },
      ),
      phaseChanges(
        { kind: 'startQuestion', questionNumber: 0 },
        { ...phaseContext(0, 10_000), question: explained },
      ),
    ];
    for (const changes of steps) expect(JSON.stringify(changes)).not.toContain('Canberra was built');
    const ended = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 45_000), scoring),
    );
    expect(ended.sharedInfo.gameStatus.info).not.toHaveProperty('explanation');
  });

  it('makes the last question the final leaderboard', () => {
    const over = applied(
      started(),
      phaseChanges({ kind: 'endQuestion', questionNumber: 4 }, phaseContext(4, 500_000), scoring),
    );
    expect(over.hostInfo.endedAt).toBe(500_000);
    expect(over.sharedInfo.gameStatus.final).toBe(true);
  });

  it('forgets the last answers, Submissions, results and the final flag when the next question is introduced', () => {
    const ended = applied(
      { ...started(), answers: { s1: { user: 'p1' } }, submitted: { p1: { user: 'p1' } } },
      [
        ...phaseChanges({ kind: 'endQuestion', questionNumber: 0 }, phaseContext(0, 40_000), scoring),
        { under: 'hostInfo', changes: { 'gameStatus/closedQuestion': 0 } },
      ],
    );
    const next = applied(ended, intro(1, 50_000));
    expect(next.hostInfo.gameStatus).toEqual({
      questionNumber: 1,
      time: 50_000,
      duration: 3000 + 20 * question(1).title.length,
    });
    expect(next).not.toHaveProperty('answers');
    expect(next).not.toHaveProperty('submitted');
    expect(next.sharedInfo.gameStatus.final).toBeUndefined();
  });
});

describe('scoresUpdate and totalsOf', () => {
  const standing = { questionNumber: 1, correct: true, points: 950, rank: 1, playerCount: 2 };
  const ann = { userID: 'p1', username: 'Ann', joinedAt: 5, score: 1900, lastChange: 950, standing };
  const bob = { userID: 'p2', username: 'Bob', joinedAt: 6, score: 0, lastChange: 0 };

  it('writes a batch’s totals in one path, and each player’s record', () => {
    expect(
      scoresUpdate(
        'g',
        1,
        3,
        [
          { userID: 'p1', view: ann },
          { userID: 'p2', view: bob },
        ],
        { p1: 'S1', p2: 'S2' },
      ),
    ).toEqual({
      'games/g/scores/1/3': { p1: 1900, p2: 0 },
      'games/g/players/S1': ann,
      'games/g/players/S2': bob,
    });
  });

  it('skips a player without a secret (kicked as the question was scored)', () => {
    expect(scoresUpdate('g', 0, 0, [{ userID: 'p2', view: bob }], {})).toEqual({ 'games/g/scores/0/0': {} });
  });

  it('reads every batch’s totals back as one', () => {
    expect(totalsOf({ 0: { p1: 1900 }, 1: { p2: 0, p3: 5 } })).toEqual({ p1: 1900, p2: 0, p3: 5 });
    expect(totalsOf(null)).toEqual({});
  });
});

describe('phaseChanges with extra time and questions on devices', () => {
  const onDevices = { ...DEFAULT_GAME_OPTIONS, questionsOnDevices: true };
  const lobby = (options: GameOptions) => {
    const { hostInfo, sharedInfo } = newGameState({
      host: 'host',
      quizID: 'quiz-1',
      roomCode: 'asdfjklas',
      quiz,
      now: 1000,
      options,
    });
    return { hostInfo, sharedInfo };
  };
  /** hostInfo and sharedInfo once question n has been introduced (at 7000) and opened (at 10,000). */
  const played = (n: number, options: GameOptions) => {
    const started = applied(
      lobby(options),
      phaseChanges({ kind: 'startPlaying' }, phaseContext(0, 1500, options)),
    );
    const introduced = applied(
      started,
      phaseChanges({ kind: 'introQuestion', questionNumber: n }, phaseContext(n, 7000, options)),
    );
    const opened = applied(
      introduced,
      phaseChanges({ kind: 'startQuestion', questionNumber: n }, phaseContext(n, 10_000, options)),
    );
    return { started, introduced, opened };
  };

  it.each([
    [1.5, 45_000],
    [2, 60_000],
  ] as const)(
    'opens a 30 s question for %s × its limit with extra time: %i ms, for the host and the phones',
    (extraTime, duration) => {
      const { opened } = played(0, { ...DEFAULT_GAME_OPTIONS, extraTime });
      expect(opened.hostInfo.gameStatus).toMatchObject({ time: 10_000, duration, grace: 1000 });
      expect(opened.sharedInfo.gameStatus.info).toMatchObject({ time: 10_000, duration });
    },
  );

  it('shows the title and description on the phones from the intro, and the options’ texts in display order from the opening', () => {
    const { started, introduced, opened } = played(0, onDevices);
    expect(started.sharedInfo.gameStatus.info).not.toHaveProperty('question');
    expect(introduced.sharedInfo.gameStatus.info.question).toEqual({
      title: 'Which is the capital of Australia?',
      desc: 'Think it over.\nThen answer.',
    });
    // Shown in display order (Canberra, the image, Sydney), the image by its number on the big screen.
    expect(question(0).displayOrder).toEqual([1, 2, 0]);
    expect(opened.sharedInfo.gameStatus.info.question).toEqual({
      title: 'Which is the capital of Australia?',
      desc: 'Think it over.\nThen answer.',
      options: ['Canberra', 'Image 2', 'Sydney'],
    });
  });

  it('shows arrange items as shuffled for display, an open-ended question’s title and description only', () => {
    expect(played(4, onDevices).opened.sharedInfo.gameStatus.info.question?.options).toEqual([
      'Berlin',
      'Warsaw',
      'Lisbon',
    ]);
    expect(played(2, onDevices).opened.sharedInfo.gameStatus.info.question).toEqual({
      title: 'Name the capital of Japan.',
      desc: 'Think it over.\nThen answer.',
    });
  });

  it('sends a question without a description its title alone', () => {
    const plain = { ...question(0), desc: '' };
    const changes = phaseChanges(
      { kind: 'introQuestion', questionNumber: 0 },
      { ...phaseContext(0, 7000, onDevices), question: plain },
    );
    expect(applied(lobby(onDevices), changes).sharedInfo.gameStatus.info.question).toEqual({
      title: 'Which is the capital of Australia?',
    });
  });

  it('never sends which option is correct, nor the explanation, with the texts', () => {
    const explained = { ...question(0), explanation: 'Canberra was built to be the capital.' };
    const { opened } = played(0, onDevices);
    const opening = phaseChanges(
      { kind: 'startQuestion', questionNumber: 0 },
      { ...phaseContext(0, 10_000, onDevices), question: explained },
    );
    expect(JSON.stringify(opening)).not.toMatch(/isCorrect|correct|Canberra was built/);
    expect(JSON.stringify(opened.sharedInfo)).not.toMatch(/isCorrect|correct/);
  });

  it('sends nothing of the question to the phones with the option off', () => {
    for (const n of [0, 2, 4]) {
      const { introduced, opened } = played(n, DEFAULT_GAME_OPTIONS);
      expect(introduced.sharedInfo.gameStatus.info).not.toHaveProperty('question');
      expect(opened.sharedInfo.gameStatus.info).not.toHaveProperty('question');
      expect(JSON.stringify(opened.sharedInfo)).not.toContain(question(n).title);
    }
  });

  it('takes the texts away at the next intro, which brings the next question’s', () => {
    const { opened } = played(0, onDevices);
    const next = applied(
      opened,
      phaseChanges({ kind: 'introQuestion', questionNumber: 1 }, phaseContext(1, 50_000, onDevices)),
    );
    expect(next.sharedInfo.gameStatus.info.question).toEqual({
      title: 'Sound travels faster in water than in air.',
      desc: 'Think it over.\nThen answer.',
    });
  });
});
