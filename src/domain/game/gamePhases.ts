// The phases of a live game (SPEC §4), declared once, a row each: the phase's one name, the values the
// database stores for it, how long it lasts, what moves the game on, the host's music, where it falls in
// the game, and the host step that enters it with what that step writes (like boardgame.io's onBegin).
// The engine (gameEngine.ts), the host's screen and timers (features/host/hostFlow.ts) and the player's
// screen (features/play/playerScreen.ts) all go by the phase's name and read this table, so a new phase
// is one new row here, and tsc names every place that must then handle it.
import { QUIZ_INTRO_MS } from '../common/constants';
import type { Question } from '../quiz/question';
import { kindOf } from '../quiz/questionKinds';
import {
  HostStatus,
  PlayerMode,
  type GameQuestion,
  type LeaderboardEntry,
  type QuestionResults,
} from './game';
import type { GameOptions } from './gameOptions';
import { optionTextsOnDevices, questionOnDevices } from './questionsOnDevices';
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

/** How the database stores a phase (SPEC §4): hostInfo's host game status, sharedInfo's player mode. */
export interface StoredPhase {
  status: HostStatus;
  mode: PlayerMode;
}

/** Writes of a step, each an update of paths relative to one node of games/{id}. */
export interface NodeChanges {
  /** '' for games/{id} itself. */
  under: '' | 'hostInfo' | 'sharedInfo';
  changes: Record<string, unknown>;
}

/** What an ended question's scoring puts before the host and the players (questionScoring.ts). */
export interface ScoredQuestion {
  results: QuestionResults;
  leaderboard: LeaderboardEntry[];
}

/** What a step's writes are made from, as the functions read it. */
export interface PhaseContext {
  /** When the step was claimed (server time, ms): its phase begins then. */
  at: number;
  /** The question the step concerns. */
  question: GameQuestion;
  totalQuestions: number;
  /** How long after a question's limit an answer may still arrive (ms). */
  graceMs: number;
  /** The host's options (the open question's extra time, the results' auto-advance, questions on devices). */
  options: GameOptions;
}

/** What a phase's entry writes are derived from: the step's context, and the phase's own row. */
export interface PhaseEntering extends PhaseContext {
  /** The question the step concerns, in play order. */
  questionNumber: number;
  /** How long the phase lasts for this question (its row's duration), in ms; 0 until the host moves on. */
  duration: number;
  stored: StoredPhase;
  /** The ended question's scoring: the results' entry needs it. */
  scored: ScoredQuestion | undefined;
}

/** The host step that enters a phase, and what it writes there. */
export interface PhaseEntry {
  step: HostStepKind;
  /** The step in messages, for the question it concerns: "Opening question 2". */
  describe: (question: string) => string;
  /**
   * What the host and the players see change: hostInfo's phase, and sharedInfo's children that change
   * (only those, so each player is sent only what is new).
   */
  enter: (entering: PhaseEntering) => NodeChanges[];
}

export interface GamePhase {
  stored: StoredPhase;
  /** Where a game in the phase is, in messages, for its question: "question 2 is open". */
  describe: (question: string) => string;
  /** How long the phase lasts in ms, for the question it concerns; 0 until the host moves on. */
  duration: (question: GameQuestion, pacing: PhasePacing) => number;
  /** What moves the game on; on the last question's results, nothing does. */
  exit: PhaseExit;
  /** The host's music. */
  music: HostMusicCue;
  /** Where the phase falls in the game: once, or once for every question, at this place in its cycle. */
  place: { once: number } | { perQuestion: number };
  /** The step that enters the phase; null for the lobby, in which startGame makes the game (gameSetup.ts). */
  entry: PhaseEntry | null;
}

/** How many options a player's answer screen shows for the question (0 for open-ended). */
export function optionCount(question: Question): number {
  return kindOf(question).optionCount(question);
}

/**
 * The entry of a phase that begins the game or a question: hostInfo's and sharedInfo's gameStatus
 * written whole, so that nothing of the last question stays (its results, explanation and texts, the
 * final flag, a pause); `info` adds to what the players are told.
 */
