import { PlayerMode, type PlayerStanding, type PlayerView, type SharedInfo, QuestionType } from '@/domain';
import { modeOfScreen, type PlayerGame, playerScreen } from './playerScreen';

const T = 1_800_000_000_000;

const shared = (
  mode: PlayerMode,
  info: Partial<SharedInfo['gameStatus']['info']> = {},
  final?: boolean,
): SharedInfo => ({
  gameStatus: {
    mode,
    ...(final !== undefined && { final }),
    info: {
      questionNumber: 0,
      time: T,
      duration: 0,
      questionType: QuestionType.SingleChoice,
      options: 4,
      ...info,
    },
  },
  totalQuestions: 5,
});

const standing: PlayerStanding = {
  questionNumber: 2,
  correct: true,
  points: 960,
  rank: 2,
  playerCount: 4,
  above: { username: 'Bo', score: 2000, rank: 1 },
  below: { username: 'Cy', score: 900, rank: 3 },
};

const record: PlayerView = {
  userID: 'u1',
  username: 'Ada',
  joinedAt: T - 5000,
  score: 1935,
  lastChange: 960,
};

const game = (overrides: Partial<PlayerGame>): PlayerGame => ({
  shared: shared(PlayerMode.Waiting),
  record,
  answeredQuestion: null,
  refusedQuestion: null,
  serverNow: T,
  ...overrides,
});

