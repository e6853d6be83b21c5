// `npm start`: the whole app on the local Firebase stack, offline, with the data of the last run
// (demo data on a first start). Ctrl-C stops everything, saving the data first.
// LOQI_PORT_OFFSET shifts every port and LOQI_DATA_DIR moves the data; the tests use both.
// LOQI_DATABASE_LATENCY_MS delays every Database message that many ms each way, to use the app as
// players on a slow network would.
// It runs as one node process with tsx as a loader, not under tsx's command line: that wrapper gives its
// child 30 ms to acknowledge a Ctrl-C and kills it outright when a busy machine takes longer, before the
// data is saved.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseLatencyText } from '@loqi/database-emulator';
import { demoAccount } from './demoData';
import { warmUpWanted } from './devServer';
import { repoRoot } from './localStack';
import { startLocalStack } from './stack';
import { LIVE_GAME_CALLABLES, warmCallables } from './warmFunctions';

let databaseLatencyMs: number;
try {
  databaseLatencyMs = parseLatencyText(
    process.env.LOQI_DATABASE_LATENCY_MS ?? '0',
    'LOQI_DATABASE_LATENCY_MS',
  );
} catch (error) {
  console.error(`[loqi] ${(error as Error).message}`);
  process.exit(1);
}
const portOffset = Number(process.env.LOQI_PORT_OFFSET ?? 0);
const vitePort = 5173 + portOffset;
const dataDir = process.env.LOQI_DATA_DIR ?? path.join(repoRoot, '.emulator-data');
const log = (line: string) => process.stdout.write(`[loqi] ${line}\n`);

const startedAt = Date.now();
log('Starting the local Firebase stack...');
let stackReady = false;
const stack = await startLocalStack({
  portOffset,
  dataDir,
  seedWhenEmpty: true,
  databaseLatencyMs,
  // Once the stack is up, the functions' logs and errors are worth seeing; its start-up chatter (the
  // warm-up's calls included) is not.
  onFirebaseToolsOutput: (line) => {
    if (stackReady) process.stdout.write(`[firebase] ${line}\n`);
  },
});
// Each live-game callable's worker loads while Vite starts, so that a game's first steps find them loaded.
// LOQI_WARM_UP=0 skips that and Vite's warm-up (stack/devServer.ts).
const warmingUp = warmUpWanted();
const warmingStartedAt = Date.now();
const warming = warmingUp ? warmCallables(stack.config) : Promise.resolve([]);
const vite = spawn(
  path.join(repoRoot, 'node_modules', '.bin', 'vite'),
  ['--port', String(vitePort), '--strictPort'],
  {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
// Ready means the app answers too, so wait for Vite's own "ready" line; its output then goes on to ours.
await new Promise<void>((resolve, reject) => {
  vite.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (chunk.toString().includes('ready in')) resolve();
  });
  vite.once('exit', (code) => reject(new Error(`Vite exited with code ${code}`)));
});

const warmed = await warming;
stackReady = true;
const { config, database, storage } = stack;
if (stack.seeded) log('First start: seeded the demo account and quizzes.');
log(
  warmingUp
    ? `Warmed the live game's functions in ${((Date.now() - warmingStartedAt) / 1000).toFixed(1)} s: ${warmed.join(', ')}` +
        (warmed.length < LIVE_GAME_CALLABLES.length ? ' (the others load at their first call)' : '')
    : "Not warmed (LOQI_WARM_UP=0): the live game's functions load at their first call.",
);
log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
log(`  App        http://localhost:${vitePort}`);
log(`  Log in as  ${demoAccount.email} / ${demoAccount.password}`);
log(`  Auth       http://${config.auth.host}:${config.auth.port}`);
log(`  Functions  http://${config.functions.host}:${config.functions.port}`);
log(`  Database   ${database.url}/.json?ns=${config.databaseNamespaces.main} (REST, admin: Bearer owner)`);
if (databaseLatencyMs > 0) log(`  Latency    ${databaseLatencyMs} ms each way on every Database message`);
log(`  Storage    ${storage.url}`);
log(
  `Press Ctrl-C to stop. Data is kept in ${path.relative(repoRoot, dataDir)}/ (delete it to start afresh).`,
);

let stopping = false;
async function stop(reason: string) {
  if (stopping) return;
  stopping = true;
  log(`${reason}: stopping...`);
  vite.kill('SIGTERM');
  await stack.stop();
  log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void stop('Ctrl-C'));
process.on('SIGTERM', () => void stop('SIGTERM'));
vite.once('exit', () => void stop('Vite exited'));
