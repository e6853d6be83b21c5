import { describe, expect, it } from 'vitest';
import {
  QUESTION_INTRO_BASE_MS,
  QUESTION_INTRO_MS_PER_TITLE_CHARACTER,
  QUIZ_INTRO_MS,
} from '../common/constants';
import { quizOfEveryType } from '../fixtures/quizzes';
import { HostStatus, PlayerMode, type GameQuestion } from './game';
import { GAME_PHASES, musicOf, PHASE_ENTERED_BY, phaseAt, playerModeOf, progressOf } from './gamePhases';
import { DEFAULT_GAME_OPTIONS, type ExtraTimeFactor } from './gameOptions';
import { gameQuizFor } from './gameSetup';

const question = gameQuizFor('q', quizOfEveryType(), () => 0).questions[0] as GameQuestion;
const statuses = Object.values(HostStatus);
/** The spec's game, on a question that is not the last. */
const pacing = { options: DEFAULT_GAME_OPTIONS, lastQuestion: false };

describe('the phase table (SPEC §4)', () => {
  it('shows players the mode of each host status', () => {
    expect(statuses.map(playerModeOf)).toEqual([
      PlayerMode.Waiting,
      PlayerMode.WaitingForStart,
      PlayerMode.QuestionIntro,
      PlayerMode.Answering,
      PlayerMode.Result,
    ]);
  });

  it('times the quiz intro at 5000 ms, a question intro at 3000 ms + 20 ms per title character, a question at its limit', () => {
    expect(GAME_PHASES[HostStatus.QuizIntro].duration(question, pacing)).toBe(QUIZ_INTRO_MS);
    expect(QUIZ_INTRO_MS).toBe(5000);
    expect(GAME_PHASES[HostStatus.QuestionIntro].duration(question, pacing)).toBe(
      QUESTION_INTRO_BASE_MS + QUESTION_INTRO_MS_PER_TITLE_CHARACTER * question.title.length,
    );
    expect([QUESTION_INTRO_BASE_MS, QUESTION_INTRO_MS_PER_TITLE_CHARACTER]).toEqual([3000, 20]);
    expect(GAME_PHASES[HostStatus.QuestionOpen].duration({ ...question, timeLimit: 45 }, pacing)).toBe(
      45_000,
    );
    expect(GAME_PHASES[HostStatus.Lobby].duration(question, pacing)).toBe(0);
    expect(GAME_PHASES[HostStatus.Results].duration(question, pacing)).toBe(0);
  });

  it('opens a question for its time limit × 1.5 or × 2 with extra time, and no other phase longer', () => {
    const open = GAME_PHASES[HostStatus.QuestionOpen];
    const withExtraTime = (extraTime: ExtraTimeFactor) => ({
      options: { ...DEFAULT_GAME_OPTIONS, extraTime },
      lastQuestion: false,
    });
    expect(open.duration({ ...question, timeLimit: 20 }, withExtraTime(1.5))).toBe(30_000);
    expect(open.duration({ ...question, timeLimit: 45 }, withExtraTime(1.5))).toBe(67_500);
    expect(open.duration({ ...question, timeLimit: 45 }, withExtraTime(2))).toBe(90_000);
    // No time limit stays none: the question is open until the host ends it.
    expect(open.duration({ ...question, timeLimit: 0 }, withExtraTime(2))).toBe(0);
    for (const status of statuses.filter((status) => status !== HostStatus.QuestionOpen)) {
      expect(GAME_PHASES[status].duration(question, withExtraTime(2))).toBe(
        GAME_PHASES[status].duration(question, pacing),
      );
    }
  });

  it('leaves each phase by the step that enters the next one', () => {
    for (const status of statuses) {
      const next = phaseAt(progressOf(status, 0) + 1).status;
      expect(PHASE_ENTERED_BY[GAME_PHASES[status].exit.step], GAME_PHASES[status].name).toBe(next);
    }
  });

  it('moves on by itself after the intros and the open question, by the host’s button from the lobby, and from the results unless they are timed (auto-advance)', () => {
    expect(statuses.map((status) => GAME_PHASES[status].exit.when)).toEqual([
      'button',
      'timeUp',
      'timeUp',
      'timeUpOrAllAnswered',
      'timeUpOrButton',
    ]);
  });

  it('gives the results the auto-advance delay when the host chose it, never after the last question', () => {
    const results = GAME_PHASES[HostStatus.Results];
    const autoAdvance = { ...DEFAULT_GAME_OPTIONS, autoAdvanceSeconds: 10 };
    expect(results.duration(question, { options: autoAdvance, lastQuestion: false })).toBe(10_000);
    expect(
      results.duration(question, {
        options: { ...autoAdvance, autoAdvanceSeconds: 60 },
        lastQuestion: false,
      }),
    ).toBe(60_000);
    expect(results.duration(question, { options: autoAdvance, lastQuestion: true })).toBe(0);
    expect(results.duration(question, { options: DEFAULT_GAME_OPTIONS, lastQuestion: false })).toBe(0);
    // No other phase's length depends on the options.
    for (const status of statuses.filter((status) => status !== HostStatus.Results)) {
      expect(GAME_PHASES[status].duration(question, { options: autoAdvance, lastQuestion: false })).toBe(
        GAME_PHASES[status].duration(question, pacing),
      );
    }
  });

  it('plays the lobby music, the game music, quiet after a question, and the end music on the final leaderboard', () => {
    expect(statuses.map((status) => musicOf(status, false))).toEqual([
      'lobby',
      'play',
      'play',
      'play',
      'quiet',
    ]);
    expect(musicOf(HostStatus.Results, true)).toBe('end');
  });
});

describe('progressOf and phaseAt', () => {
  it('counts lobby 0, quiz intro 1, then intro, open and results of each question', () => {
    expect(progressOf(HostStatus.Lobby, 0)).toBe(0);
    expect(progressOf(HostStatus.QuizIntro, 0)).toBe(1);
    expect(progressOf(HostStatus.QuestionIntro, 0)).toBe(2);
    expect(progressOf(HostStatus.QuestionOpen, 0)).toBe(3);
    expect(progressOf(HostStatus.Results, 0)).toBe(4);
    expect(progressOf(HostStatus.QuestionIntro, 1)).toBe(5);
    expect(progressOf(HostStatus.Results, 499)).toBe(1501);
  });

  it('finds the phase of every progress again', () => {
    for (let progress = 0; progress < 40; progress += 1) {
      const { status, questionNumber } = phaseAt(progress);
      expect(progressOf(status, questionNumber)).toBe(progress);
    }
    expect(phaseAt(1501)).toEqual({ status: HostStatus.Results, questionNumber: 499 });
  });
});
