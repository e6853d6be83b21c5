// The username index, usernames/{usernameIndexKey} → uid, in the main database. A username belongs to whoever
// claimed its key (case-insensitive) first; claims go through a transaction on the index entry, so two accounts racing
// for one name cannot both get it. Only the server reads or writes the index (the rules deny clients).
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import { mainPaths, usernameIndexKey } from '@/domain';
import { releaseClaim } from './claims';

/**
 * Claims `username` (in any case) for `uid`: true when its entry was free or already held by `uid`, false
 * when another account holds it.
 */
export async function claimUsername(database: Database, username: string, uid: string): Promise<boolean> {
  const { committed, snapshot } = await database
    .ref(mainPaths.usernameOwner(usernameIndexKey(username)))
    .transaction((owner: unknown) => (owner === null || owner === uid ? uid : undefined), undefined, false);
  return committed && snapshot.val() === uid;
}

/** Releases `username` only if `uid` holds it: an entry that points elsewhere belongs to someone else. */
export async function releaseUsername(database: Database, username: string, uid: string): Promise<void> {
  await releaseClaim(database.ref(mainPaths.usernameOwner(usernameIndexKey(username))), uid);
}

/**
 * An account that signed up with an email (SPEC §6: only signed-in email users pick a username); an
 * anonymous session, or one without an email, is not.
 */
export function isEmailAccount(token: DecodedIdToken | undefined): boolean {
  return (
    typeof token?.email === 'string' && token.email !== '' && token.firebase?.sign_in_provider !== 'anonymous'
  );
}
