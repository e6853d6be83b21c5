// Nodes with many children, copied cheaply. The tree is immutable (tree.ts): a write copies each node on
// its path. Copying a plain object of 10,000 children for each of 10,000 players' answers costs 10^8 key
// copies a question, so a node with more than LARGE_NODE_CHILDREN children is kept in buckets instead
// (FANOUT groups of FANOUT buckets, a key's bucket given by its hash), behind a Proxy that reads like the
// plain object it stands for (keys, `in`, Object.keys, JSON.stringify): a copy shares everything, and a
// write copies the group and the bucket it changes, a few dozen entries whatever the node's size.
import { putChild, type Data, type DataObject } from './tree';

/** Above this many children a node is kept in buckets. */
export const LARGE_NODE_CHILDREN = 256;
const FANOUT = 32;

type Bucket = Record<string, Data>;
type Group = Array<Bucket | undefined>;

interface Buckets {
  groups: Array<Group | undefined>;
  /** Groups and buckets this node's copy made itself (may change in place); the rest are shared. */
  ownedGroups: Set<number>;
  ownedBuckets: Set<number>;
  size: number;
}

const bucketsOf = new WeakMap<object, Buckets>();

/** The key's bucket, 0 to FANOUT² − 1: FNV-1a of the key. */
function bucketIndex(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % (FANOUT * FANOUT);
}

const valueIn = (store: Buckets, key: string): Data | undefined => {
  const index = bucketIndex(key);
  const bucket = store.groups[Math.floor(index / FANOUT)]?.[index % FANOUT];
  return bucket !== undefined && Object.hasOwn(bucket, key) ? bucket[key] : undefined;
};

/** The bucket of `key` in `store`, made this node's own (with its group) so that it may change. */
function ownBucket(store: Buckets, key: string): Bucket {
  const index = bucketIndex(key);
  const groupIndex = Math.floor(index / FANOUT);
  let group = store.groups[groupIndex];
  if (group === undefined || !store.ownedGroups.has(groupIndex)) {
    group = group === undefined ? new Array<Bucket | undefined>(FANOUT) : [...group];
    store.groups[groupIndex] = group;
    store.ownedGroups.add(groupIndex);
  }
  let bucket = group[index % FANOUT];
  if (bucket === undefined || !store.ownedBuckets.has(index)) {
    bucket = { ...bucket };
    group[index % FANOUT] = bucket;
    store.ownedBuckets.add(index);
  }
  return bucket;
}

function setIn(store: Buckets, key: string, value: Data): void {
  const bucket = ownBucket(store, key);
  if (!Object.hasOwn(bucket, key)) store.size += 1;
  putChild(bucket, key, value);
}

function proxyOf(store: Buckets): DataObject {
  const proxy = new Proxy({} as DataObject, {
    get: (target, key) => (typeof key === 'string' ? valueIn(store, key) : Reflect.get(target, key)),
    has: (target, key) =>
      typeof key === 'string' ? valueIn(store, key) !== undefined : Reflect.has(target, key),
    ownKeys: () =>
      store.groups.flatMap((group) =>
        group === undefined
          ? []
          : group.flatMap((bucket) => (bucket === undefined ? [] : Object.keys(bucket))),
      ),
    getOwnPropertyDescriptor: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      const value = valueIn(store, key);
      return value === undefined
        ? undefined
        : { value, writable: true, enumerable: true, configurable: true };
    },
    set: (_target, key, value: Data) => {
      if (typeof key !== 'string') return false;
      setIn(store, key, value);
      return true;
    },
    defineProperty: (_target, key, descriptor) => {
      if (typeof key !== 'string' || !('value' in descriptor)) return false;
      setIn(store, key, descriptor.value as Data);
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
  const fresh = (): Buckets => ({ groups: [], ownedGroups: new Set(), ownedBuckets: new Set(), size: 0 });
  const store = bucketsOf.get(node);
  if (store !== undefined) return proxyOf({ ...fresh(), groups: [...store.groups], size: store.size });
  const keys = Object.keys(node);
  if (keys.length < LARGE_NODE_CHILDREN) return { ...node };
  const large = fresh();
  for (const key of keys) setIn(large, key, node[key] as Data);
  return proxyOf(large);
}
