// RuleDataSnapshot: the rules' view of the data at one location (`root`, `data`, `newData` and what their
// methods return), over data in the Realtime Database export format. See
// https://firebase.google.com/docs/reference/security/database#ruledatasnapshot_methods

import type { JsonValue } from './index';

/**
 * What val() returns for a location that has children. The reference says val() never returns the children
 * there, but "a special sentinel value", so that rules stay cheap to evaluate: children are reached with
 * child(). Here the sentinel equals nothing, and ordering, arithmetic or string methods on it fail.
 */
export class ChildrenSentinel {
  readonly description = 'the value of a location with children';
}

export type PrimitiveValue = null | boolean | number | string;

type JsonObject = { [key: string]: JsonValue };

const isObject = (value: JsonValue): value is JsonObject | JsonValue[] =>
  typeof value === 'object' && value !== null;

/** A leaf with a priority is stored as { ".value": v, ".priority": p }. */
const isWrappedLeaf = (value: JsonObject | JsonValue[]): boolean =>
  !Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, '.value');

const wrappedValue = (value: JsonObject | JsonValue[]) => (value as JsonObject)['.value'] as PrimitiveValue;

/**
 * The children of a stored value by key: none for leaves; arrays are keyed by index, as the service stores
 * them.
 */
function childEntries(value: JsonValue): [string, JsonValue][] {
  if (!isObject(value) || isWrappedLeaf(value)) return [];
  if (Array.isArray(value)) return value.map((child, index) => [String(index), child]);
  // Keys starting with '.' are metadata (".priority"), never children: real keys cannot contain '.'.
  return Object.entries(value).filter(([key]) => !key.startsWith('.'));
}

function childValue(value: JsonValue, key: string): JsonValue {
  if (!isObject(value) || isWrappedLeaf(value) || key.startsWith('.')) return null;
  if (Array.isArray(value)) return /^(0|[1-9]\d*)$/.test(key) ? (value[Number(key)] ?? null) : null;
  return Object.prototype.hasOwnProperty.call(value, key) ? (value[key] ?? null) : null;
}

/** Whether a stored value holds data: null, and objects holding nothing but nulls and metadata, do not. */
function holdsData(value: JsonValue): boolean {
  if (!isObject(value)) return value !== null;
  if (isWrappedLeaf(value)) return wrappedValue(value) !== null;
  if (Array.isArray(value)) return value.some(holdsData);
  // Stops at the first child with data without listing them all: locations can have many children.
  for (const key in value) {
    if (
      !key.startsWith('.') &&
      Object.prototype.hasOwnProperty.call(value, key) &&
      holdsData(value[key] ?? null)
    ) {
      return true;
    }
  }
  return false;
}

function splitChildPath(childPath: string): string[] {
  return childPath.split('/').filter((segment) => segment !== '');
}

export class RuleDataSnapshot {
  private constructor(
    private readonly rootValue: JsonValue,
    /** Where this snapshot is, as keys from the root. */
    readonly path: readonly string[],
    private readonly value: JsonValue,
  ) {}

  static ofRoot(rootValue: JsonValue): RuleDataSnapshot {
    return new RuleDataSnapshot(rootValue, [], rootValue);
  }

  /** The snapshot at a relative path, which may name several levels: child('a/b'). */
  child(childPath: string): RuleDataSnapshot {
    return splitChildPath(childPath).reduce<RuleDataSnapshot>(
      (snapshot, key) =>
        new RuleDataSnapshot(this.rootValue, [...snapshot.path, key], childValue(snapshot.value, key)),
      this,
    );
  }

  /** The snapshot of the parent location; null at the root, which the evaluator reports as an error. */
  parent(): RuleDataSnapshot | null {
    if (this.path.length === 0) return null;
    return RuleDataSnapshot.ofRoot(this.rootValue).child(this.path.slice(0, -1).join('/'));
  }

  val(): PrimitiveValue | ChildrenSentinel {
    if (!isObject(this.value)) return this.value;
    if (isWrappedLeaf(this.value)) return wrappedValue(this.value);
    return this.hasChildren() ? new ChildrenSentinel() : null;
  }

  exists(): boolean {
    return holdsData(this.value);
  }

  hasChild(childPath: string): boolean {
    return this.child(childPath).exists();
  }

  /** With no names, whether there is any child; with names, whether every one of them exists. */
  hasChildren(names?: readonly string[]): boolean {
    if (names === undefined)
      return isObject(this.value) && !isWrappedLeaf(this.value) && holdsData(this.value);
    return names.every((name) => this.hasChild(name));
  }

  /** The keys of the children that exist. */
  childKeys(): string[] {
    return childEntries(this.value)
      .filter(([, child]) => holdsData(child))
      .map(([key]) => key);
  }

  getPriority(): PrimitiveValue {
    if (!isObject(this.value) || Array.isArray(this.value) || !this.exists()) return null;
    const priority = this.value['.priority'];
    return priority === undefined || isObject(priority) ? null : priority;
  }

  isNumber(): boolean {
    return typeof this.val() === 'number';
  }

  isString(): boolean {
    return typeof this.val() === 'string';
  }

  isBoolean(): boolean {
    return typeof this.val() === 'boolean';
  }
}