function beginning(entering: PhaseEntering, info: Record<string, unknown> = {}): NodeChanges[] {
  const { stored, questionNumber, at: time, duration, question } = entering;
  return [
    { under: 'hostInfo', changes: { status: stored.status, gameStatus: { questionNumber, time, duration } } },
    {
      under: 'sharedInfo',
      changes: {
        gameStatus: {
          mode: stored.mode,
          info: {
            questionNumber,
            time,
            duration,
            questionType: question.questionType,
            options: optionCount(question),
            ...info,
          },
        },
      },
    },
  ];
}

/**
 * The entry of a question's next phase: the phase, its time and length, and `host` and `shared` (paths
 * under hostInfo and sharedInfo). The phase begins running: a pause of the phase before ends with it
 * (pausing.ts).
 */
function continuing(
  entering: PhaseEntering,
  host: Record<string, unknown>,
  shared: Record<string, unknown>,
): NodeChanges[] {
  const { stored, at, duration } = entering;
  return [
    {
      under: 'hostInfo',
      changes: {
        status: stored.status,
        'gameStatus/time': at,
        'gameStatus/duration': duration,
        ...host,
        'gameStatus/pausedAt': null,
        'gameStatus/pausedMs': null,
      },
    },
    {
      under: 'sharedInfo',
      changes: {
        'gameStatus/mode': stored.mode,
        'gameStatus/info/time': at,
        'gameStatus/info/duration': duration,
        ...shared,
        'gameStatus/info/pausedAt': null,
        'gameStatus/info/pausedMs': null,
      },
    },
  ];
}

const untilTheHostMovesOn = () => 0;

/** SPEC §4, phase by phase, in the order a game goes through them. */
const PHASES = {
  lobby: {
    stored: { status: HostStatus.Lobby, mode: PlayerMode.Waiting },
    describe: () => 'the game is in its lobby',
    duration: untilTheHostMovesOn,
    exit: { step: 'startPlaying', when: 'button' },
    music: 'lobby',
    place: { once: 0 },
    entry: null,
  },
  quizIntro: {
    stored: { status: HostStatus.QuizIntro, mode: PlayerMode.WaitingForStart },
    describe: () => 'the quiz intro is showing',
    duration: () => QUIZ_INTRO_MS,
    exit: { step: 'introQuestion', when: 'timeUp' },
    music: 'play',
    place: { once: 1 },
    entry: {
      step: 'startPlaying',
      describe: () => 'Starting the game',
      enter: (entering) => beginning(entering),
    },
  },
  questionIntro: {
    stored: { status: HostStatus.QuestionIntro, mode: PlayerMode.QuestionIntro },
    describe: (question) => `${question} is being introduced`,
    duration: (question) => questionIntroMs(question.title),
    exit: { step: 'startQuestion', when: 'timeUp' },
    music: 'play',
    place: { perQuestion: 0 },
    entry: {
      step: 'introQuestion',
      describe: (question) => `Introducing ${question}`,
      // The last question's answers and Submissions go. "Show questions on devices": the title and
      // description, as the big screen shows them now; off, nothing.
      enter: (entering) => [
        { under: '', changes: { answers: null, submitted: null } },
        ...beginning(
          entering,
          entering.options.questionsOnDevices ? { question: questionOnDevices(entering.question) } : {},
        ),
      ],
    },
  },
  questionOpen: {
    stored: { status: HostStatus.QuestionOpen, mode: PlayerMode.Answering },
    describe: (question) => `${question} is open`,
    // The time limit, times the game's extra time.
    duration: (question, { options }) => answerTimeMs(question.timeLimit, options.extraTime),
    exit: { step: 'endQuestion', when: 'timeUpOrAllAnswered' },
    music: 'play',
    place: { perQuestion: 1 },
    entry: {
      step: 'startQuestion',
      describe: (question) => `Opening ${question}`,
      // The grace for answers on their way. "Show questions on devices": the options' texts, as the big
      // screen shows them now.
      enter: (entering) => {
        const optionTexts = entering.options.questionsOnDevices
          ? optionTextsOnDevices(entering.question)
          : [];
        return continuing(
          entering,
          { 'gameStatus/grace': entering.graceMs },
          optionTexts.length > 0 ? { 'gameStatus/info/question/options': optionTexts } : {},
        );
      },
    },
  },
  results: {
    stored: { status: HostStatus.Results, mode: PlayerMode.Result },
    describe: (question) => `${question}'s results are showing`,
    // Auto-advance (GameOptions.autoAdvanceSeconds): the next question's intro comes by itself; never
    // after the final leaderboard.
    duration: (_question, { options, lastQuestion }) =>
      lastQuestion || options.autoAdvanceSeconds === null ? 0 : options.autoAdvanceSeconds * 1000,
    // Continue: the next question's intro.
    exit: { step: 'introQuestion', when: 'timeUpOrButton' },
    // Faded from a question's end; the final leaderboard has the end music (musicOf).
    music: 'quiet',
    place: { perQuestion: 2 },
    entry: {
      step: 'endQuestion',
      describe: (question) => `Ending ${question}`,
      // The results for the host, the top five for the players; the last question's results end the game.
      enter: (entering) => {
        const { scored, question, at } = entering;
        if (scored === undefined) throw new Error('endQuestion needs its scoring');
        const isLast = entering.questionNumber === entering.totalQuestions - 1;
        return continuing(
          entering,
          { 'gameStatus/results': scored.results, ...(isLast && { endedAt: at }) },
          {
            leaderboard: scored.leaderboard,
            // Phones do not read the quiz: the explanation comes with the results (the next intro's info has none).
            ...(question.explanation !== undefined && {
              'gameStatus/info/explanation': question.explanation,
            }),
            ...(isLast && { 'gameStatus/final': true }),
          },
        );
      },
    },
  },
} satisfies Record<string, GamePhase>;

