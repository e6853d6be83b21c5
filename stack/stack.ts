// The local Firebase stack without the app: our Database and Storage emulators, then firebase-tools'
// Auth and Functions emulators wired to them. `npm start` runs it with the data of the last run; the
// integration tests run it on shifted ports with a fresh, throwaway state.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type DatabaseEmulator, startDatabaseEmulator } from '@loqi/database-emulator';
import { FIREBASE_TOOLS_SERVICE_PORTS, startFirebaseTools } from './firebaseTools';
import { type LocalStackConfig, readLocalStackConfig, repoRoot } from './localStack';
import { SnapshotFile } from './persistence';
import { seedDemoData } from './seed';
import { type StorageEmulator, startStorageEmulator } from '@loqi/storage-emulator';

const SNAPSHOT_INTERVAL_MS = 60_000;

export interface LocalStackOptions {
  portOffset?: number;
  /** Where data is kept across runs; null for a throwaway state. */
  dataDir: string | null;
  /** Seed the demo account and quizzes when the stack starts without saved data. */
  seedWhenEmpty: boolean;
  /** Receives what firebase-tools prints, the functions' logs included. */
  onFirebaseToolsOutput?: (line: string) => void;
  /** The Database emulator's latency, in ms each way (0 by default). */
  databaseLatencyMs?: number;
}

export interface LocalStack {
  config: LocalStackConfig;
  database: DatabaseEmulator;
  storage: StorageEmulator;
  seeded: boolean;
  /** Stops everything, saving the data first when it has a data directory. */
  stop(): Promise<void>;
}

async function buildFunctions(): Promise<void> {
  const buildScript = pathToFileURL(path.join(repoRoot, 'functions', 'build.mjs')).href;
  const { buildFunctions } = (await import(buildScript)) as {
    buildFunctions(outfile: string): Promise<unknown>;
  };
  await buildFunctions(path.join(repoRoot, 'functions', 'lib', 'index.js'));
}

/**
 * An `onFirebaseToolsOutput` that keeps every line in `file`, emptied first: the functions' logs of a test
 * run, to read after it fails.
 */
export function firebaseToolsLog(file: string): (line: string) => void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
  return (line) => appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const config = readLocalStackConfig(options.portOffset ?? 0);
  const snapshots = options.dataDir
    ? {
        database: new SnapshotFile(path.join(options.dataDir, 'database.json')),
        storage: new SnapshotFile(path.join(options.dataDir, 'storage.json')),
      }
    : null;

  await buildFunctions();
  const database = await startDatabaseEmulator({
    ...config.database,
    rules: config.databaseRules,
    latencyMs: options.databaseLatencyMs,
  });
  const storage = await startStorageEmulator({ ...config.storage, rulesFile: config.storageRules });
  const hadData = snapshots?.database.exists() ?? false;
  if (snapshots?.database.exists()) database.importData(snapshots.database.read());
  if (snapshots?.storage.exists()) storage.importData(snapshots.storage.read());

  const save = () => {
    snapshots?.database.write(database.exportData());
    snapshots?.storage.write(storage.exportData());
  };
  const snapshotTimer = snapshots ? setInterval(save, SNAPSHOT_INTERVAL_MS) : undefined;

  const firebaseTools = await startFirebaseTools({
    config,
    authDataDir: options.dataDir && path.join(options.dataDir, 'firebase'),
    onOutput: options.onFirebaseToolsOutput,
  }).catch(async (error: unknown) => {
    clearInterval(snapshotTimer);
    await Promise.all([database.stop(), storage.stop()]);
    throw error;
  });

  const seeded = options.seedWhenEmpty && !hadData;
  if (seeded) {
    await seedDemoData(config);
    save();
  }

  return {
    config,
    database,
    storage,
    seeded,
    async stop() {
      clearInterval(snapshotTimer);
      await firebaseTools.stop();
      save();
      await Promise.all([database.stop(), storage.stop()]);
    },
  };
}

/** Whether nothing listens on `port` yet. */
const portIsFree = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/**
 * The first port offset from `first` (in steps of 100) at which every port of a stack is free: for a
 * stack of its own beside others (a benchmark's, a load test's).
 */
export async function freePortOffset(first: number): Promise<number> {
  for (let offset = first; offset < first + 2000; offset += 100) {
    const config = readLocalStackConfig(offset);
    const addresses = [config.auth, config.functions, config.database, config.storage];
    // The emulators firebase-tools starts alongside, shifted likewise.
    const extra = Object.values(FIREBASE_TOOLS_SERVICE_PORTS).map((port) => ({
      host: '127.0.0.1',
      port: port + offset,
    }));
    const free = await Promise.all([...addresses, ...extra].map(({ host, port }) => portIsFree(host, port)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error(`No free port offset from ${first}`);
}
