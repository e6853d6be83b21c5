import { describe, expect, it } from 'vitest';
import { quizOfEveryType } from '../fixtures/quizzes';
import { SERVER_TIME, type GameProgress } from './game';
import {
  claimFor,
  completedProgress,
  finalProgress,
  progressAfter,
  scoresUpdate,
  stepTo,
  totalsOf,
  type Claim,
  type ClaimContext,
  type HostStep,
} from './gameEngine';
import { gameQuizFor } from './gameSetup';

/** Fisher–Yates with j = 0 at every step: a fixed, non-trivial shuffle. */
const quiz = gameQuizFor('quiz-1', quizOfEveryType(), () => 0);
const TOTAL = quiz.questions.length;
const LEASE = 20_000;

const context = (now = 1_000_000, attempt = 'call-1'): ClaimContext => ({
  uid: 'host',
  attempt,
  now,
  leaseMs: LEASE,
});

/** A game's progress: `claimed` steps claimed, `completed` of them completed. */
const progress = (claimed: number, completed = claimed, extra: Partial<GameProgress> = {}): GameProgress => ({
  host: 'host',
  roomCode: 'asdfjklas',
  totalQuestions: TOTAL,
  claimed,
  claimedAt: 500,
  completed,
  ...extra,
});

const stepsInOrder: HostStep[] = [
  { kind: 'startPlaying' },
  { kind: 'introQuestion', questionNumber: 0 },
  { kind: 'startQuestion', questionNumber: 0 },
  { kind: 'endQuestion', questionNumber: 0 },
  { kind: 'introQuestion', questionNumber: 1 },
  { kind: 'startQuestion', questionNumber: 1 },
];

describe('steps and progress', () => {
  it('numbers each step by the progress it brings the game to, and finds the step again', () => {
    expect(stepsInOrder.map(progressAfter)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const step of stepsInOrder) expect(stepTo(progressAfter(step))).toEqual(step);
  });

  it('puts the final leaderboard after the last question', () => {
    expect(finalProgress(5)).toBe(progressAfter({ kind: 'endQuestion', questionNumber: 4 }));
  });
});

