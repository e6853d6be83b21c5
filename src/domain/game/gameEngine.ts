// The live game's host steps (SPEC §4): lobby → quiz intro → for each question: intro → open → results,
// the last results being the final leaderboard. The phases themselves, and what the step that enters each
// writes, are declared in gamePhases.ts; this says which step may happen now (claimFor) and looks up the
// writes of a step (phaseChanges), as pure functions.
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
import type { GameProgress, PlayerView, ServerTime } from './game';
import {
  entryBy,
  GAME_PHASES,
  phaseAt,
  progressOf,
  type HostStepKind,
  type NodeChanges,
  type PhaseContext,
  type ScoredQuestion,
} from './gamePhases';
import { gameMessages } from '../common/messages';
import { gamePaths } from '../common/paths';

/** A host step, for the question it concerns; starting to play concerns none. */
export type HostStep = {
  [Kind in HostStepKind]: Kind extends 'startPlaying'
    ? { kind: Kind }
    : { kind: Kind; questionNumber: number };
}[HostStepKind];

/**
 * A step as a callable receives it: SPEC §7's startQuestion and endQuestion payloads name no question,
 * which then means the current one (Loqi's host always names it).
 */
export type RequestedStep =
  HostStep | { kind: 'startQuestion' | 'endQuestion'; questionNumber: number | undefined };

/** The question a step concerns (starting to play concerns the first). */
export const questionOfStep = (step: HostStep): number =>
  step.kind === 'startPlaying' ? 0 : step.questionNumber;

/** The game's progress once `step` has happened. */
export const progressAfter = (step: HostStep): number =>
  progressOf(entryBy(step.kind).phase, questionOfStep(step));

/** The step that brings the game to `progress`. */
export function stepTo(progress: number): HostStep {
  const { phase, questionNumber } = phaseAt(progress);
  const { entry } = GAME_PHASES[phase];
  if (entry === null) throw new Error(`No step enters the ${phase} phase`);
  const kind = entry.step;
  return kind === 'startPlaying' ? { kind } : { kind, questionNumber };
}

/** The progress of the final leaderboard: after it, the game is over. */
export const finalProgress = (totalQuestions: number): number => progressOf('results', totalQuestions - 1);

const ordinal = (questionNumber: number) => `question ${questionNumber + 1}`;

/** A step in words: "Opening question 2". */
const describeStep = (step: HostStep): string =>
  entryBy(step.kind).entry.describe(ordinal(questionOfStep(step)));

/** Where a game at `progress` is, in words: "question 2 is open". */
function describeProgress(progress: number, totalQuestions: number): string {
  if (progress >= finalProgress(totalQuestions)) return 'the game is over';
  const { phase, questionNumber } = phaseAt(progress);
  return GAME_PHASES[phase].describe(ordinal(questionNumber));
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

/**
 * What the host and the players see change when `step` happens: the entry of the phase it enters
 * (gamePhases.ts). endQuestion's changes need its scoring.
 */
export function phaseChanges(step: HostStep, context: PhaseContext, scored?: ScoredQuestion): NodeChanges[] {
  const { phase, entry } = entryBy(step.kind);
  const { stored, duration } = GAME_PHASES[phase];
  const questionNumber = questionOfStep(step);
  const lastQuestion = questionNumber === context.totalQuestions - 1;
  return entry.enter({
    ...context,
    questionNumber,
    duration: duration(context.question, { options: context.options, lastQuestion }),
    stored,
    scored,
  });
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
