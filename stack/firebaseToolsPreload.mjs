// Loaded into the firebase-tools process of the local stack (`node --import`, see firebaseTools.ts).
// Its Auth emulator compiles a JSON-schema validator for every request and response of the whole Auth
// API when it starts, which took 9 of the 17 CPU-seconds of a stack's start on two cores, though a stack
// serves a handful of them. exegesis, which does the compiling, can instead compile each one when it is
// first used (`lazyCompileValidationSchemas`); every request is still validated as before.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const authServer = require.resolve('firebase-tools/lib/emulator/auth/server.js');
// The instance the Auth emulator will get: CommonJS modules are loaded once per process.
const exegesisExpress = createRequire(authServer)('exegesis-express');
const middleware = exegesisExpress.middleware;
if (typeof middleware !== 'function') {
  throw new Error('stack/firebaseToolsPreload.mjs: exegesis-express has no middleware() to wrap any more');
}
exegesisExpress.middleware = (openApiDoc, options, ...rest) =>
  middleware(openApiDoc, { ...options, lazyCompileValidationSchemas: true }, ...rest);
