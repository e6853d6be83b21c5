import type { UserRecord } from '@/domain';
import { watchAuthUser, watchUserRecord, type AuthUser } from './authGateway';
import { applyThemeLocally, resetAuth, startAuth, useAuthStore, USER_INFO_STORAGE_KEY } from './authStore';

vi.mock('./authGateway', () => ({ watchAuthUser: vi.fn(), watchUserRecord: vi.fn() }));

let emitUser: (user: AuthUser | null) => void;
let emitRecord: (record: UserRecord | null) => void;
const stopRecord = vi.fn();

const record = (username: string, theme = 'navy') =>
  ({ info: { username }, settings: { theme }, lastUpdated: 1 }) as unknown as UserRecord;

beforeEach(() => {
  localStorage.clear();
  stopRecord.mockReset();
  vi.mocked(watchAuthUser).mockImplementation((onChange) => {
    emitUser = onChange;
    return () => undefined;
  });
  vi.mocked(watchUserRecord).mockImplementation((_uid, onRecord) => {
    emitRecord = onRecord;
    return stopRecord;
  });
  resetAuth();
});

describe('authStore', () => {
  it('is unknown until Firebase reports, then signed out', () => {
    startAuth();
    expect(useAuthStore.getState().status).toBe('unknown');
    emitUser(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null, record: null });
  });

  it('follows the user record while signed in and caches it', () => {
    startAuth();
    emitUser({ uid: 'u1', email: 'a@loqi.app' });
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', user: { uid: 'u1' }, record: null });
    expect(watchUserRecord).toHaveBeenCalledWith('u1', expect.any(Function));
    emitRecord(record('alice'));
    expect(useAuthStore.getState().record?.info.username).toBe('alice');
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toMatchObject({
      user: { uid: 'u1', email: 'a@loqi.app' },
      record: { info: { username: 'alice' } },
    });
  });

  it('starts from the cache after a reload and drops it on sign-out', () => {
    localStorage.setItem(
      USER_INFO_STORAGE_KEY,
      JSON.stringify({ user: { uid: 'u1', email: 'a@loqi.app' }, record: record('alice') }),
    );
    resetAuth();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'unknown',
      record: { info: { username: 'alice' } },
    });
    startAuth();
    emitUser(null);
    expect(useAuthStore.getState().record).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('does not show the cached record of another account', () => {
    localStorage.setItem(
      USER_INFO_STORAGE_KEY,
      JSON.stringify({ user: { uid: 'u1', email: 'a@loqi.app' }, record: record('alice') }),
    );
    resetAuth();
    startAuth();
    emitUser({ uid: 'u2', email: 'b@loqi.app' });
    expect(useAuthStore.getState().record).toBeNull();
  });

  it('stops the record listener on sign-out', () => {
    startAuth();
    emitUser({ uid: 'u1', email: 'a@loqi.app' });
    emitUser(null);
    expect(stopRecord).toHaveBeenCalled();
  });

  it('applies a theme at once', () => {
    startAuth();
    emitUser({ uid: 'u1', email: 'a@loqi.app' });
    emitRecord(record('alice', 'dark'));
    applyThemeLocally('red');
    expect(useAuthStore.getState().record?.settings.theme).toBe('red');
  });
});
