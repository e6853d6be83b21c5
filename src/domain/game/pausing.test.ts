import { describe, expect, it } from 'vitest';
import { SERVER_TIME, type GameProgress } from './game';
import type { ClaimContext } from './gameEngine';
import {
  pauseChanges,
  pauseClaimFor,
  pausedBefore,
  pauseState,
  periodsOf,
  phaseEndsAt,
  runningMs,
} from './pausing';

const LEASE = 20_000;
const context = (now = 1_000_000, attempt = 'pause-1'): ClaimContext => ({
  uid: 'host',
  attempt,
  now,
  leaseMs: LEASE,
});
/** A game of 5 questions at `claimed`, every step completed. */
const progress = (claimed: number, extra: Partial<GameProgress> = {}): GameProgress => ({
  host: 'host',
  roomCode: 'asdfjklas',
  totalQuestions: 5,
  claimed,
  claimedAt: 500,
  completed: claimed,
  ...extra,
});
const lease = { id: 'pause-1', until: 1_000_000 + LEASE };

describe('the pause state of a phase', () => {
  const periods = [{ from: 12_000, to: 20_000 }, { from: 25_000, to: 27_000 }, { from: 40_000 }];

  it('is paused since the open period’s start, the ended ones adding up to pausedMs', () => {
    expect(pauseState(periods)).toEqual({ pausedAt: 40_000, pausedMs: 10_000 });
    expect(pauseState(periods.slice(0, 2))).toEqual({ pausedAt: null, pausedMs: 10_000 });
    expect(pauseState([])).toEqual({ pausedAt: null, pausedMs: 0 });
  });

  it('counts, at a time, only the pauses that had ended by then', () => {
    expect(pausedBefore(periods, 11_000)).toBe(0);
    expect(pausedBefore(periods, 20_000)).toBe(8_000);
    expect(pausedBefore(periods, 30_000)).toBe(10_000);
    expect(pausedBefore(periods, 60_000)).toBe(10_000);
    expect(runningMs(10_000, 30_000, periods)).toBe(10_000);
  });

  it('moves the deadline by the ended pauses', () => {
    expect(phaseEndsAt(10_000, 30_000)).toBe(40_000);
    expect(phaseEndsAt(10_000, 30_000, 10_000)).toBe(50_000);
  });

  it('reads only the current phase’s periods, as an array or an object by index', () => {
    const stored = { progress: 3, periods: { 0: { from: 1, to: 2 }, 1: { from: 5 } } };
    expect(periodsOf(stored as never, 3)).toEqual([{ from: 1, to: 2 }, { from: 5 }]);
    expect(periodsOf({ progress: 2, periods: [{ from: 1 }] }, 3)).toEqual([]);
    expect(periodsOf({ progress: 3 } as never, 3)).toEqual([]);
    expect(periodsOf(undefined, 3)).toEqual([]);
  });

  it('is what the host and the phones read', () => {
    expect(pauseChanges({ pausedAt: 40_000, pausedMs: 10_000 })).toEqual([
      { under: 'hostInfo', changes: { 'gameStatus/pausedAt': 40_000, 'gameStatus/pausedMs': 10_000 } },
      {
        under: 'sharedInfo',
        changes: { 'gameStatus/info/pausedAt': 40_000, 'gameStatus/info/pausedMs': 10_000 },
      },
    ]);
  });
});

