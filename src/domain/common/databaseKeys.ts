// Text a user typed that becomes a database key (a player's name, a username, a search word) goes through
// databaseKey, once, wherever the key is derived. A key must be one the Realtime Database takes (no
// . $ # [ ] / or control characters) and one the SDKs handle: they keep data and pending transactions in
// plain objects, so a key named like what every object inherits misbehaves there ("__proto__" sets an
// object's prototype, and a transaction on it never settles; "hasOwnProperty" breaks their iteration).

/** What a key cannot hold, and '%', which starts an escape. */
const ESCAPED_CHARACTERS = /[\p{Cc}%.$#[\]/]/gu;

/** Names that plain objects inherit ("__proto__", "constructor", "toString", ...), and "prototype". */
const INHERITED_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

const escapeCharacter = (character: string) =>
  `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * The database key for a non-empty text: each character a key cannot hold, and '%', as %XX (its code in
 * hex), and a name that objects inherit with its first character so written ("%5F_proto__",
 * "%63onstructor"). Different texts give different keys, and ordinary ones ("anna", "cap") are their own key.
 */
export function databaseKey(text: string): string {
  if (text === '') throw new RangeError('A database key cannot be empty.');
  const escaped = text.replace(ESCAPED_CHARACTERS, escapeCharacter);
  return INHERITED_NAMES.has(escaped) ? escapeCharacter(escaped) + escaped.slice(1) : escaped;
}

/** Why an id a caller sent is refused when it is a name that objects inherit. */
export const INHERITED_NAME_REFUSAL = 'must not be a name that objects inherit, such as __proto__';

/** Whether a text is a database key as it is: an id a caller sends must be one, never a name to escape. */
export function isPlainDatabaseKey(text: string): boolean {
  return text !== '' && databaseKey(text) === text;
}
