import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimPreloadReload, PRELOAD_RELOAD_KEY, RELOAD_GUARD_MS } from './preloadRecovery';

/** A sessionStorage of one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('claimPreloadReload', () => {
  it('reloads at the first failure and notes when', () => {
    const storage = memoryStorage();
    expect(claimPreloadReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload a page that fails again soon after its reload, so it cannot loop', () => {
    const storage = memoryStorage();
    expect(claimPreloadReload(storage, 1_000_000)).toBe(true);
    expect(claimPreloadReload(storage, 1_000_000 + 5_000)).toBe(false);
    expect(claimPreloadReload(storage, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    const storage = memoryStorage();
    expect(claimPreloadReload(storage, 1_000_000)).toBe(true);
    expect(claimPreloadReload(storage, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(claimPreloadReload(storage, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it('reloads when the noted time is unreadable or in the future (a clock set back)', () => {
    const garbled = memoryStorage();
    garbled.setItem(PRELOAD_RELOAD_KEY, 'soon');
    expect(claimPreloadReload(garbled, 1_000_000)).toBe(true);
    const future = memoryStorage();
    future.setItem(PRELOAD_RELOAD_KEY, String(2_000_000));
    expect(claimPreloadReload(future, 1_000_000)).toBe(true);
  });

  it('never reloads when the storage is blocked, since nothing would stop a loop', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(claimPreloadReload(blocked, 1_000_000)).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(claimPreloadReload(full, 1_000_000)).toBe(false);
  });
});

describe('installPreloadRecovery', () => {
  // The module keeps whether a reload is under way: each test starts from a freshly loaded one.
  beforeEach(() => {
    vi.resetModules();
  });

  function fakeWindow() {
    const events = new EventTarget();
    const location = { reload: vi.fn(), assign: vi.fn() };
    const target = Object.assign(events, { sessionStorage: memoryStorage(), location });
    return { target: target as unknown as Window, location };
  }

  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  it('reloads the page once and swallows the failures of the moment before it goes', async () => {
    const { installPreloadRecovery, pageReloading } = await import('./preloadRecovery');
    const { target, location } = fakeWindow();
    installPreloadRecovery(target);
    expect(pageReloading()).toBe(false);

    const first = preloadError();
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(pageReloading()).toBe(true);

    const second = preloadError();
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('opens the page the router was going to', async () => {
    const { installPreloadRecovery } = await import('./preloadRecovery');
    const { target, location } = fakeWindow();
    installPreloadRecovery(target, () => '/about?x=1');
    target.dispatchEvent(preloadError());
    expect(location.assign).toHaveBeenCalledWith('/about?x=1');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('lets the reloaded page fail to the error screen when it fails again', async () => {
    const { installPreloadRecovery, pageReloading } = await import('./preloadRecovery');
    const { target, location } = fakeWindow();
    // What the page before the reload noted in the tab's sessionStorage.
    target.sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
    installPreloadRecovery(target);

    const failure = preloadError();
    target.dispatchEvent(failure);
    expect(failure.defaultPrevented).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
    expect(pageReloading()).toBe(false);
  });
});