describe('pauseClaimFor', () => {
  it('pauses: a period from the server’s time, under a lease', () => {
    expect(pauseClaimFor(progress(3), true, context(), SERVER_TIME)).toEqual({
      kind: 'claim',
      progress: { ...progress(3), pauses: { progress: 3, periods: [{ from: SERVER_TIME }] }, worker: lease },
    });
  });

  it('resumes: the open period ends at the server’s time', () => {
    const paused = progress(3, { pauses: { progress: 3, periods: [{ from: 1, to: 2 }, { from: 7 }] } });
    expect(pauseClaimFor(paused, false, context(), SERVER_TIME)).toEqual({
      kind: 'claim',
      progress: {
        ...paused,
        pauses: {
          progress: 3,
          periods: [
            { from: 1, to: 2 },
            { from: 7, to: SERVER_TIME },
          ],
        },
        worker: lease,
      },
    });
  });

  it('pauses and resumes at the host’s press when it sent one, clamped to the phase and to now', () => {
    // The phase began at 500 (claimedAt); the functions' clock says 1,000,000.
    expect(pauseClaimFor(progress(3), true, context(), SERVER_TIME, 999_200)).toMatchObject({
      progress: { pauses: { progress: 3, periods: [{ from: 999_200 }] } },
    });
    expect(pauseClaimFor(progress(3), true, context(), SERVER_TIME, 100)).toMatchObject({
      progress: { pauses: { periods: [{ from: 500 }] } },
    });
    expect(pauseClaimFor(progress(3), true, context(), SERVER_TIME, 2_000_000)).toMatchObject({
      progress: { pauses: { periods: [{ from: 1_000_000 }] } },
    });
    const paused = progress(3, { pauses: { progress: 3, periods: [{ from: 1, to: 2 }, { from: 999_000 }] } });
    expect(pauseClaimFor(paused, false, context(), SERVER_TIME, 999_400)).toMatchObject({
      progress: {
        pauses: {
          periods: [
            { from: 1, to: 2 },
            { from: 999_000, to: 999_400 },
          ],
        },
      },
    });
    // A resume pressed before its pause began (a clock off) ends it where it began.
    expect(pauseClaimFor(paused, false, context(), SERVER_TIME, 998_000)).toMatchObject({
      progress: {
        pauses: {
          periods: [
            { from: 1, to: 2 },
            { from: 999_000, to: 999_000 },
          ],
        },
      },
    });
    // A new pause never starts before the last one ended.
    const resumed = progress(3, { pauses: { progress: 3, periods: [{ from: 900_000, to: 950_000 }] } });
    expect(pauseClaimFor(resumed, true, context(), SERVER_TIME, 920_000)).toMatchObject({
      progress: { pauses: { periods: [{ from: 900_000, to: 950_000 }, { from: 950_000 }] } },
    });
  });

  it('changes nothing when the game already is as asked (a retry writes the same state again)', () => {
    const paused = progress(3, { pauses: { progress: 3, periods: [{ from: 7 }] } });
    expect(pauseClaimFor(paused, true, context(), SERVER_TIME)).toMatchObject({
      kind: 'claim',
      progress: { pauses: paused.pauses },
    });
    expect(pauseClaimFor(progress(3), false, context(), SERVER_TIME)).toMatchObject({
      kind: 'claim',
      progress: { pauses: { progress: 3, periods: [] } },
    });
  });

  it('starts afresh in a new phase: an earlier phase’s pauses are not this one’s', () => {
    const earlier = progress(4, { pauses: { progress: 3, periods: [{ from: 7 }] } });
    expect(pauseClaimFor(earlier, true, context(), 9)).toMatchObject({
      progress: { pauses: { progress: 4, periods: [{ from: 9 }] } },
    });
  });

  it('finds no game without progress, refuses anyone but its host, and a game that is over', () => {
    expect(pauseClaimFor(null, true, context(), 1)).toEqual({ kind: 'notFound' });
    expect(pauseClaimFor(progress(3), true, { ...context(), uid: 'mallory' }, 1)).toEqual({
      kind: 'notHost',
    });
    // 5 questions: the final leaderboard is progress 1 + 3 × 5 = 16.
    expect(pauseClaimFor(progress(16), true, context(), 1)).toEqual({
      kind: 'refused',
      reason: 'This game is over.',
    });
  });

  it('waits while a step is being made, or another pause written', () => {
    const stepping = { ...progress(4), completed: 3, worker: { id: 'step', until: 1_000_300 } };
    expect(pauseClaimFor(stepping, true, context(), 1)).toEqual({ kind: 'busy', until: 1_000_300 });
    const pausing = progress(3, { worker: { id: 'pause-0', until: 1_000_200 } });
    expect(pauseClaimFor(pausing, true, context(), 1)).toEqual({ kind: 'busy', until: 1_000_200 });
    expect(pauseClaimFor(pausing, true, context(1_000_200), 1)).toMatchObject({ kind: 'claim' });
  });
});
