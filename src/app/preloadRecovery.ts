// After a deploy, Hosting no longer has the hashed chunks of the previous build, so a page opened before it
// fails to load a screen it has not loaded yet: Vite then fires `vite:preloadError` on window. Loading the
// page anew fetches the new index.html (served no-cache) and the chunks it names. Only once: should the new
// page fail too (the network is down, the deploy is broken), reloading again would loop, so the error goes on
// to the error screen.

/** sessionStorage's key for the time of the last reload this module made: one tab, and it outlives the reload. */
export const PRELOAD_RELOAD_KEY = 'loqi.preloadReloadAt';

/**
 * A page that fails again this soon after such a reload is the reloaded page failing, not a later deploy; a
 * failure after it (the tab stayed open across another deploy) may reload again.
 */
export const RELOAD_GUARD_MS = 60_000;

type ReloadStamp = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a failed chunk load at `now` reloads the page; when it does, notes the time in `storage`. A storage
 * that cannot be read or written (blocked by the browser) never reloads, since no guard could stop a loop.
 */
export function claimPreloadReload(storage: ReloadStamp, now: number): boolean {
  try {
    const last = Number(storage.getItem(PRELOAD_RELOAD_KEY));
    if (last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(PRELOAD_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

let reloading = false;

/**
 * True once the page is being loaded anew: the failed import resolves to nothing then, and whatever breaks on
 * it in the moment before the page goes is not worth an error screen or a report.
 */
export const pageReloading = (): boolean => reloading;

/**
 * Listens for Vite's chunk load failures on `target`. `pendingPath` is where the page was going when it
 * failed (the router's pending navigation), so that the new page opens there; null reloads the current one.
 */
export function installPreloadRecovery(target: Window, pendingPath: () => string | null = () => null): void {
  target.addEventListener('vite:preloadError', (event) => {
    // One failure often fires twice (a screen's stylesheet and its script): the first one decided.
    if (reloading) {
      event.preventDefault();
      return;
    }
    if (!claimPreloadReload(target.sessionStorage, Date.now())) return;
    event.preventDefault();
    reloading = true;
    const path = pendingPath();
    if (path === null) target.location.reload();
    else target.location.assign(path);
  });
}
