// The one way a call makes writes under a claim on games/{id}/progress: every host step (hostSteps.ts) and
// the pause (pausing.ts) go through runClaimed, which owns the protocol; the caller gives only its pure
// decision and its writes. The progress is a few fields that only these calls write, so a join, a kick or
// an answer never makes a claim run again.
//
// 1. Claim: a transaction on the progress runs the caller's decision (claimFor, pauseClaimFor): the game
//    is not found, not the caller's, refuses, has done what was asked, is busy, or is claimed: the
//    transaction writes the progress the decision gives, with a lease (`worker`) for this call: until it
//    runs out, no other call claims.
// 2. Busy: while another call holds the lease, or a step is left unfinished, wait for the progress to
//    change or the lease to run out, then decide again; give up (unavailable) after BUSY_WAIT_LIMIT_MS.
// 3. Write: the caller's writes, each let through by the Lease only until half of it has gone (measured on
//    this clock from the claim), so that a call that hung and wakes up later never overwrites a game that
//    has moved on, and its last write lands well before another call may claim.
// 4. Complete: a step's last write marks it completed in the progress, in one update with the step's own
//    last writes, which ends the lease; a pause gives its lease back. A call that fails gives it back too,
//    so that the next call need not wait for it to run out.
//
// A game of another layout than this code's is ended before any claim (gameLayout.ts).
import { randomUUID } from 'node:crypto';
import {
  completedProgress,
  gameMessages,
  gamePaths,
  hasCurrentLayout,
  type ClaimContext,
  type GameProgress,
  type NodeChanges,
  type ServerTime,
} from '@/domain';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, gamesTransactionDatabase } from './admin';
import { endOutdatedGame } from './gameLayout';
import { WatchedNode } from './watchedNode';

/**
 * How long a claim keeps other calls off the game. Well beyond what a step takes (endQuestion for 10,000
 * players: under 2 s), so that only a crashed or hung call loses it; a crash costs the game this long.
 */
export const STEP_LEASE_MS = 20_000;

/** How long a call waits for another call that holds the game (a step it asked for, or a pause). */
export const BUSY_WAIT_LIMIT_MS = 30_000;

/**
 * How long a busy call waits at least before deciding again: a step whose lease has run out stays
 * unfinished until a host step's claim completes it, and a pause can only wait for that.
 */
export const BUSY_RECHECK_MS = 250;

export interface ClaimOptions {
  leaseMs?: number;
  /**
   * Called before each write with the write's name, and awaited: tests make it throw, or never settle,
   * to show that another call completes the step exactly once.
   */
  beforeWrite?: (write: string) => void | Promise<void>;
}

/** A decision to claim: the progress the claim transaction writes (claimFor's, pauseClaimFor's). */
export interface ProgressClaim {
  kind: 'claim';
  progress: GameProgress<number | ServerTime>;
}

/** What a call decides from the game's progress, its claim aside (as claimFor and pauseClaimFor answer). */
type Settled =
  | { kind: 'notFound' }
  | { kind: 'notHost' }
  | { kind: 'refused'; reason: string }
  /** What was asked has happened: nothing to do. */
  | { kind: 'done' }
  /** Another call holds the game, or a step is unfinished, until `until` (the functions' clock). */
  | { kind: 'busy'; until: number };

export type ProgressDecision<Claim extends ProgressClaim> = Settled | Claim;

/**
 * What a claim's writes leave to the protocol. A step's: mark it completed, in one update with
 * `completion` (paths under the games database's root), then claim again when `claimAgain` (the step
 * made was the unfinished one before the step asked for). A pause's (`completion` null): give the lease back.
 */
export type ClaimWritten =
  { completion: Record<string, unknown>; claimAgain: boolean } | { completion: null };

/** A kind of call that claims the progress: how it decides, and what it writes once it has claimed. */
export interface ProgressClaimer<Claim extends ProgressClaim> {
  /** The decision, run in the claim transaction, maybe more than once: pure. */
  decide(current: GameProgress, context: ClaimContext): ProgressDecision<Claim>;
  /** Makes the claim's writes, each through `lease`; `claimed` is the progress as the server stored it. */
  write(claim: Claim, claimed: GameProgress, lease: Lease): Promise<ClaimWritten>;
}

/**
 * Runs `claimer`'s writes under a claim on game `gameId`'s progress for `uid`. Succeeds when its writes
 * are made (now, or by an earlier call: done); throws not-found, permission-denied, failed-precondition
 * (refused, with the reason), or unavailable (the game stayed busy too long, or the lease ran out). The
 * claimer may come from reads made beside the opening of the progress.
 */
