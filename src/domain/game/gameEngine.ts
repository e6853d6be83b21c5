// The live game's host steps (SPEC §4): lobby → quiz intro → for each question: intro → open → results,
// the last results being the final leaderboard. The phases themselves are declared in gamePhases.ts; this
// says which step may happen now (claimFor) and what each step writes (phaseChanges), as pure functions.
//
// No step transacts on the game, which grows with its players. A step is claimed with a transaction on
// games/{id}/progress, a few fields that host steps alone write (GameProgress), then its writes are made,
// then it is marked completed. Every step names the question it is for, and the game's progress is one
// number that only grows: a step at or behind what has been completed succeeds without a change (a retry,
// the host's backup timer), the next step is claimed, any other is refused. A step claimed but never
// completed (its call crashed, or hangs) is completed by the next call that asks for it or for the step
// after it, once the claiming call's lease has run out; its writes are derived from data that no longer
// changes (the claim's own time, the closed answers, the previous question's totals), so making them
// again writes the same values.
import {
  HostStatus,
  type GameProgress,
  type GameQuestion,
  type LeaderboardEntry,
  type PlayerView,
  type QuestionResults,
  type ServerTime,
} from './game';
import {
  GAME_PHASES,
  PHASE_ENTERED_BY,
  phaseAt,
  playerModeOf,
  progressOf,
  type HostStepKind,
} from './gamePhases';
import type { GameOptions } from './gameOptions';
import { optionCount } from './gameSetup';
import { optionTextsOnDevices, questionOnDevices } from './questionsOnDevices';
import { gameMessages } from '../common/messages';
import { gamePaths } from '../common/paths';

export type HostStep =
  | { kind: 'startPlaying' }
  | { kind: 'introQuestion'; questionNumber: number }
  | { kind: 'startQuestion'; questionNumber: number }
  | { kind: 'endQuestion'; questionNumber: number };

/**
 * A step as a callable receives it: SPEC §7's startQuestion and endQuestion payloads name no question,
 * which then means the current one (Loqi's host always names it).
 */
export type RequestedStep =
  | { kind: 'startPlaying' }
  | { kind: 'introQuestion'; questionNumber: number }
  | { kind: 'startQuestion' | 'endQuestion'; questionNumber: number | undefined };

/** The question a step concerns (starting to play concerns the first). */
export const questionOfStep = (step: HostStep): number =>
  step.kind === 'startPlaying' ? 0 : step.questionNumber;

/** The game's progress once `step` has happened. */
export const progressAfter = (step: HostStep): number =>
  progressOf(PHASE_ENTERED_BY[step.kind], questionOfStep(step));

/** The step that brings the game to `progress`. */
export function stepTo(progress: number): HostStep {
  const { status, questionNumber } = phaseAt(progress);
  const kind = (Object.keys(PHASE_ENTERED_BY) as HostStepKind[]).find(
    (candidate) => PHASE_ENTERED_BY[candidate] === status,
  );
  if (kind === undefined) throw new Error(`No step enters ${GAME_PHASES[status].name}`);
  return kind === 'startPlaying' ? { kind } : { kind, questionNumber };
}

/** The progress of the final leaderboard: after it, the game is over. */
export const finalProgress = (totalQuestions: number): number =>
  progressOf(HostStatus.Results, totalQuestions - 1);

const ordinal = (questionNumber: number) => `question ${questionNumber + 1}`;

function describeStep(step: HostStep): string {
  switch (step.kind) {
    case 'startPlaying':
      return 'Starting the game';
    case 'introQuestion':
      return `Introducing ${ordinal(step.questionNumber)}`;
    case 'startQuestion':
      return `Opening ${ordinal(step.questionNumber)}`;
    case 'endQuestion':
      return `Ending ${ordinal(step.questionNumber)}`;
  }
}

/** Where a game at `progress` is, in words: "question 2 is open". */
function describeProgress(progress: number, totalQuestions: number): string {
  if (progress >= finalProgress(totalQuestions)) return 'the game is over';
  const { status, questionNumber } = phaseAt(progress);
  const current = ordinal(questionNumber);
  switch (status) {
    case HostStatus.Lobby:
      return 'the game is in its lobby';
    case HostStatus.QuizIntro:
      return 'the quiz intro is showing';
    case HostStatus.QuestionIntro:
      return `${current} is being introduced`;
    case HostStatus.QuestionOpen:
      return `${current} is open`;
    case HostStatus.Results:
      return `${current}'s results are showing`;
  }
}

