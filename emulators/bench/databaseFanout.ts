// npm run bench:database — how many messages per second the Database emulator delivers on loopback
// with N real client-SDK connections, each listening to its own node, while one writer fans an update
// out to all of them; and the emulator's memory at that load.
//
// The emulator runs in its own process so that its memory is measured alone.
// Usage: npm run bench:database -- [--clients 500] [--seconds 10]
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, onValue, ref, update } from 'firebase/database';
import { repoRoot } from '../localStack';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
  },
});
const clientCount = Number(values.clients);
const durationMs = Number(values.seconds) * 1000;
const namespace = 'bench-fanout';

function startEmulatorProcess(rulesFile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['emulators/database/main.ts', '--port', '0', '--rules', `${namespace}=${rulesFile}`],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready at http:\/\/[^:]+:(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited with code ${code}`)));
  });
}

/** Resident memory of a process in MiB, from /proc. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

async function metricsTotal(port: number): Promise<{ messagesSent: number; bytesSent: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/.metrics`);
  return ((await response.json()) as { total: { messagesSent: number; bytesSent: number } }).total;
}

const rulesFile = path.join(tmpdir(), `loqi-bench-rules-${process.pid}.json`);
writeFileSync(rulesFile, JSON.stringify({ rules: { '.read': true, '.write': true } }));
const { child, port } = await startEmulatorProcess(rulesFile);
const url = `http://127.0.0.1:${port}?ns=${namespace}`;
const idleMiB = residentMiB(child.pid!);

const connect = (name: string): FirebaseApp => {
  const app = initializeApp({ projectId: 'demo-loqi', databaseURL: url }, name);
  connectDatabaseEmulator(getDatabase(app), '127.0.0.1', port);
  return app;
};

// Every listener counts the rounds it has seen; a round is done when all have seen it.
const seenRound = new Array<number>(clientCount).fill(-1);
const listeners = Array.from({ length: clientCount }, (_, i) => connect(`listener-${i}`));
await Promise.all(
  listeners.map(
    (app, i) =>
      new Promise<void>((resolve) => {
        onValue(ref(getDatabase(app), `players/p${i}`), (snapshot) => {
          seenRound[i] = (snapshot.val() as { round?: number } | null)?.round ?? -1;
          resolve();
        });
      }),
  ),
);
const connectedMiB = residentMiB(child.pid!);

const writer = getDatabase(connect('writer'));
const fanOut = (round: number) => {
  const updates: Record<string, unknown> = {};
  for (let i = 0; i < clientCount; i++) updates[`players/p${i}/round`] = round;
  return update(ref(writer), updates);
};
const allSeen = (round: number) => seenRound.every((seen) => seen >= round);
const waitUntil = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 2));
};

const before = await metricsTotal(port);
const started = performance.now();
let round = 0;
let peakMiB = connectedMiB;
// One round in flight at a time: the writer waits for its write to be acknowledged and for every
// listener to receive it, so the figure is what the emulator sustains, not what it buffers.
while (performance.now() - started < durationMs) {
  await fanOut(round);
  await waitUntil(() => allSeen(round));
  if (round % 10 === 0) peakMiB = Math.max(peakMiB, residentMiB(child.pid!));
  round++;
}
const elapsedSeconds = (performance.now() - started) / 1000;
const after = await metricsTotal(port);
peakMiB = Math.max(peakMiB, residentMiB(child.pid!));

const messages = after.messagesSent - before.messagesSent;
const bytes = after.bytesSent - before.bytesSent;
const rows = [
  ['clients listening, each to its own node', clientCount],
  ['fan-out rounds completed', round],
  ['elapsed (s)', elapsedSeconds.toFixed(2)],
  ['messages sent by the emulator', messages],
  ['messages per second', Math.round(messages / elapsedSeconds)],
  ['listener updates per second', Math.round((round * clientCount) / elapsedSeconds)],
  ['MB sent per second', (bytes / elapsedSeconds / 1e6).toFixed(2)],
  ['bytes sent per listener per round', Math.round(bytes / round / clientCount)],
  ['emulator RSS idle (MiB)', idleMiB.toFixed(0)],
  ['emulator RSS with clients connected (MiB)', connectedMiB.toFixed(0)],
  ['emulator RSS peak under load (MiB)', peakMiB.toFixed(0)],
];
for (const [label, value] of rows) process.stdout.write(`${String(label).padEnd(44)} ${value}\n`);

for (const app of [...listeners]) goOffline(getDatabase(app));
await Promise.all(listeners.map((app) => deleteApp(app)));
child.kill('SIGTERM');
process.exit(0);
