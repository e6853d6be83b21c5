// pauseGame's work on the games database (the rules of pausing are in src/domain/game/pausing.ts): a
// transaction on games/{id}/progress records the pause's start or end at the host's press, under a lease
// that keeps host steps off the game meanwhile; then the pause state derived from the periods as the
// server stored them is written where the host, the phones and the rules read it; then the lease goes.
// A pause never lands in a phase it was not made in: no step is claimed while its lease lasts, and its
// writes stop when half the lease has gone (as a step's do).
import { randomUUID } from 'node:crypto';
import {
  gameMessages,
  gamePaths,
  pauseChanges,
  pauseClaimFor,
  pauseState,
  periodsOf,
  SERVER_TIME,
  type GameProgress,
  type PauseClaim,
} from '@/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { gamesDatabase, gamesTransactionDatabase } from './admin';
import {
  BUSY_WAIT_LIMIT_MS,
  Lease,
  releaseLease,
  STEP_LEASE_MS,
  writeChanges,
  type HostStepOptions,
} from './hostSteps';
import { WatchedNode } from './watchedNode';

/** How long a pause waits at least before asking again, while a step whose lease has run out is unfinished. */
const BUSY_RECHECK_MS = 250;

/**
 * Pauses (`paused`) or resumes the game's current phase for its host. Succeeds when the game is as asked
 * (now, or already: nothing changes); throws not-found, permission-denied, failed-precondition (the game
 * is over) or unavailable (a step kept the game busy too long).
 */
export async function runPause(
  uid: string,
  gameId: string,
  paused: boolean,
  options: HostStepOptions & { pressedAt?: number } = {},
): Promise<void> {
  const who = { uid, attempt: randomUUID(), leaseMs: options.leaseMs ?? STEP_LEASE_MS };
  const waitUntil = Date.now() + BUSY_WAIT_LIMIT_MS;
  const node = await WatchedNode.open(gamesTransactionDatabase(), gamePaths.progress(gameId));
  try {
    for (;;) {
      let claim: PauseClaim | undefined;
      let leasedAt = 0;
      const { committed } = await node.ref.transaction(
        (current: GameProgress | null) => {
          claim = undefined;
          leasedAt = Date.now();
          // As hostSteps' claim: with nothing cached the SDK guesses null, and null makes it ask the server.
          if (current === null) return null;
          claim = pauseClaimFor(current, paused, { ...who, now: leasedAt }, SERVER_TIME, options.pressedAt);
          return claim.kind === 'claim' ? claim.progress : undefined;
        },
        undefined,
        false,
      );
      switch (claim?.kind) {
        case undefined:
        case 'notFound':
          throw new HttpsError('not-found', gameMessages.gameNotFound);
        case 'notHost':
          throw new HttpsError('permission-denied', gameMessages.notHost);
        case 'refused':
          throw new HttpsError('failed-precondition', claim.reason);
        case 'busy':
          if (Date.now() >= waitUntil) throw new HttpsError('unavailable', gameMessages.stepInterrupted);
          await node.nextChange(Math.max(claim.until - Date.now(), BUSY_RECHECK_MS));
          continue;
        case 'claim': {
          // The progress as the server stored it: the pause's times resolved by the database's clock.
          const claimed = node.latest;
          if (!committed || claimed?.worker?.id !== who.attempt) {
            throw new Error(`The pause of ${node.ref.toString()} did not come back as written.`);
          }
          const lease = new Lease(leasedAt + who.leaseMs / 2, options.beforeWrite);
          try {
            const state = pauseState(periodsOf(claimed.pauses, claimed.claimed));
            await writeChanges(gamesDatabase(), gameId, pauseChanges(state), lease);
          } finally {
            await releaseLease(node.ref, who.attempt);
          }
          return;
        }
      }
    }
  } finally {
    node.close();
  }
}