describe('playerScreen', () => {
  it('is connecting until both the game and the record have arrived', () => {
    expect(playerScreen(game({ shared: undefined })).screen).toEqual({ kind: 'connecting' });
    expect(playerScreen(game({ record: undefined })).screen).toEqual({ kind: 'connecting' });
  });

  it('waits in the lobby and the quiz intro (modes 1 and 2)', () => {
    expect(playerScreen(game({ shared: shared(PlayerMode.Waiting) }))).toEqual({
      screen: { kind: 'lobby' },
      changesAt: null,
    });
    expect(
      playerScreen(game({ shared: shared(PlayerMode.WaitingForStart, { duration: 5000 }) })).screen,
    ).toEqual({ kind: 'quizIntro' });
  });

  it('shows the intro of question N with its timing (mode 3)', () => {
    const intro = shared(PlayerMode.QuestionIntro, {
      questionNumber: 1,
      time: T - 1000,
      duration: 3260,
      questionType: QuestionType.TrueFalse,
    });
    expect(playerScreen(game({ shared: intro })).screen).toEqual({
      kind: 'questionIntro',
      questionNumber: 1,
      totalQuestions: 5,
      questionType: QuestionType.TrueFalse,
      startedAt: T - 1000,
      duration: 3260,
      question: null,
    });
  });

  it('shows the answer screen of the type while the question is open, and when it closes (mode 4)', () => {
    const open = shared(PlayerMode.Answering, {
      questionNumber: 3,
      time: T - 5000,
      duration: 25_000,
      questionType: QuestionType.MultiSelect,
      options: 5,
    });
    expect(playerScreen(game({ shared: open }))).toEqual({
      screen: {
        kind: 'questionOpen',
        questionNumber: 3,
        totalQuestions: 5,
        questionType: QuestionType.MultiSelect,
        options: 5,
        closesAt: T + 20_000,
        question: null,
      },
      changesAt: T + 20_000,
    });
    // The rules take an answer up to the deadline itself.
    expect(playerScreen(game({ shared: open, serverNow: T + 20_000 })).screen.kind).toBe('questionOpen');
  });

  it('gives the intro and the answer screen the question’s texts when the game shows them on devices', () => {
    const texts = { title: 'Which is the capital of Australia?', desc: 'Think it over.' };
    const intro = shared(PlayerMode.QuestionIntro, { duration: 3000, question: texts });
    expect(playerScreen(game({ shared: intro })).screen).toMatchObject({
      kind: 'questionIntro',
      question: texts,
    });
    const withOptions = { ...texts, options: ['Canberra', 'Image 2', 'Sydney'] };
    const open = shared(PlayerMode.Answering, { duration: 20_000, options: 3, question: withOptions });
    expect(playerScreen(game({ shared: open })).screen).toMatchObject({
      kind: 'questionOpen',
      question: withOptions,
    });
  });

  it('opens an extended question (extra time) for the duration the server gives, to the end of it', () => {
    // × 1.5 of a 20 s question: the server's duration is 30,000 ms, and so is the phone's window.
    const open = shared(PlayerMode.Answering, { time: T, duration: 30_000 });
    expect(playerScreen(game({ shared: open, serverNow: T + 25_000 })).screen).toMatchObject({
      kind: 'questionOpen',
      closesAt: T + 30_000,
    });
    expect(playerScreen(game({ shared: open, serverNow: T + 30_001 })).screen).toMatchObject({
      kind: 'submitted',
      timeUp: true,
    });
  });

  it('says only "Paused" while the host has paused the game, in any mode, answered or not', () => {
    for (const mode of [
      PlayerMode.WaitingForStart,
      PlayerMode.QuestionIntro,
      PlayerMode.Answering,
      PlayerMode.Result,
    ]) {
      const paused = shared(mode, { duration: 30_000, pausedAt: T - 100, pausedMs: 0 });
      expect(playerScreen(game({ shared: paused }))).toEqual({ screen: { kind: 'paused' }, changesAt: null });
      expect(playerScreen(game({ shared: paused, answeredQuestion: 0 })).screen).toEqual({ kind: 'paused' });
    }
    expect(modeOfScreen({ kind: 'paused' })).toBeNull();
  });

  it('moves the answer window and the intro’s bar by the ended pauses', () => {
    // Opened 40 s ago for 30 s, paused 15 s in all: 5 s left.
    const open = shared(PlayerMode.Answering, { time: T - 40_000, duration: 30_000, pausedMs: 15_000 });
    expect(playerScreen(game({ shared: open }))).toMatchObject({
      screen: { kind: 'questionOpen', closesAt: T + 5_000 },
      changesAt: T + 5_000,
    });
    const intro = shared(PlayerMode.QuestionIntro, { time: T - 4000, duration: 3260, pausedMs: 2000 });
    expect(playerScreen(game({ shared: intro })).screen).toMatchObject({ startedAt: T - 2000 });
  });

  it('keeps a question without a time limit open until the host ends it', () => {
    const open = shared(PlayerMode.Answering, { time: T - 600_000, duration: 0 });
    expect(playerScreen(game({ shared: open }))).toMatchObject({
      screen: { kind: 'questionOpen', closesAt: null },
      changesAt: null,
    });
  });

  it('waits once this question is answered (mode 5), not for an answer to another question', () => {
    const open = shared(PlayerMode.Answering, { questionNumber: 2, duration: 40_000 });
    expect(playerScreen(game({ shared: open, answeredQuestion: 2 }))).toEqual({
      screen: { kind: 'submitted', questionNumber: 2, totalQuestions: 5, timeUp: false },
      changesAt: null,
    });
    expect(playerScreen(game({ shared: open, answeredQuestion: 1 })).screen.kind).toBe('questionOpen');
  });

  it("says time's up after the deadline, or when the answer was refused", () => {
    const open = shared(PlayerMode.Answering, { questionNumber: 2, time: T, duration: 10_000 });
    expect(playerScreen(game({ shared: open, serverNow: T + 10_001 })).screen).toEqual({
      kind: 'submitted',
      questionNumber: 2,
      totalQuestions: 5,
      timeUp: true,
    });
    expect(
      playerScreen(game({ shared: open, answeredQuestion: 2, refusedQuestion: 2 })).screen,
    ).toMatchObject({
      kind: 'submitted',
      timeUp: true,
    });
  });

  it("shows the result from the player's standing for this question (mode 6)", () => {
    const result = shared(PlayerMode.Result, { questionNumber: 2 });
    expect(playerScreen(game({ shared: result, record: { ...record, standing } })).screen).toEqual({
      kind: 'results',
      questionNumber: 2,
      totalQuestions: 5,
      final: false,
      standing,
      explanation: null,
    });
    // A standing of an earlier question (the record not here yet, or a player who joined later) is not shown.
    const old = { ...standing, questionNumber: 1 };
    expect(playerScreen(game({ shared: result, record: { ...record, standing: old } })).screen).toMatchObject(
      {
        standing: null,
      },
    );
    expect(playerScreen(game({ shared: result })).screen).toMatchObject({ standing: null });
  });

  it('shows the explanation the server sent with the results', () => {
    const result = shared(PlayerMode.Result, { questionNumber: 2, explanation: 'Edo became Tokyo.' });
    expect(playerScreen(game({ shared: result, record: { ...record, standing } })).screen).toMatchObject({
      kind: 'results',
      explanation: 'Edo became Tokyo.',
    });
  });

  it('marks the last question’s result final', () => {
    const last = shared(PlayerMode.Result, { questionNumber: 4 }, true);
    expect(playerScreen(game({ shared: last })).screen).toMatchObject({ kind: 'results', final: true });
  });
});

describe('modeOfScreen', () => {
  it('gives SPEC §4’s player mode of each screen', () => {
    const modeOf = (overrides: Partial<PlayerGame>) => modeOfScreen(playerScreen(game(overrides)).screen);
    expect(modeOf({ shared: undefined })).toBeNull();
    expect(modeOf({ shared: shared(PlayerMode.WaitingForStart) })).toBe(1);
    expect(modeOf({ shared: shared(PlayerMode.QuestionIntro) })).toBe(3);
    expect(modeOf({ shared: shared(PlayerMode.Answering) })).toBe(4);
    expect(modeOf({ shared: shared(PlayerMode.Answering), answeredQuestion: 0 })).toBe(5);
    expect(modeOf({ shared: shared(PlayerMode.Result) })).toBe(6);
  });
});
