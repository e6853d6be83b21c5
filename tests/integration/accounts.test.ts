// Accounts on the whole local stack: signing up through the Auth emulator runs the createUserRecord trigger
// in the Functions emulator, which writes the record to our Database emulator; requestUsernameChange then
// renames the account through the client Functions SDK.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isValidUsername,
  mainPaths,
  UsernameChangeStatus,
  type UserRecord,
  usernameIndexKey,
} from '@/domain';
import { stackCallable } from '../../stack/liveGame/clients';
import { clientApp, deleteClientApps, readAsAdmin, waitForValue } from './support';

afterEach(deleteClientApps);

describe('accounts on the local stack', () => {
  it('creates the user record on sign-up, then changes its username through the callable', async () => {
    const { auth, functions } = clientApp();
    const email = `new.player.${Date.now()}@example.com`;
    const before = Date.now();

    const { user } = await createUserWithEmailAndPassword(auth, email, 'secret-pass');

    const record = (await waitForValue(mainPaths.user(user.uid))) as UserRecord;
    const { username } = record.info;
    expect(isValidUsername(username), username).toBe(true);
    expect(record).toEqual({
      info: { created: record.lastUpdated, email, namePlate: '', uid: user.uid, username },
      lastUpdated: expect.any(Number),
      settings: DEFAULT_SETTINGS,
    });
    expect(record.lastUpdated).toBeGreaterThanOrEqual(before - 1000);
    expect(await readAsAdmin(mainPaths.usernameOwner(usernameIndexKey(username)))).toBe(user.uid);

    const newUsername = `Quiz.Fan${Date.now() % 100_000}`;
    const { data } = await stackCallable(functions, 'requestUsernameChange')({ newUsername });

    expect(data).toBe(UsernameChangeStatus.Success);
    expect(await readAsAdmin(mainPaths.username(user.uid))).toBe(newUsername);
    expect(await readAsAdmin(mainPaths.usernameOwner(usernameIndexKey(newUsername)))).toBe(user.uid);
    expect(await readAsAdmin(mainPaths.usernameOwner(usernameIndexKey(username)))).toBeNull();
  });

  it('answers Taken to a second account asking for a name in use', async () => {
    const { auth, functions } = clientApp();
    const { user } = await createUserWithEmailAndPassword(
      auth,
      `second.${Date.now()}@example.com`,
      'pass-word',
    );
    await waitForValue(mainPaths.username(user.uid));

    const { data } = await stackCallable(functions, 'requestUsernameChange')({ newUsername: 'DEMO_teacher' });

    expect(data).toBe(UsernameChangeStatus.Taken);
  });
});
