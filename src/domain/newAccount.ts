// A new account's user record and generated username (SPEC §3, §5). The server creates both when an
// account signs up; the user can change the username afterwards.
import { USERNAME_MAX_LENGTH } from './constants';
import { isValidUsername } from './accounts';
import { DEFAULT_SETTINGS } from './templates';
import type { UserRecord } from './user';

/** The username base for an email whose local part keeps nothing usable. */
export const FALLBACK_USERNAME_BASE = 'user';

/** How many digits the suffix of a generated username's `attempt` has: more digits as collisions pile up. */
function suffixDigits(attempt: number): number {
  return attempt <= 10 ? 4 : 8;
}

/**
 * The start of a generated username: the email's local part with accents stripped, every run of other
 * characters turned into one `_` and separators only between alphanumeric runs, cut to the maximum
 * length. It may be shorter than the minimum; generatedUsername pads it with digits then.
 */
export function usernameBaseFromEmail(email: string | undefined): string {
  const localPart = (email ?? '').split('@')[0] ?? '';
  const base = localPart
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._]+/g, '_')
    .replace(/[._]{2,}/g, (run) => run[0] ?? '_')
    .replace(/^[._]+|[._]+$/g, '');
  return trimSeparators(base.slice(0, USERNAME_MAX_LENGTH)) || FALLBACK_USERNAME_BASE;
}

function trimSeparators(text: string): string {
  return text.replace(/[._]+$/, '');
}

/** FNV-1a: a small, stable string hash, so the same account always tries the same names. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The username a new account tries at `attempt` (0, 1, 2...): the base itself first when it is a valid
 * username, then the base followed by digits derived from the uid and the attempt. The sequence depends
 * only on its inputs, so a sign-up handled twice claims the same name both times.
 */
export function generatedUsername(base: string, uid: string, attempt: number): string {
  if (attempt === 0 && isValidUsername(base)) return base;
  const digits = suffixDigits(attempt);
  const suffix = String(hash(`${uid}#${attempt}`) % 10 ** digits).padStart(digits, '0');
  return trimSeparators(base.slice(0, USERNAME_MAX_LENGTH - digits)) + suffix;
}

/** The record of a new account, with the default settings (SPEC §3). */
export function newUserRecord(account: {
  uid: string;
  email: string;
  username: string;
  now: number;
}): UserRecord {
  return {
    images: { uploaded: [] },
    info: {
      created: account.now,
      email: account.email,
      moderation: { restrictions: {} },
      namePlate: '',
      permissions: {},
      uid: account.uid,
      username: account.username,
      profileCards: {},
    },
    quizzes: { created: {}, liked: [] },
    lastUpdated: account.now,
    settings: DEFAULT_SETTINGS,
  };
}
