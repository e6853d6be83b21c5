// Accounts on the whole local stack: signing up through the Auth emulator runs the createUserRecord trigger
// in the Functions emulator, which writes the record to our Database emulator; requestUsernameChange then
// renames the account through the client Functions SDK.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isValidUsername,
  mainPaths,
  UsernameChangeStatus,
  type UserRecord,
  usernameIndexKey,
} from '@/domain';

const stack = inject('localStack');
const apps: FirebaseApp[] = [];

function clientApp() {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: stack.projectId },
    `accounts-${apps.length}-${Date.now()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.auth.host}:${stack.auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, stack.functions.host, stack.functions.port);
  return { auth, functions };
}

/** Reads the main database as the admin ("owner"), through the REST API. */
async function readAsAdmin(path: string): Promise<unknown> {
  const { host, port } = stack.database;
  const response = await fetch(`http://${host}:${port}/${path}.json?ns=${stack.databaseNamespaces.main}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.json();
}

/** Polls `path` until it holds a value: the trigger runs after sign-up has answered. */
async function waitForValue(path: string, timeoutMs = 10_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await readAsAdmin(path);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Nothing at ${path} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

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
    const { data } = await httpsCallable(functions, 'requestUsernameChange')({ newUsername });

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

    const { data } = await httpsCallable(functions, 'requestUsernameChange')({ newUsername: 'DEMO_teacher' });

    expect(data).toBe(UsernameChangeStatus.Taken);
  });
});
