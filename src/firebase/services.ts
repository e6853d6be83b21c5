// Accessors for each Firebase service, connected to its emulator in development.
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import type { FirebaseSetup } from './config';

const once = <T>(create: () => Promise<T>): (() => Promise<T>) => {
  let instance: Promise<T> | undefined;
  return () => (instance ??= create());
};

/** A database instance, chosen from the setup, connected to the emulator in development. */
const databaseAt = (urlOf: (setup: FirebaseSetup) => string) =>
  once(async (): Promise<Database> => {
    const [{ app, setup }, { getDatabase, connectDatabaseEmulator }] = await Promise.all([
      firebaseApp(),
      import('firebase/database'),
    ]);
    const database = getDatabase(app, urlOf(setup));
    if (setup.emulators) {
      connectDatabaseEmulator(database, setup.emulators.database.host, setup.emulators.database.port);
    }
    return database;
  });

/** The main database: users and quizzes. */
export const mainDatabase = databaseAt((setup) => setup.mainDatabaseURL);

/** The live-game database, a second instance. */
export const gamesDatabase = databaseAt((setup) => setup.gamesDatabaseURL);

export const authService = once(async (): Promise<Auth> => {
  const [
    { app, setup },
    {
      initializeAuth,
      connectAuthEmulator,
      indexedDBLocalPersistence,
      browserLocalPersistence,
      browserSessionPersistence,
    },
  ] = await Promise.all([firebaseApp(), import('firebase/auth')]);
  // getAuth's persistence without its popup/redirect resolver: Loqi signs in with email and password only,
  // and the resolver loads Google's gapi script and an iframe of the auth domain on every phone and Safari
  // visit, code the Content-Security-Policy (firebase.json) would have to allow for nothing.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (setup.emulators) {
    const { host, port } = setup.emulators.auth;
    connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  return auth;
});

export const storageService = once(async (): Promise<FirebaseStorage> => {
  const [{ app, setup }, { getStorage, connectStorageEmulator }] = await Promise.all([
    firebaseApp(),
    import('firebase/storage'),
  ]);
  const storage = getStorage(app);
  if (setup.emulators)
    connectStorageEmulator(storage, setup.emulators.storage.host, setup.emulators.storage.port);
  return storage;
});

export const functionsService = once(async (): Promise<Functions> => {
  const [{ app, setup }, { getFunctions, connectFunctionsEmulator }] = await Promise.all([
    firebaseApp(),
    import('firebase/functions'),
  ]);
  const functions = getFunctions(app, setup.region);
  if (setup.emulators) {
    const { host, port } = setup.emulators.functions;
    connectFunctionsEmulator(functions, host, port);
  }
  return functions;
});
