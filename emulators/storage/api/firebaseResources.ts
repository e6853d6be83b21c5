// How the Firebase API (/v0) shows objects: to the client SDK as metadata JSON with download tokens,
// and to security rules as `resource` / `request.resource`.
import { randomUUID } from 'node:crypto';
import type { RulesMap } from '../rules/values';
import { EDITABLE_FIELDS, type ObjectFields, type StoredObject } from '../store/objectStore';
import { etag } from './gcsResources';

/**
 * Firebase keeps an object's download tokens in its custom metadata under this key, comma-separated;
 * the JSON API shows them there, the Firebase API as `downloadTokens`.
 */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

export function downloadTokens(object: ObjectFields): string[] {
  return (object.metadata[DOWNLOAD_TOKENS_KEY] ?? '').split(',').filter((token) => token !== '');
}

/** The fields with a download token added when they have none, as Firebase does on upload. */
export function withDownloadToken(fields: ObjectFields): ObjectFields {
  if (downloadTokens(fields).length > 0) return fields;
  return { ...fields, metadata: { ...fields.metadata, [DOWNLOAD_TOKENS_KEY]: randomUUID() } };
}

/** The metadata JSON the client SDK reads (getMetadata, getDownloadURL, upload results). */
export function firebaseMetadata(object: StoredObject): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    contentEncoding: object.contentEncoding ?? 'identity',
    downloadTokens: downloadTokens(object).join(','),
  };
  for (const field of EDITABLE_FIELDS) {
    if (field !== 'contentEncoding' && object[field] !== undefined) resource[field] = object[field];
  }
  const custom = customMetadata(object);
  if (Object.keys(custom).length > 0) resource.metadata = custom;
  return resource;
}

/** What rules see of an object: stored, or proposed by a write (then without generation and times). */
export type RulesObjectView = ObjectFields & {
  bucket: string;
  name: string;
  size: number;
  md5Hash?: string;
  crc32c?: string;
  generation?: number;
  metageneration?: number;
  timeCreated?: Date;
  updated?: Date;
};

export function storedObjectView(object: StoredObject): RulesObjectView {
  return { ...object, size: object.data.length };
}

/** `resource` and `request.resource`; timestamps are ISO strings in this emulator. */
export function rulesResource(view: RulesObjectView): RulesMap {
  const resource: Record<string, RulesMap[string]> = {
    bucket: view.bucket,
    name: view.name,
    size: view.size,
    metadata: customMetadata(view),
  };
  for (const field of EDITABLE_FIELDS) {
    const value = view[field];
    if (value !== undefined) resource[field] = value;
  }
  if (view.md5Hash !== undefined) resource.md5Hash = view.md5Hash;
  if (view.crc32c !== undefined) resource.crc32c = view.crc32c;
  if (view.generation !== undefined) resource.generation = view.generation;
  if (view.metageneration !== undefined) resource.metageneration = view.metageneration;
  if (view.timeCreated !== undefined) resource.timeCreated = view.timeCreated.toISOString();
  if (view.updated !== undefined) resource.updated = view.updated.toISOString();
  return resource;
}

/** Custom metadata without the download tokens, which Firebase treats as its own bookkeeping. */
function customMetadata(object: ObjectFields): Record<string, string> {
  return Object.fromEntries(Object.entries(object.metadata).filter(([key]) => key !== DOWNLOAD_TOKENS_KEY));
}
