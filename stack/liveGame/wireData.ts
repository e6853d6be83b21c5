// The data side of the Realtime Database wire protocol as a client sees it, for the light player
// (lightPlayer.ts): the server's data pushes ("d" sets the data at a path, "m" sets each relative path of
// an object under a path), applied to the client's copy of a location it listens to, and that copy read
// as the SDK's DataSnapshot.val() gives it (objects whose keys are array indices become arrays).
//
// Copies are immutable: an overwrite copies the objects along its path and shares the rest, so a value
// handed out never changes under its holder. Priorities, which no game data has, are not handled.
import { isPrefix, parsePath, type Path } from '@loqi/database-emulator/path';

/** Data as the client keeps it: no nulls inside, no empty objects, no arrays (stored as objects). */
export type WireData = null | string | number | boolean | WireObject;
export interface WireObject {
  [key: string]: WireData;
}

/** One push's effect: the data at `path` (absolute) is now `data`. */
export interface Overwrite {
  path: Path;
  data: WireData;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The overwrites of a data push: "d" sets `pathText`, "m" sets each of `data`'s relative paths under it. */
export function overwritesOf(action: 'd' | 'm', pathText: string, data: unknown): Overwrite[] {
  const path = parsePath(pathText);
  if (action === 'd') return [{ path, data: stored(data) }];
  if (!isObject(data)) return [];
  return Object.entries(data).map(([relative, child]) => ({
    path: [...path, ...parsePath(relative)],
    data: stored(child),
  }));
}

/**
 * The data of the location at `location` after `overwrite`, given its data before: the same object when
 * the overwrite is elsewhere, so that a caller can tell nothing changed.
 */
export function overwritten(location: Path, before: WireData, { path, data }: Overwrite): WireData {
  if (isPrefix(location, path)) return setAt(before, path.slice(location.length), data);
  if (isPrefix(path, location)) return dataAt(data, location.slice(path.length));
  return before;
}

/** Whether an overwrite replaces the whole location (at it or above it), which makes a first value complete. */
export function coversLocation(location: Path, overwrite: Overwrite): boolean {
  return isPrefix(overwrite.path, location);
}

/** Keys the SDK reads as array indices. */
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/**
 * The data as DataSnapshot.val() returns it: an object whose keys are all array indices, the largest
 * below twice their number, is an array (with holes where keys are missing). Unchanged objects are the
 * copy's own, shared.
 */
export function sdkValue(node: WireData): unknown {
  if (!isObject(node)) return node;
  const children: Record<string, unknown> = {};
  let changed = false;
  let allIndices = true;
  let largestIndex = -1;
  const keys = Object.keys(node);
  for (const key of keys) {
    const child = node[key] as WireData;
    const value = sdkValue(child);
    changed ||= value !== child;
    children[key] = value;
    if (allIndices && ARRAY_INDEX.test(key)) largestIndex = Math.max(largestIndex, Number(key));
    else allIndices = false;
  }
  if (allIndices && largestIndex < 2 * keys.length) {
    const array: unknown[] = [];
    for (const key of keys) array[Number(key)] = children[key];
    return array;
  }
  return changed ? children : node;
}

/** Pushed JSON as the client keeps it: nulls and empty objects dropped, arrays as objects keyed by index. */
function stored(value: unknown): WireData {
  if (!isObject(value)) return (value ?? null) as WireData;
  const node: WireObject = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = stored(child);
    if (kept !== null) node[key] = kept;
  }
  return Object.keys(node).length === 0 ? null : node;
}

function dataAt(node: WireData, path: Path): WireData {
  let current = node;
  for (const key of path) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return null;
    current = current[key] as WireData;
  }
  return current;
}

function setAt(node: WireData, path: Path, data: WireData): WireData {
  const [key, ...rest] = path;
  if (key === undefined) return data;
  const before = isObject(node) ? node : {};
  const child = setAt(Object.hasOwn(before, key) ? (before[key] as WireData) : null, rest, data);
  const children: WireObject = {};
  for (const [otherKey, other] of Object.entries(before)) if (otherKey !== key) children[otherKey] = other;
  if (child !== null) children[key] = child;
  return Object.keys(children).length === 0 ? null : children;
}
