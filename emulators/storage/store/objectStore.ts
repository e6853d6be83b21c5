// The emulator's buckets and objects, in memory. Both HTTP APIs read and write through this one store,
// so an object uploaded by the server through @google-cloud/storage is the one the browser downloads.
import { crc32cBase64, md5Base64 } from './hashes';

/** The metadata fields a client may set on upload or change afterwards. */
export const EDITABLE_FIELDS = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];

export type ObjectFields = { [K in EditableField]?: string } & {
  /** Custom metadata. Firebase keeps download tokens here, under firebaseStorageDownloadTokens. */
  metadata: Record<string, string>;
};

/** A metadata change: null removes a field (or, for `metadata`, every custom key). */
export type MetadataPatch = { [K in EditableField]?: string | null } & {
  metadata?: Record<string, string | null> | null;
};

export interface StoredObject extends ObjectFields {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  /** Microseconds since the epoch at upload, unique per bucket, as Cloud Storage numbers versions. */
  readonly generation: number;
  /** Counts metadata changes of this generation, from 1. */
  readonly metageneration: number;
  readonly timeCreated: Date;
  readonly updated: Date;
  readonly md5Hash: string;
  readonly crc32c: string;
}

export interface ListOptions {
  prefix: string;
  /** Names with this after the prefix are rolled up into `prefixes`; '' lists everything. */
  delimiter: string;
  /** Opaque token of a previous page: continue after it. */
  pageToken?: string;
  maxResults: number;
}

export interface ListPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = 0;

  /** Buckets exist as soon as anything names them, as in a project whose buckets are all provisioned. */
  ensureBucket(name: string): void {
    this.objectsIn(name);
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()].sort();
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objectsIn(bucket).get(name);
  }

  /** Stores a new generation of the object, replacing any previous one. */
  put(bucket: string, name: string, data: Buffer, fields: ObjectFields): StoredObject {
    const now = new Date();
    const object: StoredObject = {
      ...fields,
      metadata: { ...fields.metadata },
      bucket,
      name,
      data,
      generation: this.nextGeneration(now),
      metageneration: 1,
      timeCreated: now,
      updated: now,
      md5Hash: md5Base64(data),
      crc32c: crc32cBase64(data),
    };
    this.objectsIn(bucket).set(name, object);
    return object;
  }

  /** Applies a metadata change to the stored object; the result is stored and returned. */
  patch(object: StoredObject, patch: MetadataPatch): StoredObject {
    const updated: StoredObject = {
      ...applyPatch(object, patch),
      metageneration: object.metageneration + 1,
      updated: new Date(),
    };
    this.objectsIn(object.bucket).set(object.name, updated);
    return updated;
  }

  delete(bucket: string, name: string): boolean {
    return this.objectsIn(bucket).delete(name);
  }

  list(bucket: string, options: ListOptions): ListPage {
    const { prefix, delimiter } = options;
    const entries = new Map<string, StoredObject | null>();
    for (const [name, object] of this.objectsIn(bucket)) {
      if (!name.startsWith(prefix)) continue;
      const cut = delimiter === '' ? -1 : name.indexOf(delimiter, prefix.length);
      if (cut < 0) entries.set(name, object);
      else entries.set(name.slice(0, cut + delimiter.length), null);
    }
    const after =
      options.pageToken === undefined ? '' : Buffer.from(options.pageToken, 'base64url').toString();
    const keys = [...entries.keys()].filter((key) => key > after).sort();
    const page = keys.slice(0, options.maxResults);
    const result: ListPage = {
      items: page.flatMap((key) => entries.get(key) ?? []),
      prefixes: page.filter((key) => entries.get(key) === null),
    };
    const last = page.at(-1);
    if (keys.length > page.length && last !== undefined) {
      result.nextPageToken = Buffer.from(last).toString('base64url');
    }
    return result;
  }

  /** Every object of every bucket, for a snapshot. */
  objects(): StoredObject[] {
    return [...this.buckets.values()].flatMap((objects) => [...objects.values()]);
  }

  /** Replaces the whole content, from a snapshot. */
  replaceAll(bucketNames: string[], objects: StoredObject[]): void {
    this.buckets.clear();
    bucketNames.forEach((name) => this.ensureBucket(name));
    for (const object of objects) {
      this.objectsIn(object.bucket).set(object.name, object);
      this.lastGeneration = Math.max(this.lastGeneration, object.generation);
    }
  }

  private objectsIn(bucket: string): Map<string, StoredObject> {
    let objects = this.buckets.get(bucket);
    if (objects === undefined) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }

  private nextGeneration(now: Date): number {
    this.lastGeneration = Math.max(now.getTime() * 1000, this.lastGeneration + 1);
    return this.lastGeneration;
  }
}

export function applyPatch<T extends ObjectFields>(object: T, patch: MetadataPatch): T {
  const result: T = { ...object };
  for (const field of EDITABLE_FIELDS) {
    const value = patch[field];
    // A removed field stays as an undefined property, which every reader treats as absent.
    if (value !== undefined) result[field] = value ?? undefined;
  }
  const metadata = { ...(patch.metadata === null ? {} : object.metadata), ...patch.metadata };
  result.metadata = Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return result;
}
