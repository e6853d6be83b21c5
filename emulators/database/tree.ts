// The data tree, kept in the Realtime Database's export format so that the rules engine and exports
// read it as is: null is "no data", an object never is empty, arrays are stored as objects with
// integer keys, a priority is a ".priority" key, and a leaf with a priority is
// { ".value": v, ".priority": p } (https://firebase.google.com/docs/database/rest/retrieve-data, format=export).
// Trees are immutable: a write copies the objects along its path and shares everything else (a node of
// many children in buckets, largeNode.ts, so that copying it costs a bucket, not all its children).

import type { JsonValue } from './rules';
import { copyForWrite, largeNodeSize } from './largeNode';
import { InvalidDataError, isValidKey, type Path } from './path';
import { resolveServerValue } from './serverValues';

export type Primitive = boolean | number | string;
export type Priority = number | string | null;
export type Data = null | Primitive | DataObject;
export interface DataObject {
  [key: string]: Data;
}

/** Whether a node has children: not null and not a leaf (a primitive or a { ".value" } object). */
export function hasChildren(node: Data): node is DataObject {
  return node !== null && typeof node === 'object' && !('.value' in node);
}

/** The value of a leaf without its priority; null for no data or a node with children. */
export function leafValue(node: Data): Primitive | null {
  if (node === null) return null;
  if (typeof node !== 'object') return node;
  return '.value' in node ? (node['.value'] as Primitive) : null;
}

export function priorityOf(node: Data): Priority {
  return node !== null && typeof node === 'object' ? ((node['.priority'] ?? null) as Priority) : null;
}

/** The keys of a node's children (none for a leaf). */
export function childKeys(node: Data): string[] {
  if (!hasChildren(node)) return [];
  return Object.keys(node).filter((key) => key !== '.priority');
}

/**
 * A child by key; ".priority" is the node's priority, as in the SDK. Own keys only: a key such as "constructor"
 * names a child, never what objects inherit.
 */
export function childOf(node: Data, key: string): Data {
  if (key === '.priority') return priorityOf(node);
  if (!hasChildren(node) || !Object.hasOwn(node, key)) return null;
  return node[key] ?? null;
}

/**
 * Sets a child of an object as its own property. An assignment `node[key] = value` would set the object's
 * prototype for the key "__proto__" and keep no child; every other key (`constructor` included) becomes an
 * own property by assignment, which V8 makes far faster than defineProperty (a write of 10,000 children).
 */
export function putChild(node: Record<string, Data>, key: string, value: Data): void {
  if (key === '__proto__') {
    Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    node[key] = value;
  }
}

export function getAt(root: Data, path: Path): Data {
  let node = root;
  for (const key of path) {
    node = childOf(node, key);
    if (node === null) return null;
  }
  return node;
}

/** The node with another priority; a priority on no data is dropped, as the real service does. */
export function withPriority(node: Data, priority: Priority): Data {
  if (node === null || priorityOf(node) === priority) return node;
  if (!hasChildren(node)) {
    const value = leafValue(node) as Primitive;
    return priority === null ? value : { '.value': value, '.priority': priority };
  }
  const copy: DataObject = { ...node };
  if (priority === null) delete copy['.priority'];
  else copy['.priority'] = priority;
  return copy;
}

/** The tree with `value` (already normalized) at `path`. */
export function setAt(root: Data, path: Path, value: Data): Data {
  return setAllAt(root, [{ path, value }]);
}

/**
 * The tree with each value (already normalized) set at its path in turn, as successive setAt calls
 * would leave it. Each node on the way is copied at most once and the copy then changed in place, so
 * that an update of n children of one node costs O(n), not the O(n²) of copying it once per child.
 */
export function setAllAt(root: Data, writes: Iterable<{ path: Path; value: Data }>): Data {
  // The objects this call created, which nothing outside it references yet.
  const created = new Set<DataObject>();
  let newRoot = root;
  for (const { path, value } of writes) newRoot = setBelow(newRoot, path, 0, value, created);
  return newRoot;
}