describe('claimFor', () => {
  it('claims the next step: the progress raised by one, the step’s time left to the server, a lease for this call', () => {
    expect(claimFor(progress(3), { kind: 'endQuestion', questionNumber: 0 }, context(), SERVER_TIME)).toEqual(
      {
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
        target: 4,
        progress: {
          ...progress(3),
          claimed: 4,
          claimedAt: SERVER_TIME,
          worker: { id: 'call-1', until: 1_000_000 + LEASE },
        },
      },
    );
  });

  it('waits while a pause is being written (pausing.ts), then claims once its lease has run out', () => {
    const pausing = progress(3, 3, { worker: { id: 'pause-1', until: 1_000_500 } });
    expect(claimFor(pausing, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toEqual({
      kind: 'busy',
      until: 1_000_500,
    });
    expect(
      claimFor(pausing, { kind: 'endQuestion', questionNumber: 0 }, context(1_000_500), 1),
    ).toMatchObject({ kind: 'claim', target: 4 });
  });

  it('finds no game without progress, and refuses anyone but its host', () => {
    expect(claimFor(null, { kind: 'startPlaying' }, context(), 1)).toEqual({ kind: 'notFound' });
    expect(claimFor(progress(0), { kind: 'startPlaying' }, { ...context(), uid: 'mallory' }, 1)).toEqual({
      kind: 'notHost',
    });
  });

  it('treats a step at or behind the completed progress as done, whichever it is', () => {
    for (const step of stepsInOrder) {
      expect(claimFor(progress(6), step, context(), 1), step.kind).toEqual({ kind: 'done' });
    }
  });

  it('takes a step without its question number (SPEC’s payloads) as one for the current question', () => {
    const claim = claimFor(progress(5), { kind: 'startQuestion', questionNumber: undefined }, context(), 1);
    expect(claim).toMatchObject({ kind: 'claim', step: { kind: 'startQuestion', questionNumber: 1 } });
    expect(
      claimFor(progress(6), { kind: 'endQuestion', questionNumber: undefined }, context(), 1),
    ).toMatchObject({ kind: 'claim', step: { kind: 'endQuestion', questionNumber: 1 } });
  });

  it('refuses a step that skips ahead, saying where the game is', () => {
    const refusal = (claimed: number, step: HostStep) => claimFor(progress(claimed), step, context(), 1);
    expect(refusal(6, { kind: 'introQuestion', questionNumber: 2 })).toEqual({
      kind: 'refused',
      reason: 'Introducing question 3 cannot happen now: question 2 is open.',
    });
    expect(refusal(2, { kind: 'endQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Ending question 1 cannot happen now: question 1 is being introduced.',
    });
    expect(refusal(0, { kind: 'introQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Introducing question 1 cannot happen now: the game is in its lobby.',
    });
    expect(refusal(1, { kind: 'startQuestion', questionNumber: 0 })).toEqual({
      kind: 'refused',
      reason: 'Opening question 1 cannot happen now: the quiz intro is showing.',
    });
    expect(refusal(4, { kind: 'startQuestion', questionNumber: 1 })).toEqual({
      kind: 'refused',
      reason: "Opening question 2 cannot happen now: question 1's results are showing.",
    });
  });

  it('refuses a question past the end, and everything after the final leaderboard', () => {
    const over = progress(finalProgress(TOTAL));
    expect(claimFor(over, { kind: 'introQuestion', questionNumber: 5 }, context(), 1)).toEqual({
      kind: 'refused',
      reason: 'This game has 5 questions; there is no question 6.',
    });
  });

  describe('a step claimed but not completed', () => {
    const unfinished = progress(4, 3, { claimedAt: 900, worker: { id: 'call-0', until: 1_000_000 + 5000 } });

    it('is busy while the claiming call’s lease lasts: for a retry of it, and for the step after it', () => {
      expect(claimFor(unfinished, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toEqual({
        kind: 'busy',
        until: 1_005_000,
      });
      expect(claimFor(unfinished, { kind: 'introQuestion', questionNumber: 1 }, context(), 1)).toEqual({
        kind: 'busy',
        until: 1_005_000,
      });
    });

    it('is taken over once the lease has run out: the same step, at the time it was first claimed', () => {
      const later = context(1_005_001, 'call-2');
      const takeOver = (target: number): Claim => ({
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
        target,
        progress: { ...unfinished, worker: { id: 'call-2', until: 1_005_001 + LEASE } },
      });
      expect(claimFor(unfinished, { kind: 'endQuestion', questionNumber: 0 }, later, SERVER_TIME)).toEqual(
        takeOver(4),
      );
      // Asked for the next step, a call completes the unfinished one first, then goes on to its own.
      expect(claimFor(unfinished, { kind: 'introQuestion', questionNumber: 1 }, later, SERVER_TIME)).toEqual(
        takeOver(5),
      );
    });

    it('is taken over at once when no call holds it', () => {
      const { worker: _none, ...abandoned } = unfinished;
      expect(claimFor(abandoned, { kind: 'endQuestion', questionNumber: 0 }, context(), 1)).toMatchObject({
        kind: 'claim',
        step: { kind: 'endQuestion', questionNumber: 0 },
      });
    });

    it('refuses a step beyond the one after it', () => {
      expect(claimFor(unfinished, { kind: 'startQuestion', questionNumber: 1 }, context(), 1)).toMatchObject({
        kind: 'refused',
      });
    });
  });

  it('completes a claim: completed catches up with claimed and the lease goes', () => {
    expect(completedProgress(progress(4, 3, { worker: { id: 'call-1', until: 5 } }))).toEqual(progress(4, 4));
  });
});

describe('scoresUpdate and totalsOf', () => {
  const standing = { questionNumber: 1, correct: true, points: 950, rank: 1, playerCount: 2 };
  const ann = { userID: 'p1', username: 'Ann', joinedAt: 5, score: 1900, lastChange: 950, standing };
  const bob = { userID: 'p2', username: 'Bob', joinedAt: 6, score: 0, lastChange: 0 };

  it('writes a batch’s totals in one path, and each player’s record', () => {
    expect(
      scoresUpdate(
        'g',
        1,
        3,
        [
          { userID: 'p1', view: ann },
          { userID: 'p2', view: bob },
        ],
        { p1: 'S1', p2: 'S2' },
      ),
    ).toEqual({
      'games/g/scores/1/3': { p1: 1900, p2: 0 },
      'games/g/players/S1': ann,
      'games/g/players/S2': bob,
    });
  });

  it('skips a player without a secret (kicked as the question was scored)', () => {
    expect(scoresUpdate('g', 0, 0, [{ userID: 'p2', view: bob }], {})).toEqual({ 'games/g/scores/0/0': {} });
  });

  it('reads every batch’s totals back as one', () => {
    expect(totalsOf({ 0: { p1: 1900 }, 1: { p2: 0, p3: 5 } })).toEqual({ p1: 1900, p2: 0, p3: 5 });
    expect(totalsOf(null)).toEqual({});
  });
});
