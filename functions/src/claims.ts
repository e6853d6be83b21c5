// Claims on database nodes that many callers may race for (a room code, a player name): a transaction
// writes the claim only where nothing is, so exactly one of the racing callers gets the node.
import { isDeepStrictEqual } from 'node:util';
import type { Reference } from 'firebase-admin/database';

/**
 * Writes `value` at `ref` only if the node is empty; true when this call wrote it.
 *
 * The SDK first runs the update on what it has cached, null when it knows nothing of the node, and an
 * update that aborts there is never shown to the server. So a node that looks taken is written back
 * unchanged instead: the server takes that write only if its value is the one cached, and otherwise sends
 * the node's real value for another run. A claim is then never refused on a stale cache (a name that another
 * connection has just freed), and the run that committed says whether this call wrote the claim.
 */
export async function claimIfEmpty(ref: Reference, value: unknown): Promise<boolean> {
  let claimed = false;
  const { committed } = await ref.transaction(
    (current: unknown) => {
      claimed = current === null;
      return claimed ? value : current;
    },
    undefined,
    false,
  );
  return committed && claimed;
}

/**
 * Deletes `ref` only while it still holds `value`: a claim someone else made since is theirs.
 *
 * On the SDK's first run with nothing cached, the update writes null rather than aborting (aborting on
 * that null would release nothing): the server takes it only if the node is indeed empty, and otherwise
 * the update runs again on the node's real value.
 */
export async function releaseClaim(ref: Reference, value: unknown): Promise<void> {
  await ref.transaction(
    (current: unknown) => (current === null || isDeepStrictEqual(current, value) ? null : undefined),
    undefined,
    false,
  );
}
