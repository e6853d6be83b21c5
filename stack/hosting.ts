// The SPA as Firebase Hosting serves it in production, on one machine and offline: a minified `vite build`
// served by firebase-tools' Hosting emulator with firebase.json's hosting section (its headers and rewrites).
// Two things differ from production, both for the local stack: the build embeds the local emulators'
// addresses (a build mode other than "production", see vite.config.ts), since the Hosting emulator's
// /__/firebase/init.json of a demo- project names the real Firebase hosts; and the Content-Security-Policy
// lets each emulator stand in for the production service it emulates (localStackPolicy), nothing more.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runFirebaseTools } from './firebaseTools';
import { type LocalStackConfig, repoRoot } from './localStack';

/**
 * The Hosting emulator's port and that of the emulator hub its firebase-tools starts, before the stack's
 * shift. Both end in digits no stack port uses (9099, 5001, 9000, 9199, 5173, 4400, 4500, 9299, 9499, each
 * shifted by whole thousands), so a served build never takes a port of another stack, nor the hub port of
 * the stack's own firebase-tools.
 */
export const HOSTING_PORTS = { hosting: 5050, hub: 4450 };

/** The vite build mode of a production bundle that talks to the local stack. */
export const LOCAL_STACK_BUILD_MODE = 'local-stack';

type Address = { host: string; port: number };
const origin = (scheme: string, { host, port }: Address) => `${scheme}://${host}:${port}`;

/** Each production source of firebase.json's policy that a local emulator stands in for, with that emulator. */
const STAND_INS: Record<string, (config: LocalStackConfig) => string> = {
  'https://identitytoolkit.googleapis.com': (config) => origin('http', config.auth),
  'https://securetoken.googleapis.com': (config) => origin('http', config.auth),
  'https://*.cloudfunctions.net': (config) => origin('http', config.functions),
  'https://*.firebaseio.com': (config) => origin('http', config.database),
  'https://*.firebasedatabase.app': (config) => origin('http', config.database),
  'wss://*.firebaseio.com': (config) => origin('ws', config.database),
  'wss://*.firebasedatabase.app': (config) => origin('ws', config.database),
  'https://firebasestorage.googleapis.com': (config) => origin('http', config.storage),
};

/**
 * firebase.json's Content-Security-Policy for a build on the local stack: wherever the policy allows a
 * Firebase service, the emulator of that service is allowed beside it, in the same directive.
 */
export function localStackPolicy(policy: string, config: LocalStackConfig): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      const standIns = sources.flatMap((source) => STAND_INS[source]?.(config) ?? []);
      const added = [...new Set(standIns)].filter((source) => !sources.includes(source));
      return [name, ...sources, ...added].join(' ');
    })
    .join('; ');
}

interface HostingHeader {
  source: string;
  headers: { key: string; value: string }[];
}
interface HostingSection {
  public: string;
  headers: HostingHeader[];
  [setting: string]: unknown;
}

/** firebase.json's hosting section, for `publicDir`, with localStackPolicy in place of its policy. */
export function localStackHosting(config: LocalStackConfig, publicDir: string): HostingSection {
  const { hosting } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: HostingSection;
  };
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: localStackPolicy(header.value, config) }
        : header,
    ),
  }));
  return { ...hosting, public: publicDir, headers };
}

/** Builds the minified production bundle of the SPA into `outDir`, embedding the addresses of the stack of `config`. */
export function buildForLocalStack(config: LocalStackConfig, outDir: string): Promise<void> {
  const args = [
    'build',
    '--mode',
    LOCAL_STACK_BUILD_MODE,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  // A process of its own: vite.config.ts reads the port shift from the environment, and Vite builds React's
  // production code only with NODE_ENV "production", which vitest's own process sets to "test".
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vite'), args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOQI_PORT_OFFSET: String(config.portOffset) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with code ${code}:\n${output.slice(-4000)}`));
    });
  });
}

export interface RunningHosting {
  /** Where the site is served: http://127.0.0.1:{port}. */
  url: string;
  /** The hosting section it serves, as written to its firebase.json. */
  hosting: HostingSection;
  stop(): Promise<void>;
}

/**
 * Serves the build in `dir`/public with firebase-tools' Hosting emulator: `dir` gets a firebase.json of
 * firebase.json's hosting section (localStackHosting) and the emulator ports shifted as the stack's.
 */
export async function startHosting(config: LocalStackConfig, dir: string): Promise<RunningHosting> {
  const hosting = localStackHosting(config, 'public');
  const host = '127.0.0.1';
  const port = HOSTING_PORTS.hosting + config.portOffset;
  const firebaseJson = {
    hosting,
    emulators: {
      singleProjectMode: true,
      hosting: { host, port },
      hub: { host, port: HOSTING_PORTS.hub + config.portOffset },
      ui: { enabled: false },
    },
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(firebaseJson, null, 2));
  const running = await runFirebaseTools(
    ['emulators:start', '--only', 'hosting', '--project', config.projectId, '--config', 'firebase.json'],
    { cwd: dir },
  );
  return { url: `http://${host}:${port}`, hosting, stop: running.stop };
}
