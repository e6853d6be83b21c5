// Pausing a live game: the host stops the phase's clock at any phase, and resumes it.
//
// The pauses are the server's, in games/{id}/progress (GameProgress.pauses: each pause's start and end,
// by the database's clock), so that they go through the same claim as the host steps: pauseGame claims a
// lease on progress (no step is being made, none can be claimed until it is done), records the pause's
// start or end at the host's press (pauseMoment: the press as the host sent it, kept within the phase and
// now; SERVER_TIME when none was sent), so that no clock runs on past the press, then writes what the host
// and the phones read, derived from the periods:
//   hostInfo/gameStatus/pausedAt, pausedMs      the rules (no answer while paused, the moved deadline)
//   sharedInfo/gameStatus/info/pausedAt, pausedMs  the phones ("Paused", the moved bar)
// The phase's deadline is time + pausedMs + duration. Its start (gameStatus.time) never moves: it is the
// question's opening, from which an answer's time is counted minus the pauses that ended before it.
// A host step made while paused (Continue, Skip) resumes implicitly: the phase it enters runs.
import type { GameProgress, PausePeriod, PhasePauses, ServerTime } from './game';
import { finalProgress, type ClaimContext } from './gameEngine';
import type { NodeChanges } from './gamePhases';
import { gameMessages } from '../common/messages';

/** The periods of the phase at `progress` (none when the pauses recorded are another phase's). */
export function periodsOf(pauses: PhasePauses | undefined, progress: number): PausePeriod[] {
  if (pauses === undefined || pauses.progress !== progress) return [];
  // The database gives a list back as an array, or as an object by index once an entry is missing.
  return Object.values((pauses.periods as PausePeriod[] | undefined) ?? {});
}

/** Whether a phase is paused now, and since when; and how long its ended pauses lasted in all (ms). */
export interface PauseState {
  pausedAt: number | null;
  pausedMs: number;
}

export function pauseState(periods: readonly PausePeriod[]): PauseState {
  let pausedAt: number | null = null;
  let pausedMs = 0;
  for (const { from, to } of periods) {
    if (to === undefined) pausedAt = from;
    else pausedMs += to - from;
  }
  return { pausedAt, pausedMs };
}

/** How long the pauses that had ended by `at` lasted (ms): no answer arrives while paused. */
export function pausedBefore(periods: readonly PausePeriod[], at: number): number {
  return periods.reduce((sum, { from, to }) => (to !== undefined && to <= at ? sum + (to - from) : sum), 0);
}

/** The time a phase ran from `startedAt` to `at`, its pauses left out (ms). */
export const runningMs = (startedAt: number, at: number, periods: readonly PausePeriod[]): number =>
  at - startedAt - pausedBefore(periods, at);

/** When a phase that began at `time` and lasts `duration` ends, moved by its ended pauses. */
export const phaseEndsAt = (time: number, duration: number, pausedMs = 0): number =>
  time + pausedMs + duration;

/** What a pauseGame call should do, given the game's progress. */
export type PauseClaim =
  | { kind: 'notFound' }
  | { kind: 'notHost' }
  | { kind: 'refused'; reason: string }
  /** A host step, or another pause, is being written until `until` (the functions' clock, may have passed). */
  | { kind: 'busy'; until: number }
  /** Write `progress` in the transaction, then the pause state it holds. */
  | { kind: 'claim'; progress: GameProgress<number | ServerTime> };

/**
 * When a pause starts or ends: at the host's press (`pressedAt`, by the server's clock as the host's
 * screen knows it), so that every clock stops where the host saw it stop, not a round trip later. Clamped
 * to what the server knows: never before `after` (the phase's start, or the pause being ended), never
 * after the functions' clock `now`. Without a press time, `receivedAt` (the database's time, SERVER_TIME).
 */
export function pauseMoment(
  pressedAt: number | undefined,
  after: number,
  now: number,
  receivedAt: number | ServerTime,
): number | ServerTime {
  if (pressedAt === undefined) return receivedAt;
  return Math.min(Math.max(pressedAt, after), Math.max(after, now));
}

/**
 * Decides a pauseGame call (pause when `paused`, resume otherwise) from the game's progress (null: no
 * game). Pausing a paused game, or resuming a running one, claims without changing the periods, so that
 * a retry writes the same state again. The time a pause's start or end records is the host's press
 * (`pressedAt`, clamped by pauseMoment), or `now` (SERVER_TIME) when the host sent none.
 */
export function pauseClaimFor(
  current: GameProgress | null,
  paused: boolean,
  context: ClaimContext,
  now: number | ServerTime,
  pressedAt?: number,
): PauseClaim {
  if (current === null) return { kind: 'notFound' };
  if (current.host !== context.uid) return { kind: 'notHost' };
  if (current.claimed >= finalProgress(current.totalQuestions)) {
    return { kind: 'refused', reason: gameMessages.gameOver };
  }
  const { worker } = current;
  if (current.claimed > current.completed) return { kind: 'busy', until: worker?.until ?? context.now };
  if (worker && worker.until > context.now && worker.id !== context.attempt) {
    return { kind: 'busy', until: worker.until };
  }
  const periods: PausePeriod<number | ServerTime>[] = periodsOf(current.pauses, current.claimed);
  const open = periods.at(-1);
  const isPaused = open !== undefined && open.to === undefined;
  if (paused && !isPaused) {
    // After the phase began, and after the pause before it ended: periods never overlap.
    const after = Math.max(current.claimedAt, typeof open?.to === 'number' ? open.to : 0);
    periods.push({ from: pauseMoment(pressedAt, after, context.now, now) });
  }
  if (!paused && open !== undefined && isPaused) {
    const after = typeof open.from === 'number' ? open.from : current.claimedAt;
    periods.splice(-1, 1, { from: open.from, to: pauseMoment(pressedAt, after, context.now, now) });
  }
  return {
    kind: 'claim',
    progress: {
      ...current,
      pauses: { progress: current.claimed, periods },
      worker: { id: context.attempt, until: context.now + context.leaseMs },
    },
  };
}

/** What the host and the phones read of a phase's pauses: hostInfo's and sharedInfo's gameStatus fields. */
export function pauseChanges({ pausedAt, pausedMs }: PauseState): NodeChanges[] {
  return [
    { under: 'hostInfo', changes: { 'gameStatus/pausedAt': pausedAt, 'gameStatus/pausedMs': pausedMs } },
    {
      under: 'sharedInfo',
      changes: { 'gameStatus/info/pausedAt': pausedAt, 'gameStatus/info/pausedMs': pausedMs },
    },
  ];
}
