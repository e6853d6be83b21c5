// `npm start` as a developer uses it: ready with the demo data, Ctrl-C stops everything and leaves no
// process behind, and the next start has the data of the last one. Runs on ports shifted by 2000
// with its own data directory, beside the integration stack and any developer's `npm start`.
// Over 60 s: it starts and stops the whole stack twice (npm start, then again with the kept data).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mainPaths } from '@/domain';
import { demoAccount } from '../../stack/demoData';
import { readLocalStackConfig, repoRoot } from '../../stack/localStack';
import { scaledMs } from '../../stack/timeScale';
import { callableUrl, LIVE_GAME_CALLABLES } from '../../stack/warmFunctions';

const PORT_OFFSET = 2000;
const config = readLocalStackConfig(PORT_OFFSET);
const vitePort = 5173 + PORT_OFFSET;
const dataDir = mkdtempSync(path.join(tmpdir(), 'loqi-npm-start-'));
const databaseRest = (dbPath: string) =>
  `http://${config.database.host}:${config.database.port}/${dbPath}.json?ns=${config.databaseNamespaces.main}`;
const asAdmin = { Authorization: 'Bearer owner' };

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startNpmStart(extraEnv: Record<string, string> = {}): Promise<Started> {
  // What the `start` script runs: one node process with tsx as a loader.
  const child = spawn(process.execPath, ['--import', 'tsx', 'stack/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      LOQI_PORT_OFFSET: String(PORT_OFFSET),
      LOQI_DATA_DIR: dataDir,
      ...extraEnv,
    },
    // Its own process group: a terminal's Ctrl-C signals the whole foreground group, and so does this test.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[loqi] Press Ctrl-C to stop')) resolve({ child, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

async function pressCtrlC(started: Started): Promise<number | null> {
  process.kill(-(started.child.pid ?? NaN), 'SIGINT');
  return started.exited;
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const stackPorts = [
  config.auth.port,
  config.functions.port,
  config.database.port,
  config.storage.port,
  vitePort,
];
let running: Started | undefined;

afterEach(async () => {
  if (running?.child.exitCode === null) await pressCtrlC(running);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it(
    'comes up with the demo data, prints the login, and stops on Ctrl-C leaving nothing behind',
    async () => {
      running = await startNpmStart();
      expect(running.output()).toContain('First start: seeded the demo account and quizzes.');
      expect(running.output()).toContain(`Log in as  ${demoAccount.email} / ${demoAccount.password}`);
      expect(running.output()).toContain(`App        http://localhost:${vitePort}`);

      // The live game's callables were loaded before Ready: a call now finds its worker, where a cold one
      // would start a worker first (firebase-tools loads the functions' environment for each new worker).
      expect(running.output()).toContain(`Warmed the live game's functions in`);
      const afterReady = running.output().length;
      for (const name of LIVE_GAME_CALLABLES) {
        const refused = await fetch(callableUrl(config, name), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"data":{}}',
        });
        // Refused: no signed-in user, or (joinGame, open to visitors) no valid payload.
        expect([400, 401], name).toContain(refused.status);
      }
      const afterCalls = () => running?.output().slice(afterReady) ?? '';
      await expect
        .poll(() =>
          LIVE_GAME_CALLABLES.filter(
            (name) => !afterCalls().includes(`Finished "${config.functionsRegion}-${name}"`),
          ),
        )
        .toEqual([]);
      expect(afterCalls()).not.toContain('Loaded environment variables');

      const page = await fetch(`http://localhost:${vitePort}/join`);
      expect(await page.text()).toContain('<div id="root"></div>');
      const username = await fetch(databaseRest(mainPaths.username(demoAccount.uid)), { headers: asAdmin });
      expect(await username.json()).toBe(demoAccount.username);
      // Something to find after the restart.
      await fetch(databaseRest('restartMarker'), { method: 'PUT', headers: asAdmin, body: '"kept"' });

      expect(await pressCtrlC(running)).toBe(0);
      expect(running.output()).toContain('[loqi] Stopped.');
      for (const port of stackPorts) expect(await isListening(port)).toBe(false);
      expect(existsSync(path.join(dataDir, 'database.json'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'firebase', 'auth_export'))).toBe(true);
    },
    scaledMs(120_000),
  );

  it(
    'starts again with the data of the last run, without seeding, and without the warm-up when told',
    async () => {
      running = await startNpmStart({ LOQI_WARM_UP: '0' });
      expect(running.output()).not.toContain('seeded');
      expect(running.output()).toContain(
        "Not warmed (LOQI_WARM_UP=0): the live game's functions load at their first call.",
      );
      expect(running.output()).not.toContain('Warmed the live game');
      const marker = await fetch(databaseRest('restartMarker'), { headers: asAdmin });
      expect(await marker.json()).toBe('kept');

      const signIn = await fetch(
        `http://${config.auth.host}:${config.auth.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: demoAccount.email,
            password: demoAccount.password,
            returnSecureToken: true,
          }),
        },
      );
      expect(((await signIn.json()) as { localId: string }).localId).toBe(demoAccount.uid);

      expect(await pressCtrlC(running)).toBe(0);
      for (const port of stackPorts) expect(await isListening(port)).toBe(false);
    },
    scaledMs(120_000),
  );
});
