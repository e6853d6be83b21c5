// The orderings of the Realtime Database, identical to the client SDK's so that query windows and
// node hashes computed here match what the SDK computes from the same data
// (https://firebase.google.com/docs/database/web/lists-of-data, "How query data is ordered").

/** Sentinel key names below and above every real key; real keys cannot contain "[". */
export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?0*\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function keyAsInt32(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

/**
 * Key order: keys that parse as 32-bit integers first, numerically (a longer spelling of the same
 * number after the shorter), then the other keys by UTF-16 code units.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const aInt = keyAsInt32(a);
  const bInt = keyAsInt32(b);
  if (aInt !== null && bInt !== null) return aInt === bInt ? a.length - b.length : aInt - bInt;
  if (aInt !== null) return -1;
  if (bInt !== null) return 1;
  return a < b ? -1 : 1;
}

/**
 * What a node sorts by when ordered by value: null (no data) first, then false, true, numbers,
 * strings, and last every node with children, all of which tie.
 */
export type SortValue = null | boolean | number | string | typeof CHILDREN;
export const CHILDREN = Symbol('children');

function rank(value: SortValue): number {
  if (value === null) return 0;
  if (value === CHILDREN) return 4;
  return { boolean: 1, number: 2, string: 3 }[typeof value as 'boolean' | 'number' | 'string'];
}

export function compareSortValues(a: SortValue, b: SortValue): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (a === CHILDREN || a === null || a === b) return 0;
  return (a as number | string | boolean) < (b as number | string | boolean) ? -1 : 1;
}
