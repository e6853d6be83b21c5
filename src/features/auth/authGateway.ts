// The auth feature's only contact with Firebase. Screens and the store call these functions, so component
// tests replace this one module (vi.mock) instead of the SDK. The SDK modules are imported on first use to
// keep them out of the first screen's bundle.
import { mainPaths, type UserRecord } from '@/domain';
import { listenToMain } from '@/firebase/calls';
import { readValue } from '@/firebase/reads';
import { authService, mainDatabase } from '@/firebase/services';

/** The part of a Firebase user the app keeps. */
export interface AuthUser {
  uid: string;
  email: string;
}

/**
 * Calls `onChange` with the signed-in user, or null, now and at every sign-in and sign-out.
 * Returns the unsubscribe function.
 */
export function watchAuthUser(onChange: (user: AuthUser | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void Promise.all([authService(), import('firebase/auth')]).then(([auth, { onAuthStateChanged }]) => {
    if (stopped) return;
    unsubscribe = onAuthStateChanged(auth, (user) => {
      onChange(user ? { uid: user.uid, email: user.email ?? '' } : null);
    });
  });
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/**
 * Listens to users/{uid}/lastUpdated and reads the whole record each time it changes, so a change made by
 * a callable or in another tab reaches this one. `onRecord` gets null while the record does not exist yet
 * (the sign-up trigger writes it shortly after the account is created).
 */
export function watchUserRecord(uid: string, onRecord: (record: UserRecord | null) => void): () => void {
  let stopped = false;
  const stopListening = listenToMain(mainPaths.userLastUpdated(uid), () => {
    void readValue(mainDatabase, mainPaths.user(uid)).then(
      (record) => {
        if (!stopped) onRecord(record);
      },
      (error: unknown) => console.error(error),
    );
  });
  return () => {
    stopped = true;
    stopListening();
  };
}

export async function logIn(email: string, password: string): Promise<AuthUser> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([authService(), import('firebase/auth')]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return { uid: user.uid, email: user.email ?? email };
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const [auth, { createUserWithEmailAndPassword }] = await Promise.all([
    authService(),
    import('firebase/auth'),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  return { uid: user.uid, email: user.email ?? email };
}

export async function sendPasswordReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([authService(), import('firebase/auth')]);
  await sendPasswordResetEmail(auth, email);
}

/** Signs out when someone is signed in; waits for the saved session to load first, so a reload counts. */
export async function signOutIfSignedIn(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([authService(), import('firebase/auth')]);
  await auth.authStateReady();
  if (auth.currentUser) await signOut(auth);
}
