// The one firebase-admin app of this process, and accessors for the services the callables use.
// Callables reach the services only through this module; tests point it at the Database and Storage emulators
// through the environment (see test/databaseEmulator.ts and test/storageEmulator.ts).
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';

/** Initialised on first use rather than at import, so the emulator's and deploy's function discovery stays cheap. */
function adminApp(): App {
  // With no options, the app takes its project and default database URL from the Cloud Functions environment.
  return getApps()[0] ?? initializeApp();
}

/** The main Realtime Database (the project's default instance): users and quizzes. */
export function mainDatabase(): Database {
  return getDatabase(adminApp());
}

/** The project's default Storage bucket (SPEC §3 "Uploaded media": quizUploads/{folder}/{file}). */
export function defaultBucket() {
  return getStorage(adminApp()).bucket();
}

/**
 * A file of the default bucket. Named through firebase-admin rather than imported from @google-cloud/storage:
 * the functions' own copy of that package is not the one firebase-admin uses, and their types do not mix.
 */
export type BucketFile = ReturnType<ReturnType<typeof defaultBucket>['file']>;
