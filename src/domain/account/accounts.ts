// Account rules (SPEC §5, Accounts).
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../common/constants';
import { databaseKey } from '../common/databaseKeys';

/** A general email shape: something@something.tld, no spaces. Deliverability is the auth service's job. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** Alphanumeric runs joined by single . or _ separators: no leading, trailing or adjacent separators. */
const USERNAME_PATTERN = /^[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*$/;

export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN_LENGTH &&
    username.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(username)
  );
}

/** One line of the username requirements the UI lists, and whether a candidate meets it. */
export interface UsernameRequirement {
  text: string;
  met: boolean;
}

/**
 * The requirements as the settings screen lists them, each checked against `username`, so the UI can
 * mark which one a candidate breaks. All are met exactly when isValidUsername is true.
 */
export function usernameRequirements(username: string): UsernameRequirement[] {
  return [
    {
      text: `${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters`,
      met: username.length >= USERNAME_MIN_LENGTH && username.length <= USERNAME_MAX_LENGTH,
    },
    { text: 'Only letters, numbers, underscores', met: /^[A-Za-z0-9._]*$/.test(username) },
    { text: 'No start or end underscore', met: !/^[._]|[._]$/.test(username) },
    { text: 'No adjacent underscores', met: !/[._]{2}/.test(username) },
  ];
}

/** Usernames are unique ignoring case; this is the key they are compared by. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/**
 * A username's key in the database's username index: its usernameKey with each `.` written as `,` (the
 * index's keys from before databaseKey, kept readable), as a databaseKey ("constructor" is
 * "%63onstructor"). Valid usernames have no commas, so no two keys collide.
 */
export function usernameIndexKey(username: string): string {
  return databaseKey(usernameKey(username).replace(/\./g, ','));
}
