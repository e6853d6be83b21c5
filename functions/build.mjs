// Bundles the functions into one CommonJS file, lib/index.js. The deploy uploads functions/ without src/,
// so the domain core (imported as `@/domain`, resolved through tsconfig.json paths) must be inlined;
// npm packages stay external because the deploy installs them from package.json.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));

const defaultOutfile = path.join(functionsDir, 'lib', 'index.js');

/**
 * Builds the functions bundle into `outfile` and returns esbuild's result, metafile included.
 * @param {string} outfile
 */
export function buildFunctions(outfile) {
  return build({
    absWorkingDir: functionsDir,
    entryPoints: [path.join(functionsDir, 'src', 'index.ts')],
    outfile,
    tsconfig: path.join(functionsDir, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // The deployed runtime is Node 22, but the emulator and tests run on the local Node 20.
    target: 'node20',
    sourcemap: true,
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
}

const runDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  await buildFunctions(defaultOutfile);
  process.stdout.write(`Built ${path.relative(process.cwd(), defaultOutfile)}\n`);
}
