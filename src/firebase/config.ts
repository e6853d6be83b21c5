// Which Firebase project the SPA talks to. In development the build embeds the local stack's
// addresses (from firebase.json, see vite.config.ts) and every service connects to its emulator; a
// production build embeds nothing and reads the project's web config from Firebase Hosting's reserved
// /__/firebase/init.json, so the same code runs against real Firebase with no change.
import type { FirebaseOptions } from 'firebase/app';
import { gamesDatabaseUrlFor } from '@/domain';

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
}

export function localSetup(stack: LocalStackAddresses): FirebaseSetup {
  const { host, port } = stack.database;
  return {
    // The Auth emulator accepts any API key; the SDK only needs one to be present.
    options: { apiKey: 'demo-api-key', projectId: stack.projectId, storageBucket: stack.storageBucket },
    mainDatabaseURL: `http://${host}:${port}?ns=${stack.databaseNamespaces.main}`,
    gamesDatabaseURL: `http://${host}:${port}?ns=${stack.databaseNamespaces.games}`,
    emulators: stack,
  };
}

export async function productionSetup(
  fetchConfig: (url: string) => Promise<Response> = fetch,
  gamesDatabaseOverride?: string,
): Promise<FirebaseSetup> {
  const response = await fetchConfig('/__/firebase/init.json');
  if (!response.ok) throw new Error(`Could not load the Firebase configuration (HTTP ${response.status}).`);
  const options = (await response.json()) as FirebaseOptions & { databaseURL: string; projectId: string };
  return {
    options,
    mainDatabaseURL: options.databaseURL,
    gamesDatabaseURL: gamesDatabaseOverride || gamesDatabaseUrlFor(options.databaseURL, options.projectId),
    emulators: null,
  };
}
