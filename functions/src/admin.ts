// The one firebase-admin app of this process, and accessors for the services the callables use.
// Callables reach the services only through this module; tests point it at the Database and Storage emulators
// through the environment (see test/databaseEmulator.ts and test/storageEmulator.ts).
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase, getDatabaseWithUrl } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { gamesDatabaseUrlFor } from '@/domain';

/** Initialised on first use rather than at import, so the emulator's and deploy's function discovery stays cheap. */
function adminApp(): App {
  // With no options, the app takes its project and default database URL from the Cloud Functions environment.
  return getApps()[0] ?? initializeApp();
}

/** The main Realtime Database (the project's default instance): users and quizzes. */
export function mainDatabase(): Database {
  return getDatabase(adminApp());
}

/**
 * The live-game Realtime Database (SPEC §7, the second instance): "{project}-games" beside the default
 * "{project}-default-rtdb", or GAMES_DATABASE_URL when a deploy names it otherwise.
 */
export function gamesDatabase(): Database {
  const app = adminApp();
  const { databaseURL, projectId } = app.options;
  if (!databaseURL || !projectId) throw new Error('The admin app has no database URL or project id.');
  return getDatabaseWithUrl(
    process.env['GAMES_DATABASE_URL'] || gamesDatabaseUrlFor(databaseURL, projectId),
    app,
  );
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
