// Each phase's entry (gamePhases.ts): what the host step that enters it writes, applied as the database
// would apply it, through the engine's lookup (gameEngine.phaseChanges) as the functions call it.
import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { QuestionType } from '../quiz/question';
import { HostStatus, PlayerMode, type GameQuestion, type HostInfo, type SharedInfo } from './game';
import { phaseChanges } from './gameEngine';
import { DEFAULT_GAME_OPTIONS, type GameOptions } from './gameOptions';
import type { NodeChanges, ScoredQuestion } from './gamePhases';
import { gameQuizFor, newGameState } from './gameSetup';

/** Fisher–Yates with j = 0 at every step: a fixed, non-trivial shuffle. */
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), () => 0);
const question = (n: number) => quiz.questions[n] as GameQuestion;
const TOTAL = quiz.questions.length;

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

/** hostInfo and sharedInfo of the game as startGame makes it, in its lobby. */
const lobby = (options: GameOptions = DEFAULT_GAME_OPTIONS): AppliedState => {
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

describe('each phase’s entry: what the step that enters it shows', () => {
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

describe('each phase’s entry with the game’s options', () => {
  const onDevices = { ...DEFAULT_GAME_OPTIONS, questionsOnDevices: true };
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
