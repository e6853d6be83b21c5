// The one Firebase app of the SPA and its services. Each service is imported on first use, so a
// screen downloads only the SDKs it needs (the player's /join never loads Auth).
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type FirebaseSetup, localSetup, productionSetup } from './config';

let setup: Promise<{ app: FirebaseApp; setup: FirebaseSetup }> | undefined;

/** The Firebase app, initialised once for the local stack or for the deployed project. */
export function firebaseApp(): Promise<{ app: FirebaseApp; setup: FirebaseSetup }> {
  setup ??= (async () => {
    const resolved = __LOQI_LOCAL_STACK__
      ? localSetup(__LOQI_LOCAL_STACK__)
      : await productionSetup(fetch, import.meta.env.VITE_GAMES_DATABASE_URL);
    return { app: initializeApp(resolved.options), setup: resolved };
  })();
  return setup;
}