export async function runClaimed<Claim extends ProgressClaim>(
  uid: string,
  gameId: string,
  claimer: ProgressClaimer<Claim> | Promise<ProgressClaimer<Claim>>,
  options: ClaimOptions = {},
): Promise<void> {
  const who = { uid, attempt: randomUUID(), leaseMs: options.leaseMs ?? STEP_LEASE_MS };
  const waitUntil = Date.now() + BUSY_WAIT_LIMIT_MS;
  // Made ready beside the opening: a failure of its reads is thrown where it is awaited, not left unhandled.
  const ready = Promise.resolve(claimer);
  ready.catch(() => undefined);
  const progress = await ProgressWatch.open(gameId);
  try {
    // A game started before a deploy that changed its layout cannot go on: it ends, saying why.
    if (progress.latest !== null && !hasCurrentLayout(progress.latest)) {
      await endOutdatedGame(gameId, progress.latest);
    }
    const { decide, write } = await ready;
    for (;;) {
      const outcome = await progress.claim(decide, who);
      switch (outcome.kind) {
        case 'notFound':
          throw new HttpsError('not-found', gameMessages.gameNotFound);
        case 'notHost':
          throw new HttpsError('permission-denied', gameMessages.notHost);
        case 'refused':
          throw new HttpsError('failed-precondition', outcome.reason);
        case 'done':
          return;
        case 'busy': {
          if (Date.now() >= waitUntil) throw new HttpsError('unavailable', gameMessages.stepInterrupted);
          const recheckAt = Math.max(outcome.until, Date.now() + BUSY_RECHECK_MS);
          await progress.nextChange(Math.min(recheckAt, waitUntil));
          continue;
        }
        case 'claimed': {
          const { claim, claimed, leasedAt } = outcome;
          const lease = new Lease(leasedAt + who.leaseMs / 2, options.beforeWrite);
          let written: ClaimWritten;
          try {
            written = await write(claim, claimed, lease);
            const { completion } = written;
            if (completion !== null) {
              const completed = { ...completion, [gamePaths.progress(gameId)]: completedProgress(claimed) };
              await lease.write('complete', () => gamesDatabase().ref().update(completed));
            }
          } catch (error) {
            // The next call need not wait for the lease to run out: this one is not writing any more.
            await progress.release(who.attempt).catch(() => undefined);
            throw error;
          }
          if (written.completion === null) {
            await progress.release(who.attempt);
            return;
          }
          if (!written.claimAgain) return;
        }
      }
    }
  } finally {
    progress.close();
  }
}

/** What a claim transaction found: a claim written, with the progress as the server holds it (its times resolved). */
type ClaimOutcome<Claim> =
  Settled | { kind: 'claimed'; claim: Claim; claimed: GameProgress; leasedAt: number };

/**
 * games/{id}/progress, listened to for the length of a call (watchedNode.ts): the claim transaction
 * commits in one round trip, and the progress the server stored, with the claim's time as the server
 * resolved it, arrives before the transaction's answer. (The transaction's own result resolves the time
 * with the SDK's estimate of the server's clock, which a retry could not reproduce.)
 */
class ProgressWatch {
  private constructor(private readonly node: WatchedNode<GameProgress>) {}

  static async open(gameId: string): Promise<ProgressWatch> {
    return new ProgressWatch(await WatchedNode.open(gamesTransactionDatabase(), gamePaths.progress(gameId)));
  }

  /** The progress as the listener last had it (null: the game has none). */
  get latest(): GameProgress | null {
    return this.node.latest;
  }

  /** The claim transaction: writes the progress `decide` claims, with this call's lease. */
  async claim<Claim extends ProgressClaim>(
    decide: ProgressClaimer<Claim>['decide'],
    who: { uid: string; attempt: string; leaseMs: number },
  ): Promise<ClaimOutcome<Claim>> {
    let decision: ProgressDecision<Claim> | undefined;
    let leasedAt = 0;
    const { committed } = await this.node.ref.transaction(
      (current: GameProgress | null) => {
        decision = undefined;
        leasedAt = Date.now();
        // With nothing cached the SDK guesses null. Writing null back makes the server answer with the
        // real value and the update run again; if the game really has no progress, it commits nothing.
        if (current === null) return null;
        decision = decide(current, { ...who, now: leasedAt });
        return isClaim(decision) ? decision.progress : undefined;
      },
      undefined,
      false,
    );
    if (decision === undefined) return { kind: 'notFound' };
    if (!isClaim(decision)) return decision;
    const claimed = this.node.latest;
    if (!committed || claimed?.worker?.id !== who.attempt || typeof claimed.claimedAt !== 'number') {
      throw new Error(`The claim of ${this.node.ref.toString()} did not come back as written.`);
    }
    return { kind: 'claimed', claim: decision, claimed, leasedAt };
  }

  /** Gives up the lease `attempt` holds, if it still holds it: the next call need not wait for it to run out. */
  async release(attempt: string): Promise<void> {
    await this.node.ref.transaction(
      (current: GameProgress | null) => {
        if (current === null) return null;
        if (current.worker?.id !== attempt) return undefined;
        const { worker: _released, ...rest } = current;
        return rest;
      },
      undefined,
      false,
    );
  }

  /** Resolves once the progress changes, or at `until` (ms, this clock), whichever comes first. */
  nextChange(until: number): Promise<void> {
    return this.node.nextChange(until - Date.now());
  }

  close(): void {
    this.node.close();
  }
}

function isClaim<Claim extends ProgressClaim>(decision: ProgressDecision<Claim>): decision is Claim {
  return decision.kind === 'claim';
}

/**
 * This call's right to write what it claimed: until half its lease has gone, measured on this clock from
 * the claim, so that its last write lands well before any other call may claim the game.
 */
export class Lease {
  constructor(
    private readonly writeUntil: number,
    private readonly beforeWrite: ClaimOptions['beforeWrite'],
  ) {}

  /** Resolves when the write `name` may be sent now; throws when the lease allows no more (the host asks again). */
  async permit(name: string): Promise<void> {
    await this.beforeWrite?.(name);
    if (Date.now() > this.writeUntil) throw new HttpsError('unavailable', gameMessages.stepInterrupted);
  }

  /** Runs `write` if the lease still allows it. */
  async write<T>(name: string, write: () => Promise<T>): Promise<T> {
    await this.permit(name);
    return write();
  }
}

/** Each node's changes as one update rooted at that node, so that its listeners get just those. */
export async function writeChanges(
  games: Database,
  gameId: string,
  changes: NodeChanges[],
  lease: Lease,
): Promise<void> {
  await Promise.all(
    changes.map(({ under, changes: update }) => {
      const node = under === '' ? gamePaths.game(gameId) : `${gamePaths.game(gameId)}/${under}`;
      return lease.write(`${under || 'game'} phase`, () => games.ref(node).update(update));
    }),
  );
}
