// A JSON-serialisable copy of the store, for keeping data across restarts: whoever launches the emulator
// writes exportData()'s result to disk and hands it back to importData() next time.
import { crc32cBase64, md5Base64 } from './hashes';
import { EDITABLE_FIELDS, type ObjectFields, type ObjectStore, type StoredObject } from './objectStore';

export interface StorageSnapshot {
  version: 1;
  /** Every bucket, including empty ones. */
  buckets: string[];
  objects: SnapshotObject[];
}

export type SnapshotObject = ObjectFields & {
  bucket: string;
  name: string;
  /** A decimal string: generations exceed what JSON numbers carry exactly in some readers. */
  generation: string;
  metageneration: number;
  timeCreated: string;
  updated: string;
  /** The object's bytes, base64-encoded. */
  data: string;
};

export function exportSnapshot(store: ObjectStore): StorageSnapshot {
  return {
    version: 1,
    buckets: store.bucketNames(),
    objects: store.objects().map((object) => ({
      bucket: object.bucket,
      name: object.name,
      ...pickEditable(object),
      metadata: { ...object.metadata },
      generation: String(object.generation),
      metageneration: object.metageneration,
      timeCreated: object.timeCreated.toISOString(),
      updated: object.updated.toISOString(),
      data: object.data.toString('base64'),
    })),
  };
}

/** Replaces the store's content with the snapshot's; throws on anything that is not a snapshot. */
export function importSnapshot(store: ObjectStore, snapshot: unknown): void {
  const root = record(snapshot, 'snapshot');
  if (root.version !== 1) throw new Error('Storage snapshot: unsupported version, expected 1');
  const buckets = list(root.buckets, 'buckets').map((name, i) => text(name, `buckets[${i}]`));
  const objects = list(root.objects, 'objects').map((entry, i) => readObject(entry, `objects[${i}]`));
  store.replaceAll([...buckets, ...objects.map((object) => object.bucket)], objects);
}

function readObject(entry: unknown, where: string): StoredObject {
  const fields = record(entry, where);
  const data = Buffer.from(text(fields.data, `${where}.data`), 'base64');
  const metadata = record(fields.metadata ?? {}, `${where}.metadata`);
  const object: StoredObject = {
    bucket: text(fields.bucket, `${where}.bucket`),
    name: text(fields.name, `${where}.name`),
    metadata: Object.fromEntries(
      Object.entries(metadata).map(([key, value]) => [key, text(value, `${where}.metadata.${key}`)]),
    ),
    data,
    generation: wholeNumber(Number(fields.generation), `${where}.generation`),
    metageneration: wholeNumber(fields.metageneration, `${where}.metageneration`),
    timeCreated: date(fields.timeCreated, `${where}.timeCreated`),
    updated: date(fields.updated, `${where}.updated`),
    md5Hash: md5Base64(data),
    crc32c: crc32cBase64(data),
  };
  for (const field of EDITABLE_FIELDS) {
    if (fields[field] !== undefined) object[field] = text(fields[field], `${where}.${field}`);
  }
  return object;
}

function pickEditable(object: StoredObject): Partial<Record<(typeof EDITABLE_FIELDS)[number], string>> {
  return Object.fromEntries(
    EDITABLE_FIELDS.flatMap((field) => (object[field] === undefined ? [] : [[field, object[field]]])),
  );
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Storage snapshot: ${where} must be an object`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`Storage snapshot: ${where} must be an array`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`Storage snapshot: ${where} must be a string`);
  return value;
}

function wholeNumber(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`Storage snapshot: ${where} must be a positive whole number`);
  }
  return value;
}

function date(value: unknown, where: string): Date {
  const parsed = new Date(text(value, where));
  if (Number.isNaN(parsed.getTime())) throw new Error(`Storage snapshot: ${where} must be an ISO date`);
  return parsed;
}