/** A phase's one name, in the engine, on the host's screen and on the player's. */
export type PhaseName = keyof typeof PHASES;

export const GAME_PHASES: Readonly<Record<PhaseName, GamePhase>> = PHASES;

/** The phases in the order a game goes through them. */
export const PHASE_NAMES = Object.keys(GAME_PHASES) as PhaseName[];

/** The phase stored as host game status `status` (hostInfo.status). */
export function phaseOfStatus(status: HostStatus): PhaseName {
  const phase = PHASE_NAMES.find((name) => GAME_PHASES[name].stored.status === status);
  if (phase === undefined) throw new Error(`No phase is stored as host game status ${status}`);
  return phase;
}

/** The phase stored as player mode `mode` (sharedInfo's gameStatus.mode); none for a mode no phase stores. */
export const phaseOfMode = (mode: PlayerMode): PhaseName | undefined =>
  PHASE_NAMES.find((name) => GAME_PHASES[name].stored.mode === mode);

/** The phase a host step enters, and its entry. */
export function entryBy(step: HostStepKind): { phase: PhaseName; entry: PhaseEntry } {
  for (const phase of PHASE_NAMES) {
    const { entry } = GAME_PHASES[phase];
    if (entry?.step === step) return { phase, entry };
  }
  throw new Error(`No phase is entered by ${step}`);
}

/** Phases that come once per game, before the questions. */
const PHASES_BEFORE_QUESTIONS = PHASE_NAMES.filter((name) => 'once' in GAME_PHASES[name].place).length;
/** Phases each question goes through. */
const PHASES_PER_QUESTION = PHASE_NAMES.filter((name) => 'perQuestion' in GAME_PHASES[name].place).length;

/**
 * How far a game has gone, as one number that every host step raises by exactly one: lobby 0, quiz
 * intro 1, then each question's intro, open question and results.
 */
export function progressOf(phase: PhaseName, questionNumber: number): number {
  const { place } = GAME_PHASES[phase];
  return 'once' in place
    ? place.once
    : PHASES_BEFORE_QUESTIONS + PHASES_PER_QUESTION * questionNumber + place.perQuestion;
}

/** The phase and question at a progress (the inverse of progressOf). */
export function phaseAt(progress: number): { phase: PhaseName; questionNumber: number } {
  const questionNumber =
    progress < PHASES_BEFORE_QUESTIONS
      ? 0
      : Math.floor((progress - PHASES_BEFORE_QUESTIONS) / PHASES_PER_QUESTION);
  const phase = PHASE_NAMES.find((candidate) => progressOf(candidate, questionNumber) === progress);
  if (phase === undefined) throw new Error(`No phase at progress ${progress}`);
  return { phase, questionNumber };
}

/** The host's music in a phase; the final leaderboard, once it shows, has the end music. */
export function musicOf(phase: PhaseName, finalLeaderboardShowing: boolean): HostMusicCue {
  return phase === 'results' && finalLeaderboardShowing ? 'end' : GAME_PHASES[phase].music;
}
