// Runs the callables' firebase-admin against our in-process Database emulator, the way the Functions
// emulator does: FIREBASE_CONFIG gives the default app its project, database URL and Storage bucket, and
// FIREBASE_DATABASE_EMULATOR_HOST sends that database to the emulator. Both must be set before
// firebase-admin starts its database service, so the helper sets them in beforeAll, before any handler runs.
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type DatabaseEmulator, type MetricsReport, startDatabaseEmulator } from '@loqi/database-emulator';
import { gamesDatabase, mainDatabase } from '../admin';

const PROJECT_ID = 'demo-loqi';
const NAMESPACE = 'demo-loqi-default-rtdb';
/** The live-game instance, as gamesDatabase() derives it from the main one. */
const GAMES_NAMESPACE = 'demo-loqi-games';
/** The project's default bucket, as FIREBASE_CONFIG names it in the Functions emulator and in production. */
export const STORAGE_BUCKET = 'demo-loqi.appspot.com';

export interface MainDatabaseEmulator {
  /** Replaces the whole main database with `data`. */
  seed(data: Record<string, unknown>): Promise<void>;
  /** The value at `path` ('' for the root), read straight from the emulator (not through the SDK's cache). */
  read(path: string): unknown;
  /** What `run` returns, and how many requests (reads and writes) the emulator received while it ran. */
  countRequests<T>(run: () => Promise<T>): Promise<{ result: T; requests: number }>;
}

export interface GamesDatabaseEmulator {
  /** Replaces the whole live-game database with `data`. */
  seed(data: Record<string, unknown>): Promise<void>;
  /** The value at `path` ('' for the root) of the live-game database, straight from the emulator. */
  read(path: string): unknown;
  /** Freezes the live-game database's clock at `ms` (server timestamps and the rules' `now`); null: real time. */
  freezeClock(ms: number | null): void;
  /**
   * How many transactions on the live-game database the emulator refused as stale while `run` ran, by
   * path: each made the SDK run its update again.
   */
  staleTransactions<T>(run: () => Promise<T>): Promise<{ result: T; stale: Record<string, number> }>;
  /** Makes every message wait `ms` each way, as a network would (both instances; 0 again before each test). */
  setLatency(ms: number): void;
}

/** Both instances, on one emulator, as the functions see them through mainDatabase() and gamesDatabase(). */
export interface DatabaseEmulators {
  main: MainDatabaseEmulator;
  games: GamesDatabaseEmulator;
}

/**
 * Starts an emulator for the test file with both instances, and empties both before each test. The
 * callables' own `mainDatabase()` and `gamesDatabase()` are the admin SDK pointed at it.
 */
export function useDatabaseEmulators(): DatabaseEmulators {
  let emulator: DatabaseEmulator | undefined;
  const running = () => {
    if (!emulator) throw new Error('The Database emulator starts in beforeAll.');
    return emulator;
  };
  const readFrom = (namespace: string, path: string) => {
    let value: unknown = running().exportData()[namespace] ?? null;
    for (const key of path.split('/').filter((key) => key !== '')) {
      // Own keys only: "constructor" names a child, never what objects inherit.
      value =
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? ((value as Record<string, unknown>)[key] ?? null)
          : null;
    }
    return value;
  };

  beforeAll(async () => {
    emulator = await startDatabaseEmulator({ port: 0 });
    process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
    process.env['FIREBASE_CONFIG'] = JSON.stringify({
      projectId: PROJECT_ID,
      databaseURL: `https://${NAMESPACE}.firebaseio.com`,
      storageBucket: STORAGE_BUCKET,
    });
    // Connects now, so that the first test does not pay for the handshakes.
    await Promise.all([
      mainDatabase().ref('.info/serverTimeOffset').get(),
      gamesDatabase().ref('.info/serverTimeOffset').get(),
    ]);
  });

  // Through the callables' own connections rather than importData: the SDK answers get() from what it has
  // cached for a path it still listens to, and only a write of its own is sure to reach that cache first.
  beforeEach(async () => {
    running().setClock(GAMES_NAMESPACE, null);
    running().setLatency(0);
    await Promise.all([mainDatabase().ref().set(null), gamesDatabase().ref().set(null)]);
  });

  afterAll(async () => {
    await Promise.all(getApps().map((app) => deleteApp(app)));
    await emulator?.stop();
  });

  return {
    main: {
      async seed(data) {
        await mainDatabase().ref().set(data);
      },
      read: (path) => readFrom(NAMESPACE, path),
      async countRequests(run) {
        const metricsUrl = `${running().url}/.metrics`;
        await fetch(metricsUrl, { method: 'DELETE' });
        const result = await run();
        const report = (await (await fetch(`${metricsUrl}?ns=${NAMESPACE}`)).json()) as MetricsReport;
        return { result, requests: report.total.messagesReceived };
      },
    },
    games: {
      async seed(data) {
        await gamesDatabase().ref().set(data);
      },
      read: (path) => readFrom(GAMES_NAMESPACE, path),
      freezeClock(ms) {
        running().setClock(GAMES_NAMESPACE, ms === null ? null : { frozenAt: ms });
      },
      async staleTransactions(run) {
        const metricsUrl = `${running().url}/.metrics`;
        await fetch(metricsUrl, { method: 'DELETE' });
        const result = await run();
        const report = (await (await fetch(`${metricsUrl}?ns=${GAMES_NAMESPACE}`)).json()) as MetricsReport;
        const stale: Record<string, number> = {};
        for (const connection of report.connections) {
          for (const [path, count] of Object.entries(connection.staleTransactions)) {
            stale[path] = (stale[path] ?? 0) + count;
          }
        }
        return { result, stale };
      },
      setLatency: (ms) => running().setLatency(ms),
    },
  };
}

/** The main instance alone, for the callables that use no other (see useDatabaseEmulators). */
export function useMainDatabaseEmulator(): MainDatabaseEmulator {
  return useDatabaseEmulators().main;
}
