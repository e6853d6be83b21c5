// Creates users/{uid} (SPEC §3) when an account signs up, with a unique generated username that
// tells nothing of the email (see generatedUsername).
// An Auth trigger rather than a callable the SPA calls after sign-up: the record then exists for every
// account however it was created (the SPA, the Admin SDK, the console), and no client can skip or repeat it.
// It is a v1 trigger because v2 has no onCreate for Auth (only blocking functions, which would delay the
// sign-up itself); the Functions emulator runs it against the Auth emulator.
import { generatedUsername, mainPaths, newUserRecord, type UserRecord, usernameKey } from '@/domain';
import { mainDatabase } from '../admin';
import { authTrigger } from '../functionOptions';
import { readValue } from '../reads';
import { claimUsername, releaseUsername } from '../usernames';

/** Attempts before giving up: each tries another random-looking name of millions, so 20 is plenty. */
const USERNAME_ATTEMPTS = 20;

/** What the handler needs of firebase-admin's UserRecord. */
export interface NewAccount {
  uid: string;
  email?: string | undefined;
}

/**
 * Writes the record of `account` unless it already has one, and returns its username. Running it again,
 * even concurrently, for the same account changes nothing: the usernames it tries depend only on the
 * account, so every run claims the same one, and only the first run's record is written.
 */
export async function createUserRecordFor(account: NewAccount, now = Date.now()): Promise<string> {
  const database = mainDatabase();
  const existing = await readValue(database, mainPaths.username(account.uid));
  if (typeof existing === 'string') return existing;

  const username = await claimGeneratedUsername(account.uid);
  const record = newUserRecord({ uid: account.uid, email: account.email ?? '', username, now });
  const { committed, snapshot } = await database.ref(mainPaths.user(account.uid)).transaction(
    (current: Partial<UserRecord> | null) => {
      if (typeof current?.info?.username === 'string') return undefined;
      // Settings or lastUpdated written by a callable that ran before this trigger are kept.
      return {
        ...record,
        ...current,
        info: record.info,
        settings: { ...record.settings, ...current?.settings },
        lastUpdated: now,
      };
    },
    undefined,
    false,
  );
  if (committed) return username;

  // Another run (or the seed) wrote the record first: its username stands and our claim is not needed.
  const winner = String(snapshot.child('info/username').val());
  if (usernameKey(winner) !== usernameKey(username)) {
    await releaseUsername(database, username, account.uid);
  }
  return winner;
}

async function claimGeneratedUsername(uid: string): Promise<string> {
  const database = mainDatabase();
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const candidate = generatedUsername(uid, attempt);
    if (await claimUsername(database, candidate, uid)) return candidate;
  }
  throw new Error(`No free username for ${uid} after ${USERNAME_ATTEMPTS} attempts.`);
}

export const createUserRecord = authTrigger()
  .user()
  .onCreate(async (user) => {
    await createUserRecordFor({ uid: user.uid, email: user.email });
  });
