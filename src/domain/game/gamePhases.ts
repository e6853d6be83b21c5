// The phases of a live game (SPEC §4), declared once: what players see in each, how long it lasts, what
// moves the game on and what the host's music does. The engine (gameEngine.ts), the host's own timers
// (features/host/hostFlow.ts) and the player's screen (features/play/playerScreen.ts) all read this
// table, so a new phase is one new row here, and tsc names every place that must then handle it.
import { QUIZ_INTRO_MS } from '../common/constants';
import { HostStatus, PlayerMode, type GameQuestion } from './game';
import type { GameOptions } from './gameOptions';
import { answerTimeMs, questionIntroMs } from './timing';

/** The host steps (SPEC §7's callables), each of which enters one phase. */
export type HostStepKind = 'startPlaying' | 'introQuestion' | 'startQuestion' | 'endQuestion';

/** The music of a moment of the game (SPEC §2, §4): the lobby's, the game's, quiet, or the end's. */
export type HostMusicCue = 'lobby' | 'play' | 'quiet' | 'end';

/**
 * What moves the game out of a phase: the host's screen by itself once the phase's time is up
 * ('timeUp'; for an open question, also as soon as every player has answered), or the host's button
 * ('button'; 'timeUpOrButton': also by itself when the phase has a duration, as the results do with
 * auto-advance).
 */
export type PhaseExit =
  | { step: HostStepKind; when: 'timeUp' }
  | { step: HostStepKind; when: 'timeUpOrAllAnswered' }
  | { step: HostStepKind; when: 'timeUpOrButton' }
  | { step: HostStepKind; when: 'button' };

/** What a phase's length depends on besides its question: the host's options, and whether the question is the last. */
export interface PhasePacing {
  options: GameOptions;
  lastQuestion: boolean;
}

export interface GamePhase {
  /** How the phase is named in messages ("the quiz intro is showing"). */
  name: string;
  /** What every player's screen shows meanwhile. */
  playerMode: PlayerMode;
  /** How long the phase lasts in ms, for the question it concerns; 0 until the host moves on. */
  duration: (question: GameQuestion, pacing: PhasePacing) => number;
  /** What moves the game on; on the last question's results, nothing does. */
  exit: PhaseExit;
  /** The host's music. */
  music: HostMusicCue;
  /** Where the phase falls in the game: once, or once for every question, at this place in its cycle. */
  place: { once: number } | { perQuestion: number };
}

const untilTheHostMovesOn = () => 0;

/** SPEC §4, phase by phase (HostStatus is SPEC's "host game status"). */
export const GAME_PHASES: Readonly<Record<HostStatus, GamePhase>> = {
  [HostStatus.Lobby]: {
    name: 'the lobby',
    playerMode: PlayerMode.Waiting,
    duration: untilTheHostMovesOn,
    exit: { step: 'startPlaying', when: 'button' },
    music: 'lobby',
    place: { once: 0 },
  },
  [HostStatus.QuizIntro]: {
    name: 'the quiz intro',
    playerMode: PlayerMode.WaitingForStart,
    duration: () => QUIZ_INTRO_MS,
    exit: { step: 'introQuestion', when: 'timeUp' },
    music: 'play',
    place: { once: 1 },
  },
  [HostStatus.QuestionIntro]: {
    name: 'the question intro',
    playerMode: PlayerMode.QuestionIntro,
    duration: (question) => questionIntroMs(question.title),
    exit: { step: 'startQuestion', when: 'timeUp' },
    music: 'play',
    place: { perQuestion: 0 },
  },
  [HostStatus.QuestionOpen]: {
    name: 'the open question',
    playerMode: PlayerMode.Answering,
    // The time limit, times the game's extra time.
    duration: (question, { options }) => answerTimeMs(question.timeLimit, options.extraTime),
    exit: { step: 'endQuestion', when: 'timeUpOrAllAnswered' },
    music: 'play',
    place: { perQuestion: 1 },
  },
  [HostStatus.Results]: {
    name: 'the results',
    playerMode: PlayerMode.Result,
    // Auto-advance (GameOptions.autoAdvanceSeconds): the next question's intro comes by itself; never
    // after the final leaderboard.
    duration: (_question, { options, lastQuestion }) =>
      lastQuestion || options.autoAdvanceSeconds === null ? 0 : options.autoAdvanceSeconds * 1000,
    // Continue: the next question's intro.
    exit: { step: 'introQuestion', when: 'timeUpOrButton' },
    // Faded from a question's end; the final leaderboard has the end music (musicOf).
    music: 'quiet',
    place: { perQuestion: 2 },
  },
};

/** The phase each host step enters. */
export const PHASE_ENTERED_BY: Readonly<Record<HostStepKind, HostStatus>> = {
  startPlaying: HostStatus.QuizIntro,
  introQuestion: HostStatus.QuestionIntro,
  startQuestion: HostStatus.QuestionOpen,
  endQuestion: HostStatus.Results,
};

/** Phases that come once per game, before the questions. */
const PHASES_BEFORE_QUESTIONS = Object.values(GAME_PHASES).filter((phase) => 'once' in phase.place).length;
/** Phases each question goes through. */
const PHASES_PER_QUESTION = Object.values(GAME_PHASES).filter((phase) => 'perQuestion' in phase.place).length;

const STATUSES = Object.keys(GAME_PHASES).map(Number) as HostStatus[];

/**
 * How far a game has gone, as one number that every host step raises by exactly one: lobby 0, quiz
 * intro 1, then each question's intro, open question and results.
 */
export function progressOf(status: HostStatus, questionNumber: number): number {
  const { place } = GAME_PHASES[status];
  return 'once' in place
    ? place.once
    : PHASES_BEFORE_QUESTIONS + PHASES_PER_QUESTION * questionNumber + place.perQuestion;
}

/** The phase and question at a progress (the inverse of progressOf). */
export function phaseAt(progress: number): { status: HostStatus; questionNumber: number } {
  if (progress < PHASES_BEFORE_QUESTIONS) {
    const status = STATUSES.find((candidate) => progressOf(candidate, 0) === progress);
    if (status !== undefined) return { status, questionNumber: 0 };
  }
  const sinceQuestions = progress - PHASES_BEFORE_QUESTIONS;
  const questionNumber = Math.floor(sinceQuestions / PHASES_PER_QUESTION);
  const status = STATUSES.find((candidate) => progressOf(candidate, questionNumber) === progress);
  if (status === undefined) throw new Error(`No phase at progress ${progress}`);
  return { status, questionNumber };
}

/** The player mode of each phase (SPEC §4), as sharedInfo carries it. */
export const playerModeOf = (status: HostStatus): PlayerMode => GAME_PHASES[status].playerMode;

/** The host's music in a phase; the final leaderboard, once it shows, has the end music. */
export function musicOf(status: HostStatus, finalLeaderboardShowing: boolean): HostMusicCue {
  return status === HostStatus.Results && finalLeaderboardShowing ? 'end' : GAME_PHASES[status].music;
}
