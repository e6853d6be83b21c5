// The one firebase-admin app of this process, and accessors for the services the callables use.
// Callables reach the services only through this module; tests point it at the Database and Storage emulators
// through the environment (see test/databaseEmulator.ts and test/storageEmulator.ts).
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase, getDatabaseWithUrl } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { GAMES_DATABASE_URL_SETTING, resolveGamesDatabaseUrl } from '@/domain';

/** Initialised on first use rather than at import, so the emulator's and deploy's function discovery stays cheap. */
function adminApp(): App {
  // With no options, the app takes its project and default database URL from the Cloud Functions environment.
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

/** The main Realtime Database (the project's default instance): users and quizzes. */
export function mainDatabase(): Database {
  return getDatabase(adminApp());
}

/**
 * Where the live-game Realtime Database is (SPEC §7, the second instance): "{project}-games" beside the
 * default "{project}-default-rtdb", or LOQI_GAMES_DATABASE_URL (functions/.env) when a deploy names it.
 * Throws, naming that setting, where it would be the main database: every call then fails loudly in the
 * logs instead of writing games where the main rules refuse them.
 */
function gamesDatabaseUrl(app: App): string {
  const { databaseURL, projectId } = app.options;
  if (!databaseURL || !projectId) throw new Error('The admin app has no database URL or project id.');
  return resolveGamesDatabaseUrl(databaseURL, projectId, process.env[GAMES_DATABASE_URL_SETTING]);
}

/** The live-game database: games, room codes, the games' quizzes and expiries. */
export function gamesDatabase(): Database {
  const app = adminApp();
  return getDatabaseWithUrl(gamesDatabaseUrl(app), app);
}

const GAMES_TRANSACTIONS_APP = 'games-transactions';

/** A second app of the same project, whose connections make transactions and nothing else. */
function transactionsApp(): App {
  return (
    getApps().find((candidate) => candidate.name === GAMES_TRANSACTIONS_APP) ??
    initializeApp(adminApp().options, GAMES_TRANSACTIONS_APP)
  );
}

/**
 * The live-game database again, through a connection of its own, for the host steps' transactions only.
 * The database SDK cancels a transaction when its own connection writes near the same location before
 * the transaction is answered, and a v2 instance serves many calls at once (joins, kicks, other games):
 * on a connection that makes no other write, nothing can cancel or stall a host step.
 */
export function gamesTransactionDatabase(): Database {
  return getDatabaseWithUrl(gamesDatabaseUrl(adminApp()), transactionsApp());
}

/**
 * The main database through a connection of its own, for the same reason: deleteReport's transaction on a
 * report, which startPlaying and endQuestion write to on the main connection.
 */
export function mainTransactionDatabase(): Database {
  return getDatabase(transactionsApp());
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
