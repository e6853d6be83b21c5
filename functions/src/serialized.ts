// One change at a time per quiz or per account. A change that reads some nodes and then writes several
// others (setQuiz reads the quiz's search entry to know which term entries to remove) cannot be one database
// transaction, which covers a single node; run concurrently, such changes interleave and leave stale data.
// Each change therefore first takes a lease on a small node of its own, locks/…, by a
// transaction, and gives it back when done; the others wait for it. A lease ends by itself after
// LEASE_MS, so a function instance that dies while holding it stalls the next change only that long.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from 'firebase-admin/database';
import { HttpsError } from 'firebase-functions/v2/https';

/** How long a lease holds at most: a callable's default timeout (60 s), after which its work is over anyway. */
export const LEASE_MS = 60_000;
/** How long a change waits for the lease before giving up: many times what one save takes. */
export const LEASE_WAIT_MS = 30_000;
/** The pause between attempts, drawn anew each time so that the waiting changes spread out. */
const RETRY_MIN_MS = 10;
const RETRY_MAX_MS = 60;

interface Lease {
  holder: string;
  until: number;
}

function isLiveLease(value: unknown, now: number): boolean {
  return typeof (value as Partial<Lease> | null)?.until === 'number' && (value as Lease).until > now;
}

/**
 * Takes the lease at `path` when it is free or has ended; true when this call took it.
 *
 * The update never aborts: the SDK runs it first on its cached copy of the node, which nothing keeps fresh
 * (a late answer to another transaction can leave a lease there that was given back since), and an abort on
 * that first run would never ask the server. Writing a live lease back unchanged makes the server compare:
 * when the node really holds something else, the update runs again on the server's value.
 */
async function takeLease(database: Database, path: string, lease: Lease): Promise<boolean> {
  const { committed, snapshot } = await database
    .ref(path)
    .transaction(
      (current: unknown) => (isLiveLease(current, Date.now()) ? current : lease),
      undefined,
      false,
    );
  return committed && snapshot.child('holder').val() === lease.holder;
}

/** Gives back the lease at `path` if it is still `lease` (never aborting, for the reason takeLease says). */
async function giveBackLease(database: Database, path: string, lease: Lease): Promise<void> {
  await database
    .ref(path)
    .transaction(
      (current: unknown) => (isDeepStrictEqual(current, lease) ? null : current),
      undefined,
      false,
    );
}

/**
 * Runs `work` while holding the lease at `lockPath` (mainPaths.quizLock or userLock), so that no other
 * serialized change of the same quiz or account runs meanwhile, and answers what `work` answers. Throws
 * `aborted` when the lease stays taken for LEASE_WAIT_MS.
 */
export async function serialized<Result>(
  database: Database,
  lockPath: string,
  work: () => Promise<Result>,
): Promise<Result> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  const lease: Lease = { holder: randomUUID(), until: Date.now() + LEASE_MS };
  while (!(await takeLease(database, lockPath, lease))) {
    if (Date.now() > deadline) {
      throw new HttpsError('aborted', 'Another change to the same item is still running; try again.');
    }
    await sleep(RETRY_MIN_MS + Math.random() * (RETRY_MAX_MS - RETRY_MIN_MS));
    lease.until = Date.now() + LEASE_MS;
  }
  try {
    return await work();
  } finally {
    await giveBackLease(database, lockPath, lease);
  }
}
