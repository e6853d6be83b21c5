// Where every piece of the local Firebase stack listens, read from firebase.json and .firebaserc so
// that the ports, the project and the database instances are written down in one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDeploySettings } from './deploySettings.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface FirebaseJson {
  database: { target: string; rules: string }[];
  storage: { rules: string };
  emulators: Record<string, { host?: string; port?: number }>;
}

interface FirebaseRc {
  projects: { default: string };
  targets: Record<string, { database: Record<string, string[]> }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

function emulatorAddress(config: FirebaseJson, name: string, portOffset: number) {
  const entry = config.emulators[name];
  if (entry?.port === undefined) throw new Error(`firebase.json has no emulators.${name}.port`);
  return { host: entry.host ?? '127.0.0.1', port: entry.port + portOffset };
}

/**
 * The local stack's settings. `portOffset` shifts every port, so that the integration tests' own
 * stack can run beside a developer's `npm start`.
 */
export function readLocalStackConfig(portOffset = 0) {
  const firebaseJson = readJson<FirebaseJson>('firebase.json');
  const firebaseRc = readJson<FirebaseRc>('.firebaserc');
  const projectId = firebaseRc.projects.default;
  const targets = firebaseRc.targets[projectId]?.database ?? {};

  /** Each database instance (namespace) of the project with its rules file, from the deploy targets. */
  const databaseRules: Record<string, string> = {};
  const databaseNamespaces: Record<string, string> = {};
  for (const { target, rules } of firebaseJson.database) {
    const [instance] = targets[target] ?? [];
    if (instance === undefined)
      throw new Error(`.firebaserc names no database instance for target "${target}"`);
    databaseRules[instance] = path.join(repoRoot, rules);
    databaseNamespaces[target] = instance;
  }

  return {
    projectId,
    /** The target → instance map, e.g. { main: 'demo-loqi-default-rtdb', games: 'demo-loqi-games' }. */
    databaseNamespaces,
    databaseRules,
    storageRules: path.join(repoRoot, firebaseJson.storage.rules),
    storageBucket: `${projectId}.appspot.com`,
    portOffset,
    auth: emulatorAddress(firebaseJson, 'auth', portOffset),
    functions: emulatorAddress(firebaseJson, 'functions', portOffset),
    /** The region the Functions emulator serves the callables in (LOQI_REGION), which clients must call. */
    functionsRegion: readDeploySettings(projectId, { emulator: true }).region,
    database: emulatorAddress(firebaseJson, 'database', portOffset),
    storage: emulatorAddress(firebaseJson, 'storage', portOffset),
  };
}

export type LocalStackConfig = ReturnType<typeof readLocalStackConfig>;
