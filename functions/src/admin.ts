// The one firebase-admin app of this process, and accessors for the services the callables use.
// Callables reach the services only through this module; tests point it at the Database emulator through the
// environment (see test/databaseEmulator.ts).
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';

/** Initialised on first use rather than at import, so the emulator's and deploy's function discovery stays cheap. */
function adminApp(): App {
  // With no options, the app takes its project and default database URL from the Cloud Functions environment.
  return getApps()[0] ?? initializeApp();
}

/** The main Realtime Database (the project's default instance): users and quizzes. */
export function mainDatabase(): Database {
  return getDatabase(adminApp());
}