/** Who asks for a step, and the lease a claim gives them. */
export interface ClaimContext {
  uid: string;
  /** Names this call, in the lease. */
  attempt: string;
  /** The functions' clock, ms: leases are measured on it. */
  now: number;
  /** How long a claim keeps other calls off the step it claims. */
  leaseMs: number;
}

/** What a call asking for a step should do, given the game's progress. */
export type Claim =
  | { kind: 'notFound' }
  | { kind: 'notHost' }
  | { kind: 'refused'; reason: string }
  /** The step has happened: nothing to do. */
  | { kind: 'done' }
  /** Another call is making the step, or the one before it, until `until` (the functions' clock). */
  | { kind: 'busy'; until: number }
  /**
   * Write `progress` (in the transaction), then make `step`'s writes: the step asked for, or the one
   * before it, which a call left unfinished. `target` is the progress the step asked for brings.
   */
  | { kind: 'claim'; step: HostStep; target: number; progress: GameProgress<number | ServerTime> };

/**
 * Decides a call's claim on `requested` from the game's progress (null when there is no game). `now`
 * is the time a new claim writes: the server's, as SERVER_TIME.
 */
export function claimFor(
  current: GameProgress | null,
  requested: RequestedStep,
  context: ClaimContext,
  now: number | ServerTime,
): Claim {
  if (current === null) return { kind: 'notFound' };
  if (current.host !== context.uid) return { kind: 'notHost' };
  const step: HostStep =
    requested.kind === 'startPlaying' || requested.questionNumber !== undefined
      ? (requested as HostStep)
      : { kind: requested.kind, questionNumber: phaseAt(current.claimed).questionNumber };
  const target = progressAfter(step);
  if (target <= current.completed) return { kind: 'done' };
  if (questionOfStep(step) >= current.totalQuestions) {
    return {
      kind: 'refused',
      reason: gameMessages.noSuchQuestion(questionOfStep(step), current.totalQuestions),
    };
  }
  const worker = { id: context.attempt, until: context.now + context.leaseMs };
  const unfinished = current.claimed > current.completed;
  // A pause being written (pausing.ts) holds the game as a step does: its writes land in this phase.
  if (
    !unfinished &&
    current.worker &&
    current.worker.until > context.now &&
    current.worker.id !== context.attempt
  ) {
    return { kind: 'busy', until: current.worker.until };
  }
  if (unfinished && (target === current.claimed || target === current.claimed + 1)) {
    if (current.worker && current.worker.until > context.now && current.worker.id !== context.attempt) {
      return { kind: 'busy', until: current.worker.until };
    }
    return { kind: 'claim', step: stepTo(current.claimed), target, progress: { ...current, worker } };
  }
  if (unfinished || target !== current.claimed + 1) {
    return {
      kind: 'refused',
      reason: gameMessages.outOfTurn(
        describeStep(step),
        describeProgress(current.claimed, current.totalQuestions),
      ),
    };
  }
  return {
    kind: 'claim',
    step,
    target,
    progress: { ...current, claimed: target, claimedAt: now, worker },
  };
}

