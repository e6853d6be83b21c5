// The function workers' preload: firebase-tools' deploy modules stay unloaded until read, and work once read.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULES } from './functionsWorkerPreload.mjs';
import { repoRoot } from './localStack';

const firebaseToolsLib = path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib');
const preload = pathToFileURL(path.join(repoRoot, 'stack', 'functionsWorkerPreload.mjs')).href;

/** What a Node process with the deferral on sees of the modules the worker's script loads. */
function inWorkerLikeProcess(script: string): Record<string, unknown> {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createRequire } from 'node:module';
       const { deferDeployModules } = await import(${JSON.stringify(preload)});
       deferDeployModules();
       const require = createRequire(${JSON.stringify(path.join(firebaseToolsLib, 'emulator', 'x.js'))});
       const loaded = (file) => require.cache[${JSON.stringify(firebaseToolsLib)} + '/' + file] !== undefined;
       ${script}`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, unknown>;
}

describe('functionsWorkerPreload', () => {
  it('names modules firebase-tools still has (a renamed one would quietly load again)', () => {
    for (const file of DEFERRED_MODULES)
      expect(existsSync(path.join(firebaseToolsLib, file)), file).toBe(true);
  });

  it('leaves the deploy modules unloaded by what a worker loads, and findModuleRoot working', () => {
    const seen = inWorkerLikeProcess(`
      const shared = require('./functionsEmulatorShared.js');
      const root = shared.findModuleRoot('firebase-tools', require.resolve('firebase-tools/lib/index.js'));
      console.log(JSON.stringify({ root, loaded: ${JSON.stringify(DEFERRED_MODULES)}.filter(loaded) }));`);
    expect(seen).toEqual({ root: path.join(repoRoot, 'node_modules', 'firebase-tools'), loaded: [] });
  });

  it('loads a deferred module when it is first read, and it then works as itself', () => {
    const seen = inWorkerLikeProcess(`
      const shared = require('./functionsEmulatorShared.js');
      const before = loaded('deploy/functions/backend.js');
      shared.prepareEndpoints([]);
      console.log(JSON.stringify({ before, after: loaded('deploy/functions/backend.js') }));`);
    expect(seen).toEqual({ before: false, after: true });
  });
});
