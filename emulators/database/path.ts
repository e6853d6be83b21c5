// Database paths as arrays of keys ([] is the root), and the key rules of the Realtime Database.

export type Path = readonly string[];

/** Thrown for data or paths the real service would refuse as malformed. */
export class InvalidDataError extends Error {
  override readonly name = 'InvalidDataError';
}

// Keys may not contain . $ # [ ] / or ASCII control characters, and take at most 768 bytes
// (https://firebase.google.com/docs/database/usage/limits, "Data tree").
const FORBIDDEN_CHARACTERS = /[.#$[\]/]/;
const MAX_KEY_BYTES = 768;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || FORBIDDEN_CHARACTERS.test(key)) return false;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  // A UTF-16 code unit takes at most 3 bytes in UTF-8, so short keys need no counting.
  return key.length * 3 <= MAX_KEY_BYTES || Buffer.byteLength(key) <= MAX_KEY_BYTES;
}

/** Splits "a/b/c" (slashes at either end and doubled are ignored, as the SDK does) into keys. */
export function parsePath(text: string): Path {
  return text.split('/').filter((key) => key !== '');
}

/**
 * A path that data is written to or read from: every key valid, except a trailing ".priority" that
 * addresses the priority of the node above it.
 */
export function parseDataPath(text: string): Path {
  const path = parsePath(text);
  path.forEach((key, i) => {
    if (key === '.priority' && i === path.length - 1) return;
    if (!isValidKey(key)) {
      throw new InvalidDataError(
        `Invalid path "${text}": key "${key}" is empty, too long or contains . $ # [ ] /`,
      );
    }
  });
  return path;
}

export function formatPath(path: Path): string {
  return path.join('/');
}

/** Whether `ancestor` is `path` or one of its ancestors. */
export function isPrefix(ancestor: Path, path: Path): boolean {
  return ancestor.length <= path.length && ancestor.every((key, i) => key === path[i]);
}
