import { describe, expect, it } from 'vitest';
import {
  QUESTION_INTRO_BASE_MS,
  QUESTION_INTRO_MS_PER_TITLE_CHARACTER,
  QUIZ_INTRO_MS,
} from '../common/constants';
import { quizOfEveryType } from '../fixtures/quizzes';
import { HostStatus, PlayerMode, type GameQuestion } from './game';
import {
  entryBy,
  GAME_PHASES,
  musicOf,
  PHASE_NAMES,
  phaseAt,
  phaseOfMode,
  phaseOfStatus,
  progressOf,
  type HostStepKind,
} from './gamePhases';
import { DEFAULT_GAME_OPTIONS, type ExtraTimeFactor } from './gameOptions';
import { gameQuizFor } from './gameSetup';

const question = gameQuizFor('q', quizOfEveryType(), () => 0).questions[0] as GameQuestion;
const phases = PHASE_NAMES;
/** The spec's game, on a question that is not the last. */
const pacing = { options: DEFAULT_GAME_OPTIONS, lastQuestion: false };

describe('the phase table (SPEC §4)', () => {
  it('shows players the mode of each host status', () => {
    expect(phases).toEqual(['lobby', 'quizIntro', 'questionIntro', 'questionOpen', 'results']);
    expect(phases.map((phase) => GAME_PHASES[phase].stored.status)).toEqual(Object.values(HostStatus));
    expect(phases.map((phase) => GAME_PHASES[phase].stored.mode)).toEqual([
      PlayerMode.Waiting,
      PlayerMode.WaitingForStart,
      PlayerMode.QuestionIntro,
      PlayerMode.Answering,
      PlayerMode.Result,
    ]);
  });

  it('names the phase of each stored host status and player mode', () => {
    for (const phase of phases) {
      expect(phaseOfStatus(GAME_PHASES[phase].stored.status)).toBe(phase);
      expect(phaseOfMode(GAME_PHASES[phase].stored.mode)).toBe(phase);
    }
    expect(phaseOfStatus(HostStatus.QuestionOpen)).toBe('questionOpen');
    expect(phaseOfMode(PlayerMode.Answering)).toBe('questionOpen');
    // The phone's own modes are no phase's.
    expect(phaseOfMode(PlayerMode.JoinForm)).toBeUndefined();
    expect(phaseOfMode(PlayerMode.Submitted)).toBeUndefined();
    expect(() => phaseOfStatus(9 as HostStatus)).toThrow('No phase is stored as host game status 9');
  });

  it('times the quiz intro at 5000 ms, a question intro at 3000 ms + 20 ms per title character, a question at its limit', () => {
    expect(GAME_PHASES.quizIntro.duration(question, pacing)).toBe(QUIZ_INTRO_MS);
    expect(QUIZ_INTRO_MS).toBe(5000);
    expect(GAME_PHASES.questionIntro.duration(question, pacing)).toBe(
      QUESTION_INTRO_BASE_MS + QUESTION_INTRO_MS_PER_TITLE_CHARACTER * question.title.length,
    );
    expect([QUESTION_INTRO_BASE_MS, QUESTION_INTRO_MS_PER_TITLE_CHARACTER]).toEqual([3000, 20]);
    expect(GAME_PHASES.questionOpen.duration({ ...question, timeLimit: 45 }, pacing)).toBe(45_000);
    expect(GAME_PHASES.lobby.duration(question, pacing)).toBe(0);
    expect(GAME_PHASES.results.duration(question, pacing)).toBe(0);
  });

  it('opens a question for its time limit × 1.5 or × 2 with extra time, and no other phase longer', () => {
    const open = GAME_PHASES.questionOpen;
    const withExtraTime = (extraTime: ExtraTimeFactor) => ({
      options: { ...DEFAULT_GAME_OPTIONS, extraTime },
      lastQuestion: false,
    });
    expect(open.duration({ ...question, timeLimit: 20 }, withExtraTime(1.5))).toBe(30_000);
    expect(open.duration({ ...question, timeLimit: 45 }, withExtraTime(1.5))).toBe(67_500);
    expect(open.duration({ ...question, timeLimit: 45 }, withExtraTime(2))).toBe(90_000);
    // No time limit stays none: the question is open until the host ends it.
    expect(open.duration({ ...question, timeLimit: 0 }, withExtraTime(2))).toBe(0);
    for (const phase of phases.filter((phase) => phase !== 'questionOpen')) {
      expect(GAME_PHASES[phase].duration(question, withExtraTime(2))).toBe(
        GAME_PHASES[phase].duration(question, pacing),
      );
    }
  });

  it('leaves each phase by the step that enters the next one', () => {
    for (const phase of phases) {
      const next = phaseAt(progressOf(phase, 0) + 1).phase;
      expect(entryBy(GAME_PHASES[phase].exit.step).phase, phase).toBe(next);
    }
  });

  it('enters each phase but the lobby by one host step, and every step enters one phase', () => {
    const steps: HostStepKind[] = ['startPlaying', 'introQuestion', 'startQuestion', 'endQuestion'];
    expect(steps.map((step) => entryBy(step).phase)).toEqual(phases.slice(1));
    expect(phases.map((phase) => GAME_PHASES[phase].entry?.step ?? null)).toEqual([null, ...steps]);
    expect(() => entryBy('startGame' as HostStepKind)).toThrow('No phase is entered by startGame');
  });

  it('moves on by itself after the intros and the open question, by the host’s button from the lobby, and from the results unless they are timed (auto-advance)', () => {
    expect(phases.map((phase) => GAME_PHASES[phase].exit.when)).toEqual([
      'button',
      'timeUp',
      'timeUp',
      'timeUpOrAllAnswered',
      'timeUpOrButton',
    ]);
  });

  it('gives the results the auto-advance delay when the host chose it, never after the last question', () => {
    const results = GAME_PHASES.results;
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
    for (const phase of phases.filter((phase) => phase !== 'results')) {
      expect(GAME_PHASES[phase].duration(question, { options: autoAdvance, lastQuestion: false })).toBe(
        GAME_PHASES[phase].duration(question, pacing),
      );
    }
  });

  it('plays the lobby music, the game music, quiet after a question, and the end music on the final leaderboard', () => {
    expect(phases.map((phase) => musicOf(phase, false))).toEqual(['lobby', 'play', 'play', 'play', 'quiet']);
    expect(musicOf('results', true)).toBe('end');
  });
});

describe('progressOf and phaseAt', () => {
  it('counts lobby 0, quiz intro 1, then intro, open and results of each question', () => {
    expect(progressOf('lobby', 0)).toBe(0);
    expect(progressOf('quizIntro', 0)).toBe(1);
    expect(progressOf('questionIntro', 0)).toBe(2);
    expect(progressOf('questionOpen', 0)).toBe(3);
    expect(progressOf('results', 0)).toBe(4);
    expect(progressOf('questionIntro', 1)).toBe(5);
    expect(progressOf('results', 499)).toBe(1501);
  });

  it('finds the phase of every progress again', () => {
    for (let progress = 0; progress < 40; progress += 1) {
      const { phase, questionNumber } = phaseAt(progress);
      expect(progressOf(phase, questionNumber)).toBe(progress);
    }
    expect(phaseAt(1501)).toEqual({ phase: 'results', questionNumber: 499 });
  });
});
