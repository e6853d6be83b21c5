import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableSchemas } from '@/domain/validation';
import { buildFunctions } from '../build.mjs';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The npm package a bare specifier such as `firebase-admin/database` or `@google-cloud/storage` names. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe('the functions bundle', () => {
  // Built inside lib/ (git-ignored) so the bundle resolves npm packages exactly as the deployed lib/index.js does.
  let buildDir: string;
  let bundleFile: string;
  let bundledInputs: string[];

  beforeAll(async () => {
    mkdirSync(path.join(functionsDir, 'lib'), { recursive: true });
    buildDir = mkdtempSync(path.join(functionsDir, 'lib', 'test-build-'));
    bundleFile = path.join(buildDir, 'index.js');
    const result = await buildFunctions(bundleFile);
    bundledInputs = Object.keys(result.metafile.inputs);
  });

  afterAll(() => {
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('exports the callables as v2 callables, the clean-up as a v2 schedule and the sign-up and account-deletion triggers as v1 Auth triggers', () => {
    const bundle = createRequire(import.meta.url)(bundleFile) as Record<string, { __endpoint?: object }>;
    // A v1 trigger's endpoint names its project's resource, which the deploy and the emulator provide.
    process.env['GCLOUD_PROJECT'] ??= 'demo-loqi';
    const callables = [
      'addLastUpdated',
      'addQuiz',
      'changeDefaultQuestion',
      'deleteQuizMedia',
      'deleteReport',
      'endQuestion',
      'introQuestion',
      'joinGame',
      'kickPlayer',
      'kickPlayers',
      'pauseGame',
      'requestDeletion',
      'requestUsernameChange',
      'searchQuizzes',
      'setQuiz',
      'setGameLock',
      'setUserTheme',
      'startGame',
      'startPlaying',
      'startQuestion',
      'uploadQuizMedia',
      'viewQuiz',
    ];

    expect(Object.keys(bundle).sort()).toEqual(
      [...callables, 'cleanUpGames', 'createUserRecord', 'deleteUserRecord'].sort(),
    );
    for (const name of callables) {
      expect(bundle[name]?.__endpoint, name).toMatchObject({ platform: 'gcfv2', callableTrigger: {} });
    }
    expect(bundle.cleanUpGames?.__endpoint).toMatchObject({
      platform: 'gcfv2',
      scheduleTrigger: { schedule: 'every 15 minutes' },
    });
    expect(bundle.createUserRecord?.__endpoint).toMatchObject({
      platform: 'gcfv1',
      eventTrigger: { eventType: 'providers/firebase.auth/eventTypes/user.create' },
    });
    expect(bundle.deleteUserRecord?.__endpoint).toMatchObject({
      platform: 'gcfv1',
      eventTrigger: { eventType: 'providers/firebase.auth/eventTypes/user.delete' },
    });
  });

  it('exports each callable of the contract as a v2 callable', () => {
    const bundle = createRequire(import.meta.url)(bundleFile) as Record<string, { __endpoint?: object }>;

    for (const name of Object.keys(callableSchemas)) {
      expect(bundle[name]?.__endpoint, name).toMatchObject({ platform: 'gcfv2', callableTrigger: {} });
    }
  });

  it('inlines the domain core and requires only Node built-ins and the declared npm dependencies', () => {
    const code = readFileSync(bundleFile, 'utf8');
    const required = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map(([, specifier]) => specifier ?? '');

    expect(bundledInputs).toContain('../src/domain/common/paths.ts');
    expect(required.length).toBeGreaterThan(0);
    for (const specifier of required) {
      expect(specifier, `require("${specifier}")`).not.toMatch(/^[./]/);
      const isBuiltin = specifier.startsWith('node:') || builtinModules.includes(specifier);
      expect(isBuiltin || packageName(specifier) in dependencies, `require("${specifier}")`).toBe(true);
    }
  });
});
