// Nodes with many children, copied cheaply. The tree is immutable (tree.ts): a write copies each node on
// its path. Copying a plain object of 10,000 children for each of 10,000 players' answers costs 10^8 key
// copies a question, so a node with more than LARGE_NODE_CHILDREN children is kept in BUCKETS buckets
// instead, behind a Proxy that reads like the plain object it stands for (keys, `in`, Object.keys,
// JSON.stringify): a copy shares every bucket, and a write copies the one bucket it changes.
import type { Data, DataObject } from './tree';

/** Above this many children a node is kept in buckets. */
export const LARGE_NODE_CHILDREN = 256;
const BUCKETS = 64;

interface Buckets {
  buckets: Array<Record<string, Data> | undefined>;
  /** Buckets this node's copy owns (may change in place); the others are shared with the node it came from. */
  owned: boolean[];
  size: number;
}

const bucketsOf = new WeakMap<object, Buckets>();

function bucketIndex(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/** The bucket of `key` in `store`, made this node's own first so that it may change. */
function ownBucket(store: Buckets, key: string): Record<string, Data> {
  const index = bucketIndex(key);
  const bucket = store.buckets[index];
  if (store.owned[index] && bucket !== undefined) return bucket;
  const owned = { ...bucket };
  store.buckets[index] = owned;
  store.owned[index] = true;
  return owned;
}

const valueIn = (store: Buckets, key: string): Data | undefined => {
  const bucket = store.buckets[bucketIndex(key)];
  return bucket !== undefined && Object.hasOwn(bucket, key) ? bucket[key] : undefined;
};

function proxyOf(store: Buckets): DataObject {
  const proxy = new Proxy({} as DataObject, {
    get: (target, key) => (typeof key === 'string' ? valueIn(store, key) : Reflect.get(target, key)),
    has: (target, key) =>
      typeof key === 'string' ? valueIn(store, key) !== undefined : Reflect.has(target, key),
    ownKeys: () => store.buckets.flatMap((bucket) => (bucket === undefined ? [] : Object.keys(bucket))),
    getOwnPropertyDescriptor: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const value = valueIn(store, key);
      return value === undefined
        ? undefined
        : { value, writable: true, enumerable: true, configurable: true };
    },
    set: (_target, key, value: Data) => {
      if (typeof key !== 'string') return false;
      const bucket = ownBucket(store, key);
      if (!Object.hasOwn(bucket, key)) store.size += 1;
      bucket[key] = value;
      return true;
    },
    defineProperty: (_target, key, descriptor) => {
      if (typeof key !== 'string' || !('value' in descriptor)) return false;
      const bucket = ownBucket(store, key);
      if (!Object.hasOwn(bucket, key)) store.size += 1;
      bucket[key] = descriptor.value as Data;
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key !== 'string' || valueIn(store, key) === undefined) return true;
      Reflect.deleteProperty(ownBucket(store, key), key);
      store.size -= 1;
      return true;
    },
  });
  bucketsOf.set(proxy, store);
  return proxy;
}

/** The number of keys of a node kept in buckets; undefined for a plain object. */
export function largeNodeSize(node: DataObject): number | undefined {
  return bucketsOf.get(node)?.size;
}

/**
 * A copy of `node` that may be changed in place: a plain copy of a small node, and of a large one (or one
 * about to become large) a node in buckets sharing all of them with the original.
 */
export function copyForWrite(node: DataObject): DataObject {
  const store = bucketsOf.get(node);
  if (store !== undefined) {
    return proxyOf({
      buckets: [...store.buckets],
      owned: new Array<boolean>(BUCKETS).fill(false),
      size: store.size,
    });
  }
  const keys = Object.keys(node);
  if (keys.length < LARGE_NODE_CHILDREN) return { ...node };
  const large: Buckets = {
    buckets: new Array(BUCKETS),
    owned: new Array<boolean>(BUCKETS).fill(true),
    size: 0,
  };
  for (const key of keys) {
    const index = bucketIndex(key);
    (large.buckets[index] ??= {})[key] = node[key] as Data;
    large.size += 1;
  }
  return proxyOf(large);
}
