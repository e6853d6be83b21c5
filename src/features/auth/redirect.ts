/**
 * The ?redirect= target to follow after signing in, or null when it is not a path on this site. Only
 * same-site paths are followed, so a crafted link cannot send a fresh sign-in to another site (open
 * redirect): "//host" and "/\host" are protocol-relative to browsers, and browsers drop tabs and line
 * breaks inside URLs, so "/\t/host" would become "//host".
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target[1] === '/' || target[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f\s\\]/.test(target)) return null;
  const base = 'https://loqi.invalid';
  try {
    const url = new URL(target, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** The home page with the Log In modal open, going to `returnTo` once signed in (SPEC §2, §6). */
export function logInPath(returnTo: string): string {
  return `/?${new URLSearchParams({ login: 'true', redirect: returnTo }).toString()}`;
}