/** The progress once the claimed step's writes are all made. */
export function completedProgress(progress: GameProgress): GameProgress {
  const { worker: _done, ...rest } = progress;
  return { ...rest, completed: progress.claimed };
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

/**
 * What the host and the players see change when `step` happens: hostInfo's phase, and sharedInfo's
 * children that change (only those, so each player is sent only what is new). An intro also forgets the
 * last question's answers, Submissions and results. endQuestion's changes need its scoring.
 */
export function phaseChanges(step: HostStep, context: PhaseContext, scored?: ScoredQuestion): NodeChanges[] {
  const { at, question, totalQuestions, graceMs, options } = context;
  const status = PHASE_ENTERED_BY[step.kind];
  const questionNumber = questionOfStep(step);
  const duration = GAME_PHASES[status].duration(question, {
    options,
    lastQuestion: questionNumber === totalQuestions - 1,
  });
  // A step's phase begins running: a pause of the phase before it ends with it (pausing.ts).
  const unpausedHost = { 'gameStatus/pausedAt': null, 'gameStatus/pausedMs': null };
  const unpausedShared = { 'gameStatus/info/pausedAt': null, 'gameStatus/info/pausedMs': null };
  const mode = playerModeOf(status);
  // "Show questions on devices": each phase sends the texts the big screen shows in it; off, nothing.
  const onDevices = options.questionsOnDevices;
  switch (step.kind) {
    case 'startPlaying':
    case 'introQuestion':
      return [
        ...(step.kind === 'introQuestion'
          ? [{ under: '' as const, changes: { answers: null, submitted: null } }]
          : []),
        { under: 'hostInfo', changes: { status, gameStatus: { questionNumber, time: at, duration } } },
        {
          under: 'sharedInfo',
          changes: {
            gameStatus: {
              mode,
              info: {
                questionNumber,
                time: at,
                duration,
                questionType: question.questionType,
                options: optionCount(question),
                ...(onDevices && step.kind === 'introQuestion' && { question: questionOnDevices(question) }),
              },
            },
          },
        },
      ];
    case 'startQuestion': {
      const optionTexts = onDevices ? optionTextsOnDevices(question) : [];
      return [
        {
          under: 'hostInfo',
          changes: {
            status,
            'gameStatus/time': at,
            'gameStatus/duration': duration,
            'gameStatus/grace': graceMs,
            ...unpausedHost,
          },
        },
        {
          under: 'sharedInfo',
          changes: {
            'gameStatus/mode': mode,
            'gameStatus/info/time': at,
            'gameStatus/info/duration': duration,
            ...(optionTexts.length > 0 && { 'gameStatus/info/question/options': optionTexts }),
            ...unpausedShared,
          },
        },
      ];
    }
    case 'endQuestion': {
      if (scored === undefined) throw new Error('endQuestion needs its scoring');
      const isLast = questionNumber === totalQuestions - 1;
      return [
        {
          under: 'hostInfo',
          changes: {
            status,
            'gameStatus/time': at,
            'gameStatus/duration': duration,
            'gameStatus/results': scored.results,
            ...unpausedHost,
            ...(isLast && { endedAt: at }),
          },
        },
        {
          under: 'sharedInfo',
          changes: {
            leaderboard: scored.leaderboard,
            'gameStatus/mode': mode,
            'gameStatus/info/time': at,
            'gameStatus/info/duration': duration,
            // Phones do not read the quiz: the explanation comes with the results (the next intro's info has none).
            ...(question.explanation !== undefined && {
              'gameStatus/info/explanation': question.explanation,
            }),
            ...unpausedShared,
            ...(isLast && { 'gameStatus/final': true }),
          },
        },
      ];
    }
  }
}

/**
 * The writes of an ended question's scores for one batch of players (`batch` numbers it), as one update
 * from the database's root: the batch's totals, from which the next question is scored, under
 * scores/{questionNumber}/{batch}, each player's record, and, when any of them is on a streak (the answer
 * streak bonus: standing.streak), their streaks under streaks/{questionNumber}/{batch}, from which the
 * next question's are counted. Few paths (a path costs the SDK more than the data under it): one for the
 * batch's totals, one for its streaks, and one record per player.
 */
export function scoresUpdate(
  gameId: string,
  questionNumber: number,
  batch: number,
  views: ReadonlyArray<{ userID: string; view: PlayerView }>,
  secrets: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const totals: Record<string, number> = {};
  const streaks: Record<string, number> = {};
  const update: Record<string, unknown> = {};
  for (const { userID, view } of views) {
    const secret = secrets[userID];
    if (secret === undefined) continue;
    totals[userID] = view.score;
    const streak = view.standing?.streak;
    if (streak !== undefined) streaks[userID] = streak;
    update[gamePaths.player(gameId, secret)] = view;
  }
  update[`${gamePaths.scores(gameId, questionNumber)}/${batch}`] = totals;
  if (Object.keys(streaks).length > 0) {
    update[`${gamePaths.streaks(gameId, questionNumber)}/${batch}`] = streaks;
  }
  return update;
}

type Batches = Readonly<Record<string, Readonly<Record<string, number>>>> | null;

/** Every player's total after a question, from its batches (scores/{questionNumber}, as scoresUpdate writes it). */
export function totalsOf(batches: Batches): Record<string, number> {
  return Object.assign({}, ...Object.values(batches ?? {})) as Record<string, number>;
}

/** The streaks after a question (streaks/{questionNumber}, as scoresUpdate writes it): only players on one. */
export const streaksOf = totalsOf;
