// The one source of the app's auth state (SPEC §4): unknown until Firebase reports, then signed in or out,
// with the signed-in user's record from the main database.
import { create } from 'zustand';
import type { Theme, UserRecord } from '@/domain';
import { watchAuthUser, watchUserRecord, type AuthUser } from './authGateway';

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  record: UserRecord | null;
}

/** Where the user info is cached (SPEC §3), so a reload can show the username before Firebase answers. */
export const USER_INFO_STORAGE_KEY = 'loqi.userInfo';

interface CachedUserInfo {
  user: AuthUser;
  record: UserRecord | null;
}

function readCache(): CachedUserInfo | null {
  try {
    const raw = localStorage.getItem(USER_INFO_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<CachedUserInfo>) : null;
    return parsed?.user ? { user: parsed.user, record: parsed.record ?? null } : null;
  } catch {
    // A corrupt or unreadable cache only costs the early username; Firebase's answer replaces it.
    return null;
  }
}

function writeCache(info: CachedUserInfo | null): void {
  try {
    if (info) localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(info));
    else localStorage.removeItem(USER_INFO_STORAGE_KEY);
  } catch {
    // Storage may be full or blocked (private mode); the app works without the cache.
  }
}

function initialState(): AuthState {
  const cached = readCache();
  return { status: 'unknown', user: cached?.user ?? null, record: cached?.record ?? null };
}

export const useAuthStore = create<AuthState>()(() => initialState());

let stopAuth: (() => void) | null = null;
let stopRecord: (() => void) | null = null;
let watchedUid: string | null = null;

function showUser(user: AuthUser): void {
  const previous = useAuthStore.getState();
  // A different account than the cached one must not show the cached username.
  const record = previous.user?.uid === user.uid ? previous.record : null;
  useAuthStore.setState({ status: 'signedIn', user, record });
  writeCache({ user, record });
}

function followUser(user: AuthUser | null): void {
  if (!user) {
    stopRecord?.();
    stopRecord = null;
    watchedUid = null;
    writeCache(null);
    useAuthStore.setState({ status: 'signedOut', user: null, record: null });
    return;
  }
  if (watchedUid === user.uid) return;
  showUser(user);
  stopRecord?.();
  watchedUid = user.uid;
  stopRecord = watchUserRecord(user.uid, (next) => {
    useAuthStore.setState({ record: next });
    writeCache({ user, record: next });
  });
}

/** Starts following Firebase Auth; later calls do nothing. The root layout calls it once. */
export function startAuth(): void {
  if (stopAuth) return;
  stopAuth = watchAuthUser(followUser);
}

/**
 * Records a sign-in the moment it succeeds. Firebase reports it to onAuthStateChanged too, but not always
 * before the modal follows ?redirect=, and a screen that still saw "signed out" would send the user back
 * to log in. The record is read only once that report comes: by then the database client has the new
 * user's token, and a read made before would be refused by the rules.
 */
export function acceptSignIn(user: AuthUser): void {
  if (watchedUid !== user.uid) showUser(user);
}

/** Stops following and forgets everything: for tests. */
export function resetAuth(): void {
  stopAuth?.();
  stopRecord?.();
  stopAuth = stopRecord = watchedUid = null;
  useAuthStore.setState(initialState(), true);
}

/** Shows a theme the user just picked before the server's copy of the record comes back. */
export function applyThemeLocally(theme: Theme): void {
  const { user, record } = useAuthStore.getState();
  if (!user || !record) return;
  const next = { ...record, settings: { ...record.settings, theme } };
  useAuthStore.setState({ record: next });
  writeCache({ user, record: next });
}

export const useAuthStatus = () => useAuthStore((state) => state.status);
export const useAuthUser = () => useAuthStore((state) => state.user);
export const useUserRecord = () => useAuthStore((state) => state.record);
/** The username to show: known from the cache before Firebase answers, gone once signed out. */
export const useUsername = () =>
  useAuthStore((state) => (state.status === 'signedOut' ? null : (state.record?.info?.username ?? null)));
export const useTheme = (): Theme | null =>
  useAuthStore((state) => (state.status === 'signedOut' ? null : (state.record?.settings?.theme ?? null)));
/** The whole auth state; prefer the narrower hooks in components that need one field. */
export const useAuth = () => useAuthStore();
