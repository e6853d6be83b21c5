// `npm start`: the whole app on the local Firebase stack, offline.
//   1. builds the functions;
//   2. starts our Database and Storage emulators, with the data of the last run;
//   3. starts firebase-tools' Auth and Functions emulators, wired to them;
//   4. seeds the demo account and quizzes on a first start;
//   5. starts Vite.
// Ctrl-C stops everything, saving the data first.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startDatabaseEmulator } from './database/server';
import { startFirebaseTools } from './firebaseTools';
import { readLocalStackConfig, repoRoot } from './localStack';
import { SnapshotFile } from './persistence';
import { seedDemoData } from './seed';
import { startStorageEmulator } from './storage';
import { demoAccount } from './demoData';

const SNAPSHOT_INTERVAL_MS = 60_000;
const VITE_PORT = 5173;

const startedAt = Date.now();
const config = readLocalStackConfig();
const dataDir = path.join(repoRoot, '.emulator-data');
const databaseSnapshot = new SnapshotFile(path.join(dataDir, 'database.json'));
const storageSnapshot = new SnapshotFile(path.join(dataDir, 'storage.json'));
const firstStart = !databaseSnapshot.exists();
const log = (line: string) => process.stdout.write(`[loqi] ${line}\n`);

log('Building the functions...');
const { buildFunctions } = (await import(
  pathToFileURL(path.join(repoRoot, 'functions', 'build.mjs')).href
)) as {
  buildFunctions(outfile: string): Promise<unknown>;
};
await buildFunctions(path.join(repoRoot, 'functions', 'lib', 'index.js'));

const database = await startDatabaseEmulator({ ...config.database, rules: config.databaseRules });
const storage = await startStorageEmulator({ ...config.storage, rulesFile: config.storageRules });
if (!firstStart) database.importData(databaseSnapshot.read());
if (storageSnapshot.exists()) storage.importData(storageSnapshot.read());
log(`Database emulator on ${database.url}, Storage emulator on ${storage.url}`);

const saveSnapshots = () => {
  databaseSnapshot.write(database.exportData());
  storageSnapshot.write(storage.exportData());
};
const snapshotTimer = setInterval(saveSnapshots, SNAPSHOT_INTERVAL_MS);

log('Starting the Auth and Functions emulators...');
const firebaseTools = await startFirebaseTools({ config, authDataDir: path.join(dataDir, 'firebase') });

if (firstStart) {
  log('First start: seeding the demo account and quizzes...');
  await seedDemoData(config);
  saveSnapshots();
}

const vite: ChildProcess = spawn(
  path.join(repoRoot, 'node_modules', '.bin', 'vite'),
  ['--port', String(VITE_PORT)],
  {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
log(`  App        http://localhost:${VITE_PORT}`);
log(`  Log in as  ${demoAccount.email} / ${demoAccount.password}`);
log(`  Auth       http://${config.auth.host}:${config.auth.port}`);
log(`  Functions  http://${config.functions.host}:${config.functions.port}`);
log(`  Database   ${database.url}  (REST: ${database.url}/.json?ns=${config.databaseNamespaces.main})`);
log(`  Storage    ${storage.url}`);
log('Press Ctrl-C to stop; data is kept in .emulator-data/.');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping...`);
  clearInterval(snapshotTimer);
  vite.kill('SIGTERM');
  await firebaseTools.stop();
  saveSnapshots();
  await Promise.all([database.stop(), storage.stop()]);
  log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
vite.once('exit', () => void stop('Vite exited'));
