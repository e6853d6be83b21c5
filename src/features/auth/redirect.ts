/** Whether `path` starts as a path on this site does: one "/", not "//" or "/\" (protocol-relative). */
const startsAsSitePath = (path: string) => path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';

/**
 * The ?redirect= target to follow after signing in, or null when it is not a path on this site. Only
 * same-site paths are followed, so a crafted link cannot send a fresh sign-in to another site (open
 * redirect): "//host" and "/\host" are protocol-relative to browsers, and browsers drop tabs and line
 * breaks inside URLs, so "/\t/host" would become "//host". The target is resolved as a URL would be, and
 * what that gives is checked again: "/.//host", "/a/..//host" and "/%2e//host" resolve to "//host".
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !startsAsSitePath(target)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f\s\\]/.test(target)) return null;
  const base = 'https://loqi.invalid';
  try {
    const url = new URL(target, base);
    const path = url.pathname + url.search + url.hash;
    return url.origin === base && startsAsSitePath(path) && new URL(path, base).origin === base ? path : null;
  } catch {
    return null;
  }
}
