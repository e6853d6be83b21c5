// `npm start`: the whole app on the local Firebase stack, offline, with the data of the last run
// (demo data on a first start). Ctrl-C stops everything, saving the data first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { demoAccount } from './demoData';
import { repoRoot } from './localStack';
import { startLocalStack } from './stack';

const VITE_PORT = 5173;
const log = (line: string) => process.stdout.write(`[loqi] ${line}\n`);

const startedAt = Date.now();
log('Starting the local Firebase stack...');
let stackReady = false;
const stack = await startLocalStack({
  dataDir: path.join(repoRoot, '.emulator-data'),
  seedWhenEmpty: true,
  // Once the stack is up, the functions' logs and errors are worth seeing; its start-up chatter is not.
  onFirebaseToolsOutput: (line) => {
    if (stackReady) process.stdout.write(`[firebase] ${line}\n`);
  },
});
stackReady = true;
const vite = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vite'), ['--port', String(VITE_PORT)], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
});

const { config, database, storage } = stack;
if (stack.seeded) log('First start: seeded the demo account and quizzes.');
log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
log(`  App        http://localhost:${VITE_PORT}`);
log(`  Log in as  ${demoAccount.email} / ${demoAccount.password}`);
log(`  Auth       http://${config.auth.host}:${config.auth.port}`);
log(`  Functions  http://${config.functions.host}:${config.functions.port}`);
log(`  Database   ${database.url}/.json?ns=${config.databaseNamespaces.main} (REST, admin: Bearer owner)`);
log(`  Storage    ${storage.url}`);
log('Press Ctrl-C to stop. Data is kept in .emulator-data/ (delete it to start afresh).');

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