function setBelow(node: Data, path: Path, depth: number, value: Data, created: Set<DataObject>): Data {
  const key = path[depth];
  if (key === undefined) return value;
  if (key === '.priority') {
    if (value !== null && typeof value !== 'number' && typeof value !== 'string') {
      throw new InvalidDataError('A priority must be a string, a number or null');
    }
    return withPriority(node, value);
  }
  const child = childOf(node, key);
  const newChild = setBelow(child, path, depth + 1, value, created);
  if (newChild === child) return node;
  if (!hasChildren(node)) {
    if (newChild === null) return node;
    // A leaf that gains a child keeps its priority, as in the SDK.
    const priority = priorityOf(node);
    const gained: DataObject =
      priority === null ? { [key]: newChild } : { [key]: newChild, '.priority': priority };
    created.add(gained);
    return gained;
  }
  let target = node;
  if (!created.has(node)) {
    target = copyForWrite(node);
    created.add(target);
  }
  if (newChild !== null) {
    putChild(target, key, newChild);
    return target;
  }
  Reflect.deleteProperty(target, key);
  return hasChildKey(target) ? target : null;
}

function hasChildKey(node: DataObject): boolean {
  const size = largeNodeSize(node);
  if (size !== undefined) return size > ('.priority' in node ? 1 : 0);
  for (const key in node) if (key !== '.priority') return true;
  return false;
}

export function deepEqual(a: Data, b: Data): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key] ?? null, b[key] ?? null))
  );
}

const SPECIAL_KEYS = new Set(['.priority', '.value', '.sv']);

/**
 * Turns written JSON into stored data: server values resolved against `existing` (the data the write
 * replaces) at `now`, arrays become objects, nulls and empty objects vanish.
 */
export function normalize(input: unknown, existing: Data, now: number): Data {
  if (input === null || input === undefined) return null;
  if (typeof input === 'boolean' || typeof input === 'string') return input;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new InvalidDataError(`Invalid number ${input}`);
    return input;
  }
  if (typeof input !== 'object') throw new InvalidDataError(`Invalid value of type ${typeof input}`);
  const object: Record<string, unknown> = Array.isArray(input)
    ? { ...input }
    : (input as Record<string, unknown>);
  const priority = '.priority' in object ? normalizePriority(object['.priority'], existing, now) : null;
  let node: Data;
  if ('.sv' in object) node = resolveServerValue(object['.sv'], leafValue(existing), now);
  else if ('.value' in object && object['.value'] !== null) node = normalize(object['.value'], existing, now);
  else node = normalizeChildren(object, existing, now);
  return withPriority(node, priority);
}

function normalizeChildren(object: Record<string, unknown>, existing: Data, now: number): Data {
  const result: DataObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (SPECIAL_KEYS.has(key)) continue;
    if (!isValidKey(key)) {
      throw new InvalidDataError(`Invalid key "${key}": keys can't be empty or contain . $ # [ ] /`);
    }
    const child = normalize(value, childOf(existing, key), now);
    if (child !== null) putChild(result, key, child);
  }
  return Object.keys(result).length === 0 ? null : result;
}

function normalizePriority(input: unknown, existing: Data, now: number): Priority {
  if (input === null || typeof input === 'string') return input;
  if (typeof input === 'number' && Number.isFinite(input)) return input;
  if (typeof input === 'object' && '.sv' in input) {
    return resolveServerValue((input as { '.sv': unknown })['.sv'], priorityOf(existing), now);
  }
  throw new InvalidDataError('A priority must be a string, a number or null');
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/**
 * The plain JSON a read returns outside the export format: priorities dropped and objects whose keys
 * are all array indexes, at least half of them used, returned as arrays (the SDK's `val()` rule).
 */
export function toPlainJson(node: Data): JsonValue {
  if (!hasChildren(node)) return leafValue(node);
  const keys = childKeys(node);
  const plain = (key: string) => toPlainJson(node[key] ?? null);
  if (keys.every((key) => ARRAY_INDEX.test(key))) {
    const maxIndex = Math.max(...keys.map(Number));
    if (maxIndex < 2 * keys.length) {
      const array: JsonValue[] = Array.from({ length: maxIndex + 1 }, () => null);
      for (const key of keys) array[Number(key)] = plain(key);
      return array;
    }
  }
  return Object.fromEntries(keys.map((key) => [key, plain(key)]));
}

/** A REST `shallow=true` read: a leaf's value, or each child key mapped to true. */
export function toShallowJson(node: Data): JsonValue {
  if (!hasChildren(node)) return leafValue(node);
  return Object.fromEntries(childKeys(node).map((key) => [key, true]));
}
