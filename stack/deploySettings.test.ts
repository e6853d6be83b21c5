import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDeploySettings } from './deploySettings';
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

describe('readDeploySettings', () => {
  it('reads the committed functions/.env as firebase-tools does, for the deploy and the emulator alike', () => {
    const functionsSource = path.join(repoRoot, 'functions');
    for (const emulator of [false, true]) {
      const settings = readDeploySettings('demo-loqi', { emulator });
      expect(settings.env).toEqual(
        firebaseToolsEnv.loadUserEnvs({
          functionsSource,
          projectDir: repoRoot,
          projectId: 'demo-loqi',
          isEmulator: emulator,
        }),
      );
      expect(settings.region).toBe('us-central1');
    }
  });

  it("lets the project's file, then on the emulator .env.local, override .env", () => {
    const functionsDir = functionsDirWith({
      '.env': 'LOQI_REGION=us-central1\nLOQI_ENFORCE_APP_CHECK=false\n',
      '.env.loqi-prod': "# the deployer's\nLOQI_REGION=europe-west1\n",
      '.env.local': 'LOQI_REGION=asia-east1\n',
    });

    expect(readDeploySettings('loqi-prod', { functionsDir })).toEqual({
      env: { LOQI_REGION: 'europe-west1', LOQI_ENFORCE_APP_CHECK: 'false' },
      region: 'europe-west1',
    });
    expect(readDeploySettings('loqi-prod', { functionsDir, emulator: true }).region).toBe('asia-east1');
    expect(readDeploySettings('another-project', { functionsDir }).region).toBe('us-central1');
  });

  it('falls back to us-central1 when no file sets LOQI_REGION', () => {
    const functionsDir = functionsDirWith({ '.env': 'MAX_UPLOADS_PER_HOUR=60\n' });

    expect(readDeploySettings('loqi-prod', { functionsDir }).region).toBe('us-central1');
  });
});
