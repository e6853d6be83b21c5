// The deployed functions' options as the deploy sees them: the bundle is built, then firebase-tools' own
// discovery (its Node runtime delegate) starts the firebase-functions SDK's admin server on the bundle and
// reads its manifest, /__/functions.yaml, and firebase-tools' own resolution turns the parameters into the
// values it would deploy, from functions/.env as `firebase deploy` loads it.
// App Check enforcement is not in the manifest (each callable applies it as it loads):
// validatedOnCall.appCheck.test.ts covers it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callableSchemas } from '@/domain/validation';
import { buildFunctions } from '../build.mjs';
import { scaledMs } from './test/timeScale';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.dirname(functionsDir);
const PROJECT = 'demo-loqi';

/** An option's value in the manifest: a literal, or a `{{ params.NAME }}` expression that the deploy resolves. */
type Field = number | string | null;

interface ManifestEndpoint {
  platform: string;
  region: string | string[];
  availableMemoryMb: Field;
  cpu?: Field;
  concurrency?: Field;
  timeoutSeconds: Field;
  minInstances: Field;
  maxInstances: Field;
}

interface Manifest {
  params: { name: string; type: string; default?: unknown }[];
  endpoints: Record<string, ManifestEndpoint>;
}

interface ResolvedEndpoint {
  region: string;
  availableMemoryMb: number;
  minInstances: number | null;
  maxInstances: number | null;
}

// firebase-tools' modules that `firebase deploy` runs to discover and resolve the functions (it has no
// typings for them).
const firebaseTools = (module: string) =>
  createRequire(import.meta.url)(
    path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib', module),
  ) as unknown;
const { Delegate } = firebaseTools('deploy/functions/runtimes/node') as {
  Delegate: new (
    projectId: string,
    projectDir: string,
    sourceDir: string,
    runtime: string,
  ) => { discoverBuild(config: object, env: Record<string, string>): Promise<Manifest> };
};
const { resolveBackend } = firebaseTools('deploy/functions/build') as {
  resolveBackend(options: {
    build: Manifest;
    firebaseConfig: object;
    userEnvs: Record<string, string>;
    nonInteractive: boolean;
    isEmulator: boolean;
  }): Promise<{ backend: { endpoints: Record<string, Record<string, ResolvedEndpoint>> } }>;
};
const { loadUserEnvs } = firebaseTools('functions/env') as {
  loadUserEnvs(options: {
    functionsSource: string;
    projectDir: string;
    projectId: string;
    isEmulator: boolean;
  }): Record<string, string>;
};

const REGION = '{{ params.LOQI_REGION }}';
const WARM = '{{ params.LOQI_LIVE_GAME_MIN_INSTANCES }}';

/** What each function is given: memory (MiB), CPU, concurrency, timeout (s), minimum and maximum instances. */
const sized = (memory: number, concurrency: number, timeout: number, min: Field, max: number | null) => ({
  availableMemoryMb: memory,
  cpu: 1,
  concurrency,
  timeoutSeconds: timeout,
  minInstances: min,
  maxInstances: max,
});
/** The callables of each sizing, pinned: a change to functionOptions.ts must be made here too, on purpose. */
const PINNED: [names: string[], sizing: ReturnType<typeof sized>][] = [
  [
    [
      'addLastUpdated',
      'addQuiz',
      'changeDefaultQuestion',
      'deleteQuizMedia',
      'deleteReport',
      'requestDeletion',
      'requestUsernameChange',
      'setQuiz',
      'setUserTheme',
    ],
    sized(256, 80, 60, 0, 20),
  ],
  [['startGame', 'startPlaying', 'introQuestion', 'startQuestion'], sized(256, 80, 60, WARM, 100)],
  [['endQuestion'], sized(1024, 6, 120, WARM, 100)],
  [['joinGame'], sized(512, 250, 60, WARM, 100)],
  [['kickPlayer', 'kickPlayers', 'setGameLock', 'pauseGame'], sized(256, 80, 60, 0, 20)],
  [['searchQuizzes', 'viewQuiz'], sized(512, 40, 60, 0, 20)],
  [['uploadQuizMedia'], sized(512, 8, 60, 0, 10)],
];
const LIVE_GAME = ['startGame', 'joinGame', 'startPlaying', 'introQuestion', 'startQuestion', 'endQuestion'];

