// Runs firebase-tools' own Auth and Functions emulators (both pure Node, they run offline with a demo-
// project), pointed at our Database and Storage emulators through the environment that the Functions
// emulator passes on to the functions' firebase-admin.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LocalStackConfig, repoRoot } from './localStack';

export interface RunningFirebaseTools {
  stop(): Promise<void>;
}

export interface FirebaseToolsOptions {
  config: LocalStackConfig;
  /** Where Auth data is exported on exit and imported from at the next start (firebase-tools' format), or null. */
  authDataDir: string | null;
  /** Gives up waiting for the emulators after this long. */
  readyTimeoutMs?: number;
  /** Receives each line firebase-tools prints. */
  onOutput?: (line: string) => void;
}

/** The environment that makes firebase-admin inside the functions use our emulators. */
export function emulatorEnvironment(config: LocalStackConfig): Record<string, string> {
  const database = `${config.database.host}:${config.database.port}`;
  const storage = `${config.storage.host}:${config.storage.port}`;
  return {
    FIREBASE_DATABASE_EMULATOR_HOST: database,
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
    STORAGE_EMULATOR_HOST: `http://${storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${config.auth.host}:${config.auth.port}`,
    // firebase-tools derives the functions' default databaseURL from this; without it a demo project
    // would get "{project}.firebaseio.com" instead of the real naming "{project}-default-rtdb".
    DATABASE_URL: `https://${config.databaseNamespaces.main}.firebaseio.com`,
  };
}

function stopGroup(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const forceKill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    try {
      // SIGINT lets firebase-tools export its data and stop the functions' worker processes.
      process.kill(-pid, 'SIGINT');
    } catch {
      resolve();
    }
  });
}

/**
 * The emulators that firebase-tools starts alongside, at their default ports: the hub and logging, and
 * the Eventarc and Cloud Tasks emulators that the Functions emulator brings. Stacks running at once (the
 * integration and browser tests of one `npm test`) would otherwise race for these ports, and a
 * firebase-tools that loses fails to start.
 */
export const FIREBASE_TOOLS_SERVICE_PORTS = { hub: 4400, logging: 4500, eventarc: 9299, tasks: 9499 };

/**
 * firebase-tools reads its ports from a config file only. For a shifted stack it gets a copy of
 * firebase.json with every port shifted, written beside it so that its relative paths still hold.
 */
function shiftedConfigFile(config: LocalStackConfig): string {
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
  };
  const emulators: Record<string, unknown> = { ...firebaseJson.emulators };
  for (const name of ['auth', 'functions', 'database', 'storage'] as const) emulators[name] = config[name];
  for (const [name, port] of Object.entries(FIREBASE_TOOLS_SERVICE_PORTS)) {
    emulators[name] = { host: '127.0.0.1', port: port + config.portOffset };
  }
  const file = path.join(repoRoot, `firebase.local-${config.portOffset}.json`);
  writeFileSync(file, JSON.stringify({ ...firebaseJson, emulators }, null, 2));
  return file;
}

/** FUNCTIONS_DISCOVERY_TIMEOUT: a worker still loading after five minutes is stuck, not slow. */
export const FUNCTIONS_WORKER_LOAD_TIMEOUT_S = 300;

export function startFirebaseTools(options: FirebaseToolsOptions): Promise<RunningFirebaseTools> {
  const { config, authDataDir, readyTimeoutMs, onOutput } = options;
  const args = ['emulators:start', '--only', 'auth,functions', '--project', config.projectId];
  const configFile = config.portOffset !== 0 ? shiftedConfigFile(config) : null;
  if (configFile) args.push('--config', configFile);
  if (authDataDir) {
    args.push('--export-on-exit', authDataDir);
    if (existsSync(authDataDir)) args.push('--import', authDataDir);
  }
  return runFirebaseTools(args, {
    cwd: repoRoot,
    env: {
      ...emulatorEnvironment(config),
      // The Functions emulator runs at most this many requests at once, one Node worker process each
      // (default 50): 200 concurrent joinGame calls must not start 50 Node processes on a 2-core machine.
      FUNCTIONS_EMULATOR_PARALLEL: '8',
      // How long a new worker may take to load the functions, in seconds (default 30). One that takes
      // longer is given up and its request never answered: the caller waits out its own timeout. Eight
      // workers loading at once beside a browser run can pass 30 s on a busy 2-core machine.
      FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_WORKER_LOAD_TIMEOUT_S),
    },
    readyTimeoutMs,
    onOutput,
    onExit: () => {
      if (configFile) rmSync(configFile, { force: true });
    },
  });
}

export interface FirebaseToolsRun {
  /** Where it runs: the folder of the config file it reads, unless `--config` names another. */
  cwd: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Gives up waiting for the emulators after this long. */
  readyTimeoutMs?: number;
  /** Receives each line firebase-tools prints. */
  onOutput?: (line: string) => void;
  /** Runs once it has exited, whether it got ready or not. */
  onExit?: () => void;
}

/** Runs `firebase {args}` (an emulators:start) and resolves once it prints that all its emulators are ready. */
export function runFirebaseTools(
  args: string[],
  { cwd, env = {}, readyTimeoutMs = 120_000, onOutput, onExit = () => undefined }: FirebaseToolsRun,
): Promise<RunningFirebaseTools> {
  // The CLI's script run by this Node, with a preload that makes the Auth emulator start in half the time.
  const firebaseCli = path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const preload = path.join(repoRoot, 'stack', 'firebaseToolsPreload.mjs');
  // The function workers firebase-tools starts inherit its environment, and so this preload, which spares
  // each the loading of firebase-tools' deploy code.
  const workerPreload = pathToFileURL(path.join(repoRoot, 'stack', 'functionsWorkerPreload.mjs')).href;
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${JSON.stringify(workerPreload)}`].filter(Boolean);
  const child = spawn(process.execPath, ['--import', pathToFileURL(preload).href, firebaseCli, ...args], {
    cwd,
    env: { ...process.env, ...env, NODE_OPTIONS: nodeOptions.join(' ') },
    // Its own process group, so that stopping it also stops the function workers it spawns.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  return new Promise((resolve, reject) => {
    // What it printed until ready, for the error message if it never gets there.
    let output = '';
    let ready = false;
    const timeout = setTimeout(() => {
      void stopGroup(child, 5000).then(() => {
        onExit();
        reject(new Error(`firebase-tools was not ready after ${readyTimeoutMs} ms:\n${output.slice(-4000)}`));
      });
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim() !== '') onOutput?.(line);
      if (ready) return;
      output += text;
      if (output.includes('All emulators ready')) {
        ready = true;
        clearTimeout(timeout);
        resolve({ stop: () => stopGroup(child, 20_000).then(onExit) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timeout);
      onExit();
      reject(new Error(`firebase-tools exited with code ${code}:\n${output.slice(-4000)}`));
    });
  });
}
