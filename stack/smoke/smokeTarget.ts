// Where the smoke test runs: a deployed project, configured as the SPA is in production (Hosting's
// /__/firebase/init.json, the games database beside the main one unless the deploy names it), or the local
// stack, configured as the SPA is in development. Clients connect to it as the SPA's services do
// (src/firebase/services.ts), with the callables in the region the functions are deployed to. It sends no App
// Check token (a reCAPTCHA needs a browser): run it before LOQI_ENFORCE_APP_CHECK is turned on.
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectDatabaseEmulator, type Database, getDatabase } from 'firebase/database';
import { connectFunctionsEmulator, type Functions, getFunctions } from 'firebase/functions';
import { type FirebaseSetup, localSetup, productionSetup } from '@/firebase/config';
import { readDeploySettings } from '../deploySettings';
import { readLocalStackConfig } from '../localStack';

export interface SmokeTarget {
  /** What the first line says it runs against. */
  description: string;
  setup: FirebaseSetup;
}

/** A deployed project: its web config from its Hosting site, its deploy settings from functions/.env. */
export async function projectTarget(projectId: string): Promise<SmokeTarget> {
  const settings = readDeploySettings(projectId);
  const site = `https://${projectId}.web.app`;
  const setup = await productionSetup((url) => fetch(`${site}${url}`), settings).catch((error: unknown) => {
    throw new Error(`${String(error)} reading ${site}/__/firebase/init.json: is Hosting deployed?`);
  });
  return { description: `project ${projectId} (${site}, functions in ${setup.region})`, setup };
}

/** The local stack, its ports shifted by `portOffset` as LOQI_PORT_OFFSET shifts them for `npm start`. */
export function localTarget(portOffset: number): SmokeTarget {
  const stack = readLocalStackConfig(portOffset);
  const { main, games } = stack.databaseNamespaces;
  if (main === undefined || games === undefined)
    throw new Error('.firebaserc names no main or games database instance.');
  const setup = localSetup(
    { ...stack, databaseNamespaces: { main, games } },
    readDeploySettings(stack.projectId),
  );
  return {
    description: `the local stack (${stack.projectId}, ports shifted by ${portOffset}, functions in ${setup.region})`,
    setup,
  };
}

let appCount = 0;

/** A client app of its own: its own auth state and database connections, as one browser has. */
export function targetApp(target: SmokeTarget, label: string): FirebaseApp {
  appCount += 1;
  return initializeApp(target.setup.options, `smoke-${label}-${appCount}`);
}

export function targetAuth(target: SmokeTarget, app: FirebaseApp): Auth {
  const auth = getAuth(app);
  const emulators = target.setup.emulators;
  if (emulators) {
    const { host, port } = emulators.auth;
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  return auth;
}

export function targetFunctions(target: SmokeTarget, app: FirebaseApp): Functions {
  const functions = getFunctions(app, target.setup.region);
  const emulators = target.setup.emulators;
  if (emulators) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  return functions;
}

export function targetDatabase(target: SmokeTarget, app: FirebaseApp, instance: 'main' | 'games'): Database {
  const { setup } = target;
  const database = getDatabase(app, instance === 'main' ? setup.mainDatabaseURL : setup.gamesDatabaseURL);
  if (setup.emulators)
    connectDatabaseEmulator(database, setup.emulators.database.host, setup.emulators.database.port);
  return database;
}
