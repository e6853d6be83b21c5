// Loaded into every Node process firebase-tools starts (NODE_OPTIONS, see firebaseTools.ts); it acts only in
// the Functions emulator's workers, the processes that run the callables, one per request in flight.
//
// A worker's script (firebase-tools/lib/emulator/functionsEmulatorRuntime.js) takes one helper,
// findModuleRoot, from functionsEmulatorShared.js, which loads firebase-tools' deploy and extensions code
// when it is evaluated (the Cloud Functions API clients, the extensions planner). Here those modules load
// when something first reads from them, which in a worker is never. Each worker of npm start's warm-up
// then took 1.1 CPU-seconds to start and answer its call, against 1.4 (a test run starts over a hundred).
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

/**
 * firebase-tools' deploy and extensions modules that the worker's script loads through
 * functionsEmulatorShared.js and functions/events, and never reads from: paths under firebase-tools/lib.
 */
export const DEFERRED_MODULES = [
  'deploy/functions/backend.js',
  'deploy/functions/build.js',
  'deploy/functions/prepare.js',
  'deploy/functions/services/index.js',
  'extensions/manifest.js',
  'extensions/extensionsHelper.js',
  'emulator/extensions/postinstall.js',
];

const require = createRequire(import.meta.url);
const firebaseToolsLib = path.dirname(require.resolve('firebase-tools/lib/index.js'));
const deferredFiles = new Set(DEFERRED_MODULES.map((file) => path.join(firebaseToolsLib, file)));
/** The last segment a request for a deferred module ends in ('../deploy/functions/services' for services/index.js). */
const deferredNames = new Set(
  DEFERRED_MODULES.map((file) =>
    path.basename(file, '.js').replace(/^index$/, path.basename(path.dirname(file))),
  ),
);
const WORKER_SCRIPT = path.join(firebaseToolsLib, 'emulator', 'functionsEmulatorRuntime.js');

/** Whether this process is one of the Functions emulator's workers (started as `node …/functionsEmulatorRuntime`). */
const isWorker = (script = '') => script === WORKER_SCRIPT || `${script}.js` === WORKER_SCRIPT;

/**
 * A stand-in for the module `load` returns, loading it on the first read. firebase-tools' compiled code
 * keeps each module in a constant and reads its exports when it calls them, so a stand-in serves it alike.
 */
function deferred(load) {
  let loaded;
  const real = () => (loaded ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(real(), key),
      has: (_, key) => Reflect.has(real(), key),
      set: (_, key, value) => Reflect.set(real(), key, value),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        // A proxy may only report a property of its own target as fixed: the stand-in's target is empty.
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

/** Makes the deferred modules load on first use, in this process. */
export function deferDeployModules() {
  const Module = require('node:module');
  const load = Module._load;
  Module._load = function loadDeferred(request, parent, isMain) {
    // Only a request that may name a deferred module is resolved here: every other one is resolved once, by `load`.
    if (deferredNames.has(path.basename(request, '.js')) && parent?.filename?.startsWith(firebaseToolsLib)) {
      const file = Module._resolveFilename(request, parent, isMain);
      if (deferredFiles.has(file) && !Module._cache[file]) {
        return deferred(() => load.call(this, request, parent, isMain));
      }
    }
    return load.call(this, request, parent, isMain);
  };
}

if (isWorker(process.argv[1])) deferDeployModules();
