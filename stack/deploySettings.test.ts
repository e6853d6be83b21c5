import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDeploySettings, readSettingsFiles } from './deploySettings';
import { repoRoot } from './localStack';

// firebase-tools' own reader of the functions' .env files, which `firebase deploy` and the emulator use.
const firebaseToolsEnv = createRequire(import.meta.url)(
  path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'functions', 'env'),
) as { loadUserEnvs(options: object): Record<string, string> };

const dirs: string[] = [];
/** A functions folder of its own holding `files` (name → content). */
function functionsDirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'loqi-deploy-settings-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readSettingsFiles', () => {
  it('reads the committed functions/.env as firebase-tools does, for the deploy and the emulator alike', () => {
    for (const emulator of [false, true]) {
      const values = readSettingsFiles('demo-loqi', { emulator });
      expect(Object.fromEntries(Object.entries(values).map(([name, { value }]) => [name, value]))).toEqual(
        firebaseToolsEnv.loadUserEnvs({
          functionsSource: path.join(repoRoot, 'functions'),
          projectDir: repoRoot,
          projectId: 'demo-loqi',
          isEmulator: emulator,
        }),
      );
    }
  });

  it("lets the project's file, then on the emulator .env.local, override .env", () => {
    const functionsDir = functionsDirWith({
      '.env': 'LOQI_REGION=us-central1\nLOQI_ENFORCE_APP_CHECK=false\n',
      '.env.loqi-prod': "# the deployer's\nLOQI_REGION=europe-west1\n",
      '.env.local': 'LOQI_REGION=asia-east1\n',
    });
    expect(readDeploySettings('loqi-prod', { functionsDir }).region).toBe('europe-west1');
    expect(readDeploySettings('loqi-prod', { functionsDir, emulator: true }).region).toBe('asia-east1');
    expect(readDeploySettings('another-project', { functionsDir }).region).toBe('us-central1');
  });
});

describe('readDeploySettings', () => {
  it("is the repository's own functions/.env: us-central1, everything else derived or off", () => {
    expect(readDeploySettings()).toEqual({
      region: 'us-central1',
      gamesDatabaseUrl: null,
      mainHost: null,
      appCheckSiteKey: null,
    });
  });

  it("lets a project's .env.<projectId> override the defaults of .env", () => {
    const functionsDir = functionsDirWith({
      '.env': 'LOQI_REGION=us-central1\nLOQI_GAMES_DATABASE_URL=\n',
      '.env.loqi-school': [
        'LOQI_REGION=europe-west1',
        'LOQI_GAMES_DATABASE_URL=https://loqi-school-live.europe-west1.firebasedatabase.app',
        'LOQI_MAIN_HOST=quiz.example.org',
        'LOQI_APP_CHECK_SITE_KEY=6LcExampleExampleExample_key-1',
      ].join('\n'),
    });
    expect(readDeploySettings('loqi-school', { functionsDir })).toEqual({
      region: 'europe-west1',
      gamesDatabaseUrl: 'https://loqi-school-live.europe-west1.firebasedatabase.app',
      mainHost: 'quiz.example.org',
      appCheckSiteKey: '6LcExampleExampleExample_key-1',
    });
    expect(readDeploySettings('another-project', { functionsDir }).region).toBe('us-central1');
  });

  it('falls back to us-central1 when no file sets LOQI_REGION', () => {
    const functionsDir = functionsDirWith({ '.env': 'MAX_UPLOADS_PER_HOUR=60\n' });
    expect(readDeploySettings('loqi-prod', { functionsDir }).region).toBe('us-central1');
  });

  it.each([
    ['LOQI_REGION=Europe West', /LOQI_REGION="Europe West" in .*\.env\.p is not a Cloud Functions region/],
    ['LOQI_GAMES_DATABASE_URL=loqi-games', /LOQI_GAMES_DATABASE_URL="loqi-games" .* is not a URL/],
    [
      'LOQI_GAMES_DATABASE_URL=https://example.com/db',
      /LOQI_GAMES_DATABASE_URL=.* is not a Realtime Database URL/,
    ],
    ['LOQI_MAIN_HOST=https://loqi.app/', /LOQI_MAIN_HOST=.* is not a host name/],
    [
      'LOQI_APP_CHECK_SITE_KEY=short',
      /LOQI_APP_CHECK_SITE_KEY="short" .* is not a reCAPTCHA Enterprise site key/,
    ],
  ])('refuses %s, naming the setting and its file', (line, message) => {
    const functionsDir = functionsDirWith({ '.env': '', '.env.p': line });
    expect(() => readDeploySettings('p', { functionsDir })).toThrow(message);
  });
});