describe('the functions manifest that firebase-tools discovers', () => {
  let manifest: Manifest;
  let dotenv: Record<string, string>;

  /** The endpoints `firebase deploy` would create with `userEnvs`, by region then name. */
  const resolved = async (userEnvs: Record<string, string>) =>
    (
      await resolveBackend({
        build: manifest,
        firebaseConfig: { projectId: PROJECT },
        userEnvs,
        nonInteractive: true,
        isEmulator: false,
      })
    ).backend.endpoints;

  beforeAll(async () => {
    // lib/index.js itself: the SDK's admin server loads the package's main, as at deploy.
    await buildFunctions(path.join(functionsDir, 'lib', 'index.js'));
    // firebase-tools waits 10 s for the admin server by default; a busy machine may take longer to load it.
    vi.stubEnv('FUNCTIONS_DISCOVERY_TIMEOUT', '120');
    const delegate = new Delegate(PROJECT, repoRoot, functionsDir, 'nodejs22');
    manifest = await delegate.discoverBuild({}, { GCLOUD_PROJECT: PROJECT });
    vi.unstubAllEnvs();
    dotenv = loadUserEnvs({
      functionsSource: functionsDir,
      projectDir: repoRoot,
      projectId: PROJECT,
      isEmulator: false,
    });
  }, scaledMs(180_000));

  it('declares the deploy settings as parameters with their defaults, which functions/.env repeats', () => {
    const declared = (name: string) => manifest.params.find((param) => param.name === name);

    expect(declared('LOQI_REGION')).toMatchObject({ type: 'string', default: 'us-central1' });
    expect(declared('LOQI_LIVE_GAME_MIN_INSTANCES')).toMatchObject({ type: 'int', default: 0 });
    expect(declared('LOQI_ENFORCE_APP_CHECK')).toMatchObject({ type: 'boolean', default: false });
    expect(dotenv).toMatchObject({
      LOQI_REGION: 'us-central1',
      LOQI_LIVE_GAME_MIN_INSTANCES: '0',
      LOQI_ENFORCE_APP_CHECK: 'false',
    });
  });

  it('sizes every callable of the contract as pinned here, in the region of LOQI_REGION', () => {
    expect(PINNED.flatMap(([names]) => names).sort()).toEqual(Object.keys(callableSchemas).sort());
    for (const [names, sizing] of PINNED) {
      for (const name of names) {
        expect(manifest.endpoints[name], name).toMatchObject({
          platform: 'gcfv2',
          region: REGION,
          ...sizing,
        });
      }
    }
  });

  it('runs the clean-up one at a time and the Auth triggers in the same region', () => {
    expect(manifest.endpoints['cleanUpGames']).toMatchObject({
      region: REGION,
      ...sized(512, 1, 540, 0, 1),
    });
    for (const name of ['createUserRecord', 'deleteUserRecord']) {
      expect(manifest.endpoints[name], name).toMatchObject({
        platform: 'gcfv1',
        region: [REGION],
        availableMemoryMb: 256,
        timeoutSeconds: 60,
        maxInstances: null,
      });
    }
  });

  it('deploys everything to us-central1 with no warm instance from functions/.env', async () => {
    const endpoints = await resolved(dotenv);

    expect(Object.keys(endpoints)).toEqual(['us-central1']);
    expect(Object.keys(endpoints['us-central1'] ?? {}).sort()).toEqual(
      Object.keys(manifest.endpoints).sort(),
    );
    for (const name of LIVE_GAME) expect(endpoints['us-central1']?.[name]?.minInstances, name).toBe(0);
  });

  it('deploys everything to the region a deployer sets, with the warm instances asked for on the live game', async () => {
    const endpoints = await resolved({
      ...dotenv,
      LOQI_REGION: 'europe-west1',
      LOQI_LIVE_GAME_MIN_INSTANCES: '2',
    });

    expect(Object.keys(endpoints)).toEqual(['europe-west1']);
    const inRegion = endpoints['europe-west1'] ?? {};
    expect(Object.keys(inRegion).sort()).toEqual(Object.keys(manifest.endpoints).sort());
    for (const [name, endpoint] of Object.entries(inRegion)) {
      expect(endpoint.minInstances ?? 0, name).toBe(LIVE_GAME.includes(name) ? 2 : 0);
    }
    expect(inRegion['endQuestion']).toMatchObject({ availableMemoryMb: 1024, maxInstances: 100 });
  });
});
