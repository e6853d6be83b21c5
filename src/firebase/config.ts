// Which Firebase project the SPA talks to. In development the build embeds the local stack's
// addresses (from firebase.json, see vite.config.ts) and every service connects to its emulator; a
// production build embeds no addresses and reads the project's web config from Firebase Hosting's reserved
// /__/firebase/init.json, so the same code runs against real Firebase with no change. Both embed the deploy
// settings of functions/.env (AppSettings), which the functions read too.
import type { FirebaseOptions } from 'firebase/app';
import { resolveGamesDatabaseUrl } from '@/domain';

/** The deploy settings a build embeds (stack/deploySettings.ts reads and checks them). */
export interface AppSettings {
  /** Where the callables run. */
  region: string;
  /** The live-game database, when it is not "{project}-games". */
  gamesDatabaseUrl: string | null;
  /** The production domain whose subdomains redirect to it. */
  mainHost: string | null;
  /** The reCAPTCHA Enterprise site key: App Check tokens go with every request when set. */
  appCheckSiteKey: string | null;
}

/** Addresses of the local emulators, embedded into development builds. */
export interface LocalStackAddresses {
  projectId: string;
  storageBucket: string;
  databaseNamespaces: { main: string; games: string };
  auth: { host: string; port: number };
  functions: { host: string; port: number };
  database: { host: string; port: number };
  storage: { host: string; port: number };
}

export interface FirebaseSetup {
  options: FirebaseOptions;
  mainDatabaseURL: string;
  gamesDatabaseURL: string;
  /** Set when the services must connect to the local emulators. */
  emulators: LocalStackAddresses | null;
  /** Where the callables run. */
  region: string;
  /** Set when App Check must attest each request (never on the local stack, which cannot verify it). */
  appCheckSiteKey: string | null;
}

export function localSetup(stack: LocalStackAddresses, settings: AppSettings): FirebaseSetup {
  const { host, port } = stack.database;
  return {
    // The Auth emulator accepts any API key; the SDK only needs one to be present.
    options: { apiKey: 'demo-api-key', projectId: stack.projectId, storageBucket: stack.storageBucket },
    mainDatabaseURL: `http://${host}:${port}?ns=${stack.databaseNamespaces.main}`,
    gamesDatabaseURL: `http://${host}:${port}?ns=${stack.databaseNamespaces.games}`,
    emulators: stack,
    region: settings.region,
    appCheckSiteKey: null,
  };
}

export async function productionSetup(
  fetchConfig: (url: string) => Promise<Response>,
  settings: AppSettings,
): Promise<FirebaseSetup> {
  const response = await fetchConfig('/__/firebase/init.json');
  if (!response.ok) throw new Error(`Could not load the Firebase configuration (HTTP ${response.status}).`);
  const options = (await response.json()) as FirebaseOptions & { databaseURL: string; projectId: string };
  return {
    options,
    mainDatabaseURL: options.databaseURL,
    gamesDatabaseURL: resolveGamesDatabaseUrl(
      options.databaseURL,
      options.projectId,
      settings.gamesDatabaseUrl,
    ),
    emulators: null,
    region: settings.region,
    appCheckSiteKey: settings.appCheckSiteKey,
  };
}
