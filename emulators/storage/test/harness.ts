// Shared setup of the conformance tests: throwaway emulators on free ports, rules files in a temporary
// folder, and the two real SDKs pointed at an emulator the way Loqi's code points them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  type FirebaseStorage,
  type StorageError,
} from 'firebase/storage';
import { startStorageEmulator, type StorageEmulator } from '../index';

export const BUCKET = 'demo-loqi.appspot.com';

/** A 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let appCounter = 0;

/** A temporary folder for rules files, removed by the returned cleanup. */
export function temporaryFolder(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'loqi-storage-'));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Writes `rules` to a new file in `folder` and returns its path. */
export function writeRulesFile(folder: string, rules: string): string {
  const rulesFile = path.join(folder, `storage-${(appCounter += 1)}.rules`);
  writeFileSync(rulesFile, rules);
  return rulesFile;
}

/** Starts an emulator on a free port with `rules` as its rules file. */
export async function emulatorWithRules(folder: string, rules: string): Promise<StorageEmulator> {
  return startStorageEmulator({ port: 0, rulesFile: writeRulesFile(folder, rules), log: () => undefined });
}

/** Retries `check` until it stops throwing: the rules file watcher reacts asynchronously. */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * firebase-admin's default bucket, through @google-cloud/storage, on a named app. The emulator host is
 * read when the Storage client is created, so it is set first.
 */
export function adminBucket(emulator: StorageEmulator) {
  delete process.env.STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  process.env.GCLOUD_PROJECT = 'demo-loqi';
  const app = initializeAdminApp(
    { projectId: 'demo-loqi', storageBucket: BUCKET },
    `admin-${(appCounter += 1)}`,
  );
  return { bucket: getAdminStorage(app).bucket(), close: () => deleteAdminApp(app) };
}

/** The client SDK on a fresh app, connected to the emulator, optionally as a signed-in user. */
export function clientStorage(
  emulator: StorageEmulator,
  userId?: string,
): { storage: FirebaseStorage; close: () => Promise<void> } {
  const app = initializeApp(
    { projectId: 'demo-loqi', apiKey: 'demo-key', appId: '1:1:web:1', storageBucket: BUCKET },
    `client-${(appCounter += 1)}`,
  );
  const storage = getStorage(app, `gs://${BUCKET}`);
  // mockUserToken is the SDK's own way to act as a user against an emulator: an unsigned ID token.
  connectStorageEmulator(
    storage,
    emulator.host,
    emulator.port,
    userId === undefined ? {} : { mockUserToken: { user_id: userId } },
  );
  return { storage, close: () => deleteApp(app) };
}

/** The code of the StorageError a promise rejects with; fails when it resolves. */
export async function storageErrorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as StorageError).code;
  }
  throw new Error('expected the call to fail');
}
