// Bundles the functions into one CommonJS file, lib/index.js. The deploy uploads functions/ without src/,
// so the domain core (imported as `@/domain`, resolved through tsconfig.json paths) must be inlined;
// npm packages stay external because the deploy installs them from package.json.
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));

const defaultOutfile = path.join(functionsDir, 'lib', 'index.js');

/**
 * Writes `contents` to `file` unless the file already holds exactly that. Several local stacks may start
 * at once (the test runs side by side, `npm start`), and each one's Functions emulator reloads its
 * functions whenever lib/ changes: rewriting the same bundle would reload them under running requests.
 * A changed bundle is written beside and renamed into place, so that no emulator reads half of it.
 * @param {string} file
 * @param {Uint8Array} contents
 */
function writeIfChanged(file, contents) {
  if (existsSync(file) && Buffer.from(contents).equals(readFileSync(file))) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/**
 * Builds the functions bundle into `outfile` and returns esbuild's result, metafile included.
 * @param {string} outfile
 */
export async function buildFunctions(outfile) {
  const result = await build({
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
    write: false,
  });
  for (const output of result.outputFiles) writeIfChanged(output.path, output.contents);
  return result;
}

const runDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  await buildFunctions(defaultOutfile);
  process.stdout.write(`Built ${path.relative(process.cwd(), defaultOutfile)}\n`);
}
