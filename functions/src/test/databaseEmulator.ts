// Runs the callables' firebase-admin against our in-process Database emulator, the way the Functions
// emulator does: FIREBASE_CONFIG gives the default app its project, database URL and Storage bucket, and
// FIREBASE_DATABASE_EMULATOR_HOST sends that database to the emulator. Both must be set before
// firebase-admin starts its database service, so the helper sets them in beforeAll, before any handler runs.
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type DatabaseEmulator,
  type MetricsReport,
  startDatabaseEmulator,
} from '../../../emulators/database';
import { mainDatabase } from '../admin';

const PROJECT_ID = 'demo-loqi';
const NAMESPACE = 'demo-loqi-default-rtdb';
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

/**
 * Starts an emulator for the test file and empties the main database before each test. The callables'
 * own `mainDatabase()` is the admin SDK pointed at it.
 */
export function useMainDatabaseEmulator(): MainDatabaseEmulator {
  let emulator: DatabaseEmulator | undefined;
  const running = () => {
    if (!emulator) throw new Error('The Database emulator starts in beforeAll.');
    return emulator;
  };

  beforeAll(async () => {
    emulator = await startDatabaseEmulator({ port: 0 });
    process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
    process.env['FIREBASE_CONFIG'] = JSON.stringify({
      projectId: PROJECT_ID,
      databaseURL: `https://${NAMESPACE}.firebaseio.com`,
      storageBucket: STORAGE_BUCKET,
    });
    // Connects now, so that the first test does not pay for the handshake.
    await mainDatabase().ref('.info/serverTimeOffset').get();
  });

  // Through the callables' own connection rather than importData: the SDK answers get() from what it has
  // cached for a path it still listens to, and only a write of its own is sure to reach that cache first.
  beforeEach(async () => {
    await mainDatabase().ref().set(null);
  });

  afterAll(async () => {
    await Promise.all(getApps().map((app) => deleteApp(app)));
    await emulator?.stop();
  });

  return {
    async seed(data) {
      await mainDatabase().ref().set(data);
    },
    read(path) {
      let value: unknown = running().exportData()[NAMESPACE] ?? null;
      for (const key of path.split('/').filter((key) => key !== '')) {
        value =
          value !== null && typeof value === 'object'
            ? ((value as Record<string, unknown>)[key] ?? null)
            : null;
      }
      return value;
    },
    async countRequests(run) {
      const metricsUrl = `${running().url}/.metrics`;
      await fetch(metricsUrl, { method: 'DELETE' });
      const result = await run();
      const report = (await (await fetch(`${metricsUrl}?ns=${NAMESPACE}`)).json()) as MetricsReport;
      return { result, requests: report.total.messagesReceived };
    },
  };
}
