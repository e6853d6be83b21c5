// What the integration tests share: client apps of the real SDKs pointed at the stack of globalSetup.ts,
// and the admin's view of the main database.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { inject } from 'vitest';
import { scaledMs } from '../../stack/timeScale';

const stack = inject('localStack');
const apps: FirebaseApp[] = [];

/** A client app of its own (its own auth state), with Auth, Functions, the main database and Storage on the stack. */
export function clientApp() {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: stack.projectId, storageBucket: stack.storageBucket },
    `integration-${apps.length}-${Date.now()}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.auth.host}:${stack.auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app, stack.functionsRegion);
  connectFunctionsEmulator(functions, stack.functions.host, stack.functions.port);
  const { host, port } = stack.database;
  const database = getDatabase(app, `http://${host}:${port}?ns=${stack.databaseNamespaces.main}`);
  connectDatabaseEmulator(database, host, port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, stack.storage.host, stack.storage.port);
  return { app, auth, functions, database, storage };
}

/** Deletes the apps clientApp made: call it after each test. */
export async function deleteClientApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Reads the main database as the admin ("owner"), through the REST API. */
export async function readAsAdmin(path: string): Promise<unknown> {
  const { host, port } = stack.database;
  const response = await fetch(`http://${host}:${port}/${path}.json?ns=${stack.databaseNamespaces.main}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.json();
}

/** Polls `path` until it holds a value: the sign-up trigger runs after sign-up has answered. */
export async function waitForValue(path: string, timeoutMs = scaledMs(30_000)): Promise<unknown> {
  return waitForRead(path, (value) => value !== null, 'a value', timeoutMs);
}

/** Polls `path` until it is empty: the account-deletion trigger runs after the deletion has answered. */
export async function waitForNothing(path: string, timeoutMs = scaledMs(30_000)): Promise<void> {
  await waitForRead(path, (value) => value === null, 'nothing', timeoutMs);
}

/** Polls `path` until its value passes `accept` (described as `what` in the error if it never does). */
export async function waitForRead(
  path: string,
  accept: (value: unknown) => boolean,
  what: string,
  timeoutMs = scaledMs(30_000),
): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await readAsAdmin(path);
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Not ${what} at ${path} after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
