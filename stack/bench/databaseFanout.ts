// npm run bench:database — how many messages per second the Database emulator delivers on loopback
// with N real client-SDK connections, each listening to its own node, while one writer fans an update
// out to all of them; and the emulator's memory at that load.
//
// The emulator runs in its own process so that its memory is measured alone.
// Usage: npm run bench:database -- [--clients 500] [--seconds 10] [--in-flight 4]
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
    'in-flight': { type: 'string', default: '4' },
  },
});
const clientCount = Number(values.clients);
const durationMs = Number(values.seconds) * 1000;
const roundsInFlight = Number(values['in-flight']);
const namespace = 'bench-fanout';

function startEmulatorProcess(rulesFile: string): Promise<{ child: ChildProcess; port: number }> {
  // One node process (tsx as a loader, not its CLI wrapper), so that /proc shows the emulator itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulators/database/main.ts', '--port', '0', '--rules', `${namespace}=${rulesFile}`],
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

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of /proc/pid/stat, counted in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
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
const emulatorPid = child.pid ?? NaN;
const url = `http://127.0.0.1:${port}?ns=${namespace}`;
const idleMiB = residentMiB(emulatorPid);

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
const connectedMiB = residentMiB(emulatorPid);

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
const cpuBefore = cpuSeconds(emulatorPid);
const clientsCpuBefore = process.cpuUsage();
const started = performance.now();
let round = 0;
let peakMiB = connectedMiB;
// A few rounds in flight at most: the writer does not wait for acknowledgements, but it waits until
// every listener has received round r - K before writing round r, so the figure is what the emulator
// sustains, not what it buffers.
const writes: Promise<void>[] = [];
while (performance.now() - started < durationMs) {
  writes.push(fanOut(round));
  const settled = round - roundsInFlight + 1;
  await waitUntil(() => allSeen(settled));
  if (round % 10 === 0) peakMiB = Math.max(peakMiB, residentMiB(emulatorPid));
  round++;
}
await Promise.all(writes);
await waitUntil(() => allSeen(round - 1));
const elapsedSeconds = (performance.now() - started) / 1000;
const emulatorCpu = (cpuSeconds(emulatorPid) - cpuBefore) / elapsedSeconds;
const clientsCpuUsage = process.cpuUsage(clientsCpuBefore);
const clientsCpu = (clientsCpuUsage.user + clientsCpuUsage.system) / 1e6 / elapsedSeconds;
const after = await metricsTotal(port);
peakMiB = Math.max(peakMiB, residentMiB(emulatorPid));

const messages = after.messagesSent - before.messagesSent;
const bytes = after.bytesSent - before.bytesSent;
const rows = [
  ['clients listening, each to its own node', clientCount],
  ['rounds in flight at most', roundsInFlight],
  ['fan-out rounds completed', round],
  ['elapsed (s)', elapsedSeconds.toFixed(2)],
  ['messages sent by the emulator', messages],
  ['messages per second', Math.round(messages / elapsedSeconds)],
  ['listener updates per second', Math.round((round * clientCount) / elapsedSeconds)],
  ['MB sent per second', (bytes / elapsedSeconds / 1e6).toFixed(2)],
  ['bytes sent per listener per round', Math.round(bytes / round / clientCount)],
  ['emulator CPU use (cores)', emulatorCpu.toFixed(2)],
  ['benchmark clients CPU use (cores)', clientsCpu.toFixed(2)],
  ['emulator RSS idle (MiB)', idleMiB.toFixed(0)],
  ['emulator RSS with clients connected (MiB)', connectedMiB.toFixed(0)],
  ['emulator RSS peak under load (MiB)', peakMiB.toFixed(0)],
];
for (const [label, value] of rows) process.stdout.write(`${String(label).padEnd(44)} ${value}\n`);

for (const app of [...listeners]) goOffline(getDatabase(app));
await Promise.all(listeners.map((app) => deleteApp(app)));
child.kill('SIGTERM');
process.exit(0);
